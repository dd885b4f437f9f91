/**
 * The place a "Cite" button stands for, read from the page: the anchor it names
 * (`data-cite-of`, empty for the chapter), the book from the page's path, the chapter's title
 * from the chapter's own button, and the permanent address under the site's base (a § by its
 * permalink, a rule or page by its anchor in the chapter).
 */
import { placeOfAnchor, workOfPath, type CiteTarget } from '../../edition/citation/target.ts';

/** Today's date where the reader is, `YYYY-MM-DD`. */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** What the button cites, or undefined on a page that is no book's. */
export function targetOf(button: Element): CiteTarget | undefined {
  const work = workOfPath(location.pathname);
  if (!work) return undefined;
  const id = button.getAttribute('data-cite-of') ?? '';
  const place = placeOfAnchor(id);
  const chapter = document.querySelector('[data-cite-chapter]')?.getAttribute('data-cite-chapter') ?? '';
  const page = `${location.origin}${location.pathname}`;
  // This module is served from <base>previews/, so the site's base is one level up.
  const url =
    place.kind === 'paragraph'
      ? new URL(`../hellwig/s${place.n}/`, import.meta.url).href
      : place.kind === 'chapter'
        ? page
        : `${page}#${id}`;
  return { work, place, chapter, url, accessed: today() };
}
