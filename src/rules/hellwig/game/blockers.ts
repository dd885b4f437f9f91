/**
 * What blocks a wheeling, said in words for a refusal (§62, §170, §177, §178): the engine's reason for the square, as
 * a reader reads it ("a transporter on 331", not "transporter on 331").
 */
import type { ObstacleReason } from '../board.ts';
import type { Blocker, ImmobilityReason } from '../formations.ts';

const WORDS: Readonly<Record<ObstacleReason | ImmobilityReason, string>> = {
  mountain: 'a mountain',
  marsh: 'a marsh',
  water: 'water',
  piece: 'a piece',
  gun: 'a gun',
  breastwork: 'a breastwork',
  artillerists: 'a device’s artillerists',
  transporter: 'a transporter',
  unmanned: 'a device no piece mans',
  'empty-transporter': 'an empty transporter',
  'players-mixed': 'the other player’s pieces among them',
};

/** "a transporter on 331": what blocks and where. */
export const blockerWords = (b: Blocker): string => `${WORDS[b.reason]} on ${b.square}`;
