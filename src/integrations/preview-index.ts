/**
 * The previews' index, built from the built pages: for each book, every citable place (Hellwig's
 * §§ and their printed labels, Wells' rules and sections, the pages of the 1913 edition, the
 * glossary's terms) → its citation as the book prints it, the first words of its text and its
 * address. Written to `dist/previews/<book>.json`, fetched by the preview code the first time a
 * reader hovers, focuses or taps a reference. The excerpt is plain text: the preview inserts it as
 * a text node, never as markup.
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { isRulesAnchor } from '../edition/anchors.ts';
import { citationOf } from '../search/landing.ts';

/** One place a preview shows. */
export interface PreviewEntry {
  /** The citation as the book prints it: `Hellwig §62`, `Little Wars, p. 23`. */
  readonly citation: string;
  /** The place's first paragraph, or its first words, as plain text. */
  readonly text: string;
  /** Its address relative to the site's base: `hellwig/artillery/#s62`. */
  readonly url: string;
}

/** The books, by the first segment of their pages' paths. */
export const PREVIEW_BOOKS = ['hellwig', 'little-wars'] as const;
export type PreviewBook = (typeof PREVIEW_BOOKS)[number];

/** The longest excerpt, in characters; a longer paragraph is cut at a word and ends in "…". */
const MAX_EXCERPT = 360;
/** A page's excerpt shorter than this goes on into the next paragraph. */
const MIN_EXCERPT = 120;
/** What a preview leaves out of the text: the apparatus around it, never the book's words. */
const APPARATUS = '.sidenote-wrap, .glance-link, .visually-hidden, .em-mark, .cite-btn, .para-link';
const BLOCK = 'p, h2, h3, h4, li, blockquote, figcaption, dd';
const MARK = '\u0001';

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function cut(text: string): string {
  if (text.length <= MAX_EXCERPT) return text;
  const at = text.lastIndexOf(' ', MAX_EXCERPT);
  return `${text.slice(0, at > 0 ? at : MAX_EXCERPT).replace(/[\s,;:—–-]+$/, '')} …`;
}

/** The text of a block without its apparatus; with `from`, only what follows that element. */
function blockText(block: Element, from?: Element): string {
  const copy = block.cloneNode(true) as Element;
  if (from?.id) copy.querySelector(`[id="${from.id}"]`)?.replaceWith(block.ownerDocument.createTextNode(MARK));
  for (const el of copy.querySelectorAll(APPARATUS)) el.remove();
  // Wells' (b₁) is printed with a subscript: kept as one in plain text.
  for (const el of copy.querySelectorAll('sub'))
    el.textContent = (el.textContent ?? '').replace(/\d/g, (d) => String.fromCharCode(0x2080 + Number(d)));
  const text = copy.textContent ?? '';
  return clean(from ? text.slice(text.indexOf(MARK) + 1) : text);
}

/** The first paragraph of a place: the block its anchor opens, or the one after its heading. */
function excerptOf(el: Element): string {
  if (/^H[2-4]$/.test(el.tagName)) {
    let next = el.nextElementSibling;
    while (next && next.tagName !== 'P') next = next.nextElementSibling;
    return cut(next ? blockText(next) : clean(el.textContent));
  }
  // A page of which our source has no text says so (the marker's own words).
  if (el.classList.contains('pb-missing')) return el.getAttribute('title') ?? '';
  const block = el.closest(BLOCK);
  // A § label standing alone before a list: its words go on into the blocks after it.
  if (!block) return cut(textOnward(el, blockText(el)));
  if (!el.classList.contains('pb')) return cut(blockText(block));
  // A page: its first words, from the marker on (into the next block if the page begins at a block's end).
  return cut(textOnward(block, blockText(block, el)));
}

/** `text`, continued with the text of the elements after `el` while it is shorter than a preview wants. */
function textOnward(el: Element, text: string): string {
  for (let next = el.nextElementSibling; text.length < MIN_EXCERPT && next; next = next.nextElementSibling)
    if (!next.matches('details, figure, astro-island, .widget-slot')) text = clean(`${text} ${blockText(next)}`);
  return text;
}

