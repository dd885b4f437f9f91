/**
 * Extra search records, beyond the pages themselves: every editorial note and every glossary
 * entry becomes a record of its own, with a `kind` filter, so a reader can search the notes as
 * notes and land on the note itself, cited by the rule or § it annotates.
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Window } from 'happy-dom';

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

/** Every extra record of the built site in `dir`, served under `base` (`/` or `/first-wargames/`). */
export function collectRecords(dir: string, base: string): SearchRecord[] {
  const out: SearchRecord[] = [];
  for (const file of htmlFiles(dir)) {
    const rel = relative(dir, file).split(sep).join('/');
    if (/^hellwig\/s\d/.test(rel)) continue; // § permalinks only redirect
    const url = `/${rel.replace(/index\.html$/, '')}`;
    const html = readFileSync(file, 'utf8');
    if (!html.includes('sidenote') && !html.includes('class="glossary"')) continue;
    const doc = parse(html);
    out.push(...noteRecords(doc, url));
    if (url === '/hellwig/glossary/') out.push(...glossaryRecords(dir, doc, base));
  }
  return out;
}
