/**
 * The built apparatus of issue 19: the glossary words marked in the chapters (once each per
 * chapter, never in a heading, a note or a link, each pointing at its entry), and the numbers the
 * comparison page prints, which must be the engine's.
 */
import { describe, expect, test } from 'vitest';
import { WELLS_GLOSSARY, termPattern, wellsTermAnchor } from '../../src/edition/wells-glossary.ts';
import { COMPARISON } from '../../src/edition/comparison.ts';
import { LITTLE_WARS_CONTENTS } from '../../src/edition/little-wars.ts';
import { hellwigFire, wellsFire } from '../../src/components/compare/fire-figure.ts';
import { documentOf, requireDist, served } from '../support/dist.ts';

const CHAPTERS = LITTLE_WARS_CONTENTS.map((c) => `little-wars/${c.slug}/index.html`);
const ENTRIES = new Map(WELLS_GLOSSARY.map((e) => [e.slug, e]));

describe('glossary words in the chapters of Little Wars', () => {
  requireDist();
  const marked = CHAPTERS.map((file) => [file, [...documentOf(file).querySelectorAll('a.glossary-term')]] as const);

  test('the chapters mark glossary words', () => {
    expect(marked.reduce((n, [, links]) => n + links.length, 0)).toBeGreaterThan(40);
  });

  test.each(marked)('%s marks each word once, in the prose, linked to its entry', (_file, links) => {
    const terms = links.map((a) => a.getAttribute('data-term') ?? '');
    expect(new Set(terms).size).toBe(terms.length);
    for (const a of links) {
      const slug = a.getAttribute('data-term') ?? '';
      const entry = ENTRIES.get(slug);
      expect(entry, slug).toBeDefined();
      expect(a.getAttribute('href')).toBe(served(`/little-wars/glossary/#${wellsTermAnchor(slug)}`));
      expect(a.closest('h1, h2, h3, h4, .sidenote-wrap, figure, .apparatus, nav'), slug).toBeNull();
      expect(a.parentElement?.closest('a'), slug).toBeNull();
      if (entry && !entry.forms.some((f) => f.startsWith('(?<='))) expect(a.textContent).toMatch(termPattern(entry));
    }
  });

  test('the glossary page has every entry at the anchor the marks point to', () => {
    const doc = documentOf('little-wars/glossary/index.html');
    for (const e of WELLS_GLOSSARY) {
      expect(doc.getElementById(wellsTermAnchor(e.slug))?.getAttribute('data-term'), e.slug).toBe(e.slug);
    }
  });
});

describe('the comparison page prints the engine’s numbers', () => {
  requireDist();
  const doc = documentOf('compare/index.html');

  test.each(COMPARISON.flatMap((r) => [...(r.wells.facts ?? []), ...(r.hellwig.facts ?? [])]).map((f) => [f.id, f]))(
    '%s',
    (id, fact) => {
      expect(doc.querySelector(`[data-fact="${id}"]`)?.textContent?.replace(/\s+/g, ' ')).toContain(
        `${fact.value} ${fact.unit}`,
      );
    },
  );

  test('the fire figure draws § 47’s field and the gun’s crew as the engine computes them', () => {
    const h = hellwigFire();
    const field = [...doc.querySelectorAll('.fire-field text')].map((t) => Number(t.textContent));
    expect(field.sort()).toEqual([...h.field.inEffect].sort());
    expect(doc.querySelectorAll('#fire-figure .crew-man')).toHaveLength(wellsFire().men.length);
    expect(doc.querySelector('#fire-figure figcaption')?.textContent).toContain(h.field.inEffect.join(', '));
  });
});
