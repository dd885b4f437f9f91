import { afterAll, describe, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { isPermalinkPage, pagesToCheck, PERMALINK_SAMPLE, served, urlOf } from '../support/dist.ts';
import { axeViolations } from '../support/axe.ts';
import { AXE_PATH } from '../support/server.ts';
import {
  skipBrowserTests,
  useSite,
  WCAG,
  COLOUR_RULES,
  collectErrors,
  settled,
  type Site,
} from '../support/browser.ts';

const skip = skipBrowserTests();

/** axe over the page: all of WCAG 2.2 AA in the light theme; in the dark, the rules colour can change. */
const axe = (page: Page, scheme: 'light' | 'dark'): Promise<string[]> =>
  axeViolations(page, scheme === 'light' ? { tags: WCAG } : { rules: COLOUR_RULES });

/**
 * A print page (`/little-wars/print/`, issue 20) is its book's chapters on one page: their text, notes and links
 * are the chapter pages' own markup, which pass every rule in both themes on those pages. Here every rule runs over
 * the whole page but the colour rules, which would walk the whole book's text again (most of the cost: over a
 * minute for Hellwig's on a loaded machine); they run, in both themes, over what the print page adds: its chrome
 * and introduction, each chapter's heading and each widget's drawing and caption.
 */
const PRINT_PAGE = /^\/[a-z-]+\/print\/$/;
const PRINT_PAGE_OWN = [
  '.site-header',
  '.print-intro',
  '.print-chapter > .chapter-head',
  '.print-widget',
  '.site-footer',
];
async function axePrintPage(page: Page): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  const all = await axeViolations(page, { tags: WCAG, without: COLOUR_RULES });
  const own = { rules: COLOUR_RULES, include: PRINT_PAGE_OWN.join(', ') };
  const light = await axeViolations(page, own);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await axeViolations(page, own);
  return [...all, ...light, ...dark.map((v) => `dark: ${v}`)];
}

/**
 * `check` (axe) over the page as it stands once `waitUntil: 'networkidle'` would have let it be checked, without
 * waiting the 500 ms of quiet first: it runs as soon as the islands in view have hydrated (`settled`), and the quiet
 * is awaited after it, when it has long come. Should the page have changed meanwhile (the search page builds its
 * filters from the index it fetches), `check` runs again over the page as it now is, until it stands still.
 */
async function whenSettled(page: Page, check: () => Promise<string[]>): Promise<string[]> {
  /** Whether the page is as it was at the last call (the first call says no). */
  const unchanged = () =>
    page.evaluate(() => {
      const seen = window as unknown as { checkedHtml?: string };
      const html = document.documentElement.outerHTML;
      const same = seen.checkedHtml === html;
      seen.checkedHtml = html;
      return same;
    });
  await settled(page);
  await unchanged();
  let found = await check();
  await page.waitForLoadState('networkidle');
  for (let tries = 0; !(await unchanged()); tries++) {
    if (tries === 3) throw new Error(`${page.url()} keeps changing: axe cannot check it as it stands`);
    found = await check();
  }
  return found;
}

