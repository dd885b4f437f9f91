import { describe, expect, test } from 'vitest';
import { collectRecords } from '../../src/integrations/search-records.ts';
import { DIST, distBase, pagesToCheck, parseHtml, readDist, requireDist } from '../support/dist.ts';
import { RULES_CHAPTER_ANCHORS } from '../../src/edition/anchors.ts';
import { WELLS_RULE_IDS } from '../../src/rules/wells/anchors.ts';

/** The records the build adds to the index, collected once for the file (reading them costs seconds). */
let collected: ReturnType<typeof collectRecords> | undefined;
const allRecords = () => (collected ??= collectRecords(DIST, distBase()));

describe('notes and glossary entries are search records of their own', () => {
  requireDist();
  // Site paths, whatever the base: Pagefind's client puts the base before them.
  const records = allRecords();

  test('every record has its own URL (Pagefind keys records by URL)', () => {
    const urls = records.map((r) => r.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('every editorial note of the rules chapter is a Note record that opens the note', () => {
    const notes = [...parseHtml(readDist('little-wars/the-rules/index.html')).querySelectorAll('.sidenote')].map(
      (n) => n.id,
    );
    const mine = records.filter((r) => r.url.startsWith('/little-wars/the-rules/#note-'));
    expect(mine.map((r) => r.url.split('#')[1]).sort()).toEqual([...notes].sort());
    // The loop below checks something only if there are notes.
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) {
      expect(r.filters['kind']).toEqual(['Note']);
      expect(r.filters['book']).toEqual(['Little Wars']);
      expect(r.content.length).toBeGreaterThan(20);
      expect(r.content).not.toMatch(/^Editor’s note/);
    }
    expect(mine.find((r) => r.url.endsWith('#note-within-a-move'))?.meta['anchor']).toBe('melee-1');
  });

  test('every glossary entry lands on the § it cites, in its chapter', () => {
    const glossary = records.filter((r) => r.filters['kind']?.[0] === 'Glossary');
    expect(glossary.length).toBeGreaterThan(15);
    expect(glossary.find((r) => r.content.startsWith('Field of effect'))?.url).toBe(
      '/hellwig/artillery/?glossary=field-of-effect-wirkungsflache#s47',
    );
    for (const r of glossary) expect(r.url).toMatch(/^\/hellwig\/[a-z-]+\/\?glossary=[a-z0-9-]+#s\d+[a-f]?$/);
  });
});

describe('each rule of chapter III and each Hellwig § is a record of its own', () => {
  requireDist();
  const places = allRecords().filter((r) => r.meta['place']);

  test('every rule and every § in the built chapters, named as the book prints it', () => {
    const rules = places.filter((r) => r.url.startsWith('/little-wars/the-rules/#'));
    const ids = [
      ...parseHtml(readDist('little-wars/the-rules/index.html')).querySelectorAll('.rule-num, .para-link'),
    ].map((a) => a.id);
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(rules.map((r) => r.meta['place'])).toContain(id);
    expect(rules.find((r) => r.meta['place'] === 'melee-3b-i')?.meta['title']).toBe(
      'Little Wars, Hand-to-Hand Fighting and Capturing, rule (3)(b₁)',
    );
    const s62 = places.find((r) => r.url === '/hellwig/artillery/#s62');
    expect(s62?.meta['title']).toBe('Hellwig §62');
    expect(s62?.content).toMatch(/^§\. 62\. I will now give examples to illustrate what is meant by a wheeling/);
    expect(places.filter((r) => r.filters['book']?.[0] === 'Hellwig').length).toBeGreaterThan(200);
  });

  test('a rule holds its gist and its own text, not the next rule’s, the notes or the widgets', () => {
    const cavalry = places.find((r) => r.meta['place'] === 'mobility-ii');
    expect(cavalry?.content).toMatch(
      /^cavalry move two feet\. Cavalry move up to 2 feet\. \(2\) A cavalry-man may be moved two feet/,
    );
    expect(cavalry?.content).not.toMatch(/four men/);
    const time = places.find((r) => r.meta['place'] === 'move-3');
    expect(time?.content).toContain('seven minutes is an ample allowance');
    expect(time?.content).not.toContain('6⅔'); // the editor's note on the rounding
    for (const r of places) expect(r.filters['kind']).toEqual(['Text']);
  });
});

describe('what a search result shows names rules by the book’s numbers (issue 21)', () => {
  requireDist();
  // The made-up ids (`melee-3b-i`, not `forces`: a plain word is the book’s own), as in reader-names.test.ts.
  const ids = [...new Set([...WELLS_RULE_IDS, ...RULES_CHAPTER_ANCHORS.map((a) => a.id)])].filter((id) =>
    id.includes('-'),
  );
  const anyId = new RegExp(`(?<![\\w#/-])(${ids.join('|')})(?![\\w-])`);

  test('no record’s title or gist, and no page’s search metadata, carries an internal rule id', () => {
    expect(anyId.test('Link to rule melee-3b-i')).toBe(true);
    // A record's `place`, `note` and `anchor` are addresses, not words shown: only its title and gist are read.
    const shown = allRecords().flatMap((r) => [r.meta['title'] ?? '', r.meta['gist'] ?? '']);
    expect(shown.length).toBeGreaterThan(400);
    const pageMeta = pagesToCheck().flatMap((file) =>
      [...readDist(file).matchAll(/data-pagefind-meta="([^"]*)"/g)].map((m) => `${file}: ${m[1]!}`),
    );
    expect(pageMeta.length).toBeGreaterThan(20);
    expect([...new Set([...shown, ...pageMeta].filter((n) => anyId.test(n)))]).toEqual([]);
  });
});
