/**
 * The shape of Hellwig's book (1780): its front matter, twenty-three chapters (the Table of
 * Contents, source lines 89–319) and errata, the URL of each, and the index of §§ built from
 * the edited chapters (every `<S n="47a">` tag), which makes § permalinks and § links. A §
 * label a translation prints that the edition numbers otherwise (`<S n="137" printed="136b">`,
 * or `<S printed="88a" of="89">` in a variant) is an alias: it has an anchor and a permalink.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { withBase } from './base.ts';

/** A part of the book as its Table of Contents lists it. */
export interface HellwigPart {
  /** URL slug and the chapter file's name after its number. */
  readonly slug: string;
  readonly numeral: string;
  readonly title: string;
  /** The § range the Table of Contents gives, as printed ('' where it gives none). */
  readonly range: string;
}

/** The parts of the book in order (front matter, chapters I–XXIII, errata). */
export const HELLWIG_CONTENTS: readonly HellwigPart[] = [
  { slug: 'front-matter', numeral: '', title: 'Title, Dedication, Subscribers, Preface and Contents', range: '' },
  { slug: 'general-considerations', numeral: 'I', title: 'General Considerations', range: '§§ 1–7a' },
  { slug: 'chess', numeral: 'II', title: 'What Can Be Retained from Chess', range: '§§ 8–21' },
  { slug: 'the-plan', numeral: 'III', title: 'On the Nature of the Plan', range: '§§ 22–30' },
  { slug: 'the-pieces', numeral: 'IV', title: 'On the Nature of the Pieces', range: '§§ 31–42a' },
  { slug: 'artillery', numeral: 'V', title: 'On the Artillery', range: '§§ 43–73' },
  { slug: 'howitzer-fire', numeral: 'VI', title: 'On the Effect of Howitzer Fire on Buildings', range: '§§ 74–81' },
  {
    slug: 'transporters',
    numeral: 'VII',
    title: 'On the Movement of Several Pieces Simultaneously',
    range: '§§ 83–102',
  },
  { slug: 'entrenchment', numeral: 'VIII', title: 'On Entrenchment', range: '§§ 103–134' },
  { slug: 'bridges', numeral: 'IX', title: 'On Bridges in General', range: '§§ 135–152' },
  { slug: 'demolition-of-bridges', numeral: 'X', title: 'On the Demolition of Bridges', range: '§§ 153–158a' },
  { slug: 'destruction-of-bridges', numeral: 'XI', title: 'On the Destruction of Bridges', range: '§§ 159–166a' },
  {
    slug: 'preventing',
    numeral: 'XII',
    title: 'On Preventing the Throwing, Demolition and Destruction of Bridges',
    range: '',
  },
  { slug: 'obstacles', numeral: 'XIII', title: 'On Obstacles to the Free Movement of Pieces', range: '§§ 168–180' },
  { slug: 'moves', numeral: 'XIV', title: 'On Moves', range: '§ 181' },
  { slug: 'cutting-off', numeral: 'XV', title: 'On Cutting Off an Enemy Corps', range: '§§ 182–184' },
  { slug: 'fortress', numeral: 'XVI', title: 'On the Fortress and the End of the Game', range: '§§ 185–190' },
  { slug: 'number-of-pieces', numeral: 'XVII', title: 'On the Number of Pieces and the Plan', range: '§§ 191–200' },
  { slug: 'setting-up', numeral: 'XVIII', title: 'On Setting Up the Pieces', range: '§§ 201–216' },
  { slug: 'four-persons', numeral: 'XIX', title: 'The War-Game for Four Persons', range: '§§ 217–233' },
  { slug: 'second-school', numeral: 'XX', title: 'On the Tactical Game in the Second School', range: '§§ 234–239' },
  { slug: 'provisioning', numeral: 'XXI', title: 'On the Provisioning of Troops', range: '§§ 240–254' },
  {
    slug: 'depot-and-magazine',
    numeral: 'XXII',
    title: 'On the Communication of the Depot with the Main Magazine',
    range: '§§ 255–259',
  },
  {
    slug: 'further-terrain',
    numeral: 'XXIII',
    title: 'Further Kinds of Terrain, and Altering the Plan',
    range: '§§ 260–262',
  },
  { slug: 'errata', numeral: '', title: 'Errata', range: '' },
];

