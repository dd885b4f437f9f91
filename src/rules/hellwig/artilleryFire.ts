/**
 * Firing (§47–§53, §59–§61, §66–§71) and destroying one's own device (§72, §72a, §73): the whole field, part of it
 * or one square for a howitzer, combined artillery firing together, and an artillerist removing his own gun.
 */
import { RuleError } from '../errors.ts';
import { isList, listOf, readRecord } from '../checks.ts';
import { deviceOnBoard, sameDevice, without } from './boardDevices.ts';
import { gunOn, type ArtilleryDevice, type Board, type Piece } from './board.ts';
import { readBoard } from './boardSetup.ts';
import { group, controller, effective } from './combined.ts';
import { squareOn, type Square } from './grid.ts';
import type { Player } from './types.ts';
import { computeField } from './artillery.ts';
import { strengthOf } from './artilleryLines.ts';

/** What one firing did (§47, §49a, §68a). /hellwig/s47/ */
export interface FireResult {
  readonly board: Board;
  readonly player: Player;
  /** Enemy pieces shot, artillerists included (§47, §49a). */
  readonly removedPieces: readonly Piece[];
  /** Enemy devices whose gun stood in the field (§49, §49a); their artillerists stay unless also hit. */
  readonly removedDevices: readonly ArtilleryDevice[];
  /** Enemy devices left without artillerists: immovable and useless until manned again (§49a, §71). */
  readonly silenced: readonly ArtilleryDevice[];
  /** Enemy guns in the field that are stronger and cannot be destroyed (§54–§58). */
  readonly spared: readonly { readonly square: Square; readonly reason: 'stronger-artillery' }[];
}

/** Options of a firing: which squares of the field to strike (§47a), one for a howitzer (§66). /hellwig/s47a/ */
export interface FireOptions {
  readonly targets?: readonly number[];
}

/**
 * Fire one device, or combined artillery together (§47, §47a, §49–§49b, §60, §66, §68a): enemy
 * pieces and guns on the chosen squares of the field are removed, own pieces are unharmed; the
 * device and its artillerists do not move. /hellwig/s47/
 */
export function fire(position: Board, devices: unknown, options: FireOptions = {}): FireResult {
  const board = readBoard(position, 'position');
  const targetsGiven = readRecord('options', options, ['targets'], 'UNKNOWN_OPTION')['targets'];
  const several = isList('devices', devices);
  const firing = (several ? listOf('devices', devices) : [devices]).map((d, i) =>
    deviceOnBoard(board, d, several ? `devices[${i}]` : 'devices'),
  );
  if (firing.length === 0) throw new RuleError('BAD_INPUT', 'fire needs at least one device; devices is an empty list');
  for (const d of firing) {
    if (!effective(board, d)) {
      throw new RuleError(
        'BLOCKED',
        `the device ${d.artillerists}→${d.gun} has no artillerists and is inoperative (§46, §71)`,
      );
    }
  }
  const first = firing[0] as ArtilleryDevice;
  if (firing.length > 1) {
    const together = group(board, first);
    const loose = firing.find((d) => !together.some((g) => sameDevice(g, d)));
    if (loose)
      throw new RuleError(
        'BAD_INPUT',
        `only combined artillery fires together (§68a; A16); ` +
          `${loose.artillerists}→${loose.gun} is not combined with ` +
          `${first.artillerists}→${first.gun}`,
      );
    if (firing.some((d) => d.kind === 'howitzer'))
      throw new RuleError('BAD_INPUT', 'a howitzer fires alone, on one square (§66)');
  }
  const player = controller(board, first) as Player;
  const fields = firing.map((d) => computeField(board, d));
  const swept = [...new Set(fields.flatMap((f) => f.inEffect))];
  let targets: Square[];
  if (targetsGiven === undefined) {
    if (first.kind === 'howitzer')
      throw new RuleError(
        'BAD_INPUT',
        `a howitzer strikes one chosen square of its field (§66): give targets, one of ${swept.join(', ')}`,
      );
    targets = swept;
  } else {
    targets = listOf('options.targets', targetsGiven).map((t) => squareOn(t, board.grid, 'target'));
    const outside = targets.find((t) => !swept.includes(t));
    if (outside !== undefined)
      throw new RuleError(
        'BAD_INPUT',
        `target ${outside} is not in the field of effect (§47a); the field is ${swept.join(', ') || 'empty'}`,
      );
    if (first.kind === 'howitzer' && targets.length !== 1) {
      throw new RuleError('BAD_INPUT', `a howitzer strikes one square at a time (§66); received ${targets.length}`);
    }
  }
  const removedPieces: Piece[] = [];
  const removedDevices: ArtilleryDevice[] = [];
  const spared: { square: Square; reason: 'stronger-artillery' }[] = [];
  for (const t of targets) {
    const piece = board.pieces.get(t);
    if (piece && piece.player !== player) removedPieces.push(piece);
    const gun = gunOn(board, t);
    const owner = gun && controller(board, gun);
    if (gun && owner !== undefined && owner !== player) {
      const strength = Math.max(
        ...firing.filter((_, i) => fields[i]?.inEffect.includes(t)).map((d) => strengthOf(board, d)),
      );
      if (strengthOf(board, gun) > strength) spared.push({ square: t, reason: 'stronger-artillery' });
      else removedDevices.push(gun);
    }
  }
  const after = without(
    board,
    removedPieces.map((p) => p.square),
    removedDevices,
  );
  const silenced = after.devices.filter(
    (d) => controller(board, d) !== player && effective(board, d) && !effective(after, d),
  );
  return { board: after, player, removedPieces, removedDevices, silenced, spared };
}

/**
 * Destroy one's own device to keep it from the enemy (§72 no. 2, §72a, §73): an artillerist on
 * its square removes it from beneath him and stays (or moves on in the same move); an unmanned
 * device cannot be destroyed this way. /hellwig/s72/
 */
export function destroyOwnArtillery(position: Board, device: unknown): Board {
  const board = readBoard(position, 'position');
  const d = deviceOnBoard(board, device);
  if (!board.pieces.has(d.artillerists)) {
    throw new RuleError(
      'BLOCKED',
      `the artillerists' square ${d.artillerists} is not occupied, so this device ` +
        `cannot be destroyed by its artillerists (§72a)`,
    );
  }
  return without(board, [], [d]);
}
