/**
 * Landing where a link points (issue 21): a § permalink, a rule's anchor, a page of the 1913
 * edition or a search result opens with its target at the top of the window (less its
 * `scroll-margin-top`), and it stays there once the widgets in view have woken. Smooth scrolling
 * raced the boards that grew as they loaded: `/hellwig/s62/` opened 2,850 px short of § 62.
 *
 * The page runs without scroll anchoring (`overflow-anchor: none`, as in Safari), so a widget
 * that grows when it hydrates moves what follows it and fails here, not only in that browser.
 * Self-contained on purpose: it uses only `useSite` and `skipBrowserTests` from test/support.
 */
import { describe, test, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { skipBrowserTests, useSite } from '../support/browser.ts';

const skip = skipBrowserTests();

/** Where a link points, and the anchor it should land on. Each is checked in a context of its own, three at a time. */
const LINKS: readonly (readonly [address: string, target: string])[] = [
  // § permalinks: a redirect page sends the reader to the § in its chapter.
  ['/hellwig/s62/', 's62'],
  ['/hellwig/s47a/', 's47a'],
  ['/hellwig/s68a/', 's68a'],
  // § anchors deep in the long chapters, past several boards.
  ['/hellwig/transporters/#s102b', 's102b'],
  ['/hellwig/artillery/#s59', 's59'],
  ['/hellwig/artillery/#s66', 's66'],
  // A search result: the address Pagefind's result carries, with the words to highlight.
  ['/hellwig/artillery/?highlight=wheeling#s62', 's62'],
  // Rule anchors of Wells' rules, past the calculators.
  ['/little-wars/the-rules/#melee-3b-i', 'melee-3b-i'],
  ['/little-wars/the-rules/#melee-3-choice', 'melee-3-choice'],
  ['/little-wars/the-rules/#forces', 'forces'],
  // Pages of the 1913 edition.
  ['/little-wars/the-rules/#p58', 'p58'],
  ['/little-wars/the-battle-of-hooks-farm/#p80', 'p80'],
  // A half-move of the Hook's Farm page, below the replay and its calculators.
  ['/little-wars/hooks-farm/#seq-red-3', 'seq-red-3'],
  // Wells' chapters with calculators: the appendix past five of its six, chapter V past both, chapter II past its one.
  ['/little-wars/little-wars-and-kriegspiel/#cavalry-charging', 'cavalry-charging'],
  ['/little-wars/extensions-and-amplifications/#p95', 'p95'],
  ['/little-wars/the-beginnings-of-modern-little-warfare/#p36', 'p36'],
];

const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Resolve once every island whose box meets the window has hydrated (Astro drops its `ssr` attribute then). */
async function islandsInViewHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island')].every((island) => {
        // An island is `display: contents`: its box is its slot's.
        const box = (island.parentElement ?? island).getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < innerHeight;
        return !inView || !island.hasAttribute('ssr');
      }),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Where the target stands and where it should: its top at its scroll-margin-top, unless the page
 * cannot scroll that far.
 */
function offBy(page: Page, id: string): Promise<{ top: number; wanted: number }> {
  return page.evaluate((id) => {
    const el = document.getElementById(id);
    if (!el) throw new Error(`no element #${id}`);
    const top = el.getBoundingClientRect().top;
    const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
    const max = document.documentElement.scrollHeight - innerHeight;
    const scrollTo = Math.min(top + scrollY - margin, max);
    return { top, wanted: top + scrollY - scrollTo };
  }, id);
}

/** Two frames, so a layout the last change caused has been painted. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/**
 * Resolve once the layout has stood still for ten frames running: `#id`'s top, the page's height and its scroll
 * unchanged from frame to frame. A widget that wakes draws itself in the frames after it hydrates; this waits for
 * the last of that drawing, however long it takes, instead of a fixed pause.
 */
const stillFor10Frames = (page: Page, id: string) =>
  page.waitForFunction(
    (id) => {
      const seen = window as unknown as { layoutSeen?: { at: string; frames: number } };
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      const at = `${top} ${document.documentElement.scrollHeight} ${scrollY}`;
      seen.layoutSeen = seen.layoutSeen?.at === at ? { at, frames: seen.layoutSeen.frames + 1 } : { at, frames: 0 };
      return seen.layoutSeen.frames >= 10;
    },
    id,
    { polling: 'raf', timeout: 10_000 },
  );

/**
 * Open `address` (a site path, or a whole URL as a page gave it) in a window of `size`, and check that `#id` is where
 * it should be on landing and once the widgets in view woke.
 */
