/**
 * What "Keep the whole edition offline" fetches: every file a reader of the web edition can
 * need (each page, the § permalinks, the widgets' code, the search index, icons), with its size,
 * listed at build time in `offline/files.json`. The control shows the list's total before the
 * reader agrees to the download, and counts its progress in the same files and bytes.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { EditionFiles } from '../../islands/offline/download.ts';

/** Where the list is written, relative to the site's root. */
const EDITION_FILES = 'offline/files.json';

/**
 * Files that are not part of reading the edition: the service worker itself (the browser keeps
 * it), this list, files for crawlers and hosts, and the take-away books, which are downloads.
 */
const LEFT_OUT = [/^sw\.js$/, /^offline\/files\.json$/, /\.(txt|xml|epub|pdf)$/, /(^|\/)_(headers|redirects)$/];

/** The address a built file is fetched at, relative to the base: `about/index.html` → `about/`. */
function addressOf(file: string): string {
  return file.replace(/(^|\/)index\.html$/, '$1');
}

/** Every file of the built site in `outDir` that keeping the edition offline fetches, with its size. */
function editionFiles(outDir: string, version: string): EditionFiles {
  const files: [string, number][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else {
        const file = relative(outDir, path).split(sep).join('/');
        if (!LEFT_OUT.some((re) => re.test(file))) files.push([addressOf(file), stat.size]);
      }
    }
  };
  walk(outDir);
  return { version, bytes: files.reduce((n, [, b]) => n + b, 0), files };
}

/** Write the list into `outDir`. */
export function writeEditionFiles(outDir: string, version: string): EditionFiles {
  const list = editionFiles(outDir, version);
  writeFileSync(join(outDir, EDITION_FILES), JSON.stringify(list));
  return list;
}
