/**
 * The line-level fidelity check of a built chapter of either book: the chapter's source lines
 * (as the editorial principles clean them, with its emendations applied) aligned word by word
 * against the page. Shared by the fidelity tests and the test that proves they catch a loss.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractEmendations, type Emendation } from '../../src/markdown/emendations.ts';
import { applyEmendationsLined, LinedText, pageReadingText, sourceLines, words } from './fidelity.ts';
import { alignSource, losses, type Loss, type SourceWord } from './alignment.ts';
import { parseHtml } from './dist.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** The `source:` line of a Little Wars chapter's frontmatter. */
function littleWarsSource(mdx: string): { file: string; from: number; to: number } {
  const m = /^source:\s*\{\s*file:\s*([^,\s]+),\s*from:\s*(\d+),\s*to:\s*(\d+)\s*\}/m.exec(mdx);
  if (!m?.[1]) throw new Error('chapter frontmatter lacks `source: { file, from, to }`');
  return { file: m[1], from: Number(m[2]), to: Number(m[3]) };
}

/** The source words of a Little Wars chapter, emendations applied, each with its line. */
function littleWarsSourceWords(mdx: string): SourceWord[] {
  const source = littleWarsSource(mdx);
  const raw = readFileSync(join(ROOT, 'content', 'sources', source.file), 'utf8');
  return applyEmendationsLined(sourceLines(raw, source.from, source.to), extractEmendations(mdx)).words();
}

/** The captions of a built Little Wars page's full-page plates. */
export function plateCaptions(html: string): string[] {
  return [...parseHtml(html).querySelectorAll('figure.plate figcaption')].map((el) => el.textContent ?? '');
}

/**
 * Every source word a built Little Wars chapter lacks. A plate faces a page, and the OCR gives
 * its caption wherever the scan met it, sometimes in the next chapter's lines; the edition
 * sets each plate in the chapter of the page it faces. So `platesElsewhere`, the captions of
 * the other chapters' plates, may account for caption lines of this chapter's source.
 */
export function littleWarsLosses(
  mdx: string,
  html: string | Document,
  platesElsewhere: readonly string[] = [],
): Loss[] {
  const doc = typeof html === 'string' ? parseHtml(html) : html;
  const [flow = '', ...apart] = pageReadingText(doc);
  return losses(littleWarsSourceWords(mdx), words(flow), [...apart, ...platesElsewhere].map(words));
}

/** One translation's lines of a Hellwig chapter, as its frontmatter names them. */
export interface HellwigRange {
  readonly file: string;
  readonly from: number;
  readonly to: number;
  readonly translation: string;
}

/** The `sources:` list of a Hellwig chapter's frontmatter. */
export function hellwigSources(mdx: string): HellwigRange[] {
  return [...mdx.matchAll(/\{\s*file:\s*([^,\s]+),\s*from:\s*(\d+),\s*to:\s*(\d+),\s*translation:\s*(\w+)\s*\}/g)].map(
    (m) => ({
      file: m[1]!,
      from: Number(m[2]),
      to: Number(m[3]),
      translation: m[4]!,
    }),
  );
}

/** Split source lines into passages, one per § heading ("§. 47.", "§.61–§.63.", "§. 134 d"). */
export function paragraphs(
  lines: readonly string[],
  first: number,
): { label: string; lines: { text: string; line: number }[] }[] {
  const out: { label: string; lines: { text: string; line: number }[] }[] = [];
  let label = `line ${first}`;
  let buf: { text: string; line: number }[] = [];
  lines.forEach((line, i) => {
    const m = /^§\.?\s*(\d+[^\s]*)/.exec(line.trim());
    if (m && buf.length) {
      out.push({ label, lines: buf });
      buf = [];
    }
    if (m) label = `§ ${m[1]} (line ${first + i})`;
    if (line.trim()) buf.push({ text: line.trim(), line: first + i });
  });
  if (buf.length) out.push({ label, lines: buf });
  return out;
}

/** The source words of one translation's range, each § with the emendations whose reading it holds. */
function hellwigSourceWords(range: HellwigRange, emendations: readonly Emendation[]): SourceWord[] {
  const raw = readFileSync(join(ROOT, 'content', 'sources', range.file), 'utf8')
    .split('\n')
    .slice(range.from - 1, range.to);
  return paragraphs(raw, range.from).flatMap((p) => {
    const text = LinedText.of(p.lines);
    return applyEmendationsLined(
      text,
      emendations.filter((e) => text.text.includes(e.was)),
    ).words();
  });
}

/** A word of a Hellwig page, with the translation it is known to be from, where it is known. */
export interface PageWord {
  readonly word: string;
  readonly translation?: string;
}

/**
 * A Hellwig page's reading text in reading order, the other translation's variants in place.
 * A variant is known to be its translation's (`id="s45-t2"`), and the base text of a § that
 * has a variant is then the other translation's; the rest (a § only one translation has, the
 * chapter's headings) may stand for either.
 */
function hellwigFlow(doc: Document): PageWord[] {
  const root = doc.querySelector('.chapter-text');
  if (!root) throw new Error('no .chapter-text');
  for (const el of root.querySelectorAll(
    '.widget-slot, .sidenote-wrap, .em-mark, .para-missing-label, summary, [data-footnote-backref], ' +
      '[data-footnote-ref], #footnote-label',
  ))
    el.remove();
  for (const el of root.querySelectorAll('p, h2, h3, h4, li, blockquote, td, th, figcaption'))
    el.append(doc.createTextNode(' '));
  // Cut the chapter into sections, each beginning at a § heading.
  const sections: Element[][] = [[]];
  for (const el of root.children) {
    // A label printed in a variant (`<S printed="88a" of="89">`) does not begin a section.
    if (!el.matches('details.variant') && (el.matches('a.para-num') || el.querySelector('a.para-num')))
      sections.push([]);
    sections[sections.length - 1]!.push(el);
  }
  const other = (t: string) => (t === 'T1' ? 'T2' : 'T1');
  return sections.flatMap((section) => {
    const variantOf = (el: Element) =>
      el.matches('details.variant') ? /-(t\d)$/.exec(el.id)?.[1]?.toUpperCase() : undefined;
    const variant = section.map(variantOf).find(Boolean);
    return section.flatMap((el) => {
      const translation = variantOf(el) ?? (variant ? other(variant) : undefined);
      return words(el.textContent ?? '').map((word) => (translation ? { word, translation } : { word }));
    });
  });
}

/**
 * Every source word a built Hellwig chapter lacks, by translation. Each translation is aligned
 * against the page without the text known to be the other's; and a word of the rest (a heading
 * with both translations' titles) stands for one translation's word only, never for both.
 */
export function hellwigLosses(mdx: string, html: string | Document): { translation: string; loss: Loss }[] {
  const doc = typeof html === 'string' ? parseHtml(html) : html;
  const flow = hellwigFlow(doc);
  const title = words(doc.querySelector('.chapter-head h1')?.textContent ?? '');
  const emendations = extractEmendations(mdx);
  const spent = new Set<number>();
  return hellwigSources(mdx).flatMap((range) => {
    const blocked = new Set(spent);
    flow.forEach((w, j) => {
      if (w.translation && w.translation !== range.translation) blocked.add(j);
    });
    // The page's title stands apart: it accounts for a source heading the text does not print (Errata).
    const { lost, used } = alignSource(
      hellwigSourceWords(range, emendations),
      flow.map((w) => w.word),
      [title],
      blocked,
    );
    for (const j of used) if (!flow[j]!.translation) spent.add(j);
    return lost.map((loss) => ({ translation: range.translation, loss }));
  });
}
