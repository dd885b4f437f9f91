import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors, settled, skipBrowserTests, useSite } from '../support/browser.ts';

const skip = skipBrowserTests();

/** CSS pixels in a millimetre. */
const MM = 96 / 25.4;
/** The site's print margins (global.css `@page`): 18 mm top and bottom, 16 mm at the sides. */
const PAPER = {
  A4: { width: 210, height: 297 },
  Letter: { width: 215.9, height: 279.4 },
} as const;
const printable = (p: { width: number; height: number }) => ({
  width: Math.floor((p.width - 2 * 16) * MM),
  height: Math.floor((p.height - 2 * 18) * MM),
});

describe.skipIf(skip)('the exercise sheets in Chromium', () => {
  const site = useSite();

  async function open(path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await site.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.server.origin + path);
    await settled(page);
    return { context, page, errors };
  }

  test(
    'the pupils’ sheet and the answer key each print on A4 and ' + 'US Letter, no exercise cut or wider than the paper',
    async () => {
      // The Hellwig sheet has the widest and tallest figures (plate II twice an exercise in the key).
      const { context, page, errors } = await open('/hellwig/exercises/?seed=print&n=8&level=mixed');
      await expect.poll(() => page.locator('.exercise').count()).toBe(8);
      for (const view of ['pupil', 'key'] as const) {
        await page.emulateMedia({ media: 'screen' });
        await page.locator(`.exercise-view input[value="${view}"]`).check();
        await page.emulateMedia({ media: 'print' });
        const answers = await page.locator('.exercise-answer').first().isVisible();
        expect(answers, `answers shown on the ${view} sheet`).toBe(view === 'key');
        for (const [paper, size] of Object.entries(PAPER)) {
          const area = printable(size);
          // Laid out at the paper's printable width, as the print engine lays it out.
          await page.setViewportSize({ width: area.width, height: area.height });
          const misfits = await page.evaluate(({ width, height }) => {
            const out: string[] = [];
            for (const box of document.querySelectorAll('.exercise')) {
              const r = box.getBoundingClientRect();
              if (r.height > height) out.push(`${box.id} is ${Math.round(r.height)} px tall, the page ${height}`);
              if (getComputedStyle(box).breakInside !== 'avoid') out.push(`${box.id} may break across pages`);
            }
            for (const el of document.querySelectorAll('main *')) {
              const r = el.getBoundingClientRect();
              if (r.width > 0 && r.right > width + 1)
                out.push(`${el.tagName}.${el.className} ends at ${Math.round(r.right)}`);
            }
            return out;
          }, area);
          expect(misfits, `${view} sheet on ${paper}`).toEqual([]);
          const pdf = await page.pdf({ format: paper as 'A4' | 'Letter' });
          expect(pdf.byteLength).toBeGreaterThan(10_000);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test(
    'the sheet of the address is made again in the browser, ' + 'a bad value named; the controls make a new one',
    async () => {
      const { context, page, errors } = await open(
        '/little-wars/exercises/?seed=abc&topics=melee,guns&n=3&level=bogus',
      );
      await expect.poll(() => page.locator('.exercise').count()).toBe(3);
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('level “bogus” is not a level');
      await expect
        .poll(() => page.locator('.exercise').evaluateAll((xs) => xs.map((x) => x.getAttribute('data-topic'))))
        .toEqual(['melee', 'guns', 'melee']);
      await page.getByLabel('Number of exercises').fill('5');
      await page.getByRole('button', { name: 'Make the sheet' }).click();
      await expect.poll(() => page.locator('.exercise').count()).toBe(5);
      await expect.poll(() => new URL(page.url()).search).toBe('?seed=abc&topics=melee,guns&level=mixed&n=5');
      await expect
        .poll(() => page.locator('.exercises [role="status"]').textContent())
        .toContain('A new sheet: 5 exercises');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test(
    'the address keeps its other keys and its #fragment, names a key given twice, and a reload ' +
      'brings the sheet back',
    async () => {
      const { context, page, errors } = await open(
        '/little-wars/exercises/?utm_source=class&seed=abc&seed=xyz&topics=guns&n=2#exercises',
      );
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('“seed” is given 2 times');
      await expect.poll(() => page.locator('.exercise').count()).toBe(2);
      await page.getByLabel('Number of exercises').fill('4');
      await page.getByRole('button', { name: 'Make the sheet' }).click();
      await expect.poll(() => page.url()).toContain('n=4');
      const written = new URL(page.url());
      expect(written.searchParams.get('utm_source')).toBe('class');
      expect(written.searchParams.getAll('seed')).toHaveLength(1);
      expect(written.hash).toBe('#exercises');
      const seed = written.searchParams.get('seed');
      const shown = await page.locator('.exercise').allTextContents();
      await page.reload();
      await settled(page);
      await expect.poll(() => page.locator('.exercise').count()).toBe(4);
      await expect.poll(() => page.locator('.exercise').allTextContents()).toEqual(shown);
      await expect.poll(() => page.locator('.exercise-address').textContent()).toContain(`Seed ${seed}, 4 exercises`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
