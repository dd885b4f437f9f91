/**
 * A citation in the three styles readers are most often asked for: Chicago (17th ed.,
 * bibliography), MLA (9th ed., works cited) and APA (7th ed., reference list). Each style is a
 * list of runs, some italic, so the panel can set titles in italics while the copy button copies
 * plain text. Titles are given as the books print them (APA's sentence case would miscase the
 * proper nouns and German nouns of the titles).
 */
import { initials } from '../books.ts';
import { EDITION, type Work } from './works.ts';
import { locatorOf, type CiteTarget } from './target.ts';

/** A run of a formatted citation: plain text, or a title in italics. */
export type Run = string | { readonly italic: string };

/** The styles offered, in the order the panel shows them. */
export const STYLES = ['Chicago', 'MLA', 'APA'] as const;
export type Style = (typeof STYLES)[number];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** MLA abbreviates months of more than four letters. */
const MLA_MONTHS = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** The year, month (1–12) and day of an ISO date, `2026-11-25`. */
export function dateParts(iso: string): readonly [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [NaN, NaN, NaN];
  if (!m || mo < 1 || mo > 12 || d < 1 || d > 31)
    throw new Error(`a date is written YYYY-MM-DD, e.g. 2026-11-25; received ${JSON.stringify(iso)}`);
  return [y, mo, d];
}

/** An ISO date as British prose writes it: `25 November 2026`. */
export function dayMonthYear(iso: string): string {
  const [y, m, d] = dateParts(iso);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** An ISO date as MLA writes it, months of more than four letters abbreviated: `25 Nov. 2026`. */
export function mlaDate(iso: string): string {
  const [y, m, d] = dateParts(iso);
  return `${d} ${MLA_MONTHS[m - 1]} ${y}`;
}

const name = (w: Work) => `${w.author.family}, ${w.author.given}`;
/** APA gives the author's given names as initials. */
const apaName = (w: Work) => `${w.author.family}, ${initials(w.author)}`;
/** A name or title closed by a full stop, not two (`Wells, H. G.` is closed already). */
const closed = (s: string) => (s.endsWith('.') ? s : `${s}.`);
const english = (w: Work): Run[] => (w.englishTitle ? [` [${w.englishTitle}]`] : []);
/** A title printed inside quotation marks, its closing punctuation inside them, as Chicago and MLA do. */
const quoted = (t: string) => `“${t}.”`;

function chicago(t: CiteTarget): Run[] {
  const [y, m, d] = dateParts(t.accessed);
  const loc = locatorOf(t.place);
  const w = t.work;
  const inBook: Run[] =
    t.place.kind === 'chapter' && !t.chapter
      ? [{ italic: w.title }, ...english(w), '.']
      : [quoted(t.chapter), ' In ', { italic: w.title }, ...english(w), loc ? `, ${loc}.` : '.'];
  return [
    `${closed(name(w))} `,
    ...inBook,
    ` ${w.place}: ${w.publisher}, ${w.year}. `,
    { italic: EDITION.name },
    `, version ${EDITION.version}. Accessed ${MONTHS[m - 1]} ${d}, ${y}. ${t.url}.`,
  ];
}

function mla(t: CiteTarget): Run[] {
  const loc = locatorOf(t.place);
  const w = t.work;
  return [
    `${closed(name(w))} `,
    ...(t.chapter ? [`${quoted(t.chapter)} `] : []),
    { italic: w.title },
    ...english(w),
    `, ${w.publisher}, ${w.year}${loc ? `, ${loc}` : ''}. `,
    { italic: EDITION.name },
    `, version ${EDITION.version}, ${t.url}. Accessed ${mlaDate(t.accessed)}.`,
  ];
}

function apa(t: CiteTarget): Run[] {
  const loc = locatorOf(t.place);
  const w = t.work;
  return [
    `${apaName(w)} (${w.year}). `,
    ...(t.chapter ? [`${t.chapter}. In `] : []),
    { italic: w.title },
    ...english(w),
    loc ? ` (${loc}). ` : '. ',
    `${w.publisher}. `,
    { italic: EDITION.name },
    ` (Version ${EDITION.version}). ${t.url}`,
  ];
}

const FORMAT: Record<Style, (t: CiteTarget) => Run[]> = { Chicago: chicago, MLA: mla, APA: apa };

/** The citation of a place in one style, as runs (titles italic). */
export function formatCitation(target: CiteTarget, style: Style): readonly Run[] {
  return FORMAT[style](target);
}

/** A formatted citation as plain text, for the clipboard. */
export function plainText(runs: readonly Run[]): string {
  return runs.map((r) => (typeof r === 'string' ? r : r.italic)).join('');
}
