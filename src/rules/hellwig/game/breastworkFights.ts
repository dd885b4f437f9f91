/**
 * Breastworks fought over in Hellwig's game (§110–§134f): a device bombarding an enemy breastwork,
 * one, two or three signs a move as its artillery is single, double or triple (§122–§124); an enemy
 * breastwork stormed when the attack of the pieces exceeds its defence (§126–§134f, strengths §192);
 * an abandoned one taken over at no cost of a move (§118, §119); and a cannon's fire stopped by the
 * enemy's breastwork, sheltering what lies beyond, while it passes one's own (§110–§112, §180 (4)).
 * The rules are breastworks.ts's; this module only asks them.
 */
import { RuleError } from '../../errors.ts';
import { fire as fireDevices } from '../artillery.ts';
import { gunOn, type ArtilleryDevice, type Board } from '../board.ts';
import {
  bombard,
  breastworkField,
  isAbandoned,
  storm,
  stormCheck,
  takeOver,
  type Breastworks,
} from '../breastworks.ts';
import { controller, effective } from '../combined.ts';
import { otherPlayer } from '../defence.ts';
import type { Square } from '../grid.ts';
import type { Player } from '../types.ts';
import type { Action } from './actions.ts';
import { pieceOptions, type GameReadings } from './readings.ts';
import { refuse } from './refusals.ts';

/** The devices a player works (§46, §67, §70). */
const devicesOf = (board: Board, player: Player): ArtilleryDevice[] =>
  board.devices.filter((d) => controller(board, d) === player && effective(board, d));

/**
 * The fights over breastworks the player to move may start (§122, §130), each with the breastworks it
 * leaves: his devices' bombardments of the enemy breastworks in their fields, and the storms of those
 * his pieces attack more strongly than they are defended. On `square` only those of the device there
 * or of the breastwork there.
 */
export function fightOffers(
  plain: Board,
  works: Breastworks,
  player: Player,
  r: GameReadings,
  square?: Square,
): { readonly action: Action; readonly breastworks: Breastworks }[] {
  const out: { action: Action; breastworks: Breastworks }[] = [];
  if (works.works.size === 0) return out;
  for (const d of devicesOf(plain, player))
    for (const target of breastworkField(plain, works, d, r.breastworkFire).targets)
      if (square === undefined || square === d.gun || square === d.artillerists || square === target)
        out.push({
          action: { type: 'bombard', gun: d.gun, target },
          breastworks: bombard(plain, works, d, target, r.breastworkFire),
        });
  for (const w of works.works.values()) {
    if (w.owner === player || (square !== undefined && square !== w.square)) continue;
    if (stormCheck(plain, works, w.square, pieceOptions(r)).allowed)
      out.push({
        action: { type: 'storm', square: w.square },
        breastworks: storm(plain, works, w.square, pieceOptions(r)),
      });
  }
  return out;
}

/**
 * The breastworks a bombardment or a storm leaves (§122–§124, §130), or undefined for any other
 * action; a refusal with the reason and its § where the rules do not allow it.
 */
export function fightEffect(
  plain: Board,
  works: Breastworks,
  action: Action,
  player: Player,
  r: GameReadings,
): Breastworks | undefined {
  if (action.type === 'bombard') {
    const d = gunOn(plain, action.gun);
    if (!d) return refuse(`there is no gun on ${action.gun} (§122)`);
    if (!effective(plain, d) || controller(plain, d) !== player)
      refuse(`the device on ${action.gun} is not worked by ${player} (§46, §70, §21)`);
    const targets = breastworkField(plain, works, d, r.breastworkFire).targets;
    if (!targets.includes(action.target))
      refuse(
        `the device on ${action.gun} may bombard only an enemy breastwork in its field, a cannon the first in its line (§116c, §122): ${targets.length ? targets.join(', ') : 'none'}, not ${action.target}`,
      );
    return bombard(plain, works, d, action.target, r.breastworkFire);
  }
  if (action.type === 'storm') {
    const w = works.works.get(action.square);
    if (!w) return refuse(`there is no breastwork on ${action.square} to storm (§130)`);
    if (w.owner === player)
      refuse(`the breastwork on ${action.square} is ${player}’s own; only the enemy storms it (§130)`);
    const c = stormCheck(plain, works, action.square, pieceOptions(r));
    if (!c.allowed)
      refuse(
        c.refusal === 'defended-by-artillery'
          ? `the breastwork on ${action.square} is defended by ${w.owner}’s artillery and cannot be stormed (§134)`
          : `the breastwork on ${action.square} is defended with strength ${c.defence} and attacked with ${c.attack}: storming needs ${c.needed} (§130, §131, §192)`,
      );
    return storm(plain, works, action.square, pieceOptions(r));
  }
  return undefined;
}

