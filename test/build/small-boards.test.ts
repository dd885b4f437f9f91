/**
 * The small boards of Hellwig's chapters stand beside the §§ whose examples they show (issue 16): each board's title
 * names its §, and the last § printed before the board is that one or one of the next few (a board follows its §'s
 * text, which may run on through a short § or two). §199's line is drawn in chapter XVII, printed and reconstructed
 * apart, as HTML at build time.
 */
import { describe, expect, test } from 'vitest';
import { htmlPages, readDist } from '../support/dist.ts';

/** How many §§ a board may stand after its own. */
const RUN_ON = 3;

const chapters = htmlPages().filter(
  (f) => /^hellwig\/[a-z-]+\/index\.html$/.test(f) && f !== 'hellwig/board/index.html',
);

/** Each board of a page: the § its title names, and the last § anchor printed before it. */
function boardsOf(html: string): { title: string; cited: number; before: number | undefined }[] {
  const anchors = [...html.matchAll(/<[^>]+ id="s(\d+)[a-z]?"/g)].map((m) => [m.index, Number(m[1])] as const);
  return [...html.matchAll(/<h3 id="[^"]*-title">The board at §(\d+)[^<]*/g)].map((m) => ({
    title: m[0].replace(/^<h3[^>]*>/, ''),
    cited: Number(m[1]),
    before: anchors.filter(([at]) => at < m.index).at(-1)?.[1],
  }));
}

describe('the small boards stand beside their §§', () => {
  test('the chapters hold boards to check', () => {
    expect(chapters.flatMap((f) => boardsOf(readDist(f))).length).toBeGreaterThan(40);
  });

  test.each(chapters)('%s: each board after its §, within a few §§', (file) => {
    for (const b of boardsOf(readDist(file))) {
      expect(b.before, b.title).toBeDefined();
      expect(b.before!, b.title).toBeGreaterThanOrEqual(b.cited);
      expect(b.before!, b.title).toBeLessThanOrEqual(b.cited + RUN_ON);
    }
  });

  test('chapter XVII draws §199’s line beside §199, its reconstructed stretch apart, and says which it is', () => {
    const html = readDist('hellwig/number-of-pieces/index.html');
    expect(boardsOf(html).map((b) => b.cited)).toEqual([199]);
    expect(html).toContain('data-territory-line="true"');
    expect(html).toMatch(/class="territory-reconstructed"/);
    expect(html).toContain(
      'From 272 by 807 and 811 to 1346, through the middle of the plan, the line is the edition’s reconstruction',
    );
  });
});
