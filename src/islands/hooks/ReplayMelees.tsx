/**
 * The mêlées of the half-move on screen, each in chapter IV's calculator: the book's example, with the inputs the
 * replay counted on its field, so the calculator shows the mêlée as the replay resolved it.
 */
import type { JSX } from 'preact';
import { MeleeCalculator, type MeleePreset } from '../melee/MeleeCalculator.tsx';
import { DEFAULT_STATE, type MeleeState } from '../melee/state.ts';
import type { BattleStep, MeleeOutcome } from '../../rules/wells/hooks-farm/index.ts';

/**
 * A mêlée of the replay as the calculator's case: the men and the support the engine counted on
 * the field, the sides in the order of the book's example (as chapter IV's calculator has them),
 * and the side that charged choosing (melee-3). The calculator then shows the mêlée as the replay
 * resolved it, with the same numbers as "By the rules".
 */
function replayedMelee(
  m: MeleeOutcome,
  order: { readonly a: string; readonly b: string } = { a: 'Red', b: 'Blue' },
): MeleeState {
  const [a, b] = order.a === 'Blue' ? (['blue', 'red'] as const) : (['red', 'blue'] as const);
  return {
    ...DEFAULT_STATE,
    a: m.men[a],
    b: m.men[b],
    aSupport: m.support[a],
    bSupport: m.support[b],
    labels: { a: order.a, b: order.b },
    charger: m.charger === a ? 'a' : 'b',
  };
}

export interface ReplayMeleesProps {
  readonly step: BattleStep;
  /** The worked examples' mêlée rows by id. */
  readonly presets: ReadonlyMap<string, MeleePreset>;
  readonly id: (s: string) => string;
}

export function ReplayMelees({ step, presets, id }: ReplayMeleesProps): JSX.Element {
  return (
    <>
      {step.melees.map((m) => {
        const row = presets.get(m.example);
        const preset = row && { ...row, state: replayedMelee(m, row.state.labels) };
        return preset ? (
          <MeleeCalculator
            key={m.example}
            presets={[preset]}
            initial={preset.state}
            idPrefix={id(`melee-${step.halfMove.id}`)}
            address={null}
            caseName={`${preset.title}, in the replay`}
            headingLevel={5}
            embedded
          />
        ) : null;
      })}
    </>
  );
}
