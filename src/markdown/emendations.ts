/**
 * Emendations are written inline in a chapter's MDX as
 * `<Em n={1} was="(Moreover," why="…">Moreover,</Em>`. This module reads them back out of
 * the MDX source, so the chapter's list of emendations and the text-fidelity test use the
 * very tags the reader sees: there is no second list to fall out of step.
 */

/** One recorded change to the source's wording. */
export interface Emendation {
  /** Its number in the chapter, from 1. */
  readonly n: number;
  /** The edition's reading. */
  readonly reading: string;
  /** The source's reading, exactly as in the source file. */
  readonly was: string;
  /** Why it was changed. */
  readonly why: string;
}

const EM_TAG = /<Em\b([^>]*)>([\s\S]*?)<\/Em>/g;

function attribute(attrs: string, name: string, pattern: RegExp): string {
  const found = pattern.exec(attrs);
  if (!found?.[1]) throw new Error(`<Em${attrs}>: missing or malformed ${name}=…`);
  return found[1];
}

/**
 * Every `<Em>` tag of an MDX body, in order. Throws when a tag lacks `n`, `was` or `why`,
 * or when the numbers are not 1, 2, 3… in reading order.
 */
export function extractEmendations(mdx: string): readonly Emendation[] {
  const out: Emendation[] = [];
  for (const match of mdx.matchAll(EM_TAG)) {
    const attrs = match[1] ?? '';
    const n = Number(attribute(attrs, 'n', /\bn=\{(\d+)\}/));
    if (n !== out.length + 1) {
      throw new Error(
        `<Em n={${n}}>: emendations must be numbered 1, 2, 3… in reading order; expected ${out.length + 1}`,
      );
    }
    out.push({
      n,
      reading: (match[2] ?? '').trim(),
      was: attribute(attrs, 'was', /\bwas="([^"]*)"/),
      why: attribute(attrs, 'why', /\bwhy="([^"]*)"/),
    });
  }
  return out;
}
