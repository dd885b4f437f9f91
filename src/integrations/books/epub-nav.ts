/**
 * The EPUB's navigation document: the table of contents (chapters, and under each the sections of
 * Wells' text or every § of Hellwig's), the page list of the 1913 edition where the text marks its
 * pages, and the landmarks.
 */
import type { EpubChapter } from './epub-chapter.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const PARAGRAPH_ID = /^s\d+[a-f]?$/;

/** What a chapter lists under it in the contents: Hellwig's §§, or the chapter's sections. */
function entriesOf(c: EpubChapter): { id: string; label: string }[] {
  const paragraphs = c.section
    .querySelectorAll('.para-num[id]')
    .filter((el) => PARAGRAPH_ID.test(el.id))
    .map((el) => ({ id: el.id, label: `§ ${el.id.slice(1)}` }));
  if (paragraphs.length > 0) return paragraphs;
  return c.section
    .querySelectorAll('.chapter-text h2[id]')
    .map((h) => ({ id: h.id, label: h.text.replace(/\s+/g, ' ').trim() }));
}

/** The 1913 page markers of the book, in reading order. */
function pageMarkers(chapters: readonly EpubChapter[]): { file: string; id: string; page: string }[] {
  return chapters.flatMap((c) =>
    c.section.querySelectorAll('.pb[id]').map((pb) => ({
      file: c.file,
      id: pb.id,
      page: pb.getAttribute('title') ?? '',
    })),
  );
}

/** The navigation document (`nav.xhtml`). */
export function navDocument(title: string, chapters: readonly EpubChapter[], language: string): string {
  const toc = chapters
    .map((c) => {
      const inner = entriesOf(c)
        .map((e) => `<li><a href="${c.file}#${esc(e.id)}">${esc(e.label)}</a></li>`)
        .join('');
      return `<li><a href="${c.file}">${esc(c.chapter.label)}</a>${inner ? `<ol>${inner}</ol>` : ''}</li>`;
    })
    .join('');
  const pages = pageMarkers(chapters);
  const pageList =
    pages.length === 0
      ? ''
      : `<nav epub:type="page-list" role="doc-pagelist" aria-label="Pages of the 1913 edition" hidden="hidden"><ol>` +
        pages.map((p) => `<li><a href="${p.file}#${esc(p.id)}">${esc(p.page)}</a></li>`).join('') +
        `</ol></nav>`;
  const first = chapters[0]?.file ?? '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n` +
    (`<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${language}" ` +
      `xml:lang="${language}">`) +
    (`<head><meta charset="utf-8"/><title>${esc(title)}</title><link rel="stylesheet" type="text/css" ` +
      `href="edition.css"/></head><body>`) +
    `<nav epub:type="toc" role="doc-toc" id="toc"><h1>Contents</h1><ol>${toc}</ol></nav>${pageList}` +
    `<nav epub:type="landmarks" aria-label="Landmarks" hidden="hidden"><ol>` +
    `<li><a epub:type="toc" href="nav.xhtml#toc">Contents</a></li>` +
    `<li><a epub:type="bodymatter" href="${first}">${esc(title)}</a></li></ol></nav>` +
    `</body></html>\n`
  );
}