/** A page that records console errors and requests to other hosts, in `context`. */
async function watched(site: Site, context: BrowserContext) {
  const page = await context.newPage();
  const errors = collectErrors(page);
  const foreign: string[] = [];
  // axe, which the test server serves from the page's origin outside the site (axe.ts), is the test's own.
  const axeScript = new URL(AXE_PATH, site.server.origin).href;
  page.on('request', (r) => {
    const own = r.url().startsWith(site.server.origin) || r.url() === axeScript;
    if (!own && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  return { page, errors, foreign };
}

/**
 * A fresh context in `scheme`. The service worker would install and precache the app shell in every fresh context:
 * offline.test.ts tests it, once; here it is kept out, so the pages are checked at the same cost as before.
 */
const newContext = (site: Site, scheme: 'light' | 'dark') =>
  site.browser.newContext({ colorScheme: scheme, reducedMotion: 'reduce', serviceWorkers: 'block' });

/** A fresh context in `scheme`, a page on it that records console errors and requests to other hosts. */
async function open(site: Site, scheme: 'light' | 'dark') {
  const context = await newContext(site, scheme);
  return { context, ...(await watched(site, context)) };
}

/**
 * One light context for a block's page checks, each page a tab of its own in it, closed when checked. Its pages only
 * load and are read (no click, no storage written: the theme is turned by the media query, not the switch), so none
 * leaves anything behind for the next but the HTTP cache, which changes no page's markup or styles. A context per
 * page cost about 0.7 s of CPU more a page (Chromium's new profile and renderer): nine of Wells' chapters, checked
 * twice each way at a load of 40, 25.3 s of CPU (Chromium's included) with a context each, 18.7 s with one.
 */
function sharedLight(site: Site): () => Promise<BrowserContext> {
  let context: Promise<BrowserContext> | undefined;
  afterAll(async () => {
    await (await context)?.close();
  });
  return () => (context ??= newContext(site, 'light'));
}

// Pages are independent of each other, each in its own context: three run at a time (the e2e
// project's maxConcurrency), so one page's axe overlaps another's loading.
describe.skipIf(skip).concurrent('every built page in Chromium', () => {
  const site = useSite();
  const light = sharedLight(site);

  // Every page but the 404 and the § permalinks (one redirect page per §; their sample is below).
  const pages = skip
    ? []
    : pagesToCheck()
        .filter((f) => f !== '404.html' && !isPermalinkPage(f))
        .map(urlOf);

  test('the pages to check are all there', ({ expect }) => {
    expect(pages.length).toBeGreaterThan(40);
  });

  // The themes differ only in the stylesheet (prefers-color-scheme, or the switch's data-theme): the page is
  // loaded once, checked in light with all of WCAG 2.2 AA, then turned dark and checked with the colour rules.
  // A page turned dark is drawn as one loaded dark but for the theme switch, which a page loaded dark shows
  // pressed: that is checked below, once, as the header is the same on every page.
  // A print page is a whole book: its axe pass took over the 60 s a test may take when the machine was loaded
  // (2026-11-29, load 20 on 2 cores); it may take three minutes, as a ceiling, not a budget.
  test.for(pages)(
    '%s (light, then dark): no axe violations, console errors or third-party requests',
    { timeout: 180_000 },
    async (url, { expect }) => {
      const { page, errors, foreign } = await watched(site, await light());
      const response = await page.goto(site.server.origin + url);
      expect(response?.status()).toBe(200);
      if (PRINT_PAGE.test(url)) {
        expect(await whenSettled(page, () => axePrintPage(page)), 'a print page').toEqual([]);
        expect(errors).toEqual([]);
        expect(foreign).toEqual([]);
        await page.close();
        return;
      }
      expect(await whenSettled(page, () => axe(page, 'light')), 'light').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      expect(await axe(page, 'dark'), 'dark').toEqual([]);
      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
      await page.close();
    },
  );

  test(
    'a page turned dark is drawn as the same page loaded dark, ' + 'but for the theme switch, which passes axe pressed',
    async ({ expect }) => {
      /** The colours of the page's elements (the theme switch apart), and of the switch. */
      const colours = (page: Page) =>
        page.evaluate(() => {
          const of = (el: Element) => {
            const c = getComputedStyle(el);
            return `${el.tagName}.${el.className} ${c.color} ${c.backgroundColor} ${c.borderTopColor} ${c.fill}`;
          };
          const all = [
            ...document.querySelectorAll('html, body, header, h1, h2, p, a, .sidenote, .widget, button, input, svg'),
          ];
          return {
            page: all.filter((el) => el.id !== 'theme-toggle').map(of),
            toggle: of(document.getElementById('theme-toggle')!),
          };
        });
      const url = `${site.server.origin}/little-wars/the-rules/`;
      const loaded = await open(site, 'dark');
      await loaded.page.goto(url);
      await settled(loaded.page);
      const turned = await open(site, 'light');
      await turned.page.goto(url);
      await settled(turned.page);
      const light = await colours(turned.page);
      await turned.page.emulateMedia({ colorScheme: 'dark' });
      const dark = await colours(loaded.page);
      expect(dark.page.length).toBeGreaterThan(100);
      expect((await colours(turned.page)).page).toEqual(dark.page);
      // The switch changed something: the comparison is not of two light pages.
      expect(light.page).not.toEqual(dark.page);
      // Loaded dark, the switch says so (pressed), in its own colours: the one part the pages above do not show dark.
      await expect.poll(() => loaded.page.locator('#theme-toggle').getAttribute('aria-pressed')).toBe('true');
      expect(dark.toggle).not.toBe((await colours(turned.page)).toggle);
      expect(await axe(loaded.page, 'dark')).toEqual([]);
      expect(loaded.errors).toEqual([]);
      await loaded.context.close();
      await turned.context.close();
    },
  );

  test('the dark pass runs every colour rule of WCAG 2.2 AA that axe has', async ({ expect }) => {
    const { context, page } = await open(site, 'dark');
    await page.goto(`${site.server.origin}/about/`);
    await axe(page, 'dark');
    const rules = await page.evaluate((tags) => {
      const api = (window as unknown as { axe: { getRules(tags: string[]): { ruleId: string; tags: string[] }[] } })
        .axe;
      return api
        .getRules(['cat.color'])
        .filter((r) => r.tags.some((t) => tags.includes(t)))
        .map((r) => r.ruleId);
    }, WCAG);
    expect(rules.sort()).toEqual([...COLOUR_RULES].sort());
    await context.close();
  });

  test('an unknown address shows the 404 page, which passes axe', async ({ expect }) => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${site.server.origin}/no/such/page/`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Not found');
    expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
    await context.close();
  });
});

describe
  .skipIf(skip)
  .concurrent('the § permalink pages in Chromium (a sample; permalinks.test.ts holds all to its template)', () => {
    const site = useSite();
    const light = sharedLight(site);
    const sample = PERMALINK_SAMPLE.map(urlOf);

    test.for(sample)(
      '%s lands on its § in its chapter, in view, with no console errors or third-party requests',
      async (url, { expect }) => {
        // Where a reader lands is a matter of timing (the chapter's boards grow as they load): a context of its own,
        // its cache cold, as a reader's first visit.
        const { context, page, errors, foreign } = await open(site, 'light');
        const response = await page.goto(site.server.origin + url);
        expect(response?.status()).toBe(200);
        const id = url.replace(/^\/hellwig\/|\/$/g, '');
        await page.waitForURL(new RegExp(`/hellwig/[a-z-]+/#${id}$`));
        await page.waitForLoadState('load');
        await expect
          .poll(
            () =>
              page.locator(`#${id}`).evaluate((el) => {
                const r = el.getBoundingClientRect();
                return r.top >= 0 && r.bottom <= window.innerHeight;
              }),
            { timeout: 5000 },
          )
          .toBe(true);
        expect(errors).toEqual([]);
        expect(foreign).toEqual([]);
        await context.close();
      },
    );

    // The page itself is seen for an instant before the refresh: axe reads it held still (the refresh taken out),
    // in the light theme with all of WCAG 2.2 AA, then turned dark with the colour rules, as every page above.
    test.for(sample)('%s (light, then dark), held before its refresh: no axe violations', async (url, { expect }) => {
      const { page, errors, foreign } = await watched(site, await light());
      let held = false;
      await page.route(site.server.origin + url, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        held = /<meta http-equiv="refresh"[^>]*>/.test(html);
        await route.fulfill({ response, body: html.replace(/<meta http-equiv="refresh"[^>]*>/, '') });
      });
      await page.goto(site.server.origin + url);
      expect(held, 'the page had a refresh to take out').toBe(true);
      expect(new URL(page.url()).pathname).toBe(served(url));
      expect(await whenSettled(page, () => axe(page, 'light')), 'light').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axe(page, 'dark'), 'dark').toEqual([]);
      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
      await page.close();
    });
  });
