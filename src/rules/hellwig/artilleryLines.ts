/**
 * Lines of artillery and their strength (§49, §54–§58; A15): a gun directly behind another backs it, a line's
 * strength is its number of guns, and two devices facing each other may destroy or drive one another by strength.
 */
import { deviceOnBoard, sameDevice } from './boardDevices.ts';
import type { ArtilleryDevice, Board } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { controller, effective } from './combined.ts';
import type { Square } from './grid.ts';
import { rectangleOn } from './rectangles.ts';
import { computeField, directionOf } from './artillery.ts';

/**
 * Whether `front`'s gun stands in `rear`'s field, both firing the same way: one "directly behind" the other (§54, §55).
 */
function backs(board: Board, rear: ArtilleryDevice, front: ArtilleryDevice): boolean {
  if (sameDevice(rear, front) || rear.kind !== 'cannon' || front.kind !== 'cannon') return false;
  if (!effective(board, rear) || !effective(board, front) || controller(board, rear) !== controller(board, front))
    return false;
  const field = computeField(board, rear);
  return field.direction === directionOf(front, board.grid) && field.inEffect.includes(front.gun);
}

/**
 * The line of artillery a device belongs to (§54–§58; A15): the longest line containing it in
 * which each gun stands in the field of the one behind it, all firing the same way and together
 * forming a rectangle, so that they advance as one (§55); rearmost first. A single device is its
 * own line. /hellwig/s54/
 */
export function artilleryLine(board: Board, device: unknown): readonly ArtilleryDevice[] {
  const b = readBoard(board);
  return lineOf(b, deviceOnBoard(b, device));
}

/** `artilleryLine` of a device checked to be on a checked board. */
function lineOf(board: Board, d: ArtilleryDevice): readonly ArtilleryDevice[] {
  let best: readonly ArtilleryDevice[] = [d];
  const extend = (chain: readonly ArtilleryDevice[]): void => {
    const squares = chain.flatMap((c) => [c.artillerists, c.gun]);
    if (chain.length > best.length && chain.some((c) => sameDevice(c, d)) && rectangleOn(squares, board.grid))
      best = chain;
    const last = chain[chain.length - 1] as ArtilleryDevice;
    for (const next of board.devices) {
      if (!chain.some((c) => sameDevice(c, next)) && backs(board, last, next)) extend([...chain, next]);
    }
  };
  for (const start of board.devices) extend([start]);
  return best;
}

/**
 * Strength of artillery (§54–§58; A15): the number of cannon in its line (`artilleryLine`). Single artillery is 1.
 * /hellwig/s54/
 */
export function artilleryStrength(board: Board, device: unknown): number {
  const b = readBoard(board);
  return lineOf(b, deviceOnBoard(b, device)).length;
}

/** `artilleryStrength` of a device checked to be on a checked board. */
export const strengthOf = (board: Board, d: ArtilleryDevice): number => lineOf(board, d).length;

/** Whether a device may destroy another's gun: it lies in its field and the target is not stronger (§49, §54–§58). */
function mayDestroy(board: Board, attacker: ArtilleryDevice, target: ArtilleryDevice): boolean {
  return (
    effective(board, attacker) &&
    computeField(board, attacker).inEffect.includes(target.gun) &&
    strengthOf(board, attacker) >= strengthOf(board, target)
  );
}

/** Two devices facing each other: fields, strengths, and who may destroy or drive whom (§49, §54–§58). /hellwig/s54/ */
export interface ArtilleryDuel {
  readonly ours: { readonly field: readonly Square[]; readonly strength: number };
  readonly theirs: { readonly field: readonly Square[]; readonly strength: number };
  /** We may destroy their gun on our turn: it is in our field and not stronger (§49, §58). */
  readonly weMayDestroy: boolean;
  readonly theyMayDestroy: boolean;
  /** We are stronger and have their gun in our field: they must withdraw (§54–§57). */
  readonly weDrive: boolean;
  readonly theyDrive: boolean;
}

/**
 * Artillery against artillery (§49, §50, §54–§58): equal strengths, whoever fires first destroys;
 * double drives single, triple drives double, and the weaker cannot destroy the stronger. /hellwig/s56/
 */
export function artilleryDuel(position: Board, ours: unknown, theirs: unknown): ArtilleryDuel {
  const board = readBoard(position, 'position');
  const a = deviceOnBoard(board, ours, 'ours');
  const b = deviceOnBoard(board, theirs, 'theirs');
  const sa = strengthOf(board, a);
  const sb = strengthOf(board, b);
  const fa = computeField(board, a).inEffect;
  const fb = computeField(board, b).inEffect;
  return {
    ours: { field: fa, strength: sa },
    theirs: { field: fb, strength: sb },
    weMayDestroy: mayDestroy(board, a, b),
    theyMayDestroy: mayDestroy(board, b, a),
    weDrive: effective(board, a) && fa.includes(b.gun) && sa > sb,
    theyDrive: effective(board, b) && fb.includes(a.gun) && sb > sa,
  };
}
