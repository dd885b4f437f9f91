/**
 * What has landed in the edition, in words, newest first: a summary of the project's history
 * (its git log) for readers, shown on the About page. Add an entry when a change a reader would
 * notice lands; the version is package.json's.
 */

/** One day's changes that a reader would notice. */
export interface ChangelogEntry {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly changes: readonly string[];
}

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    date: '2026-11-25',
    changes: [
      'The edition’s apparatus: every emendation of both books on one page, the concordance of Hellwig’s two ' +
        'translations and his Table of Contents, a fuller How to cite and About, citation tags that reference ' +
        'managers read, and card images for links.',
      'Corrections: the note on rounding the time of a move, the glossary’s “double artillery” (one behind ' +
        'the other, §54), and a note on page 58 of Little Wars.',
      'A “Try the rules” menu reaches every widget, the replay and the board; each chapter’s contents list ' +
        'its widgets.',
      'Hellwig’s plate III in the engine (its numbering over all 1,617 squares, the dividing row, the four ' +
        'players’ turns), with its worked examples as tests; his breastworks, bridges, cutting off and ' +
        'fortress (§§103–190) in the engine, each example quoting its line.',
      'Links land where they point, and search names a rule as Wells prints it (“rule (3)(b₁)”).',
      'The board writes its position into the address when the reader pauses.',
    ],
  },
  {
    date: '2026-11-24',
    changes: [
      'The Battle of Hook’s Farm: no gun fires through a building, the dead lie where they fell, the ledger ' +
        'says where every Red man went, and on a phone the map follows the action.',
      'Hellwig’s boards show their square numbers without JavaScript and on paper.',
    ],
  },
  {
    date: '2026-11-23',
    changes: [
      'Many fixes to the Hellwig board (keyboard focus, wheeling, refusals read as sentences, a key to the ' +
        'symbols) and to the Hook’s Farm replay (each half-move plays in the order of the rules and is ' +
        'announced in words).',
    ],
  },
  {
    date: '2026-11-22',
    changes: [
      'First publication: the whole of Little Wars and of Hellwig, with permanent anchors, editorial notes, ' +
        'the other translation under each of Hellwig’s §§ and a glossary of his terms; the rules engine; the ' +
        'mêlée, gun, time, force and scoring calculators; the Battle of Hook’s Farm replayed; Hellwig’s board; ' +
        'search across both books.',
    ],
  },
];
