/**
 * The citation scheme of the edition: permanent anchors derived from the books' own
 * numbering. One list, used by the "How to cite" page, by the `<See>` cross-reference
 * component (an unknown target fails the build) and by the tests (every anchor listed
 * here exists in the built page).
 */

/** One permanent anchor in a chapter of Little Wars. */
export interface Anchor {
  /** The fragment id, e.g. `melee-3b-i`. */
  readonly id: string;
  /** How the book prints the number, e.g. `(b₁)`; empty for a section. */
  readonly printed: string;
  /** What is there, in a few words. */
  readonly gist: string;
  /** True for editorial ids of unnumbered paragraphs (not Wells' own numbering). */
  readonly editorial?: boolean;
}

/** Anchors of chapter III, "The Rules", in reading order. Page anchors `p39`…`p62` are separate. */
export const RULES_CHAPTER_ANCHORS: readonly Anchor[] = [
  { id: 'country', printed: '', gist: 'The Country' },
  { id: 'country-1', printed: '(1)', gist: 'who arranges the Country' },
  { id: 'country-2', printed: '(2)', gist: 'the other player chooses the side' },
  { id: 'country-3', printed: '(3)', gist: 'disturb the Country as little as possible' },
  { id: 'move', printed: '', gist: 'The Move' },
  { id: 'move-1', printed: '(1)', gist: 'toss for the first move' },
  { id: 'move-2', printed: '(2)', gist: 'putting down along the back line; the curtain' },
  { id: 'move-3', printed: '(3)', gist: 'timed moves: a minute per 30 men and per gun' },
  { id: 'move-4', printed: '(4)', gist: 'no gun fire before the first player’s second move' },
  { id: 'move-5', printed: '(5)', gist: 'Guns First' },
  { id: 'move-6', printed: '(6)', gist: 'every man and gun may move each move' },
  { id: 'mobility', printed: '', gist: 'Mobility of the Various Arms' },
  { id: 'mobility-i', printed: '(1)', gist: 'infantry move a foot' },
  { id: 'mobility-ii', printed: '(2)', gist: 'cavalry move two feet' },
  { id: 'mobility-iii', printed: '(3)', gist: 'a gun is in action with four men within six inches' },
  { id: 'mobility-iv', printed: '(4)', gist: 'a gun moves or fires four shots; moving a gun' },
  { id: 'mobility-v', printed: '(5)', gist: 'men placed clear of objects and of each other' },
  { id: 'mobility-vi', printed: '(6)', gist: 'what a shot kills' },
  { id: 'melee', printed: '', gist: 'Hand-to-Hand Fighting and Capturing' },
  { id: 'melee-1', printed: '(1)', gist: 'isolated and supported' },
  { id: 'melee-2', printed: '(2)', gist: 'moving into contact' },
  { id: 'melee-3', printed: '(3)', gist: 'the mêlée' },
  { id: 'melee-3a', printed: '(a)', gist: 'equal numbers: all killed' },
  { id: 'melee-3b', printed: '(b)', gist: 'unequal numbers' },
  { id: 'melee-3b-i', printed: '(b₁)', gist: 'inferior isolated: prisoners' },
  { id: 'melee-3b-ii', printed: '(b₂)', gist: 'inferior supported: man for man' },
  { id: 'melee-3-choice', printed: '', gist: 'the charger chooses who dies', editorial: true },
  { id: 'melee-3-prisoners', printed: '', gist: 'prisoners, escorts and liberation', editorial: true },
  { id: 'melee-3-example', printed: '', gist: 'the two mêlées of A and B', editorial: true },
  { id: 'melee-4', printed: '(4)', gist: 'surrender' },
  { id: 'melee-5', printed: '(5)', gist: 'capturing a gun' },
  { id: 'game', printed: '', gist: 'Varieties of the Battle-Game' },
  { id: 'game-1', printed: '(1)', gist: 'Fight to the Finish and its points' },
  { id: 'game-1-note', printed: '', gist: 'the Note: minimum 10 a side', editorial: true },
  { id: 'game-2', printed: '(2)', gist: 'Blow at the Rear' },
  { id: 'game-3', printed: '(3)', gist: 'the Defensive Game' },
  { id: 'forces', printed: '', gist: 'Composition of Forces' },
  { id: 'soldiers', printed: '', gist: 'Size of the Soldiers' },
];

const RULES_IDS = new Set(RULES_CHAPTER_ANCHORS.map((a) => a.id));

/** True when `id` is a rule or section anchor of the rules chapter. */
export function isRulesAnchor(id: string): boolean {
  return RULES_IDS.has(id);
}

/**
 * A rule of chapter III as Wells prints it, for a reader's citation: its section's heading and the
 * printed numbers down to it, `Hand-to-Hand Fighting and Capturing, rule (3)(b₁)` for `melee-3b-i`
 * ((b₁) stands for (b), so (b) is not said again); an editorial paragraph is named by what it holds
 * under its rule. An id that is not an anchor of the chapter is given back as it is.
 */
export function printedRule(id: string): string {
  const anchor = RULES_CHAPTER_ANCHORS.find((a) => a.id === id);
  if (!anchor) return id;
  const section = RULES_CHAPTER_ANCHORS.find((a) => a.id === id.split('-')[0]);
  const numbers = RULES_CHAPTER_ANCHORS.filter((a) => a.printed && a.id.split('-')[0] === id.split('-')[0])
    // An ancestor's id starts this one: melee-3 of melee-3b, melee-3b of melee-3b-i (not mobility-i of mobility-iv).
    .filter(
      (a) => id === a.id || id.startsWith(`${a.id}-`) || (/\d$/.test(a.id) && new RegExp(`^${a.id}[a-z]`).test(id)),
    )
    .map((a) => a.printed)
    .filter((p, i, all) => !(all[i + 1]?.startsWith(p.slice(0, 2)) ?? false));
  const heading = section?.gist ?? id;
  if (anchor === section) return heading;
  const rule = numbers.length ? `${heading}, rule ${numbers.join('')}` : heading;
  return anchor.editorial ? `${rule}: ${anchor.gist}` : rule;
}

/**
 * A rule as Wells prints it where its section is already plain (beside a calculator, under the
 * section's heading): `rule (3)(b₁)` for `melee-3b-i`; a section is named by its heading.
 */
export function printedRuleInSection(id: string): string {
  const full = printedRule(id);
  const at = full.indexOf(', rule ');
  return at === -1 ? full : full.slice(at + 2);
}
