/**
 * One chapter of a book as an EPUB 3 content document: the editors' notes become footnotes (a
 * numbered `noteref` in the text, an `aside` with `epub:type="footnote"` after it, since a note
 * stands inside a paragraph on the site), the 1913 page markers become `pagebreak`s, links within
 * the book point to the chapter file that holds their target, links to the rest of the site to the
 * site's address, and each widget's drawing is the one Chromium drew for the print page.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import type { BookChapter } from './chapters.ts';
import { toXhtml } from './xhtml.ts';

/** Where the chapter files find what they link to. */
export interface EpubLinks {
  /** The file (`chapter-03.xhtml`) holding each id of the book. */
  readonly fileOf: ReadonlyMap<string, string>;
  /**
   * The site's address with its base (`https://example.org/first-wargames/`), or undefined: links to the site are then
   * left as text.
   */
  readonly site: string | undefined;
  /** The site's base path, with which its addresses start (`/`, `/first-wargames/`). */
  readonly base: string;
  /** The drawings baked by Chromium, by their `data-drawing` number (none without Chromium). */
  readonly drawings: ReadonlyMap<string, string>;
}

/** A chapter converted for the EPUB (links not yet resolved), with the number of its footnotes. */
export interface EpubChapter {
  readonly file: string;
  readonly chapter: BookChapter;
  readonly section: HTMLElement;
  readonly footnotes: number;
}

const fragment = (html: string) => parse(html).firstChild as HTMLElement;

/** Footnotes, page breaks and the marks of emendations, for chapter `chapter` written to `file`. */
export function epubChapter(chapter: BookChapter, file: string): EpubChapter {
  const section = fragment(chapter.section.toString());
  const notes: string[] = [];
  for (const wrap of section.querySelectorAll('.sidenote-wrap')) {
    const note = wrap.querySelector('.sidenote');
    if (!note) continue;
    const n = notes.length + 1;
    note.querySelector('.sidenote-kind')?.remove();
    notes.push(
      `<aside epub:type="footnote" role="doc-footnote" id="${note.id}"><p><a href="#ref-${note.id}">${n}.</a> ` +
        `${note.innerHTML.trim()}</p></aside>`,
    );
    wrap.replaceWith(
      `<sup><a epub:type="noteref" role="doc-noteref" id="ref-${note.id}" href="#${note.id}">${n}</a></sup>`,
    );
  }
  for (const pb of section.querySelectorAll('.pb[id]')) {
    const n = pb.getAttribute('data-page') ?? pb.id.slice(1);
    pb.set_content('');
    pb.setAttribute('epub:type', 'pagebreak');
    pb.setAttribute('role', 'doc-pagebreak');
    pb.setAttribute('aria-label', `Page ${n} of the 1913 edition`);
    pb.setAttribute('title', n);
  }
  // Self-links drawn by the site's stylesheet alone (a pilcrow, a mark in the margin) mean nothing in a reader.
  for (const a of section.querySelectorAll('.para-link, .glance-link')) a.remove();
  for (const mark of section.querySelectorAll('a.em-mark')) mark.set_content('<sup>†</sup>');
  if (notes.length > 0) {
    const list = fragment(
      `<section class="footnotes" aria-labelledby="${chapter.slug}-footnotes"><h2 ` +
        `id="${chapter.slug}-footnotes">Editor’s notes</h2>${notes.join('')}</section>`,
    );
    const apparatus = section.querySelector('section.apparatus');
    if (apparatus) apparatus.insertAdjacentHTML('beforebegin', list.toString());
    else section.appendChild(list);
  }
  return { file, chapter, section, footnotes: notes.length };
}

/** The chapter's content document, its links resolved through `links`. */
export function epubDocument(chapter: EpubChapter, links: EpubLinks, language: string): string {
  for (const a of chapter.section.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href') ?? '';
    if (href.startsWith('#')) {
      const file = links.fileOf.get(href.slice(1));
      if (!file) a.replaceWith(a.innerHTML);
      else if (file !== chapter.file) a.setAttribute('href', `${file}${href}`);
    } else if (href.startsWith('/')) {
      if (links.site) a.setAttribute('href', new URL(href.slice(links.base.length), links.site).href);
      else a.replaceWith(a.innerHTML);
    }
    a.removeAttribute('data-live');
  }
  const body = toXhtml(chapter.section, (el) => {
    if (el.rawTagName !== 'svg') return undefined;
    const n = el.getAttribute('data-drawing');
    return n === undefined ? '' : (links.drawings.get(n) ?? '');
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n` +
    (`<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${language}" ` +
      `xml:lang="${language}">`) +
    `<head><meta charset="utf-8"/><title>${escapeText(chapter.chapter.label)}</title>` +
    `<link rel="stylesheet" type="text/css" href="edition.css"/></head>` +
    `<body epub:type="bodymatter">${body}</body></html>\n`
  );
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