/** The kind of place an id names in a book's chapter, or undefined for an id that is not a place to preview. */
function isPlace(book: PreviewBook, id: string): boolean {
  if (book === 'hellwig') return /^s\d{1,3}[a-f]?$/.test(id);
  return /^p\d{1,3}$/.test(id) || isRulesAnchor(id);
}

function parse(html: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The places of one chapter page. */
function chapterEntries(book: PreviewBook, doc: Document, path: string): [string, PreviewEntry][] {
  const text = doc.querySelector('.chapter-text');
  if (!text) return [];
  return (
    [...text.querySelectorAll('[id]')]
      // A § only one translation numbers stands in the other's variant (T2's § 82 under § 83): it is a place too.
      .filter((el) => isPlace(book, el.id) && !el.closest('.sidenote-wrap'))
      .map((el) => {
        const page = /^p(\d+)$/.exec(el.id);
        const fallback = blockText(el);
        const citation = page ? `Little Wars, p. ${page[1]}` : citationOf(`/${path}`, el.id, fallback);
        return [el.id, { citation, text: excerptOf(el), url: `${path}#${el.id}` }];
      })
  );
}

/** The terms of a book's glossary page, keyed `glossary#<id>`. */
function glossaryEntries(book: PreviewBook, doc: Document, path: string): [string, PreviewEntry][] {
  const name = book === 'hellwig' ? 'Hellwig' : 'Little Wars';
  return [...doc.querySelectorAll('dl.glossary > div[id]')].map((entry) => {
    const term = clean(entry.querySelector('dt')?.textContent);
    const dd = entry.querySelector('dd')?.cloneNode(true) as Element | undefined;
    // The definition only: its first uses, the other book's word and its sources are links, not the gloss.
    for (const refs of dd?.querySelectorAll('.glossary-refs') ?? []) refs.remove();
    return [
      `glossary#${entry.id}`,
      { citation: `${name}, glossary: ${term}`, text: cut(clean(dd?.textContent)), url: `${path}#${entry.id}` },
    ];
  });
}

/** Every book's previews, from the built site in `dir`. */
function previewIndex(dir: string): Record<PreviewBook, Record<string, PreviewEntry>> {
  const out = { hellwig: {}, 'little-wars': {} } as Record<PreviewBook, Record<string, PreviewEntry>>;
  for (const book of PREVIEW_BOOKS) {
    for (const slug of readdirSync(join(dir, book)).sort()) {
      const file = join(dir, book, slug, 'index.html');
      // The § permalinks only redirect to their chapter.
      if (/^s\d/.test(slug) || !statSync(join(dir, book, slug)).isDirectory()) continue;
      let html: string;
      try {
        html = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      const path = `${book}/${slug}/`;
      // The widgets' server-rendered markup (two thirds of the artillery chapter) holds no place to preview.
      const doc = parse(html.replace(/<astro-island\b[\s\S]*?<\/astro-island>/g, ''));
      const entries = slug === 'glossary' ? glossaryEntries(book, doc, path) : chapterEntries(book, doc, path);
      for (const [key, entry] of entries) {
        if (out[book][key]) throw new Error(`Preview index: ${book} ${key} is defined twice (${path})`);
        out[book][key] = entry;
      }
    }
  }
  return out;
}

/** Write each book's previews to `dir/previews/<book>.json`. Fails on a book with no places. */
export function writePreviewIndex(dir: string): number {
  const index = previewIndex(dir);
  mkdirSync(join(dir, 'previews'), { recursive: true });
  let n = 0;
  for (const book of PREVIEW_BOOKS) {
    const count = Object.keys(index[book]).length;
    if (count === 0) throw new Error(`Preview index: no places found in ${book}`);
    writeFileSync(join(dir, 'previews', `${book}.json`), JSON.stringify(index[book]));
    n += count;
  }
  return n;
}
