/**
 * The words the search index holds, written to `dist/search/words.json` for the search UI's
 * "Did you mean…?" (src/search/words.ts): the text of every indexed page and extra record, so a
 * suggestion is always a word the search can find. Fetched only when a query finds nothing.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countWords } from '../search/words.ts';
import type { SearchRecord } from './search-records.ts';

/** The text Pagefind indexes of a built page: its `<main>`, without what the page leaves out of search. */
function indexedText(html: string): string {
  if (!/data-pagefind-body|<main/.test(html)) return '';
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
}

function pages(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!['pagefind', '_astro', 'search'].includes(name)) out.push(...pages(path));
    } else if (name === 'index.html') out.push(path);
  }
  return out;
}

/** Write the index's words with their counts to `dir/search/words.json`. Returns how many. */
export function writeWordList(dir: string, records: readonly SearchRecord[]): number {
  const texts = [
    ...pages(dir).map((file) => indexedText(readFileSync(file, 'utf8'))),
    ...records.map((r) => r.content),
  ];
  const words = countWords(texts);
  writeFileSync(join(dir, 'search', 'words.json'), JSON.stringify(words));
  return words.length;
}
