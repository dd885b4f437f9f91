/**
 * The teacher's choices: topics, level, count and seed, as a form whose fields carry the address's own keys, so
 * the form and the address are read by the one parser (params.ts). Rendered with the page, disabled until the
 * island runs (the page says so without JavaScript).
 */
import type { JSX } from 'preact';
import { MAX_EXERCISES, MIN_EXERCISES } from '../../exercises/params.ts';
import { LEVELS, LEVEL_LABELS, type SheetParams, type Topic } from '../../exercises/types.ts';

export interface ControlsProps {
  readonly params: SheetParams;
  readonly topics: readonly Topic[];
  readonly idPrefix: string;
  readonly enabled: boolean;
  /** The form's fields as an address query: `topics` joined by commas. */
  readonly onMake: (query: URLSearchParams) => void;
  readonly onNewSeed: () => void;
}

/** The form's fields as the address's query. */
function queryOf(form: HTMLFormElement): URLSearchParams {
  const data = new FormData(form);
  const q = new URLSearchParams();
  q.set('seed', String(data.get('seed') ?? ''));
  q.set('topics', data.getAll('topics').map(String).join(','));
  q.set('level', String(data.get('level') ?? ''));
  q.set('n', String(data.get('n') ?? ''));
  return q;
}

export function Controls({ params, topics, idPrefix, enabled, onMake, onNewSeed }: ControlsProps): JSX.Element {
  const id = (s: string) => `${idPrefix}-${s}`;
  return (
    <form
      class="exercise-controls"
      // The inputs are keyed by the sheet's values: a new sheet from the address resets them.
      key={JSON.stringify(params)}
      onSubmit={(e) => {
        e.preventDefault();
        onMake(queryOf(e.currentTarget));
      }}
    >
      <fieldset disabled={!enabled}>
        <legend>Make a sheet</legend>
        <fieldset class="exercise-topics">
          <legend>Topics</legend>
          {topics.map((t) => (
            <label key={t.id}>
              <input type="checkbox" name="topics" value={t.id} checked={params.topics.includes(t.id)} /> {t.label}
            </label>
          ))}
        </fieldset>
        <p>
          <label for={id('level')}>Level</label>{' '}
          <select id={id('level')} name="level" value={params.level}>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {LEVEL_LABELS[l]}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label for={id('n')}>Number of exercises</label>{' '}
          <input id={id('n')} name="n" type="number" min={MIN_EXERCISES} max={MAX_EXERCISES} value={params.n} />
        </p>
        <p>
          <label for={id('seed')}>Seed</label>{' '}
          <input id={id('seed')} name="seed" type="text" value={params.seed} size={12} spellcheck={false} />{' '}
          <span class="muted">the same seed gives the same sheet</span>
        </p>
        <p class="exercise-buttons">
          <button type="submit">Make the sheet</button>{' '}
          <button type="button" onClick={onNewSeed}>
            New seed
          </button>
        </p>
      </fieldset>
    </form>
  );
}
