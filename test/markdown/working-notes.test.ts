/**
 * The edition cites the books (§, rule, page, line), never the editors' working notes, which
 * readers cannot see: no chapter's text, note or emendation may say "reading notes" or name a
 * worked example by its working id (E5). Nor may a note or an emendation's reason speak of "the
 * engine" (the code behind the tools): it names what a reader can open, the board or the replay.
 * Wells' own text may: his railway engines are not ours.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const CONTENT = join(import.meta.dirname, '..', '..', 'content');
const WORKING = /reading notes|\bexample E\d+|\bE\d{1,3}\b(?=[),;])/i;
const ENGINE = /\b(?:the|rules|its) engine(?:’s|'s)?\b/i;

/** The editors' words in an MDX chapter: the notes' bodies and the emendations' reasons. */
function editorial(mdx: string): string[] {
  return [
    ...[...mdx.matchAll(/<Note\b[^>]*>([\s\S]*?)<\/Note>/g)].map((m) => m[1] ?? ''),
    ...[...mdx.matchAll(/\bwhy="([^"]*)"/g)].map((m) => m[1] ?? ''),
  ];
}

const chapters = ['little-wars', 'hellwig'].flatMap((book) =>
  readdirSync(join(CONTENT, book))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => join(book, f)),
);

describe('the published text cites the books, not the working notes', () => {
  test('there are chapters to read', () => {
    expect(chapters.length).toBeGreaterThan(20);
  });
  test.each(chapters)('%s', (file) => {
    const lines = readFileSync(join(CONTENT, file), 'utf8').split('\n');
    const cited = lines.flatMap((l, i) => (WORKING.test(l) ? [`line ${i + 1}: ${l.match(WORKING)?.[0]}`] : []));
    expect(cited).toEqual([]);
  });
  test.each(chapters)('%s: no note or reason speaks of the engine', (file) => {
    const found = editorial(readFileSync(join(CONTENT, file), 'utf8')).flatMap((words) =>
      ENGINE.test(words) ? [words.match(ENGINE)?.[0]] : [],
    );
    expect(found).toEqual([]);
  });
  test('the check sees the engine in a note and a reason, and not in Wells’ text', () => {
    const mdx =
      'an engine to draw seven trucks <Note id="x">The engine computes 261.</Note> <Em n={1} was="a" ' +
      'why="the engine’s row reads 351">b</Em>';
    expect(editorial(mdx).filter((w) => ENGINE.test(w))).toHaveLength(2);
    expect(editorial('permit an engine to draw seven or eight trucks')).toEqual([]);
  });
  test('the check sees a citation of the notes', () => {
    expect(WORKING.test('as the grid shows (reading notes §3.1).')).toBe(true);
    expect(WORKING.test('85 is nowhere near 190 (example E5).')).toBe(true);
  });
});
