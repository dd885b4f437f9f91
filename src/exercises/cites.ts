/** The rules and §§ an answer rests on, named as the edition prints them and linked to their places. */
import { printedRule } from '../edition/anchors.ts';
import { hellwigHref, ruleHref } from '../edition/addresses.ts';
import type { WellsRuleId } from '../rules/wells/index.ts';
import type { Cite } from './types.ts';

/** A rule of Little Wars' chapter III: "Hand-to-Hand Fighting and Capturing, rule (3)(b₁)". */
export function ruleCite(id: WellsRuleId): Cite {
  return { label: printedRule(id), href: ruleHref(id) };
}

/** One of Hellwig's §§: "§47". */
export function sectionCite(n: string): Cite {
  return { label: `§${n}`, href: hellwigHref(`§${n}`) };
}