async function landsOn(
  site: ReturnType<typeof useSite>,
  size: (typeof SIZES)[number],
  address: string,
  id: string,
  expect: ExpectStatic,
): Promise<void> {
  const context = await site.browser.newContext({
    viewport: { width: size.width, height: size.height },
    reducedMotion: 'no-preference',
  });
  await context.addInitScript(() => {
    // A browser without scroll anchoring: what grows above the target moves it.
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '* { overflow-anchor: none !important; }';
      document.head.append(style);
    });
  });
  const page = await context.newPage();
  try {
    await page.goto(address.startsWith('http') ? address : site.server.origin + address, { waitUntil: 'load' });
    await page.waitForURL((url) => url.hash === `#${id}`);
    await page.waitForLoadState('load');
    await frames(page);
    const landed = await offBy(page, id);
    expect(
      Math.abs(landed.top - landed.wanted),
      `on landing, #${id} is at ${landed.top} px, not ${landed.wanted} px`,
    ).toBeLessThanOrEqual(4);
    await islandsInViewHydrated(page);
    await stillFor10Frames(page, id);
    const settled = await offBy(page, id);
    expect(
      Math.abs(settled.top - settled.wanted),
      `once the widgets in view have woken, #${id} is at ${settled.top} px, not ${settled.wanted} px`,
    ).toBeLessThanOrEqual(4);
  } finally {
    await context.close();
  }
}

describe.skipIf(skip).concurrent('a link lands where it points', () => {
  const site = useSite();

  for (const size of SIZES) {
    test.for(LINKS)(`${size.name}: %s lands on #%s`, async ([address, id], { expect }) => {
      await landsOn(site, size, address, id, expect);
    });
  }

  // A search result's own address, as the search page gives it (not one written here): the first result for a
  // reader's word that goes into a Hellwig chapter, past its boards.
  test('desktop: the first search result into a Hellwig chapter lands on its §', async ({ expect }) => {
    const context = await site.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    let href: string;
    try {
      await page.goto(`${site.server.origin}/search/?q=wheeling`);
      await page.locator('#search-results .search-result-title').first().waitFor();
      href = await page
        .locator('#search-results .search-result-title')
        .evaluateAll(
          (as) => as.map((a) => (a as HTMLAnchorElement).href).find((h) => /\/hellwig\/[a-z-]+\/.*#s\d+/.test(h)) ?? '',
        );
    } finally {
      await context.close();
    }
    expect(href, 'a result into a Hellwig chapter').not.toBe('');
    await landsOn(site, SIZES[0], href, new URL(href).hash.slice(1), expect);
  });
});

/** Pages whose widgets sit between the top and the anchors a reader is sent to. */
const WIDGET_PAGES = [
  '/hellwig/artillery/',
  '/hellwig/transporters/',
  '/little-wars/the-rules/',
  '/little-wars/hooks-farm/',
] as const;

/**
 * How much a kind of widget may grow as it wakes: none may (a few pixels of rounding). Every widget's built HTML holds
 * its controls, disabled until it wakes, so its room is its woken room.
 */
const MAY_GROW: Record<string, number> = {};

describe.skipIf(skip).concurrent('a widget keeps its room as it wakes', () => {
  const site = useSite();

  for (const size of SIZES) {
    test.for(WIDGET_PAGES)(`${size.name}: the widgets of %s`, async (address, { expect }) => {
      const context = await site.browser.newContext({
        viewport: { width: size.width, height: size.height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      try {
        await page.goto(site.server.origin + address, { waitUntil: 'load' });
        const heights = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('astro-island')].map(
              (island) => (island.parentElement ?? island).getBoundingClientRect().height,
            ),
          );
        const kinds = await page.evaluate(() =>
          [...document.querySelectorAll('astro-island')].map((island) => island.getAttribute('component-export') ?? ''),
        );
        const before = await heights();
        expect(before.length).toBeGreaterThan(0);
        for (let i = 0; i < before.length; i++) {
          // The island is `display: contents`: bring its slot into view, which wakes it.
          await page.evaluate((i) => document.querySelectorAll('astro-island')[i]!.parentElement!.scrollIntoView(), i);
          await page.waitForFunction((i) => !document.querySelectorAll('astro-island')[i]!.hasAttribute('ssr'), i, {
            timeout: 10_000,
          });
        }
        await frames(page);
        const after = await heights();
        for (const [i, kind] of kinds.entries()) {
          const grew = after[i]! - before[i]!;
          expect(
            grew,
            `${kind} #${i} of ${address} went from ${before[i]} to ${after[i]} px as it woke`,
          ).toBeGreaterThanOrEqual(-4);
          expect(
            grew,
            `${kind} #${i} of ${address} went from ${before[i]} to ${after[i]} px as it woke`,
          ).toBeLessThanOrEqual(MAY_GROW[kind] ?? 4);
        }
      } finally {
        await context.close();
      }
    });
  }
});