/** The URL slug of a Hellwig chapter file: `05-artillery` → `artillery`. */
export function hellwigSlug(entry: CollectionEntry<'hellwig'>): string {
  return entry.id.replace(/^\d+-/, '');
}

/** The permanent id of a §: `47a` → `s47a`. */
export function paragraphId(n: string): string {
  return `s${n}`;
}

/** A § number as the edition writes it: digits and an optional letter, `47`, `47a`, `134f`. */
export const PARAGRAPH_NUMBER = /^\d{1,3}[a-f]?$/;

const S_TAG = /<S\s+n="([^"]+)"/g;

/** The §§ a chapter's MDX defines with `<S n="…">`, in order. */
export function paragraphsIn(mdx: string): string[] {
  return [...mdx.matchAll(S_TAG)].map((m) => m[1] ?? '');
}

/** A § label as a translation prints it where the edition numbers the § otherwise: T2's
 * "§. 88. a." is the edition's § 89, its "§. 136. b." § 137. */
export interface ParagraphAlias {
  /** The printed label as a § number: `88a`. */
  readonly printed: string;
  /** The edition's § it labels: `89`. */
  readonly of: string;
}

/** The aliases a chapter's MDX defines with `<S … printed="…">`, in order. Throws for one that names no §. */
function aliasesIn(mdx: string): ParagraphAlias[] {
  return [...mdx.matchAll(/<S\b([^>]*)>/g)].flatMap((m) => {
    const attrs = m[1] ?? '';
    const printed = /\bprinted="([^"]+)"/.exec(attrs)?.[1];
    if (printed === undefined) return [];
    const of = /\bn="([^"]+)"/.exec(attrs)?.[1] ?? /\bof="([^"]+)"/.exec(attrs)?.[1];
    if (!of) throw new Error(`<S${attrs}>: a printed label needs the edition's § as n="…" or of="…"`);
    return [{ printed, of }];
  });
}

let index: Promise<ReadonlyMap<string, string>> | undefined;
let aliases: Promise<ReadonlyMap<string, ParagraphAlias>> | undefined;

/** Every § of the edition, and every printed alias, → the slug of the chapter that holds it. Built once per build. */
export function paragraphIndex(): Promise<ReadonlyMap<string, string>> {
  index ??= getCollection('hellwig').then((entries) => {
    const map = new Map<string, string>();
    const add = (n: string, entry: CollectionEntry<'hellwig'>) => {
      const seen = map.get(n);
      if (seen) throw new Error(`§ ${n} is defined twice: in ${seen} and in ${hellwigSlug(entry)}`);
      map.set(n, hellwigSlug(entry));
    };
    for (const entry of entries) {
      for (const n of paragraphsIn(entry.body ?? '')) add(n, entry);
      for (const a of aliasesIn(entry.body ?? '')) add(a.printed, entry);
    }
    return map;
  });
  return index;
}

/** Every printed alias → the § of the edition it labels. */
export function paragraphAliases(): Promise<ReadonlyMap<string, ParagraphAlias>> {
  aliases ??= getCollection('hellwig').then(
    (entries) => new Map(entries.flatMap((e) => aliasesIn(e.body ?? '')).map((a) => [a.printed, a])),
  );
  return aliases;
}

/** The URL of a § in its chapter: `/hellwig/artillery/#s47a`. Throws for a § the edition does not have. */
export async function paragraphHref(n: string): Promise<string> {
  const chapter = (await paragraphIndex()).get(n);
  if (!chapter) throw new Error(`§ ${n} does not exist in the edition (no <S n="${n}"> in content/hellwig/)`);
  return withBase(`/hellwig/${chapter}/#${paragraphId(n)}`);
}
