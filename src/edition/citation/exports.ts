/**
 * A citation as the files reference managers import: BibTeX (biblatex fields), RIS and
 * CSL-JSON. One record per place cited: the chapter as part of the book, the place (§, rule,
 * page) in the book's own numbering, and the edition with its version and permanent address.
 */
import { EDITION } from './works.ts';
import { dateParts } from './styles.ts';
import { citationKey, locatorOf, type CiteTarget } from './target.ts';

/** The three formats offered for download, with their file extension and media type. */
export const FORMATS = [
  { name: 'BibTeX', ext: 'bib', type: 'application/x-bibtex' },
  { name: 'RIS', ext: 'ris', type: 'application/x-research-info-systems' },
  { name: 'CSL-JSON', ext: 'json', type: 'application/vnd.citationstyles.csl+json' },
] as const;
export type Format = (typeof FORMATS)[number]['name'];

/** BibTeX's special characters escaped, so a title with `&` or `%` reads as text. */
function bib(value: string): string {
  return value.replace(/[\\{}&%$#_~^]/g, (c) =>
    c === '\\' ? '\\textbackslash{}' : c === '~' ? '\\textasciitilde{}' : c === '^' ? '\\textasciicircum{}' : `\\${c}`,
  );
}

/** What is cited within the chapter, for a note field: `§ 47a. In The First Wargames, version 0.1.0`. */
function note(t: CiteTarget): string {
  const loc = locatorOf(t.place);
  return `${loc ? `${loc}. ` : ''}In ${EDITION.name}, version ${EDITION.version}`;
}

function bibtex(t: CiteTarget): string {
  const w = t.work;
  const fields: [string, string][] = [
    ['author', `${w.author.family}, ${w.author.given}`],
    ['title', w.title],
    ...(w.englishTitle ? ([['titleaddon', `[${w.englishTitle}]`]] as [string, string][]) : []),
    ...(t.chapter ? ([['chapter', t.chapter]] as [string, string][]) : []),
    ...(t.place.kind === 'page' ? ([['pages', String(t.place.n)]] as [string, string][]) : []),
    ['publisher', w.publisher],
    ['address', w.place],
    ['year', String(w.year)],
    ['note', note(t)],
    ['url', t.url],
    ['urldate', t.accessed],
  ];
  // The URL is verbatim in biblatex; every other field is escaped.
  const body = fields.map(([k, v]) => `  ${k} = {${k === 'url' ? v : bib(v)}},`).join('\n');
  return `@inbook{${citationKey(t)},\n${body}\n}\n`;
}

function ris(t: CiteTarget): string {
  const w = t.work;
  const [y, m, d] = dateParts(t.accessed);
  const pad = (n: number) => String(n).padStart(2, '0');
  const lines: [string, string][] = [
    ['TY', t.chapter ? 'CHAP' : 'BOOK'],
    ['AU', `${w.author.family}, ${w.author.given}`],
    ...(t.chapter
      ? ([
          ['TI', t.chapter],
          ['T2', w.title],
        ] as [string, string][])
      : [['TI', w.title] as [string, string]]),
    ...(w.englishTitle ? ([['TT', w.englishTitle]] as [string, string][]) : []),
    ...(t.place.kind === 'page' ? ([['SP', String(t.place.n)]] as [string, string][]) : []),
    ['PY', String(w.year)],
    ['CY', w.place],
    ['PB', w.publisher],
    ['N1', note(t)],
    ['DB', EDITION.name],
    ['UR', t.url],
    ['Y2', `${y}/${pad(m)}/${pad(d)}`],
    ['ER', ''],
  ];
  // Every tag, ER too, is followed by two spaces, a hyphen and a space, as RIS asks.
  return lines.map(([k, v]) => `${k}  - ${v}`).join('\r\n') + '\r\n';
}

function cslJson(t: CiteTarget): string {
  const w = t.work;
  const [y, m, d] = dateParts(t.accessed);
  const loc = locatorOf(t.place);
  const item = {
    id: citationKey(t),
    type: t.chapter ? 'chapter' : 'book',
    author: [{ family: w.author.family, given: w.author.given }],
    ...(t.chapter ? { title: t.chapter, 'container-title': w.title } : { title: w.title }),
    ...(w.englishTitle ? { 'original-title': w.englishTitle } : {}),
    ...(t.place.kind === 'page' ? { page: String(t.place.n) } : loc ? { section: loc } : {}),
    publisher: w.publisher,
    'publisher-place': w.place,
    issued: { 'date-parts': [[w.year]] },
    version: EDITION.version,
    source: EDITION.name,
    note: note(t),
    URL: t.url,
    accessed: { 'date-parts': [[y, m, d]] },
  };
  return `${JSON.stringify([item], null, 2)}\n`;
}

const WRITE: Record<Format, (t: CiteTarget) => string> = { BibTeX: bibtex, RIS: ris, 'CSL-JSON': cslJson };

/** The citation of a place as a file in one of the formats reference managers import. */
export function exportCitation(target: CiteTarget, format: Format): string {
  return WRITE[format](target);
}
