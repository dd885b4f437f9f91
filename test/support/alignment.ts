/**
 * The line-level fidelity check: the source's words, in order, aligned against the page's.
 * Where the 5-gram measure forgives a few losses in a long chapter, this one names every
 * source word the page lacks, with its line: a dropped word, a changed word, a lost line.
 *
 * The alignment is a longest common subsequence, found as `patience diff` finds it (words
 * that occur once on each side anchor it; the gaps between anchors are aligned the same way,
 * and small gaps by dynamic programming). Passages the edition sets apart from the running
 * text (a figure's caption, a footnote) are aligned afterwards against what is left unmatched.
 */

/** A word of the source, with the line of the source file it stands on. */
export interface SourceWord {
  readonly word: string;
  readonly line: number;
}

/** Source words the page lacks: a run of them on one line, and what the page has instead. */
export interface Loss {
  readonly line: number;
  /** The source's words the page lacks, in order. */
  readonly words: readonly string[];
  /** The page's words standing in their place, if any (a changed reading). */
  readonly instead: readonly string[];
  /** The source around them, the lost words in [brackets]. */
  readonly context: string;
}

/** A gap larger than this many cells is not aligned by dynamic programming. */
const DP_LIMIT = 4_000_000;

/** Matched pairs [source index, page index] of a longest common subsequence of a[aLo, aHi) and b[bLo, bHi). */
function align(
  a: readonly number[],
  aLo: number,
  aHi: number,
  b: readonly number[],
  bLo: number,
  bHi: number,
  out: [number, number][],
): void {
  while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) out.push([aLo++, bLo++]);
  const tail: [number, number][] = [];
  while (aHi > aLo && bHi > bLo && a[aHi - 1] === b[bHi - 1]) tail.push([--aHi, --bHi]);
  if (aLo < aHi && bLo < bHi) {
    const anchors = uniqueAnchors(a, aLo, aHi, b, bLo, bHi);
    if (anchors.length > 0) {
      let pa = aLo;
      let pb = bLo;
      for (const [x, y] of anchors) {
        align(a, pa, x, b, pb, y, out);
        out.push([x, y]);
        pa = x + 1;
        pb = y + 1;
      }
      align(a, pa, aHi, b, pb, bHi, out);
    } else if ((aHi - aLo) * (bHi - bLo) <= DP_LIMIT) {
      dynamic(a, aLo, aHi, b, bLo, bHi, out);
    }
  }
  for (let i = tail.length - 1; i >= 0; i--) out.push(tail[i]!);
}

/** Words found exactly once on each side, kept where their order agrees (a longest increasing run). */
function uniqueAnchors(
  a: readonly number[],
  aLo: number,
  aHi: number,
  b: readonly number[],
  bLo: number,
  bHi: number,
): [number, number][] {
  const countA = new Map<number, number>();
  for (let i = aLo; i < aHi; i++) countA.set(a[i]!, (countA.get(a[i]!) ?? 0) + 1);
  const inB = new Map<number, number>();
  const countB = new Map<number, number>();
  for (let j = bLo; j < bHi; j++) {
    const w = b[j]!;
    if (countA.get(w) !== 1) continue;
    countB.set(w, (countB.get(w) ?? 0) + 1);
    inB.set(w, j);
  }
  const pairs: [number, number][] = [];
  for (let i = aLo; i < aHi; i++) {
    const w = a[i]!;
    if (countA.get(w) === 1 && countB.get(w) === 1) pairs.push([i, inB.get(w)!]);
  }
  // Longest increasing subsequence of the page indices (patience sorting).
  const tops: number[] = [];
  const back: number[] = new Array<number>(pairs.length).fill(-1);
  for (let k = 0; k < pairs.length; k++) {
    const y = pairs[k]![1];
    let lo = 0;
    let hi = tops.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tops[mid]!]![1] < y) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) back[k] = tops[lo - 1]!;
    tops[lo] = k;
  }
  const chain: [number, number][] = [];
  for (let k = tops.length ? tops[tops.length - 1]! : -1; k >= 0; k = back[k]!) chain.push(pairs[k]!);
  return chain.reverse();
}

