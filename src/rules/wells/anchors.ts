/**
 * The rules of Little Wars by their ids, as the engine cites them (`melee-3b-i`). The edition maps
 * an id to its address (`src/edition/addresses.ts`); the engine builds no URL.
 */

/** The anchors of chapter III in the edition, in the order of the book. */
export const WELLS_RULE_IDS = [
  'country-1',
  'country-2',
  'country-3',
  'move-1',
  'move-2',
  'move-3',
  'move-4',
  'move-5',
  'move-6',
  'mobility-i',
  'mobility-ii',
  'mobility-iii',
  'mobility-iv',
  'mobility-v',
  'mobility-vi',
  'melee-1',
  'melee-2',
  'melee-3',
  'melee-3a',
  'melee-3b',
  'melee-3b-i',
  'melee-3b-ii',
  'melee-4',
  'melee-5',
  'game-1',
  'game-2',
  'game-3',
  'forces',
  'soldiers',
] as const;
/** One anchor of chapter III. */
export type WellsRuleId = (typeof WELLS_RULE_IDS)[number];
