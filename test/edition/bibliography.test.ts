/**
 * The bibliography: every citation a note makes names an entry that exists, and the historical
 * and biographical notes that have been given a source keep it.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BIBLIOGRAPHY, bibliographyAnchor, bibliographyHref } from '../../src/edition/bibliography.ts';

const ROOT = join(import.meta.dirname, '..', '..', 'content');
const FILES = ['little-wars', 'hellwig'].flatMap((book) =>
  readdirSync(join(ROOT, book))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ file: `${book}/${f}`, mdx: readFileSync(join(ROOT, book, f), 'utf8') })),
);
const NOTE = /<Note id="([^"]+)">([\s\S]*?)<\/Note>/g;
const notes = FILES.flatMap(({ file, mdx }) =>
  [...mdx.matchAll(NOTE)].map((m) => ({ file, id: m[1] ?? '', text: m[2] ?? '' })),
);
const CITATION = /\/bibliography\/#([a-z0-9-]+)/g;

/** The notes that state facts of history or of people's lives and cite their source (file, note id). */
const SOURCED: readonly (readonly [string, string])[] = [
  ['little-wars/00-front-matter.mdx', 'floor-games'],
  ['little-wars/00-front-matter.mdx', 'kriegspiel'],
  ['little-wars/00-front-matter.mdx', 'minor-works'],
  ['little-wars/00-front-matter.mdx', 'july-1913'],
  ['little-wars/01-of-the-legendary-past.mdx', 'game-of-kings'],
  ['little-wars/01-of-the-legendary-past.mdx', 'queen-anne'],
  ['little-wars/01-of-the-legendary-past.mdx', 'toby-trim'],
  ['little-wars/01-of-the-legendary-past.mdx', 'shandean-rules'],
  ['little-wars/02-the-beginnings-of-modern-little-warfare.mdx', 'sandgate'],
  ['little-wars/02-the-beginnings-of-modern-little-warfare.mdx', 'kriegspiel'],
  ['little-wars/02-the-beginnings-of-modern-little-warfare.mdx', 'floor-games'],
  ['little-wars/02-the-beginnings-of-modern-little-warfare.mdx', 'jkj'],
  ['little-wars/02-the-beginnings-of-modern-little-warfare.mdx', 'bloch'],
  ['little-wars/02-the-beginnings-of-modern-little-warfare.mdx', 'horatius'],
  ['little-wars/02-the-beginnings-of-modern-little-warfare.mdx', 'four-point-seven'],
  ['little-wars/02-the-beginnings-of-modern-little-warfare.mdx', 'valmy'],
  ['little-wars/02-the-beginnings-of-modern-little-warfare.mdx', 'great-war'],
  ['little-wars/02-the-beginnings-of-modern-little-warfare.mdx', 'greenwich'],
  ['little-wars/04-the-battle-of-hooks-farm.mdx', 'acw'],
  ['little-wars/04-the-battle-of-hooks-farm.mdx', 'escort'],
  ['little-wars/05-extensions-and-amplifications.mdx', 'army-service'],
  ['little-wars/05-extensions-and-amplifications.mdx', 'kriegspiel'],
  ['little-wars/06-ending-with-a-sort-of-challenge.mdx', 'essex'],
  ['little-wars/06-ending-with-a-sort-of-challenge.mdx', 'real-modern-war'],
  ['little-wars/06-ending-with-a-sort-of-challenge.mdx', 'sacrifice'],
  ['little-wars/06-ending-with-a-sort-of-challenge.mdx', 'prepared'],
  ['little-wars/07-little-wars-and-kriegspiel.mdx', 'british-kriegspiel'],
  ['little-wars/07-little-wars-and-kriegspiel.mdx', 'sykes'],
  ['little-wars/07-little-wars-and-kriegspiel.mdx', 'novel'],
  ['hellwig/00-front-matter.mdx', 'german-title'],
  ['hellwig/00-front-matter.mdx', 'hellwig'],
  ['hellwig/00-front-matter.mdx', 'announcement'],
  ['hellwig/00-front-matter.mdx', 'pages'],
  ['hellwig/00-front-matter.mdx', 'dedicatee'],
  ['hellwig/00-front-matter.mdx', 'two-dukes'],
  ['hellwig/00-front-matter.mdx', 'leopold'],
  ['hellwig/00-front-matter.mdx', 'prince-of-prussia'],
  ['hellwig/00-front-matter.mdx', 'brunswick-in-canada'],
  ['hellwig/00-front-matter.mdx', 'mauvillon'],
  ['hellwig/00-front-matter.mdx', 'bluecher'],
  ['hellwig/00-front-matter.mdx', 'pistoles'],
  ['hellwig/00-front-matter.mdx', 'twelve-sheets'],
];

describe('the bibliography', () => {
  test('its ids are unique and its anchors are bib-<id>', () => {
    const ids = BIBLIOGRAPHY.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(bibliographyAnchor('peterson-2012')).toBe('bib-peterson-2012');
    expect(bibliographyHref('peterson-2012')).toBe('/bibliography/#bib-peterson-2012');
    expect(() => bibliographyHref('no-such-work')).toThrow(/no entry/);
  });

  test('it lists both editions and both translations', () => {
    expect(BIBLIOGRAPHY.filter((e) => e.section === 'editions').map((e) => e.id)).toEqual(
      expect.arrayContaining(['wells-1913', 'hellwig-1780']),
    );
    expect(BIBLIOGRAPHY.filter((e) => e.section === 'translations')).toHaveLength(2);
  });

  test('every citation in the notes names an entry that exists', () => {
    const anchors = new Set(BIBLIOGRAPHY.map((e) => bibliographyAnchor(e.id)));
    const cited = notes.flatMap((n) =>
      [...n.text.matchAll(CITATION)].map((m) => ({ note: `${n.file}#${n.id}`, anchor: m[1] })),
    );
    expect(cited.length).toBeGreaterThanOrEqual(SOURCED.length);
    for (const c of cited) expect(anchors, `${c.note} cites #${c.anchor}`).toContain(c.anchor);
  });

  test.each(SOURCED)('%s, note %s, cites its source', (file, id) => {
    const note = notes.find((n) => n.file === file && n.id === id);
    expect(note, `${file}#${id}`).toBeDefined();
    expect(note?.text).toMatch(/\(Sources?: \[[^\]]+\]\(\/bibliography\/#bib-[a-z0-9-]+\)/);
  });
});
