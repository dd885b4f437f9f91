/**
 * The two games side by side: every quotation is in its book's source where the row says, every
 * citation names an anchor the edition has, and every number is the engine's and the book's.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { COMPARISON, COMPARISON_SOURCES } from '../../src/edition/comparison.ts';
import { isRulesAnchor } from '../../src/edition/anchors.ts';
import { hellwigFire, wellsFire } from '../../src/components/compare/fire-figure.ts';
import { sourceText, words } from '../support/fidelity.ts';
import {
  GUN_CREW_MINIMUM,
  GUN_CREW_RADIUS_INCHES,
  MAX_SHOTS_PER_MOVE,
  VICTORY_POINTS,
  maxMoveInches,
  moveTimeAllowance,
} from '../../src/rules/wells/index.ts';
import { FIELD_LENGTH, TRANSPORT_RANGE } from '../../src/rules/hellwig/index.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const source = (file: string) => readFileSync(join(ROOT, 'content', 'sources', file), 'utf8');
const content = (book: string) =>
  readdirSync(join(ROOT, 'content', book))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({
      slug: f.replace(/^\d+-/, '').replace(/\.mdx$/, ''),
      mdx: readFileSync(join(ROOT, 'content', book, f), 'utf8'),
    }));
const WELLS = content('little-wars');
// The §§ the Hellwig chapters define with <S n="…"> (as src/edition/hellwig.ts reads them; it imports Astro).
const PARAGRAPHS = new Set(
  content('hellwig').flatMap((c) => [...c.mdx.matchAll(/<S\s+n="([^"]+)"/g)].map((m) => m[1])),
);
const cells = COMPARISON.flatMap((r) => [
  [`${r.id}, Wells`, 'wells', r.wells] as const,
  [`${r.id}, Hellwig`, 'hellwig', r.hellwig] as const,
]);

describe('the comparison quotes the books', () => {
  test('it covers the concepts of the brief', () => {
    expect(COMPARISON.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        'field',
        'time',
        'movement',
        'fire',
        'melee',
        'engineering',
        'supply',
        'victory',
        'umpire',
      ]),
    );
  });

  test.each(cells)('%s: the quotation stands at its source line', (_name, book, w) => {
    const text = words(sourceText(source(COMPARISON_SOURCES[book]), w.line, w.line + 2)).join(' ');
    expect(text).toContain(words(w.quote).join(' '));
  });

  test.each(cells)('%s: the citation is an anchor of the edition', (_name, book, w) => {
    if (book === 'hellwig') {
      const n = /^\/hellwig\/s(\d+[a-f]?)\/$/.exec(w.href)?.[1];
      expect(n, w.href).toBeDefined();
      expect(PARAGRAPHS.has(n ?? '')).toBe(true);
      expect(w.cite.replace(/\s/g, '')).toBe(`§${n}`);
      return;
    }
    const m = /^\/little-wars\/([a-z-]+)\/#([a-z0-9-]+)$/.exec(w.href);
    expect(m, w.href).not.toBeNull();
    const [, slug = '', id = ''] = m ?? [];
    const chapter = WELLS.find((c) => c.slug === slug);
    expect(chapter, slug).toBeDefined();
    if (slug === 'the-rules') expect(isRulesAnchor(id), id).toBe(true);
    else if (/^p\d+$/.test(id)) expect(chapter?.mdx).toMatch(new RegExp(`<Page\\s+n=\\{${id.slice(1)}\\}`));
    else expect(chapter?.mdx).toContain(`{#${id}}`);
  });
});

describe('the comparison’s numbers are the engine’s, and the engine’s are the book’s', () => {
  const facts = new Map(
    COMPARISON.flatMap((r) => [...(r.wells.facts ?? []), ...(r.hellwig.facts ?? [])]).map((f) => [f.id, f.value]),
  );
  // [fact, the engine's call, what the book says]
  test.each([
    ['wells-allowance', moveTimeAllowance({ men: 110, guns: 3 }).minutes, 7], // "seven minutes is an ample allowance"
    ['wells-infantry-move', maxMoveInches('infantry'), 12], // "a foot"
    ['wells-cavalry-move', maxMoveInches('cavalry'), 24], // "two feet"
    ['wells-shots', MAX_SHOTS_PER_MOVE, 4], // "as many as four shots"
    ['wells-crew', GUN_CREW_MINIMUM, 4], // "at least four men"
    ['wells-victory-points', VICTORY_POINTS, 100], // "100 points for the victory"
    ['hellwig-field', FIELD_LENGTH, 3], // § 47: "toward 261, 239, and 217"
    ['hellwig-transport-cavalry', TRANSPORT_RANGE.cavalry, 8],
    ['hellwig-transport-mixed', TRANSPORT_RANGE.mixed, 6],
    ['hellwig-transport-artillery', TRANSPORT_RANGE.artillery, 4],
  ])('%s', (id, engine, book) => {
    expect(facts.get(id)).toBe(engine);
    expect(engine).toBe(book);
  });

  test('every number the page shows is in that table', () => {
    expect([...facts.keys()].sort()).toHaveLength(10);
  });

  test('the fire figure draws the engine’s gun crew and § 47’s field of effect', () => {
    const w = wellsFire();
    expect(w.men).toHaveLength(GUN_CREW_MINIMUM);
    expect(w.action.inAction).toBe(true);
    expect(w.radiusInches).toBe(GUN_CREW_RADIUS_INCHES);
    for (const m of w.men) expect(Math.hypot(m.x - w.cx, m.y - w.cy)).toBeLessThanOrEqual(w.r);
    const h = hellwigFire();
    expect([...h.field.inEffect].sort()).toEqual([217, 239, 261]); // § 47: "toward 261, 239, and 217"
    expect(
      h.cells
        .filter((c) => c.role === 'field')
        .map((c) => c.square)
        .sort(),
    ).toEqual([217, 239, 261]);
    expect(h.cells.find((c) => c.role === 'gun')?.square).toBe(283);
    expect(h.cells.find((c) => c.role === 'artillerists')?.square).toBe(282);
  });
});
