/**
 * The print edition (`/little-wars/print/`, `/hellwig/print/`): the page is an Astro page with a
 * placeholder; after the build this step puts the whole book into it, chapter by chapter, from
 * the built chapter pages. A reader prints it from the browser; the PDF is Chromium's print of it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse, type HTMLElement } from 'node-html-parser';
import { distFile, type BookChapter } from './chapters.ts';

/** The placeholder the print page leaves for the book: `<div data-print-book="little-wars">…</div>`. */
const placeholder = (key: string) => new RegExp(`<div data-print-book="${key}"[^>]*>[\\s\\S]*?</div>`);

/** Put `chapters` into the print page of book `key`, each chapter's headings one level down under the book's title. */
export function writePrintPage(dist: string, base: string, key: string, chapters: readonly BookChapter[]): string {
  const file = distFile(dist, base, `${base}${key}/print/`);
  const page = readFileSync(file, 'utf8');
  if (!placeholder(key).test(page)) throw new Error(`books: ${file} has no <div data-print-book="${key}"> to fill`);
  const body = chapters.map((c) => demoted(c.section).toString()).join('');
  writeFileSync(
    file,
    page.replace(placeholder(key), () => `<div data-print-book="${key}">${body}</div>`),
  );
  return file;
}

/** A copy of a chapter with h1–h5 as h2–h6: on the print page the book's title is the one h1. */
function demoted(section: HTMLElement): HTMLElement {
  const copy = parse(section.toString()).firstChild as HTMLElement;
  for (const h of copy.querySelectorAll('h1, h2, h3, h4, h5')) {
    h.tagName = `h${Number(h.tagName.slice(1)) + 1}`;
  }
  return copy;
}
