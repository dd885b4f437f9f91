/**
 * The case as the reader sets it: each side's men in the mêlée and in support (with how many
 * support would need, rule 3(b)), who charged, and the readings of the rule.
 */
import type { JSX } from 'preact';
import { isIsolated, type Side } from '../../../rules/wells/index.ts';
import { Stepper } from '../../shared/Stepper.tsx';
import { MAX_SIDE, MAX_SUPPORT, type MeleeState } from '../state.ts';
import { Readings } from './Readings.tsx';

/** How many men within a move would keep a side from being isolated, as a stepper's hint. */
function isolationHint(state: MeleeState, side: Side): string {
  const men = state[side];
  const needed = isIsolated(men, 0, { isolationThreshold: state.isolationThreshold }).needed;
  return `To support ${men}, ${state.labels[side]} would need ${needed} within a move.`;
}

/** The steppers, the charger and the readings: every input of the calculator. */
export function Inputs({
  state,
  id,
  update,
  disabled,
}: {
  readonly state: MeleeState;
  readonly id: (s: string) => string;
  readonly update: (patch: Partial<MeleeState>) => void;
  /** Until the island runs (and without JavaScript) the inputs show the case but cannot change it. */
  readonly disabled: boolean;
}): JSX.Element {
  const { labels } = state;
  return (
    <div class="melee-inputs">
      {(['a', 'b'] as const).map((side) => (
        <fieldset key={side}>
          <legend>Side {labels[side]}</legend>
          <Stepper
            id={id(`${side}-men`)}
            label={`Men of ${labels[side]} in the mêlée`}
            value={state[side]}
            min={1}
            max={MAX_SIDE}
            disabled={disabled}
            onChange={(n) => update({ [side]: n })}
          />
          <Stepper
            id={id(`${side}-support`)}
            label={`${labels[side]}’s men in support within a move`}
            value={side === 'a' ? state.aSupport : state.bSupport}
            min={0}
            max={MAX_SUPPORT}
            hint={isolationHint(state, side)}
            disabled={disabled}
            onChange={(n) => update(side === 'a' ? { aSupport: n } : { bSupport: n })}
          />
        </fieldset>
      ))}
      <fieldset class="charger">
        <legend>Who charged?</legend>
        {(['a', 'b'] as const).map((side) => (
          <label key={side}>
            <input
              type="radio"
              name={id('charger')}
              value={side}
              checked={state.charger === side}
              disabled={disabled}
              onChange={() => update({ charger: side })}
            />{' '}
            {labels[side]}
          </label>
        ))}
      </fieldset>
      <Readings state={state} id={id} update={update} disabled={disabled} />
    </div>
  );
}
