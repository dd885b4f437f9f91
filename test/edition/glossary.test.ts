/**
 * The Wells glossary: every word is found in the text, its "first uses" are computed from the
 * chapters (notes left out) and land on page anchors the chapters have, and the two glossaries'
 * cross-links name terms that exist.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { WELLS_GLOSSARY, termPattern, wellsTermHref } from '../../src/edition/wells-glossary.ts';
import { glossaryUses, type GlossaryChapter } from '../../src/edition/glossary-uses.ts';
import { HELLWIG_GLOSSARY, hellwigTermHref } from '../../src/edition/hellwig-glossary.ts';
import { BIBLIOGRAPHY } from '../../src/edition/bibliography.ts';

const DIR = join(import.meta.dirname, '..', '..', 'content', 'little-wars');
const CHAPTERS: GlossaryChapter[] = readdirSync(DIR)
  .filter((f) => /^\d+-.+\.mdx$/.test(f))
  .sort()
  .map((f) => ({
    slug: f.replace(/^\d+-/, '').replace(/\.mdx$/, ''),
    label: f.slice(0, 2),
    body: readFileSync(join(DIR, f), 'utf8').replace(/^---[\s\S]*?---/, ''),
  }));
const USES = glossaryUses(WELLS_GLOSSARY, CHAPTERS);

describe('the Wells glossary', () => {
  test('has 30 to 50 entries, each with a unique slug, alphabetically', () => {
    expect(WELLS_GLOSSARY.length).toBeGreaterThanOrEqual(30);
    expect(WELLS_GLOSSARY.length).toBeLessThanOrEqual(50);
    const slugs = WELLS_GLOSSARY.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const terms = WELLS_GLOSSARY.map((e) => e.term.toLowerCase());
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en')));
  });

  test.each(WELLS_GLOSSARY.map((e) => [e.slug, e] as const))('%s is used in Wells’ text', (_slug, entry) => {
    expect(USES.get(entry.slug)?.total ?? 0).toBeGreaterThan(0);
  });

  test.each(WELLS_GLOSSARY.map((e) => [e.slug, e] as const))(
    '%s: each first use links a page anchor its chapter has',
    (_slug, entry) => {
      const uses = USES.get(entry.slug)?.first ?? [];
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) {
        const chapter = CHAPTERS.find((c) => c.slug === use.chapter);
        expect(chapter, use.href).toBeDefined();
        expect(use.href.startsWith(`/little-wars/${use.chapter}/`)).toBe(true);
        if (use.page !== undefined) {
          expect(use.href).toBe(`/little-wars/${use.chapter}/#p${use.page}`);
          expect(chapter?.body).toMatch(new RegExp(`<Page\\s+n=\\{${use.page}\\}`));
        }
        // The word found is one of the entry's forms (a form that asks for context cannot be checked alone).
        if (!entry.forms.some((f) => f.startsWith('(?<='))) expect(use.words).toMatch(termPattern(entry));
      }
    },
  );

  test('the scan leaves notes out and places a use on the page whose marker precedes it', () => {
    const entry = WELLS_GLOSSARY.find((e) => e.slug === 'limber');
    if (!entry) throw new Error('no limber entry');
    const body = [
      'No word here.<Note id="x">A limber in a note does not count.</Note>',
      '<Page n={104} />The guns <Em n={1} was="x" why="y">unlimber</Em> here.',
      '<Page n={105} />To limber up again.',
    ].join('\n\n');
    const uses = glossaryUses([entry], [{ slug: 'test', label: 'T', body }]).get('limber');
    expect(uses?.total).toBe(2);
    expect(uses?.first.map((u) => [u.page, u.words])).toEqual([
      [104, 'unlimber'],
      [105, 'limber'],
    ]);
  });

  test('a word is matched whole: “mine” the pronoun and “rubber ball” are not the glossary’s', () => {
    const mine = WELLS_GLOSSARY.find((e) => e.slug === 'mine');
    const rubber = WELLS_GLOSSARY.find((e) => e.slug === 'rubber');
    if (!mine || !rubber) throw new Error('entries missing');
    expect('he charged mine'.match(termPattern(mine))).toBeNull();
    expect('the placing of a mine.'.match(termPattern(mine))?.[0]).toBe('mine');
    expect('the rubber ball'.match(termPattern(rubber))).toBeNull();
    expect('what a rubber is to a game'.match(termPattern(rubber))?.[0]).toBe('rubber');
  });

  test('its addresses are the stable anchors previews look for', () => {
    expect(wellsTermHref('melee')).toBe('/little-wars/glossary/#term-melee');
  });

  test('its cross-links name Hellwig terms, and its sources name works of the bibliography', () => {
    const withHellwig = WELLS_GLOSSARY.filter((e) => e.hellwig);
    expect(withHellwig.map((e) => e.slug)).toEqual(expect.arrayContaining(['artillery', 'fortress', 'entrenchment']));
    for (const e of withHellwig) expect(() => hellwigTermHref(e.hellwig ?? '')).not.toThrow();
    expect(() => hellwigTermHref('No such term')).toThrow();
    expect(HELLWIG_GLOSSARY.some((h) => h.term === 'Fortress')).toBe(true);
    const ids = new Set(BIBLIOGRAPHY.map((b) => b.id));
    for (const e of WELLS_GLOSSARY) for (const s of e.sources ?? []) expect(ids, `${e.slug} cites ${s}`).toContain(s);
  });
});
