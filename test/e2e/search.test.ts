import { beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { skipBrowserTests, useSite, WCAG } from '../support/browser.ts';
import { served, sitePathOf } from '../support/dist.ts';
import { axeViolations } from '../support/axe.ts';

const skip = skipBrowserTests();

/**
 * A reader's queries and the place expected: the first result, or (`top3`) one of the first three,
 * or (`same`) the same first three as the query given.
 * Questions in plain English, typos, numbers, the books' printed numbering and Hellwig's German.
 */
const QUERIES: readonly (readonly [string, string, 'first' | 'top3' | 'same'])[] = [
  ['isolated', '/little-wars/the-rules/#melee-1', 'first'],
  ['melee isolated', '/little-wars/the-rules/#melee-1', 'first'],
  ['prisoners escort', '/little-wars/the-rules/#melee-3-prisoners', 'first'],
  ['Guns First', '/little-wars/the-rules/#move-5', 'first'],
  // Wells' own phrase is in the rule of capture; the axis is defined in the rule of moving a gun.
  ['wheel axis', '/little-wars/the-rules/#melee-5', 'first'],
  ['wheel axis', '/little-wars/the-rules/#mobility-iv', 'top3'],
  ['trail', '/little-wars/the-rules/#mobility-iv', 'first'],
  ['putting down', '/little-wars/the-rules/#move-2', 'first'],
  ['Boer-like', '/little-wars/the-rules/#forces', 'first'],
  ["Hook's Farm", '/little-wars/the-battle-of-hooks-farm/', 'first'],
  ['Uncle Toby', '/little-wars/of-the-legendary-past/', 'first'],
  ['four-point-seven', '/little-wars/the-beginnings-of-modern-little-warfare/', 'first'],
  ['Mark Sykes', '/little-wars/little-wars-and-kriegspiel/', 'first'],
  ['Kriegsspiel', '/little-wars/little-wars-and-kriegspiel/', 'first'],
  ['field of effect', '/hellwig/artillery/#s47', 'first'],
  ['Wirkungsfläche', '/hellwig/artillery/#s47', 'first'],
  ['wheeling', '/hellwig/artillery/#s62', 'first'],
  ['Bogenschüsse', '/hellwig/artillery/#s60', 'first'],
  ['ricochet', '/hellwig/artillery/#s60', 'first'],
  ['transporter', '/hellwig/transporters/#s83', 'first'],
  ['breastwork', '/hellwig/entrenchment/#s103', 'first'],
  ['leaping queen', '/hellwig/the-pieces/#s41', 'first'],
  ['elephant', '/hellwig/the-pieces/#s41', 'first'],
  ['fortress', '/hellwig/fortress/', 'top3'],
  // The apparatus pages: the replay of chapter IV and the board of plate II are found by name.
  ['replay', '/little-wars/hooks-farm/', 'top3'],
  ['ledger', '/little-wars/hooks-farm/', 'first'],
  ['Hellwig board', '/hellwig/board/', 'top3'],
  ['melee', '/little-wars/the-rules/', 'top3'],
  ['manoeuvre', '/little-wars/the-rules/#forces', 'top3'],
  ['maneuver', '/little-wars/the-rules/#forces', 'top3'],
  ['Kriegspiel', '/little-wars/little-wars-and-kriegspiel/', 'top3'],
  // Issue 21: the first result was wrong for these.
  ['how far can cavalry move', '/little-wars/the-rules/#mobility-ii', 'first'],
  ['150 points', '/little-wars/the-rules/#forces', 'first'],
  ['time allowance', '/little-wars/the-rules/#move-3', 'first'],
  ['draw', '/little-wars/the-rules/#game-1', 'first'],
  ['rule 3', '/little-wars/the-rules/#country-3', 'first'],
  // Typos: the nearest word of the index is searched, and finds what the word finds.
  ['artilery', 'artillery', 'same'],
  ['cavlary', 'cavalry', 'same'],
  ['isolatd', '/little-wars/the-rules/#melee-1', 'first'],
  ['wheelign', '/hellwig/artillery/#s62', 'first'],
  ['Schwenkng', '/hellwig/artillery/#s62', 'first'],
  // The books' printed numbering.
  ['rule (3)(b₁)', '/little-wars/the-rules/#melee-3b-i', 'first'],
  ['melee rule 3', '/little-wars/the-rules/#melee-3', 'first'],
  ['the move rule (5)', '/little-wars/the-rules/#move-5', 'first'],
  ['§ 62', '/hellwig/s62/', 'first'],
  ['s47a', '/hellwig/s47a/', 'first'],
  // Plain questions.
  ['how much time for a move', '/little-wars/the-rules/#move-3', 'first'],
  ['who chooses the side', '/little-wars/the-rules/#country-2', 'first'],
  ['can guns fire on the first move', '/little-wars/the-rules/#move-4', 'first'],
  ['gun in action', '/little-wars/the-rules/#mobility-iii', 'top3'],
  ['how is a gun captured', '/little-wars/the-rules/#melee-5', 'first'],
  ['how far can infantry move', '/little-wars/the-rules/#mobility-i', 'first'],
  ['what is a wheeling', '/hellwig/artillery/#s62', 'first'],
  // Hellwig's German words.
  ['Schwenkung', '/hellwig/artillery/#s62', 'first'],
  // Hellwig's plain questions, met by each §'s gist from his own Table of Contents.
  ['how do you set a building on fire', '/hellwig/howitzer-fire/#s74', 'first'],
  ['how do you capture enemy artillery', '/hellwig/artillery/#s70', 'first'],
  ['when is a country conquered', '/hellwig/chess/#s9a', 'first'],
  ['does one warn the opponent', '/hellwig/chess/#s20', 'first'],
  ['how does the pawn move', '/hellwig/the-pieces/#s36', 'first'],
  ['range of the artillery', '/hellwig/artillery/#s47', 'first'],
];

/** A result link without the parameters that only mark words or name a glossary entry. */
const place = (href: string | null) => sitePathOf((href ?? '').replace(/\?[^#]*/, ''));

describe.skipIf(skip)('search across both books', () => {
  const site = useSite();
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await site.browser.newContext({ reducedMotion: 'reduce' });
    page = await context.newPage();
  });

  async function results(q: string, on: Page = page): Promise<string[]> {
    await on.goto(`${site.server.origin}/search/?q=${encodeURIComponent(q)}`);
    await on.locator('#search-results .search-result-title').first().waitFor();
    return (
      await on
        .locator('#search-results .search-result-title')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    ).map(place);
  }

  // The whole table in one page, through the search module the UI itself runs (its `search`).
  test('a reader’s question finds the rule or § that answers it first', async () => {
    await page.goto(`${site.server.origin}/search/`);
    // A string, so that Vitest leaves the browser's own import() alone.
    const search = async (q: string): Promise<[string[], boolean[]]> => {
      const hrefs = await page.evaluate<string[]>(
        `import(${JSON.stringify(served('/search/ui.js'))}).then((m) => m.search(${JSON.stringify(q)}))`,
      );
      return [hrefs.map(place), hrefs.map((h) => h.includes('glossary='))];
    };
    const misses: string[] = [];
    for (const [q, expected, mode] of QUERIES) {
      const [found, glossary] = await search(q);
      const ok =
        mode === 'first'
          ? found[0] === expected
          : mode === 'same'
            ? found.length > 0 && found.slice(0, 3).join() === (await search(expected))[0].slice(0, 3).join()
            : found.slice(0, 3).some((h) => h.startsWith(expected));
      // A rule or § listed as a record of its own is not listed again as a landing of its page
      // (a glossary entry pointing at it is another result: `place` drops its ?glossary=).
      const own = found.filter((_, i) => !glossary[i]);
      const twice = own.filter((h, i) => own.indexOf(h) !== i);
      if (twice.length) misses.push(`“${q}” lists ${twice.join(', ')} twice`);
      if (!ok) misses.push(`“${q}” → ${found.slice(0, 3).join(' | ') || 'nothing'} (expected ${expected}, ${mode})`);
    }
    expect(misses).toEqual([]);
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
  });

  test.each([
    ['§ 62', '/hellwig/artillery/#s62'],
    ['s47a', '/hellwig/artillery/#s47a'],
    ['melee-3b', '/little-wars/the-rules/#melee-3b'],
    ['rule (3)(b₁)', '/little-wars/the-rules/#melee-3b-i'],
    ['LW p. 39', '/little-wars/the-rules/#p39'],
  ])('typing “%s” and Enter goes straight to %s', async (q, expected) => {
    await page.goto(`${site.server.origin}/about/`);
    await page.keyboard.press('/');
    await page.keyboard.type(q);
    // The UI is mounted (Enter reads the box as it stands; a prefix typed on the way may list several).
    await page.locator('#site-search-panel .search-jump').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === served(expected));
  });

  test('filters narrow the results, alone or with a query, and live in the URL', async () => {
    await page.goto(`${site.server.origin}/search/?q=wheeling`);
    await page.locator('#search-results .search-result-title').first().waitFor();
    await page.getByRole('checkbox', { name: /^Note \(/ }).check();
    await page.waitForURL(/kind=Note/);
    // Every result shown is now an editor's note.
    await page.waitForFunction(() => {
      const hrefs = [...document.querySelectorAll('#search-results .search-result-title')].map(
        (a) => a.getAttribute('href') ?? '',
      );
      return hrefs.length > 0 && hrefs.every((h) => h.includes('#note-'));
    });
    expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
    await page.goto(`${site.server.origin}/search/?book=Little+Wars&kind=Glossary`);
    await page.waitForFunction(() => document.querySelector('#search-results [role="status"]')?.textContent !== '');
    await expect
      .poll(() => page.locator('#search-results [role="status"]').textContent())
      .toBe('No results for the filters.');
    await page.goto(`${site.server.origin}/search/?kind=Glossary`);
    await page.locator('#search-results .search-result-title').first().waitFor();
    await expect.poll(() => page.locator('#search-results .search-result-title').count()).toBeGreaterThan(5);
  });

  test('landing from a result marks the words found on the page', async () => {
    const found = await results('prisoners escort');
    await page.locator('#search-results .search-result-title').first().click();
    await page.waitForURL((url) => url.hash === '#melee-3-prisoners');
    await page.locator('mark.pagefind-highlight').first().waitFor();
    expect(found[0]).toBe('/little-wars/the-rules/#melee-3-prisoners');
  });

  test('a question marks only its meaningful words, in the results and on the page landed on', async () => {
    await results('how many men can a gun kill');
    const marked = await page.locator('#search-results mark').allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    for (const word of marked) expect(['how', 'many', 'can', 'a']).not.toContain(word.toLowerCase());
    const href = await page.locator('#search-results .search-result-title').first().getAttribute('href');
    expect(href).not.toMatch(/highlight=(how|many|can|a)\b/);
    await page.locator('#search-results .search-result-title').first().click();
    await page.locator('mark.pagefind-highlight').first().waitFor();
    const onPage = await page.locator('mark.pagefind-highlight').evaluateAll((ms) => ms.map((m) => m.textContent));
    for (const word of onPage) expect(['how', 'many', 'can', 'a']).not.toContain(word?.toLowerCase());
  });

  test('a typo is answered with the nearest word the index holds, and says so', async () => {
    const found = await results('artilery');
    expect(found.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('#search-results [role="status"]').textContent())
      .toMatch(/^Did you mean “artillery”\? Showing its results, not those for “artilery”\./);
  });

  test('a typical query fetches at most 150 KB', async () => {
    const context = await site.browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(`${site.server.origin}/little-wars/the-rules/`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(fresh);
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
    });
    await fresh.locator('#site-search-input').fill('field of effect');
    await fresh.locator('#site-search-panel .search-result-title').first().waitFor();
    await fresh.waitForLoadState('networkidle');
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
    await context.close();
  });
});
