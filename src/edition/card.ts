/**
 * The card image of a book (and of the edition) that Open Graph and Twitter show beside a link:
 * an SVG drawn here from the books' records, made a PNG at build time (src/pages/og/).
 */
import { BOOKS, EDITION, fullName } from './books.ts';
import { CARD_SIZE, type CardId } from './meta.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Words set on lines of at most `width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** The card of a book, or of the edition, as an SVG document of 1200 × 630. */
export function cardSvg(card: CardId): string {
  const { width, height } = CARD_SIZE;
  const book = card === 'edition' ? undefined : BOOKS[card];
  const title = book ? book.title : EDITION.name;
  const by = book
    ? `${book.authors.map(fullName).join(', ')} · ${book.place}, ${book.published}`
    : 'H. G. Wells, Little Wars (1913) · J. C. L. Hellwig, Tactical Game (1780)';
  const titleLines = lines(title, 24);
  const text = titleLines
    .map((l, i) => `<text x="90" y="${230 + i * 84}" font-size="72" font-weight="bold">${escape(l)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#fbf8f1"/>`,
    `<rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="#8a2b1d" stroke-width="4"/>`,
    `<g font-family="DejaVu Serif, Georgia, serif" fill="#1b1a17">`,
    `<text x="90" y="130" font-size="30" letter-spacing="4" ` +
      `fill="#8a2b1d">${escape(EDITION.name.toUpperCase())}</text>`,
    text,
    `<text x="90" y="${250 + titleLines.length * 84}" font-size="36">${escape(by)}</text>`,
    `<text x="90" y="${height - 90}" font-size="28" fill="#5b574e">An annotated, interactive edition</text>`,
    `</g></svg>`,
  ].join('');
}
