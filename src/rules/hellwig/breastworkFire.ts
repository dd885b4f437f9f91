/**
 * The shelter breastworks give from fire (§110–§112, §116c, §180; A14): a device's field of effect among
 * breastworks, its owner firing through his own while the enemy's stop it, and the readings of that rule.
 */
import { RuleError, oneOf } from '../errors.ts';
import { computeField } from './artillery.ts';
import type { Board } from './board.ts';
import { deviceOnBoard } from './boardDevices.ts';
import { readBoard } from './boardSetup.ts';
import { controllerOf, isEffective } from './combined.ts';
import type { Square } from './grid.ts';
import { checkWorks, type Breastworks } from './breastworks.ts';

/**
 * Whether a breastwork stops fire (A14). §180 (3) says breastworks "do not obstruct the effect of
 * artillery fire" (l.1247), yet (4) has them "prevent the effect of the enemy's cannon on those that
 * this breastwork covers" but not "our own artillery placed behind" it (l.1248), as §110–§112 do.
 * `enemy-cannon` (the edition's reading): the other player's cannon fire stops at the breastwork,
 * which it may bombard, and what lies beyond is sheltered; howitzers and the owner's own guns are not
 * stopped, (3) being read of them. `never`: (3) literally, no fire is stopped. /hellwig/s180/
 */
export const BREASTWORK_FIRE_READINGS = ['enemy-cannon', 'never'] as const;
export type BreastworkFireReading = (typeof BREASTWORK_FIRE_READINGS)[number];

/** What a device's fire does with breastworks in its line (§110–§112, §116c, §180). /hellwig/s111/ */
export interface BreastworkField {
  /** Squares the fire reaches, nearest first. */
  readonly inEffect: readonly Square[];
  /**
   * The other player's breastworks it may bombard: a cannon the first in its line, a howitzer any in its field (§116c,
   * §122, §66).
   */
  readonly targets: readonly Square[];
  /** Squares beyond the breastwork that stops the fire, sheltered (§110, §111, §180 (4)). */
  readonly sheltered: readonly Square[];
}

/**
 * A device's field of effect among breastworks (§110–§112, §116c, §180): its owner fires through his
 * own (§112, l.1007: B's guns on 533 and 534 reach the tower on 577 past B's work on 555); the other
 * player's breastwork takes a cannon's fire and shelters what lies beyond (§111, §180 (4); A14). /hellwig/s111/
 */
export function breastworkField(
  board: Board,
  breastworks: Breastworks,
  device: unknown,
  reading: BreastworkFireReading = BREASTWORK_FIRE_READINGS[0],
): BreastworkField {
  const b = readBoard(board);
  const w = checkWorks(b, breastworks);
  const d = deviceOnBoard(b, device);
  const r = oneOf('breastwork fire reading', reading, BREASTWORK_FIRE_READINGS);
  const firer = controllerOf(b, d);
  if (!isEffective(b, d) || firer === undefined)
    throw new RuleError(
      'OUT_OF_ACTION',
      `the device ${d.artillerists}→${d.gun} has no artillerists and cannot fire (§46, §71)`,
    );
  const line = computeField(b, d).inEffect;
  const enemy = line.filter((s) => {
    const work = w.works.get(s);
    return work !== undefined && work.owner !== firer;
  });
  const first = enemy[0];
  if (first === undefined || r === 'never' || d.kind === 'howitzer')
    return { inEffect: line, targets: enemy, sheltered: [] };
  const i = line.indexOf(first);
  return { inEffect: line.slice(0, i), targets: [first], sheltered: line.slice(i + 1) };
}
