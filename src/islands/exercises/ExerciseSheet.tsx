/**
 * An exercise sheet with its controls: the sheet of the address (or the default, as built), regenerated when the
 * teacher changes the choices, with the pupils' sheet and the answer key a toggle apart and a print button for
 * each. The address holds the choices, so a class opening it gets the same sheet: kept there by the one hook every
 * widget uses (useAddressState), so other keys of the address and its #fragment stay, a key given twice with
 * different values is named, and the address is written when the teacher pauses. The sheet is alone on its page, so
 * its keys stay plain (`?seed=…&topics=…`), as the addresses already handed to classes have them. Book-neutral: the two
 * pages' islands (WellsExercises, HellwigExercises) bring their topics and their drawing.
 */
import { useMemo, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { parseParams, searchOf, SHEET_KEYS } from '../../exercises/params.ts';
import { generateSheet } from '../../exercises/sheet.ts';
import type { Figure, SheetParams, TopicTable } from '../../exercises/types.ts';
import { useHydrated } from '../shared/hydrated.ts';
import { useAddressState } from '../shared/useAddressState.ts';
import { Controls } from './Controls.tsx';
import { SheetView } from './SheetView.tsx';
import { withBase } from '../../edition/base.ts';

export interface ExerciseSheetProps {
  readonly table: TopicTable;
  readonly idPrefix: string;
  readonly Draw: (props: { readonly figure: Figure; readonly id: string }) => JSX.Element | null;
}

type View = 'pupil' | 'key';

/** A seed for "New seed": short enough to read out to a class. */
const freshSeed = () => String(Math.floor(Math.random() * 1_000_000));

export function ExerciseSheet({ table, idPrefix, Draw }: ExerciseSheetProps): JSX.Element {
  const hydrated = useHydrated();
  const [params, setParams] = useState<SheetParams>(table.defaults);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [said, setSaid] = useState('');
  const [view, setView] = useState<View>('pupil');
  const sheet = useMemo(() => generateSheet(table, params), [table, params]);
  const id = (s: string) => `${idPrefix}-${s}`;

  // Nothing is written to the address until the teacher makes a sheet: an address opened as it is stays as it is.
  const [made, setMade] = useState(false);

  // The address's sheet, once the island runs: what it cannot read (a bad value, a key given twice with different
  // values) is said, and the default stands in for it.
  useAddressState({
    namespace: '',
    keys: SHEET_KEYS,
    own: made ? searchOf(params).slice(1) : null,
    open: (own, duplicates) => {
      if (!own && duplicates.length === 0) return;
      const parsed = parseParams(own, table);
      setParams(parsed.params);
      setProblems([...duplicates, ...parsed.problems]);
    },
  });

  const make = (query: URLSearchParams) => {
    const parsed = parseParams(query, table);
    setParams(parsed.params);
    setProblems(parsed.problems);
    setMade(true);
    setSaid(`A new sheet: ${parsed.params.n} exercises, seed ${parsed.params.seed}.`);
  };

  const print = (which: View) => {
    setView(which);
    // The toggle is drawn before the print dialog takes its picture of the page.
    requestAnimationFrame(() => window.print());
  };

  const address = withBase(`/${table.book}/exercises/${searchOf(params)}`);
  return (
    <section class={`exercises exercises-${view}`} aria-labelledby={id('heading')}>
      <Controls
        params={params}
        topics={table.topics}
        idPrefix={idPrefix}
        enabled={hydrated}
        onMake={make}
        onNewSeed={() => make(new URLSearchParams(`${searchOf(params).replace(/seed=[^&]*/, `seed=${freshSeed()}`)}`))}
      />
      {problems.length > 0 && (
        <div class="exercise-problems" role="alert">
          <p>Some of the address could not be read; the sheet uses the defaults instead:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <p class="visually-hidden" role="status">
        {said}
      </p>
      <h2 id={id('heading')}>The sheet</h2>
      <p class="exercise-address">
        Seed {params.seed}, {params.n} exercises. The address of this sheet, for the class:{' '}
        <a href={address}>
          <code>{address}</code>
        </a>
      </p>
      <fieldset class="exercise-view">
        <legend>Show</legend>
        {(['pupil', 'key'] as const).map((v) => (
          <label key={v}>
            <input type="radio" name={id('view')} value={v} checked={view === v} onChange={() => setView(v)} />{' '}
            {v === 'pupil' ? 'the pupils’ sheet' : 'the answer key'}
          </label>
        ))}{' '}
        <button type="button" disabled={!hydrated} onClick={() => print('pupil')}>
          Print the pupils’ sheet
        </button>{' '}
        <button type="button" disabled={!hydrated} onClick={() => print('key')}>
          Print the answer key
        </button>
      </fieldset>
      <SheetView sheet={sheet} topics={table.topics} idPrefix={id('ex')} Draw={Draw} />
    </section>
  );
}
