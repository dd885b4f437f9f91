/** Where the rules of Little Wars live in the edition: rule ids and the URLs built from them. */

/** The anchors of chapter III in the edition, in the order of the book. */
export const WELLS_RULE_IDS = [
  'country-1', 'country-2', 'country-3',
  'move-1', 'move-2', 'move-3', 'move-4', 'move-5', 'move-6',
  'mobility-i', 'mobility-ii', 'mobility-iii', 'mobility-iv', 'mobility-v', 'mobility-vi',
  'melee-1', 'melee-2', 'melee-3', 'melee-3a', 'melee-3b', 'melee-3b-i', 'melee-3b-ii', 'melee-4', 'melee-5',
  'game-1', 'game-2', 'game-3',
  'forces', 'soldiers',
] as const;
/** One anchor of chapter III. */
export type WellsRuleId = (typeof WELLS_RULE_IDS)[number];

/** The rules chapter (chapter III) in the edition. */
export const RULES_PATH = '/little-wars/the-rules/';
/** The Battle of Hook's Farm (chapter IV) in the edition. */
export const HOOKS_FARM_PATH = '/little-wars/the-battle-of-hooks-farm/';

/** The edition URL of one rule of chapter III: `ruleHref('melee-1')` is `/little-wars/the-rules/#melee-1`. */
export function ruleHref(id: WellsRuleId): string {
  return `${RULES_PATH}#${id}`;
}

/** The edition URL of a printed page of Hook's Farm (chapter IV, pp. 63–87): `#p78`. */
export function hooksFarmHref(page: number): string {
  return `${HOOKS_FARM_PATH}#p${page}`;
}
