/**
 * The print edition (`/little-wars/print/`, `/hellwig/print/`): the page is an Astro page with a
 * placeholder; after the build this step puts the whole book into it, chapter by chapter, from
 * the built chapter pages. A reader prints it from the browser; the PDF is Chromium's print of it.
 * Once Chromium has baked the drawings' styles into them (see bake.ts), the page is written again
 * with each drawing as an image of its baked SVG beside the page: it draws the same, and the page is
 * a document of text, not of the many thousand shapes of a dozen maps and boards.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { distFile, type BookChapter } from './chapters.ts';

/** The placeholder the print page leaves for the book: `<div data-print-book="little-wars">…</div>`. */
const placeholder = (key: string) => new RegExp(`<div data-print-book="${key}"[^>]*>[\\s\\S]*?</div>`);

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The print page of book `key`, as built: `fill` writes the book into it (again, with the baked drawings). */
export function printPage(dist: string, base: string, key: string) {
  const file = distFile(dist, base, `${base}${key}/print/`);
  const page = readFileSync(file, 'utf8');
  if (!placeholder(key).test(page)) throw new Error(`books: ${file} has no <div data-print-book="${key}"> to fill`);
  return {
    /** Write `chapters` into the page, headings one level down under the book's title; drawings baked, as images. */
    fill(chapters: readonly BookChapter[], drawings: ReadonlyMap<string, string> = new Map()): void {
      const body = chapters.map((c) => printed(c.section, drawings, dirname(file)).toString()).join('');
      writeFileSync(
        file,
        page.replace(placeholder(key), () => `<div data-print-book="${key}">${body}</div>`),
      );
    },
  };
}

/**
 * A copy of a chapter with h1–h5 as h2–h6 (the book's title is the page's one h1), its notes open, its baked
 * drawings as images.
 */
function printed(section: HTMLElement, drawings: ReadonlyMap<string, string>, folder: string): HTMLElement {
  const copy = parse(section.toString()).firstChild as HTMLElement;
  for (const h of copy.querySelectorAll('h1, h2, h3, h4, h5')) {
    h.tagName = `h${Number(h.tagName.slice(1)) + 1}`;
  }
  // A page read straight through shows every note: no toggle (a checkbox and its label) to open each on a phone.
  for (const wrap of copy.querySelectorAll('.sidenote-wrap')) {
    wrap.querySelector('input.sidenote-check')?.remove();
    wrap.querySelector('label.sidenote-mark')?.replaceWith('<span class="sidenote-mark" aria-hidden="true"></span>');
  }
  for (const svg of copy.querySelectorAll('svg[data-drawing]')) {
    const n = svg.getAttribute('data-drawing') ?? '';
    const baked = drawings.get(n);
    if (!baked) continue;
    const name = `drawing-${n}.svg`;
    writeFileSync(join(folder, name), baked);
    const root = /^<svg[^>]*>/.exec(baked)?.[0] ?? '';
    const size = (attr: string) => {
      const found = new RegExp(`\\s${attr}="(\\d+(?:\\.\\d+)?)"`).exec(root)?.[1];
      return found === undefined ? undefined : String(Math.round(Number(found)));
    };
    const [width, height] = [size('width'), size('height')];
    // A drawing the page names (role="img") keeps its name; one the caption and the text describe stays silent.
    const alt = svg.getAttribute('role') === 'img' ? (svg.getAttribute('aria-label') ?? '') : '';
    svg.replaceWith(
      `<img class="print-drawing" src="${name}" alt="${escape(alt)}"` +
        `${width && height ? ` width="${width}" height="${height}"` : ''} decoding="async">`,
    );
  }
  return copy;
}
