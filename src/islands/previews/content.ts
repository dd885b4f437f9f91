/**
 * What a preview shows: for a reference (`data-preview="hellwig:s62"`), its entry in the book's
 * preview index (built by src/integrations/preview-index.ts, fetched once per book, next to this
 * module so it follows the site's base); for an editor's note marker, the note itself, read from
 * the page.
 */

/** One place as the index holds it. */
export interface Preview {
  readonly citation: string;
  readonly text: string;
  /** Where "Go to" leads. */
  readonly href: string;
}

type Index = Record<string, { citation: string; text: string; url: string }>;
const indexes = new Map<string, Promise<Index>>();

/** The preview index of one book, fetched on first use. */
function indexOf(book: string): Promise<Index> {
  let index = indexes.get(book);
  if (!index) {
    index = fetch(new URL(`${book}.json`, import.meta.url)).then((r) => {
      if (!r.ok) throw new Error(`preview index of ${book}: HTTP ${r.status}`);
      return r.json() as Promise<Index>;
    });
    indexes.set(book, index);
  }
  return index;
}

/** The editor's note a marker (its label or its checkbox) opens. */
export function noteOf(trigger: Element): Element | null {
  return trigger.closest('.sidenote-wrap')?.querySelector('.sidenote') ?? null;
}

/**
 * A glossary mark's place in the index, `little-wars:glossary#term-mêlée`, read from its link to the
 * glossary's entry (`<base>little-wars/glossary/#term-…`); empty for any other link.
 */
function glossaryKey(trigger: Element): string {
  const href = trigger.getAttribute('href');
  if (!trigger.matches('a.glossary-term') || !href) return '';
  const url = new URL(href, location.href);
  const book = /\/(hellwig|little-wars)\/glossary\/$/.exec(url.pathname)?.[1];
  return book && url.hash ? `${book}:glossary#${decodeURIComponent(url.hash.slice(1))}` : '';
}

/** The preview of a trigger, or undefined when there is none to show. */
export async function previewOf(trigger: Element): Promise<Preview | undefined> {
  const note = noteOf(trigger);
  if (note) {
    const body = note.cloneNode(true) as Element;
    body.querySelector('.sidenote-kind')?.remove();
    return { citation: 'Editor’s note', text: (body.textContent ?? '').trim(), href: `#${note.id}` };
  }
  const [book, key] = (trigger.getAttribute('data-preview') ?? glossaryKey(trigger)).split(/:(.*)/s);
  if (!book || !key) return undefined;
  const entry = (await indexOf(book))[key];
  if (!entry) return undefined;
  // The reference's own address: a same-page reference stays on the page.
  const href = trigger.getAttribute('href') ?? new URL(`../${entry.url}`, import.meta.url).pathname;
  return { citation: entry.citation, text: entry.text, href };
}
