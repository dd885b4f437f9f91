/**
 * The schematic map of Hook's Farm after one half-move (or part-way through it, for the
 * animation): the country, the bodies of men as symbols by side and arm, the guns with their
 * facing, the dead where they fell, prisoners and their escorts, and what moved, fired and fought
 * in the half-move. Rendered on the server for the static sequence and by the replay island alike.
 * The layers are in `map/`: this file lays them out and puts them together.
 */
import type { JSX } from 'preact';
import type { BattleStep, Place, Table } from '../../rules/wells/hooks-farm/index.ts';
import { r1 } from './geometry.ts';
import { describeMap } from './words.ts';
import { REPLAY } from './replay.ts';
import { Melees, Shots, Trails } from './map/Action.tsx';
import { Prisoners, Units } from './map/Bodies.tsx';
import { Country } from './map/Country.tsx';
import { Guns } from './map/Guns.tsx';
import { laidOut } from './map/laidOut.ts';
import { layout } from './map/layout.ts';
import { Marks } from './map/Marks.tsx';

export interface HooksMapProps {
  readonly table: Table;
  readonly places: readonly Place[];
  readonly step: BattleStep;
  /**
   * Every half-move of the battle, `step` among them: where the marks of earlier half-moves were set (the replay's, by
   * default).
   */
  readonly steps?: readonly BattleStep[];
  /** The half-move before, whose guns and prisoners stand until the half-move's result (for the animation). */
  readonly prev?: BattleStep | undefined;
  /** Progress through the half-move, 0 to 1; 1 (the default) is the field as the engine left it. */
  readonly t?: number;
  /** Show the dead where they fell (the book's players picked them up). */
  readonly showDead?: boolean;
  /** A small map: only the main places named, in a larger type that stays legible when the map is scaled down. */
  readonly compact?: boolean;
}

/** The map after (or during) one half-move. */
export function HooksMap(props: HooksMapProps): JSX.Element {
  const { table, places, step, steps = REPLAY.steps, t = 1, showDead = true, compact = false } = props;
  const laid = laidOut(steps, step.index, table, places, showDead, compact);
  // As the half-move ends (t = 1) the map is the one laid out and kept; part-way through it is worked out afresh.
  const ended = t >= 1 && steps[step.index] === step ? laid.layout : undefined;
  const {
    frame,
    points,
    unitsAt,
    units,
    gunsAt,
    groupsAt,
    names,
    countAt,
    groupLabelAt,
    letterAt,
    marks,
    meleeAt,
    gunsPhase,
    meleePhase,
    svg,
  } = ended ?? layout(props, laid.settled);
  return (
    <svg
      class={compact ? 'hf-map hf-map-compact' : 'hf-map'}
      viewBox={`0 0 ${r1(frame.width)} ${r1(frame.height)}`}
      role="img"
      aria-label={describeMap(step)}
    >
      <Country frame={frame} table={table} places={places} points={points} names={names} />
      <Trails step={step} svg={svg} t={t} />
      <Shots step={step} svg={svg} gunsPhase={gunsPhase} />
      <Guns gunsAt={gunsAt} letterAt={letterAt} />
      <Prisoners groupsAt={groupsAt} labelAt={groupLabelAt} units={units} />
      <Units unitsAt={unitsAt} countAt={countAt} />
      <Melees meleeAt={meleeAt} meleePhase={meleePhase} />
      {/* The dead last, over the bodies and guns, so the losses of the half-move are never hidden under the men who
         took them. */}
      <Marks marks={marks} index={step.index} />
    </svg>
  );
}
