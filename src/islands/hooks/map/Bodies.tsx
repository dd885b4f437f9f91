/** The bodies of men on the Hook's Farm map: those under arms with their counts, and prisoners with their escorts. */
import type { JSX } from 'preact';
import type { PrisonerGroup, UnitState } from '../../../rules/wells/hooks-farm/index.ts';
import { ARM_PATH, FRAME_PATH, r1 } from '../geometry.ts';
import type { At } from './sizes.ts';
import { prisonersText } from './words.ts';

/** A body of men where it stands. */
interface UnitAt {
  readonly unit: UnitState;
  readonly at: At;
}

/** A group of prisoners where it stands. */
interface GroupAt {
  readonly group: PrisonerGroup;
  readonly at: At;
}

/** A body of men: its symbol at `at`, its count at `count` (the centre of the number, set clear of other marks). */
function UnitSymbol({ unit, at, count }: { unit: UnitState; at: At; count: At }): JSX.Element {
  return (
    <g class={`hf-unit hf-${unit.army} hf-${unit.arm}`} transform={`translate(${r1(at.x)} ${r1(at.y)})`}>
      <path class="hf-frame" d={FRAME_PATH[unit.army]} />
      <path class="hf-arm" d={ARM_PATH[unit.army][unit.arm]} />
      <text x={r1(count.x - at.x)} y={r1(count.y - at.y + 4.5)} text-anchor="middle">
        {unit.men}
      </text>
    </g>
  );
}

/** A group of prisoners: a ring round the symbol of its larger arm, its count, and a line to its escort. */
function PrisonerSymbol({
  group,
  at,
  escortAt,
  label,
}: {
  group: PrisonerGroup;
  at: At;
  escortAt: At | undefined;
  label: At;
}): JSX.Element {
  const arm = group.cavalry >= group.infantry ? 'cavalry' : 'infantry';
  return (
    <g class={`hf-prisoners hf-${group.army}`}>
      {escortAt && <path class="hf-escort-link" d={`M${r1(at.x)} ${r1(at.y)}L${r1(escortAt.x)} ${r1(escortAt.y)}`} />}
      <g transform={`translate(${r1(at.x)} ${r1(at.y)})`}>
        <circle class="hf-ring" r={11} />
        <path class="hf-frame" d={FRAME_PATH[group.army]} />
        <path class="hf-arm" d={ARM_PATH[group.army][arm]} />
        <text x={r1(label.x - at.x)} y={r1(label.y - at.y + 4)} text-anchor="middle">
          {prisonersText(group)}
        </text>
      </g>
    </g>
  );
}

/** The groups of prisoners, each with its label at `labelAt[i]` and a line to its escort among `units`. */
export function Prisoners({
  groupsAt,
  labelAt,
  units,
}: {
  groupsAt: readonly GroupAt[];
  labelAt: readonly At[];
  units: ReadonlyMap<string, UnitAt>;
}): JSX.Element {
  return (
    <g class="hf-prisoner-groups">
      {groupsAt.map(({ group, at }, i) => {
        const escort = group.escort ? units.get(group.escort) : undefined;
        return <PrisonerSymbol key={group.id} group={group} at={at} escortAt={escort?.at} label={labelAt[i]!} />;
      })}
    </g>
  );
}

/** The bodies of men under arms, each with its count at `countAt[i]`. */
export function Units({ unitsAt, countAt }: { unitsAt: readonly UnitAt[]; countAt: readonly At[] }): JSX.Element {
  return (
    <g class="hf-units">
      {unitsAt.map(({ unit, at }, i) => (
        <UnitSymbol key={unit.id} unit={unit} at={at} count={countAt[i]!} />
      ))}
    </g>
  );
}
