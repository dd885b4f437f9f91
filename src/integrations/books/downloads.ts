/**
 * The download links on the contents pages and the About page: each page leaves a placeholder,
 * `<div data-downloads="little-wars" hidden></div>`, which this step replaces with a link to
 * each file that exists, with its size as measured, or removes when none exists. A file that was
 * not made (no Chromium, no PDF) is never linked.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookSpec } from './books.ts';

/** A file's size as the links give it: `412 KB`, `1.2 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const KINDS = [
  { ext: 'epub', type: 'application/epub+zip', label: 'EPUB 3, for e-readers' },
  { ext: 'pdf', type: 'application/pdf', label: 'PDF, A4, for printing' },
] as const;

const PLACEHOLDER = /<div[^>]*\bdata-downloads="([a-z-]+)"[^>]*><\/div>/g;

/** The list of a book's downloads that exist in `dist/downloads/`, or '' when there are none. */
function linksFor(dist: string, base: string, book: BookSpec): string {
  const items = KINDS.flatMap((k) => {
    const name = `${book.file}.${k.ext}`;
    const path = join(dist, 'downloads', name);
    if (!existsSync(path)) return [];
    const size = formatSize(statSync(path).size);
    return [
      `<li><a href="${base}downloads/${name}" type="${k.type}" download data-size="${size}">${k.label}</a> ` +
        `(${size})</li>`,
    ];
  });
  return items.length === 0 ? '' : `<ul class="downloads" data-book="${book.key}">${items.join('')}</ul>`;
}

/** Fill every download placeholder of the built site; returns the pages changed. */
export function writeDownloadLinks(dist: string, base: string, books: readonly BookSpec[]): string[] {
  const changed: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!/^(_astro|pagefind|downloads|s\d+[a-f]?)$/.test(name)) walk(path);
      } else if (name.endsWith('.html')) {
        const html = readFileSync(path, 'utf8');
        if (!html.includes('data-downloads=')) continue;
        const filled = html.replace(PLACEHOLDER, (_, key: string) => {
          const book = books.find((b) => b.key === key);
          if (!book) throw new Error(`books: ${path} asks for the downloads of an unknown book "${key}"`);
          return linksFor(dist, base, book);
        });
        writeFileSync(path, filled);
        changed.push(path);
      }
    }
  };
  walk(dist);
  return changed;
}
