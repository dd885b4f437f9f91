/**
 * The concordance of Hellwig's two translations and his Table of Contents (`/hellwig/concordance/`):
 * for every § of the edition, the label T1 prints, the label T2 prints, and where the Table of
 * Contents lists it. The labels are read from the edited chapters (the § headings, the variants'
 * opening words), the Table of Contents from the source; test/edition/concordance.test.ts holds
 * both translations' labels, in order, to the headings of the source.
 */

/** Hellwig's source file, and where in it the Table of Contents and the two translations stand (1-based, inclusive). */
export const HELLWIG_SOURCE = {
  file: '001_674ecc2a9872bdfe.txt',
  toc: { from: 89, to: 319 },
  T1: { from: 320, to: 690 },
  T2: { from: 691, to: 1656 },
} as const;

/** The two translations of the source (see content/sources/README.md). */
export type Translation = 'T1' | 'T2';

/** A chapter of the edition as the concordance reads it. */
export interface ConcordanceChapter {
  /** The chapter's MDX. */
  readonly body: string;
  /** The translations the chapter is edited from (its frontmatter's sources). */
  readonly translations: readonly Translation[];
}

/**
 * A § label as printed, reduced to its number (Hellwig's § headings, as either translation sets them):
 * `§. 88. a.` → `88a`, `§. 47. (Part 4)` → `47 (Part 4)`, `§.61–§.63.` → `61–63`.
 */
export function printedLabel(heading: string): string | undefined {
  const m = /^§\.\s*(\d+)(?:\.?\s*[–-]\s*§\.\s*(\d+))?\.?(?:\s*([a-f])\.)?(?:\s*\((Part \d+)\))?/.exec(heading.trim());
  if (!m) return undefined;
  const [, n, to, letter, part] = m;
  return `${n}${to ? `–${to}` : ''}${letter ?? ''}${part ? ` (${part})` : ''}`;
}

/** One § of the edition and what each witness calls it. */
export interface ConcordanceRow {
  /** The edition's §: `47a`. */
  readonly n: string;
  /** The labels T1 prints for it, in order (none where T1 lacks it or prints no heading). */
  readonly t1: readonly string[];
  readonly t2: readonly string[];
  /** Neither translation has it (`<S n="129" missing />`). */
  readonly missing: boolean;
}

/** T1's labels are set close (`§.47 a.`), T2's spaced (`§. 47.`): which translation printed a base-text heading. */
function translationOf(heading: string, translations: readonly Translation[]): Translation {
  if (translations.length === 1 && translations[0]) return translations[0];
  return /^§\.\d/.test(heading.trim()) ? 'T1' : 'T2';
}

/** A § number's place in the book: `47` before `47a` before `48`. */
function order(n: string): number {
  const m = /^(\d+)([a-f]?)$/.exec(n);
  return m ? Number(m[1]) * 10 + (m[2] ? m[2].charCodeAt(0) - 96 : 0) : Number.MAX_SAFE_INTEGER;
}

const S_TAG = /<S\b([^>]*?)(\/>|>([^<]*)<\/S>)/g;

/** Every § of the edited chapters, in order, with the labels each translation prints for it. */
export function concordanceRows(chapters: readonly ConcordanceChapter[]): readonly ConcordanceRow[] {
  const rows = new Map<string, { t1: string[]; t2: string[]; missing: boolean }>();
  const row = (n: string) => {
    let r = rows.get(n);
    if (!r) rows.set(n, (r = { t1: [], t2: [], missing: false }));
    return r;
  };
  const label = (n: string, heading: string, by: Translation) => {
    const printed = printedLabel(heading);
    if (printed) row(n)[by === 'T1' ? 't1' : 't2'].push(printed);
  };
  for (const chapter of chapters) {
    const translations = chapter.translations.filter((t) => t === 'T1' || t === 'T2');
    let current: string | undefined;
    let variant: { of: string; by: Translation } | undefined;
    for (const line of chapter.body.split('\n')) {
      const opens = /<Variant\s+of="([^"]+)"\s+translation="(T1|T2)"/.exec(line);
      if (opens?.[1] && opens[2]) {
        variant = { of: opens[1], by: opens[2] as Translation };
        continue;
      }
      if (line.startsWith('</Variant>')) {
        variant = undefined;
        continue;
      }
      let tagged = false;
      for (const m of line.matchAll(S_TAG)) {
        if (m.index !== 0) continue;
        tagged = true;
        const attrs = m[1] ?? '';
        const words = m[3] ?? '';
        const n = /\bn="([^"]+)"/.exec(attrs)?.[1];
        const of = /\bof="([^"]+)"/.exec(attrs)?.[1];
        const by = variant?.by ?? translationOf(words, translations);
        if (n) {
          row(n).missing ||= /\bmissing\b/.test(attrs);
          if (!variant) current = n;
          label(n, words, by);
        } else if (of) label(of, words, by);
      }
      if (tagged || !line.startsWith('§')) continue;
      const owner = variant?.of ?? current;
      if (owner) label(owner, line, variant?.by ?? translationOf(line, translations));
    }
  }
  return [...rows].map(([n, r]) => ({ n, ...r })).sort((a, b) => order(a.n) - order(b.n));
}

/** An entry of Hellwig's Table of Contents, or a chapter's heading with the range it gives. */
export interface TocEntry {
  readonly kind: 'entry' | 'chapter';
  /** The chapter's numeral: `V`. */
  readonly chapter: string;
  /** The entry's words, without its § numbers. */
  readonly words: string;
  /** The §§ as the entry prints them: `§§.54–58`, `§.43 to §.73`. */
  readonly listed: string;
  /** Every § the entry covers: a range gives each whole number in it. */
  readonly paragraphs: readonly string[];
}

function expand(item: string): string[] {
  const range = /^(\d+)\s*(?:–|-|\[to|to §\.)\s*(\d+)(?:\s*[a-f])?\]?$/.exec(item);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  }
  const single = /^(\d+)\s*([a-f])?$/.exec(item);
  return single ? [`${single[1]}${single[2] ?? ''}`] : [];
}

/** The entries of the Table of Contents (its lines in the source), each with the §§ it lists. */
export function tocEntries(lines: readonly string[]): readonly TocEntry[] {
  const out: TocEntry[] = [];
  let chapter = '';
  for (const raw of lines) {
    const line = raw.trim();
    const head = /^([IVXL]+)\.\s/.exec(line);
    if (head?.[1]) chapter = head[1];
    const range = head ? /\((§\.\s*[^)]*)\)\s*$/.exec(line) : null;
    const list = head || line.startsWith('- ') ? /(§§?\.\s*[^§]*?)\.?$/.exec(line) : null;
    const found = range ?? list;
    if (!found?.[1]) continue;
    const listed = found[1].trim().replace(/,$/, '');
    out.push({
      kind: range ? 'chapter' : 'entry',
      chapter,
      words: line
        .slice(0, found.index)
        .replace(/^- /, '')
        .replace(/[,\s]*$/, ''),
      listed,
      paragraphs: listed
        .replace(/^§§?\.\s*/, '')
        .split(',')
        .flatMap((i) => expand(i.trim())),
    });
  }
  return out;
}
