import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseHtml, readDist, requireDist, served } from '../support/dist.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CHAPTERS = join(ROOT, 'content', 'hellwig');
const SOURCE = readFileSync(join(ROOT, 'content', 'sources', '001_674ecc2a9872bdfe.txt'), 'utf8').split('\n');

/**
 * Every printed § label of the edition: `<S n="137" printed="136b">§. 136. b.</S>` or `<S printed="88a" of="89">…</S>`.
 */
const aliases = readdirSync(CHAPTERS)
  .filter((f) => /^\d+-.+\.mdx$/.test(f))
  .flatMap((file) =>
    [...readFileSync(join(CHAPTERS, file), 'utf8').matchAll(/<S\b([^>]*\bprinted="([^"]+)"[^>]*)>([^<]*)<\/S>/g)].map(
      (m) => ({
        file,
        slug: file.replace(/^\d+-/, '').replace(/\.mdx$/, ''),
        printed: m[2]!,
        of: /\bn="([^"]+)"/.exec(m[1]!)?.[1] ?? /\bof="([^"]+)"/.exec(m[1]!)?.[1] ?? '',
        words: m[3]!,
      }),
    ),
  );

describe('printed § labels the edition numbers otherwise keep their own anchors and permalinks', () => {
  test('T2’s “§. 88. a.” and “§. 136. b.” are among them', () => {
    expect(aliases.map((a) => [a.printed, a.of, a.words])).toEqual(
      expect.arrayContaining([
        ['88a', '89', '§. 88. a.'],
        ['136b', '137', '§. 136. b.'],
      ]),
    );
  });

  test.each(aliases.map((a) => [a.printed, a] as const))(
    '#s%s is on the printed words, with a note, and the § it labels keeps its anchor',
    (printed, a) => {
      requireDist();
      expect(
        SOURCE.some((line) => line.trim() === a.words),
        `the source prints “${a.words}” as a heading`,
      ).toBe(true);
      const doc = parseHtml(readDist(`hellwig/${a.slug}/index.html`));
      const found = doc.querySelectorAll(`[id="s${printed}"]`);
      expect(found.length).toBe(1);
      const el = found[0]!;
      expect(el.textContent).toBe(a.words);
      const link = el.closest('a');
      expect(link?.getAttribute('href'), 'the label, or the § heading it stands in, links to itself').toMatch(/^#s/);
      // After the label's Cite button, if it has one (a label within a § heading shares the §'s).
      let next = link?.nextElementSibling;
      if (next?.matches('.cite-btn')) next = next.nextElementSibling;
      expect(next?.matches('.sidenote-wrap'), 'an editorial note follows the label').toBe(true);
      expect(doc.querySelectorAll(`[id="s${a.of}"]`).length, `§ ${a.of} keeps its own anchor`).toBe(1);
    },
  );

  test.each(aliases.map((a) => [a.printed, a] as const))('/hellwig/s%s/ lands on the printed label', (printed, a) => {
    requireDist();
    const doc = parseHtml(readDist(`hellwig/s${printed}/index.html`));
    const target = served(`/hellwig/${a.slug}/#s${printed}`);
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0; url=${target}`);
    expect(doc.querySelector(`article a[href="${target}"]`)).not.toBeNull();
    expect(doc.querySelector('article')?.textContent).toContain(`§ ${a.of}`);
  });

  test.each(aliases.map((a) => a.printed))('the “How to cite” page gives /hellwig/s%s/', (printed) => {
    requireDist();
    expect(
      parseHtml(readDist('cite/index.html')).querySelector(`a[href="${served(`/hellwig/s${printed}/`)}"]`),
    ).not.toBeNull();
  });
});
