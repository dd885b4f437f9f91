/**
 * What a reader cites: a place in one of the two books (a §, a rule, a page of the 1913 edition,
 * or a whole chapter), read from the anchor id the edition gives it. One function turns an anchor
 * into a place, so the panel and the tests name places the same way.
 */
import { isRulesAnchor, printedRule } from '../anchors.ts';
import { HELLWIG, LITTLE_WARS, type Work } from './works.ts';

/** A place in a book, in the book's own numbering. */
export type Place =
  | { readonly kind: 'paragraph'; readonly n: string }
  | { readonly kind: 'rule'; readonly id: string }
  | { readonly kind: 'page'; readonly n: number }
  | { readonly kind: 'chapter' };

/** Everything a citation is made of. */
export interface CiteTarget {
  readonly work: Work;
  readonly place: Place;
  /** The chapter's title as the edition prints it: `The Rules`, `Artillery`. */
  readonly chapter: string;
  /** The place's permanent address, absolute. */
  readonly url: string;
  /** The day the reader cites it, `YYYY-MM-DD`. */
  readonly accessed: string;
}

/** The work a page of the edition belongs to, from its path: `/hellwig/…` or `/little-wars/…`. */
export function workOfPath(path: string): Work | undefined {
  if (/\/hellwig\//.test(path)) return HELLWIG;
  if (/\/little-wars\//.test(path)) return LITTLE_WARS;
  return undefined;
}

/** The place an anchor id stands for: `s47a` a §, `melee-3b-i` a rule, `p49` a page; no id, the chapter. */
export function placeOfAnchor(id: string): Place {
  const para = /^s(\d{1,3}[a-f]?)$/.exec(id);
  if (para?.[1]) return { kind: 'paragraph', n: para[1] };
  const page = /^p(\d{1,3})$/.exec(id);
  if (page?.[1]) return { kind: 'page', n: Number(page[1]) };
  if (isRulesAnchor(id)) return { kind: 'rule', id };
  if (id === '') return { kind: 'chapter' };
  throw new Error(
    `a citable anchor is a § (s47a), a rule of chapter III (melee-3b-i) or a page (p49); received ` +
      `${JSON.stringify(id)}`,
  );
}

/**
 * The place as the book numbers it: `§ 47a`, `Hand-to-Hand Fighting and Capturing, rule (3)(b₁)`, `p. 49`; none for
 * a chapter.
 */
export function locatorOf(place: Place): string | undefined {
  switch (place.kind) {
    case 'paragraph':
      return `§ ${place.n}`;
    case 'rule':
      return printedRule(place.id);
    case 'page':
      return `p. ${place.n}`;
    case 'chapter':
      return undefined;
  }
}

/** A short citation key, unique per place: `wells1913-melee-3b-i`, `hellwig1780-s47a`, `wells1913-p49`. */
export function citationKey(target: CiteTarget): string {
  const { work, place } = target;
  const base = `${work.author.family.toLowerCase()}${work.year}`;
  const chapterKey = target.chapter
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  switch (place.kind) {
    case 'paragraph':
      return `${base}-s${place.n}`;
    case 'rule':
      return `${base}-${place.id}`;
    case 'page':
      return `${base}-p${place.n}`;
    case 'chapter':
      return `${base}-${chapterKey}`;
  }
}
