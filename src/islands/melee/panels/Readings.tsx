/**
 * The switches for the readings of rule (3) where the text is ambiguous (AMB-2, AMB-4), each
 * linked to the note that argues the edition's choice.
 */
import type { JSX } from 'preact';
import { BEYOND_DOUBLE_READINGS, ISOLATION_THRESHOLDS } from '../../../rules/wells/index.ts';
import { RadioGroup } from '../../shared/RadioGroup.tsx';
import type { MeleeState } from '../state.ts';
import { READING_LABELS, RULES_PATH } from '../words.ts';

/** The folded-away choice of readings: "less than half", and a superior force double or more. */
export function Readings({
  state,
  id,
  update,
  disabled,
}: {
  readonly state: MeleeState;
  readonly id: (s: string) => string;
  readonly update: (patch: Partial<MeleeState>) => void;
  readonly disabled: boolean;
}): JSX.Element {
  return (
    <details class="readings">
      <summary>Readings of the rule</summary>
      <RadioGroup
        name={id('threshold')}
        legend={
          <>
            “Less than half its own number” (<a href={`${RULES_PATH}#note-within-a-move`}>note</a>)
          </>
        }
        options={ISOLATION_THRESHOLDS}
        value={state.isolationThreshold}
        label={(t) => READING_LABELS[t]}
        edition={ISOLATION_THRESHOLDS[0]}
        disabled={disabled}
        onChange={(t) => update({ isolationThreshold: t })}
      />
      <RadioGroup
        name={id('double')}
        legend={
          <>
            When the superior force is double or more (<a href={`${RULES_PATH}#note-double-or-more`}>note</a>)
          </>
        }
        options={BEYOND_DOUBLE_READINGS}
        value={state.beyondDouble}
        label={(d) => READING_LABELS[d]}
        edition={BEYOND_DOUBLE_READINGS[0]}
        disabled={disabled}
        onChange={(d) => update({ beyondDouble: d })}
      />
    </details>
  );
}
