/**
 * A book's chapters as the built site renders them: read from the chapter pages in `dist/`, in
 * the order of the book's contents page, so the print page, the PDF and the EPUB carry exactly
 * the edited text the site shows (one source of truth: the MDX, rendered once, by the site).
 * Each chapter keeps its heading, its text with notes, page markers and figures, and its list of
 * emendations; widgets become their default drawing with a link to the live widget. Ids that
 * several chapters share (`em-1`, `emendations`) are scoped by the chapter's slug, so the whole
 * book can stand on one page, and links between its chapters become links within the book.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { staticWidget } from './widgets.ts';

/** One chapter of a book, ready to be placed in the print page or an EPUB file. */
export interface BookChapter {
  readonly slug: string;
  /** The chapter's label as the contents page gives it: `III. The Rules`. */
  readonly label: string;
  /** The chapter's site address (base included). */
  readonly href: string;
  /** `<section class="print-chapter" id="ch-<slug>">`: heading, text, emendations. */
  readonly section: HTMLElement;
}

/** Attributes that name another element by id. */
const ID_REFS = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'headers'];

/** The dist/ file of a site address (`/base/little-wars/the-rules/` → `dist/little-wars/the-rules/index.html`). */
export function distFile(dist: string, base: string, href: string): string {
  const path = href.split('#')[0] ?? '';
  const inside = path.startsWith(base) ? path.slice(base.length) : path.replace(/^\//, '');
  return join(dist, inside, 'index.html');
}

/** The chapters of book `key` (`little-wars`), in the order its contents page (`<base>little-wars/`) links them. */
export function readChapters(dist: string, base: string, key: string): BookChapter[] {
  const bookHref = `${base}${key}/`;
  const contents = parse(readFileSync(distFile(dist, base, bookHref), 'utf8'));
  const links = contents.querySelectorAll('.contents-list a[href]');
  if (links.length === 0) throw new Error(`books: the contents page ${bookHref} links no chapter`);
  const chapters = links.map((a) => {
    const href = a.getAttribute('href') ?? '';
    const slug = href.slice(bookHref.length).replace(/\/$/, '');
    return readChapter(distFile(dist, base, href), slug, a.text.trim(), href);
  });
  scopeSharedIds(chapters);
  for (const c of chapters) linkWithinBook(c, chapters, bookHref);
  numberDrawings(chapters);
  return chapters;
}

function readChapter(file: string, slug: string, label: string, href: string): BookChapter {
  const page = parse(readFileSync(file, 'utf8'));
  const article = page.querySelector('article.text');
  const head = article?.querySelector('header.chapter-head');
  const text = article?.querySelector('.chapter-text');
  if (!article || !head || !text) throw new Error(`books: ${file} has no chapter text (article.text .chapter-text)`);
  head.querySelector('.chapter-meta')?.remove();
  head.querySelector('h1')?.setAttribute('id', `ch-${slug}-title`);
  for (const el of text.querySelectorAll('script, style')) el.remove();
  // A book to take away has no controls: the site's buttons (Cite on every rule, § and page) need the site.
  for (const el of article.querySelectorAll('button')) el.remove();
  for (const slot of text.querySelectorAll('.widget-slot')) slot.replaceWith(staticWidget(slot, href));
  const section = parse(`<section class="print-chapter" id="ch-${slug}" aria-labelledby="ch-${slug}-title"></section>`)
    .firstChild as HTMLElement;
  section.appendChild(head);
  section.appendChild(text);
  const apparatus = article.querySelector('section.apparatus');
  if (apparatus) {
    // Every chapter's list is headed "Emendations": on one page each landmark is named with its chapter too.
    apparatus.setAttribute(
      'aria-labelledby',
      `${apparatus.getAttribute('aria-labelledby') ?? ''} ch-${slug}-title`.trim(),
    );
    section.appendChild(apparatus);
  }
  return { slug, label, href, section };
}

/** Rename, in each chapter, the ids that more than one chapter of the book uses, and what points at them. */
function scopeSharedIds(chapters: readonly BookChapter[]): void {
  const seen = new Map<string, number>();
  for (const c of chapters) {
    for (const id of new Set(c.section.querySelectorAll('[id]').map((el) => el.id))) {
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
  }
  for (const c of chapters) {
    const renamed = (id: string) => ((seen.get(id) ?? 0) > 1 ? `${c.slug}-${id}` : id);
    for (const el of c.section.querySelectorAll('[id]')) el.setAttribute('id', renamed(el.id));
    for (const el of c.section.querySelectorAll('*')) {
      for (const name of ID_REFS) {
        const v = el.getAttribute(name);
        if (v) el.setAttribute(name, v.split(/\s+/).map(renamed).join(' '));
      }
      const href = el.getAttribute('href');
      if (href?.startsWith('#')) el.setAttribute('href', `#${renamed(href.slice(1))}`);
    }
  }
}

/** Links to another chapter of the same book (`/little-wars/the-rules/#melee-1`) become links within it: `#melee-1`. */
function linkWithinBook(chapter: BookChapter, chapters: readonly BookChapter[], bookHref: string): void {
  const bySlug = new Map(chapters.map((c) => [c.slug, c]));
  for (const a of chapter.section.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href') ?? '';
    if (!href.startsWith(bookHref) || a.hasAttribute('data-live')) continue;
    const [path = '', fragment] = href.slice(bookHref.length).split('#');
    const target = bySlug.get(path.replace(/\/$/, ''));
    if (!target) continue;
    if (!fragment) {
      a.setAttribute('href', `#ch-${target.slug}`);
      continue;
    }
    const scoped = `${target.slug}-${fragment}`;
    const found = target.section.querySelector(`[id="${scoped}"]`) ? scoped : fragment;
    a.setAttribute('href', `#${found}`);
  }
}

/** Number every drawing (an SVG not inside another) in reading order: Chromium's baked copy finds its place by it. */
function numberDrawings(chapters: readonly BookChapter[]): void {
  let n = 0;
  for (const c of chapters) {
    for (const svg of c.section.querySelectorAll('svg')) {
      if (!svg.parentNode?.closest('svg')) svg.setAttribute('data-drawing', String(n++));
    }
  }
}
