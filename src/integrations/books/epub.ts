/**
 * A book as an EPUB 3: its chapters (from the built site, see chapters.ts) as content documents,
 * the navigation document, a small stylesheet, and the package document with the edition's
 * metadata, zipped with fflate (`mimetype` first and stored, as the OCF container requires).
 */
import { createHash } from 'node:crypto';
import { zipSync, strToU8, type Zippable } from 'fflate';
import type { BookChapter } from './chapters.ts';
import { BOOKS, EDITION, type BookSpec } from './books.ts';
import { epubChapter, epubDocument, type EpubLinks } from './epub-chapter.ts';
import { navDocument } from './epub-nav.ts';
import { EPUB_CSS } from './epub-css.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const LANGUAGE = 'en';
const ACCESSIBILITY_SUMMARY =
  'The text with the editors’ notes as footnotes; every drawing is described in its caption or the text.';

/** A stable identifier for the book: a name-based UUID of the edition and the book. */
function identifier(book: BookSpec): string {
  const h = createHash('sha1').update(`${EDITION}/${book.key}`).digest('hex');
  return `urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The time the EPUB was made, as `dcterms:modified` wants it (SOURCE_DATE_EPOCH, if set, for reproducible builds). */
function modified(): string {
  const epoch = Number(process.env['SOURCE_DATE_EPOCH']);
  const when = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
  return when.toISOString().replace(/\.\d+Z$/, 'Z');
}

function packageDocument(book: BookSpec, files: readonly { file: string; svg: boolean }[]): string {
  const items = files
    .map(
      (f, i) =>
        `<item id="c${i + 1}" href="${f.file}" media-type="application/xhtml+xml"${f.svg ? ' properties="svg"' : ''}/>`,
    )
    .join('');
  const spine = files.map((_, i) => `<itemref idref="c${i + 1}"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="${LANGUAGE}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="uid">${identifier(book)}</dc:identifier>
<dc:title id="title">${esc(book.title)}</dc:title>
<meta refines="#title" property="title-type">main</meta>
<dc:title id="subtitle">${esc(book.subtitle)}</dc:title>
<meta refines="#subtitle" property="title-type">subtitle</meta>
<dc:creator id="author">${esc(book.author)}</dc:creator>
<meta refines="#author" property="role" scheme="marc:relators">aut</meta>
<meta refines="#author" property="file-as">${esc(book.authorSort)}</meta>
<dc:contributor id="editors">The editors of ${EDITION}</dc:contributor>
<meta refines="#editors" property="role" scheme="marc:relators">edt</meta>
<dc:publisher>${EDITION}</dc:publisher>
<dc:language>${LANGUAGE}</dc:language>
<dc:source>${esc(book.source)}</dc:source>
<dc:rights>${esc(book.rights)}</dc:rights>
<meta property="dcterms:modified">${modified()}</meta>
<meta property="schema:accessMode">textual</meta>
<meta property="schema:accessMode">visual</meta>
<meta property="schema:accessModeSufficient">textual</meta>
<meta property="schema:accessibilityFeature">tableOfContents</meta>
<meta property="schema:accessibilityFeature">structuralNavigation</meta>
<meta property="schema:accessibilityHazard">none</meta>
<meta property="schema:accessibilitySummary">${ACCESSIBILITY_SUMMARY}</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="css" href="edition.css" media-type="text/css"/>
${items}
</manifest>
<spine><itemref idref="nav" linear="no"/>${spine}</spine>
</package>
`;
}

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;

/** What the EPUB of a book holds, for the build's log and the tests. */
export interface EpubBuilt {
  readonly bytes: Uint8Array;
  readonly footnotes: number;
}

/** The EPUB of book `key` made from its chapters; links to the site go to `links.site`, if known. */
export function buildEpub(
  key: BookSpec['key'],
  chapters: readonly BookChapter[],
  links: Omit<EpubLinks, 'fileOf'>,
): EpubBuilt {
  const book = BOOKS.find((b) => b.key === key);
  if (!book) throw new Error(`books: no book ${key}`);
  const converted = chapters.map((c, i) => epubChapter(c, `chapter-${String(i + 1).padStart(2, '0')}.xhtml`));
  const fileOf = new Map<string, string>();
  for (const c of converted) for (const el of c.section.querySelectorAll('[id]')) fileOf.set(el.id, c.file);
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(CONTAINER),
    'EPUB/nav.xhtml': strToU8(navDocument(book.title, converted, LANGUAGE)),
    'EPUB/edition.css': strToU8(EPUB_CSS),
  };
  const manifest: { file: string; svg: boolean }[] = [];
  for (const c of converted) {
    const xhtml = epubDocument(c, { ...links, fileOf }, LANGUAGE);
    files[`EPUB/${c.file}`] = strToU8(xhtml);
    manifest.push({ file: c.file, svg: xhtml.includes('<svg') });
  }
  files['EPUB/package.opf'] = strToU8(packageDocument(book, manifest));
  const bytes = zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
  return { bytes, footnotes: converted.reduce((n, c) => n + c.footnotes, 0) };
}
