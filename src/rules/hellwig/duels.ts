/**
 * Which guns duel a device (§49, §54–§58): the enemy devices whose gun stands in its field, or
 * whose field reaches its gun, each with the strengths and who may destroy or drive whom.
 */
import { deviceOnBoard, readBoard, type ArtilleryDevice, type Board } from './board.ts';
import { artilleryDuel, type ArtilleryDuel } from './artillery.ts';
import { controllerOf } from './combined.ts';

/** One enemy device concerned with ours, and the duel between them (§49, §54–§58). /hellwig/s54/ */
export interface DeviceDuel extends ArtilleryDuel {
  readonly enemy: ArtilleryDevice;
}

/**
 * The duels of a device: every device of the other player (by who works it, §70) whose gun our
 * field reaches or whose field reaches our gun, in the board's order. An uncontrolled device has
 * no enemy. Rejects a device not on the board with RuleError. /hellwig/s56/
 */
export function duelsOf(board: Board, device: unknown): readonly DeviceDuel[] {
  const b = readBoard(board);
  const ours = deviceOnBoard(b, device);
  const owner = controllerOf(b, ours);
  if (owner === undefined) return [];
  const out: DeviceDuel[] = [];
  for (const enemy of b.devices) {
    const them = controllerOf(b, enemy);
    if (enemy === ours || them === undefined || them === owner) continue;
    const d = artilleryDuel(b, ours, enemy);
    if (d.ours.field.includes(enemy.gun) || d.theirs.field.includes(ours.gun)) out.push({ ...d, enemy });
  }
  return out;
}
