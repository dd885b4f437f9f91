/**
 * Extra search records, beyond the pages themselves: every editorial note and every glossary
 * entry becomes a record of its own, with a `kind` filter, so a reader can search the notes as
 * notes and land on the note itself, cited by the rule or § it annotates.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Window } from 'happy-dom';
import { printedRule, RULES_CHAPTER_ANCHORS } from '../edition/anchors.ts';
import { RULES_AT_A_GLANCE } from '../edition/rules-at-a-glance.ts';
import { HELLWIG_SOURCE, tocEntries } from '../edition/concordance.ts';

/** One record for Pagefind's `addCustomRecord`. */
export interface SearchRecord {
  readonly url: string;
  readonly content: string;
  readonly language: 'en';
  readonly meta: Record<string, string>;
  readonly filters: Record<string, string[]>;
}

/** Ids that are places to cite: rules and sections of Wells, Hellwig's §§ (not page markers or apparatus). */
const CITABLE = /^(?!p\d+$|note-|em-|fig-|emendations$|main$|footnote|user-content)[a-z]/;

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!['pagefind', '_astro', 'search'].includes(name)) out.push(...htmlFiles(path));
    } else if (name === 'index.html') out.push(path);
  }
  return out;
}

function parse(html: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The notes of one built page, each pointed at the citable anchor before it. */
function noteRecords(doc: Document, url: string): SearchRecord[] {
  const main = doc.querySelector('main');
  const book = main?.getAttribute('data-pagefind-filter')?.replace(/^book:/, '');
  const chapter = doc.querySelector('[data-chapter]')?.getAttribute('data-chapter') ?? '';
  const title = clean(doc.querySelector('.chapter-head h1')?.textContent);
  if (!main || !book) return [];
  const out: SearchRecord[] = [];
  let anchor = '';
  for (const el of main.querySelectorAll('[id], .sidenote')) {
    if (el.classList.contains('sidenote')) {
      const body = el.cloneNode(true) as Element;
      body.querySelector('.sidenote-kind')?.remove();
      const content = clean(body.textContent);
      if (!content) continue;
      // Each note is its own place (Pagefind keys records by URL): the note's own id, which
      // also opens it on narrow screens (.sidenote:target).
      out.push({
        url: `${url}#${el.id}`,
        content,
        language: 'en',
        meta: { title: `Editor’s note · ${title}`, note: el.id, anchor },
        filters: { book: [book], kind: ['Note'], chapter: chapter ? [chapter] : [] },
      });
    } else if (CITABLE.test(el.id) && !el.closest('.sidenote-wrap, nav, header, .apparatus')) {
      anchor = el.id;
    }
  }
  return out;
}

/** A built page's address without the base path: Pagefind's records are site paths, and its client adds the base. */
function sitePath(href: string, base: string): string {
  return href.startsWith(base) ? `/${href.slice(base.length)}` : href;
}

/** The glossary's entries, each pointed at the first § it cites (resolved through the permalink page). */
function glossaryRecords(dir: string, doc: Document, base: string): SearchRecord[] {
  return [...doc.querySelectorAll('.glossary > div')].map((entry) => {
    const term = clean(entry.querySelector('dt')?.textContent);
    const permalink = sitePath(entry.querySelector('dd a')?.getAttribute('href') ?? '', base);
    const redirect = join(dir, permalink, 'index.html');
    const target = existsSync(redirect)
      ? sitePath(/url=([^"]+)"/.exec(readFileSync(redirect, 'utf8'))?.[1] ?? permalink, base)
      : permalink;
    // Unique per entry (Pagefind keys records by URL), landing on the § it cites.
    const [path = target, hash = ''] = target.split('#');
    return {
      url: `${path}?glossary=${term
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}${hash ? `#${hash}` : ''}`,
      content: `${term}. ${clean(entry.querySelector('dd')?.textContent)}`,
      language: 'en' as const,
      meta: { title: `Glossary: ${term}` },
      filters: { book: ['Hellwig'], kind: ['Glossary'], chapter: [] },
    };
  });
}

/** Wells' restatement of each rule (the rules at a glance), the gist a reader's question is asked in. */
const GLANCE = new Map(RULES_AT_A_GLANCE.flatMap((section) => section.items.map((item) => [item.id, item.text])));
const RULE_GISTS = new Map(RULES_CHAPTER_ANCHORS.map((a) => [a.id, a.gist]));
let gists: Map<string, string> | undefined;
/**
 * Each § of Hellwig as his own Table of Contents sums it up (`§.59`: "How the effect of artillery is impeded by the
 * terrain"), read from the source as the concordance reads it: the gist a reader's question meets, in the book's words.
 * A § two entries list gets both.
 */
function hellwigGists(): Map<string, string> {
  if (gists) return gists;
  const source = readFileSync(
    join(import.meta.dirname, '..', '..', 'content', 'sources', HELLWIG_SOURCE.file),
    'utf8',
  ).split('\n');
  gists = new Map();
  for (const entry of tocEntries(source.slice(HELLWIG_SOURCE.toc.from - 1, HELLWIG_SOURCE.toc.to))) {
    if (entry.kind !== 'entry') continue;
    const words = entry.words.replace(/\.?$/, '.');
    for (const n of entry.paragraphs) gists.set(n, [gists.get(n), words].filter(Boolean).join(' '));
  }
  return gists;
}

/** What is not the text of a rule or §: notes, widgets, figures, what the page leaves out of search. */
const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'FIGURE', 'SVG', 'ASTRO-ISLAND', 'NAV', 'TEMPLATE']);

/** The place a citable anchor names, or undefined: a rule or section of chapter III, or a Hellwig §. */
function placeOf(id: string, url: string): { title: string; gist: string; book: string; summary?: string } | undefined {
  if (url === '/little-wars/the-rules/' && RULE_GISTS.has(id))
    return {
      title: `Little Wars, ${printedRule(id)}`,
      gist: [RULE_GISTS.get(id), GLANCE.get(id)]
        .filter(Boolean)
        .map((g) => String(g).replace(/\.?$/, '.'))
        .join(' '),
      book: 'Little Wars',
    };
  if (url.startsWith('/hellwig/') && /^s\d+[a-f]?$/.test(id))
    return {
      title: `Hellwig §${id.slice(1)}`,
      gist: '',
      book: 'Hellwig',
      summary: hellwigGists().get(id.slice(1)) ?? '',
    };
  return undefined;
}

/**
 * Each rule of Wells' chapter III and each of Hellwig's §§ as a record of its own (kind Text, as
 * the page it is on), holding its text and, for a rule, its gist as the rules at a glance say it: a
 * rule a few lines long outranks a chapter that merely mentions the words, and a reader's question
 * ("how far can cavalry move") meets the gist's plain words. The page stays indexed beside it.
 */
function placeRecords(doc: Document, url: string): SearchRecord[] {
  const text = doc.querySelector('.chapter-text');
  const chapter = doc.querySelector('[data-chapter]')?.getAttribute('data-chapter') ?? '';
  if (!text) return [];
  const parts = new Map<string, string[]>();
  let current: string[] | undefined;
  const walk = (node: Node): void => {
    if (node.nodeType === 3) {
      current?.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (NOT_TEXT.has(el.tagName.toUpperCase()) || el.hasAttribute('data-pagefind-ignore')) return;
    if (el.classList.contains('sidenote-wrap') || el.classList.contains('widget-slot')) return;
    if (el.id && placeOf(el.id, url) && !parts.has(el.id)) {
      current = [];
      parts.set(el.id, current);
    }
    for (const child of el.childNodes) walk(child);
  };
  walk(text);
  const out: SearchRecord[] = [];
  for (const [id, words] of parts) {
    const place = placeOf(id, url);
    const body = clean(words.join(''));
    if (!place || !body) continue;
    out.push({
      url: `${url}#${id}`,
      // A § ends with its line from Hellwig's Table of Contents: searched, but not the gist the ranking favours (his
      // headings are long and would outrank Wells' rules on a shared word), and not before the text the excerpt shows.
      content: clean(`${place.gist} ${body} ${place.summary ?? ''}`),
      language: 'en',
      meta: { title: place.title, place: id, gist: place.gist },
      filters: { book: [place.book], kind: ['Text'], chapter: chapter ? [chapter] : [] },
    });
  }
  return out;
}

/** Every extra record of the built site in `dir`, served under `base` (`/` or `/first-wargames/`). */
export function collectRecords(dir: string, base: string): SearchRecord[] {
  const out: SearchRecord[] = [];
  for (const file of htmlFiles(dir)) {
    const rel = relative(dir, file).split(sep).join('/');
    if (/^hellwig\/s\d/.test(rel)) continue; // § permalinks only redirect
    const url = `/${rel.replace(/index\.html$/, '')}`;
    const html = readFileSync(file, 'utf8');
    const places =
      url === '/little-wars/the-rules/' || (url.startsWith('/hellwig/') && html.includes('class="para-num"'));
    if (!places && !html.includes('sidenote') && !html.includes('class="glossary"')) continue;
    const doc = parse(html);
    out.push(...noteRecords(doc, url));
    if (places) out.push(...placeRecords(doc, url));
    if (url === '/hellwig/glossary/') out.push(...glossaryRecords(dir, doc, base));
  }
  return out;
}