/**
 * The breastworks after any action, each abandoned one that the other player now defends with his
 * pieces or covers with his artillery passed to him, at no cost of a move (§118, §119, l.1036).
 */
export function takenOver(plain: Board, works: Breastworks, r: GameReadings): Breastworks {
  let out = works;
  for (const w of works.works.values()) {
    if (!isAbandoned(plain, out, w.square, pieceOptions(r))) continue;
    try {
      out = takeOver(plain, out, w.square, otherPlayer(w.owner), pieceOptions(r));
    } catch (e) {
      // Abandoned but not yet occupied by the other player: it stays as it is (§118).
      if (!(e instanceof RuleError) || e.code !== 'BLOCKED') throw e;
    }
  }
  return out;
}

/** What a cannon's fire reaches among breastworks: stopped at the enemy's, sheltering beyond (§111, §180 (4)). */
function reached(plain: Board, works: Breastworks, gun: Square, r: GameReadings): readonly Square[] | undefined {
  const d = gunOn(plain, gun);
  if (!d || works.works.size === 0 || !effective(plain, d)) return undefined;
  return breastworkField(plain, works, d, r.breastworkFire).inEffect;
}

/**
 * Firing among breastworks (§110–§112, §180 (4)): a cannon's fire offers stop short of the first enemy
 * breastwork in its line, dropped where nothing of the enemy's is left in reach; one's own breastworks
 * it passes (§112). `enemyOn` says whether an enemy stands on a square.
 */
export function shelteredFire<T extends { readonly action: Action; readonly board: Board }>(
  offers: readonly T[],
  board: Board,
  plain: Board,
  works: Breastworks,
  enemyOn: (square: Square) => boolean,
  r: GameReadings,
): (T | { action: Action; board: Board })[] {
  if (works.works.size === 0) return [...offers];
  const out: (T | { action: Action; board: Board })[] = [];
  for (const o of offers) {
    const a = o.action;
    const reach = a.type === 'fire' ? reached(plain, works, a.gun, r) : undefined;
    if (a.type !== 'fire' || reach === undefined || a.targets.every((t) => reach.includes(t))) {
      out.push(o);
      continue;
    }
    const targets = a.targets.filter((t) => reach.includes(t));
    if (!targets.some(enemyOn)) continue;
    const d = gunOn(board, a.gun) as ArtilleryDevice;
    out.push({ action: { ...a, targets }, board: fireDevices(board, d, { targets }).board });
  }
  return out;
}

/** Why a fire cannot strike its targets: they lie sheltered behind an enemy breastwork (§111, §180 (4)). */
export function shelterRefusal(plain: Board, works: Breastworks, action: Action, r: GameReadings): string | undefined {
  if (action.type !== 'fire') return undefined;
  const reach = reached(plain, works, action.gun, r);
  const hidden = reach === undefined ? [] : action.targets.filter((t) => !reach.includes(t));
  return hidden.length
    ? `${hidden.join(', ')} ${hidden.length === 1 ? 'lies' : 'lie'} sheltered behind an enemy breastwork: the cannon on ${action.gun} reaches ${reach?.join(', ') || 'nothing'} (§111, §180 (4))`
    : undefined;
}