/** A longest common subsequence by the textbook table, for gaps small enough. */
function dynamic(
  a: readonly number[],
  aLo: number,
  aHi: number,
  b: readonly number[],
  bLo: number,
  bHi: number,
  out: [number, number][],
): void {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const t = new Uint16Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      t[i * (m + 1) + j] =
        a[aLo + i] === b[bLo + j]
          ? t[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(t[(i + 1) * (m + 1) + j]!, t[i * (m + 1) + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[aLo + i] === b[bLo + j]) out.push([aLo + i++, bLo + j++]);
    else if (t[(i + 1) * (m + 1) + j]! >= t[i * (m + 1) + j + 1]!) i++;
    else j++;
  }
}

/**
 * Align the source's words against the page: `flow` is the running text in reading order,
 * `apart` the passages set apart from it (captions, footnotes). Returns every run of source
 * words the page lacks, with its line, what stands in its place, and its context.
 */
export function losses(
  source: readonly SourceWord[],
  flow: readonly string[],
  apart: readonly (readonly string[])[] = [],
): Loss[] {
  return alignSource(source, flow, apart).lost;
}

/**
 * {@link losses}, also returning the positions of `flow` the source's words were matched to.
 * Positions in `taken` match nothing: on a Hellwig page, the text known to be the other
 * translation's, and the words the other translation's source has already accounted for
 * (each word the page prints stands for one source word only).
 */
export function alignSource(
  source: readonly SourceWord[],
  flow: readonly string[],
  apart: readonly (readonly string[])[] = [],
  taken: ReadonlySet<number> = new Set(),
): { lost: Loss[]; used: Set<number> } {
  const ids = new Map<string, number>();
  const id = (w: string) => {
    let k = ids.get(w);
    if (k === undefined) ids.set(w, (k = ids.size));
    return k;
  };
  const a = source.map((s) => id(s.word));
  const b = flow.map((w, j) => (taken.has(j) ? -1 : id(w)));
  const matched: number[] = new Array<number>(a.length).fill(-1);
  const pairs: [number, number][] = [];
  align(a, 0, a.length, b, 0, b.length, pairs);
  for (const [i, j] of pairs) matched[i] = j;

  // Runs the running text lacks may stand apart (a caption, a footnote). Each passage apart is
  // placed once: first where an unmatched run begins with its first words; failing that, in
  // the run that holds most of its words (four in five at least), so that one caption cannot
  // take the words of another it resembles.
  const placed = new Set<number>();
  for (const round of ['head', 'most'] as const) {
    apart.forEach((passage, k) => {
      if (placed.has(k) || passage.length === 0) return;
      const p = passage.map(id);
      let found: [number, number][] = [];
      if (round === 'head') {
        const head = Math.min(3, p.length);
        for (const [from, to] of runs(matched)) {
          const s = Array.from({ length: Math.max(0, to - from - head + 1) }, (_, d) => from + d).find((i) =>
            p.slice(0, head).every((w, d) => a[i + d] === w),
          );
          if (s === undefined) continue;
          align(a, s, Math.min(to, s + p.length + 10), p, 0, p.length, found);
          break;
        }
      } else {
        for (const [from, to] of runs(matched)) {
          const q: [number, number][] = [];
          align(a, from, to, p, 0, p.length, q);
          if (q.length > found.length && q.length * 5 >= p.length * 4) found = q;
        }
      }
      if (found.length === 0) return;
      placed.add(k);
      for (const [i] of found) matched[i] = -2;
    });
  }

  const out: Loss[] = [];
  const used = new Set(matched.filter((j) => j >= 0));
  for (const [from, to] of runs(matched)) {
    // A run may cross a line's end: report it line by line.
    let start = from;
    for (let i = from; i <= to; i++) {
      if (i < to && source[i]!.line === source[start]!.line) continue;
      const before = matched[start - 1] ?? -1;
      const after = matched[i] ?? -1;
      const instead =
        before >= 0 && after > before && after - before - 1 <= 2 * (i - start) + 3 ? flow.slice(before + 1, after) : [];
      const line = source[start]!.line;
      const lineWords = source.map((s, k) => ({ s, k })).filter(({ s }) => s.line === line);
      const context = lineWords
        .filter(({ k }) => k >= start - 8 && k < i + 8)
        .map(({ s, k }) => (k === start ? '[' : '') + s.word + (k === i - 1 ? ']' : ''))
        .join(' ');
      out.push({ line, words: source.slice(start, i).map((s) => s.word), instead, context });
      start = i;
    }
  }
  return { lost: out, used };
}

/** Maximal runs [from, to) of unmatched source indices. */
function runs(matched: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < matched.length; i++) {
    if (matched[i] !== -1) continue;
    const from = i;
    while (i < matched.length && matched[i] === -1) i++;
    out.push([from, i]);
  }
  return out;
}

/** One line of a report: where, what is lost, and what stands instead. */
export function describeLoss(l: Loss, label = 'line'): string {
  const lost = `“${l.words.join(' ')}”`;
  const what = l.instead.length ? `${lost} reads “${l.instead.join(' ')}”` : `${lost} is missing`;
  return `${label} ${l.line}: ${what} (… ${l.context} …)`;
}
