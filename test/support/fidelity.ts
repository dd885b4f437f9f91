/**
 * The text-fidelity check: the edited page must still contain its source. Both sides are
 * normalised the same way (case, punctuation, line-end hyphens, the OCR's notation, the
 * recorded emendations), then the share of the source's word 5-grams found in the page is
 * measured, and the missing passages are listed.
 */
import type { Emendation } from '../../src/markdown/emendations.ts';

/** Lines the OCR carries that are not text: bare numbers (printer's signature marks, page
 * numbers), running heads such as "BATTLE OF HOOK'S FARM 65", and the library's marks
 * ("4543kx", the accession number "154659", the date stamp "7/4/20"). */
function isFurniture(line: string): boolean {
  const t = line.trim();
  return (
    /^\d{1,3}$/.test(t) ||
    /^[A-Z’' .]{6,} \d{1,3}$/.test(t) ||
    /^\d{4,}[a-z]*$/.test(t) ||
    /^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(t)
  );
}

/** A text that remembers, for each character, the source line it came from, so that a word
 * found missing after every normalisation can still be named by its line. */
export class LinedText {
  readonly text: string;
  private readonly lineOf: readonly number[];

  private constructor(text: string, lineOf: readonly number[]) {
    this.text = text;
    this.lineOf = lineOf;
  }

  /** The text of `lines`, each with its line number, joined by `joiner`. */
  static of(lines: readonly { text: string; line: number }[], joiner = ' '): LinedText {
    let text = '';
    const at: number[] = [];
    for (const { text: t, line } of lines) {
      if (text) {
        text += joiner;
        for (let i = 0; i < joiner.length; i++) at.push(line);
      }
      text += t;
      for (let i = 0; i < t.length; i++) at.push(line);
    }
    return new LinedText(text, at);
  }

  /** The source line of the character at `offset` (the last line for the end of the text). */
  lineAt(offset: number): number {
    return this.lineOf[Math.min(offset, this.lineOf.length - 1)] ?? 0;
  }

  /** Replace every match of a global pattern; new characters take the line of the match's start. */
  replace(pattern: RegExp, by: string | ((...m: string[]) => string)): LinedText {
    // A string replacement is literal (no $1): the callers that need groups pass a function.
    let text = '';
    const at: number[] = [];
    let last = 0;
    for (const m of this.text.matchAll(pattern)) {
      const start = m.index;
      text += this.text.slice(last, start);
      for (let i = last; i < start; i++) at.push(this.lineOf[i]!);
      const rep = typeof by === 'string' ? by : by(...m);
      text += rep;
      for (let i = 0; i < rep.length; i++) at.push(this.lineAt(start));
      last = start + m[0].length;
    }
    text += this.text.slice(last);
    for (let i = last; i < this.lineOf.length; i++) at.push(this.lineOf[i]!);
    return new LinedText(text, at);
  }

  /** Replace the first occurrence of `was` by `reading`; undefined when `was` is not there. */
  replaceFirst(was: string, reading: string): LinedText | undefined {
    const start = this.text.indexOf(was);
    if (start < 0) return undefined;
    const line = this.lineAt(start);
    const at = this.lineOf.slice(0, start).concat(
      Array.from({ length: reading.length }, () => line),
      this.lineOf.slice(start + was.length),
    );
    return new LinedText(this.text.slice(0, start) + reading + this.text.slice(start + was.length), at);
  }

  /** The words of the text, as {@link words} makes them, each with its source line. */
  words(): { word: string; line: number }[] {
    const out: { word: string; line: number }[] = [];
    for (const m of this.text.matchAll(/[\p{L}\p{N}'’‘]+/gu)) {
      const word = m[0].toLowerCase().replace(/['’‘]/g, '');
      if (word) out.push({ word, line: this.lineAt(m.index) });
    }
    return out;
  }
}

/** The source's text for lines [from, to] (1-based, inclusive), furniture removed, split
 * hyphens rejoined, and the OCR's formula fractions set as the edition sets them. */
export function sourceText(file: string, from: number, to: number): string {
  return sourceLines(file, from, to).text;
}

/** {@link sourceText}, remembering the line each character came from. */
export function sourceLines(file: string, from: number, to: number): LinedText {
  const lines = file
    .split('\n')
    .slice(from - 1, to)
    .map((l, i) => ({ text: l.trim(), line: from + i }))
    .filter((l) => l.text !== '' && !isFurniture(l.text));
  return (
    LinedText.of(lines, '\n')
      // A word split at a line's end is rejoined: the hyphen goes, and the lines meet without a space.
      .replace(/([a-zà-ÿœ])-\n(?=[a-zà-ÿœ])/g, (_m, a) => a)
      .replace(/\n/g, ' ')
      // The OCR's HTML italics in the Contents, and a word split across a line of capitals ("CHAL- LENGE").
      .replace(/<\/?i>/g, '')
      .replace(/(\p{Lu})- (\p{Lu})/gu, (_m, a, b) => a + b)
      .replace(/\$(\d+)\\frac\{1\}\{2\}\$/g, (_m, n) => `${n}½`)
      .replace(/\$\\frac\{1\}\{2\}\$/g, '½')
      .replace(/\$3 \\times 3 \\times \\frac\{1\}\{2\}\$/g, '3 × 3 × ½')
      // "Figure 5*a*": the OCR italicises a figure's letter; the edition prints "5*a*" too, which reads "5a".
      .replace(/(\p{L}|\p{N})\*(\p{L}+)\*/gu, (_m, a, b) => a + b)
      .replace(/₁/g, '1')
      .replace(/₂/g, '2')
  );
}

/** Apply the chapter's emendations to the source text; throws when a source reading is not found. */
export function applyEmendations(text: string, emendations: readonly Emendation[]): string {
  return applyEmendationsLined(LinedText.of([{ text, line: 0 }]), emendations).text;
}

/** {@link applyEmendations} on a text that remembers its lines. */
export function applyEmendationsLined(text: LinedText, emendations: readonly Emendation[]): LinedText {
  let out = text;
  for (const e of emendations) {
    const next = out.replaceFirst(e.was, e.reading);
    if (!next) throw new Error(`Emendation ${e.n}: the source reading ${JSON.stringify(e.was)} is not in the source`);
    out = next;
  }
  return out;
}

/** Words for comparison: lower case, apostrophes dropped, every other non-word character a space. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’‘]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

export interface Coverage {
  readonly total: number;
  readonly found: number;
  readonly ratio: number;
  /** Runs of consecutive missing 5-grams, as source passages. */
  readonly missing: readonly string[];
}

/**
 * Cut each caption out of the source's running text into a passage of its own. The OCR
 * splices plate captions into the middle of sentences; the edition sets them as figures,
 * so both sides are compared as running text plus captions. A caption that is not found
 * verbatim stays where it is (and its seams then count as missing).
 */
export function cutCaptions(source: readonly string[], captions: readonly (readonly string[])[]): string[][] {
  let flow = [...source];
  const cut: string[][] = [];
  for (const caption of captions) {
    if (caption.length === 0) continue;
    for (let i = 0; i + caption.length <= flow.length; i++) {
      if (caption.every((w, j) => flow[i + j] === w)) {
        flow = [...flow.slice(0, i), ...flow.slice(i + caption.length)];
        cut.push([...caption]);
        break;
      }
    }
  }
  return [flow, ...cut];
}

/** Share of the source passages' word n-grams that occur in any of the page passages. */
export function coverage(
  source: readonly (readonly string[])[],
  page: readonly (readonly string[])[],
  n = 5,
): Coverage {
  const have = new Set<string>();
  for (const seg of page) for (let i = 0; i + n <= seg.length; i++) have.add(seg.slice(i, i + n).join(' '));
  let found = 0;
  let total = 0;
  const missing: string[] = [];
  for (const seg of source) {
    const count = Math.max(0, seg.length - n + 1);
    total += count;
    let runStart = -1;
    for (let i = 0; i < count; i++) {
      if (have.has(seg.slice(i, i + n).join(' '))) {
        found++;
        if (runStart >= 0) missing.push(seg.slice(runStart, i + n - 1).join(' '));
        runStart = -1;
      } else if (runStart < 0) runStart = i;
    }
    if (runStart >= 0) missing.push(seg.slice(runStart).join(' '));
  }
  return { total, found, ratio: total === 0 ? 1 : found / total, missing };
}

/** The reading text of a built chapter page, as passages: the chapter title and running
 * text first, then each figure caption and footnote; the editorial apparatus is left out. */
export function pageReadingText(doc: Document): string[] {
  const root = doc.querySelector('.chapter-text');
  const title = doc.querySelector('.chapter-head h1')?.textContent ?? '';
  if (!root) throw new Error('The page has no .chapter-text element');
  for (const el of root.querySelectorAll(
    '.widget-slot, .sidenote-wrap, .em-mark, .plate-frame, .marginal-what, .pb, .glance-link, ' +
      '[data-footnote-backref], [data-footnote-ref], #footnote-label',
  ))
    el.remove();
  for (const el of root.querySelectorAll('p, h2, h3, h4, figcaption, li, blockquote, td, th'))
    el.append(doc.createTextNode(' '));
  // Figures and footnotes stand apart from the running text, as passages of their own.
  const apart = [...root.querySelectorAll('figure, [data-footnotes] li')].map((el) => el.textContent ?? '');
  for (const el of root.querySelectorAll('figure, [data-footnotes]')) el.remove();
  return [`${title} ${root.textContent ?? ''}`, ...apart];
}
