/**
 * Every sentence the mêlée calculator says in its own words: the names of the readings and of the
 * rules, and the one-line summary of an outcome. The working itself comes from the engine.
 */
import type { BeyondDoubleReading, IsolationThreshold, MeleeResult, Side } from '../../rules/wells/index.ts';

/** Plain-language names of the readings (AMB-2, AMB-4), for the switches. */
export const READING_LABELS: Record<IsolationThreshold | BeyondDoubleReading, string> = {
  'exact-half': 'literally: less than half (13 men need 7)',
  'floor-half': 'half rounded down (13 men need 6)',
  'all-prisoners': 'the inferior force is all taken prisoner, none die',
  reject: 'the rule does not apply (the literal text over-counts)',
};

/** The name of each branch of rule (3), as the result cites it. */
export const RULE_NAMES = {
  equal: 'Rule (3)(a): equal numbers',
  isolated: 'Rule (3)(b₁): the inferior force is isolated',
  supported: 'Rule (3)(b₂): the inferior force is supported',
} as const;

/** The chapter of the rules, where the notes and the rule's anchors are. */
export { RULES_PATH } from '../../edition/addresses.ts';

/** One sentence summing up an outcome, for the live region and the comparison of readings. */
export function summary(result: MeleeResult, labels: { readonly a: string; readonly b: string }): string {
  const side = (s: Side) =>
    `${labels[s]}: ${result.dead[s]} dead, ${result.prisoners[s]} taken prisoner, ${result.survivors[s]} left`;
  return `${RULE_NAMES[result.rule]}. ${side('a')}; ${side('b')}.`;
}
