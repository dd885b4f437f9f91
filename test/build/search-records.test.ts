import { describe, expect, test } from 'vitest';
import { collectRecords } from '../../src/integrations/search-records.ts';
import { DIST, distBase, parseHtml, readDist, requireDist } from '../support/dist.ts';

describe('notes and glossary entries are search records of their own', () => {
  requireDist();
  // Site paths, whatever the base: Pagefind's client puts the base before them.
  const records = collectRecords(DIST, distBase());

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
