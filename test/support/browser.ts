/**
 * Chromium for the browser tests: playwright-core driving the system's Chromium
 * (`/usr/bin/chromium`, or `CHROME_PATH`). No browser is downloaded. In CI a missing
 * Chromium fails the run; elsewhere the browser tests skip with a loud message.
 * One Chromium and one static server serve the whole run (launched by e2e-setup.ts, the
 * e2e project's global setup); each test file connects to them.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromePath } from './chromium.ts';

/** True when browser tests must be skipped (no Chromium, and not in CI). Says so loudly. */
export function skipBrowserTests(): boolean {
  if (chromePath()) return false;
  if (process.env['CI']) {
    throw new Error(
      'Browser tests need Chromium: none at CHROME_PATH or /usr/bin/chromium (CI installs it with apt-get ' +
        'install -y chromium).',
    );
  }
  console.warn(
    '\n*** SKIPPING BROWSER TESTS: no Chromium found. Install it (apt-get install -y chromium) or set ' +
      'CHROME_PATH. ***\n',
  );
  return true;
}

/** The built site served locally and a Chromium, shared by the tests of one describe block. */
export interface Site {
  readonly server: { readonly origin: string };
  readonly browser: Browser;
}

/**
 * Connect to the run's Chromium before the block's tests, and let go of it after (closing the
 * contexts the block opened, not the browser). The server and Chromium are the run's, started
 * once by e2e-setup.ts.
 */
export function useSite(): Site {
  let server: { readonly origin: string } | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const endpoint = inject('chromiumEndpoint');
    const origin = inject('siteOrigin');
    if (!endpoint || !origin)
      throw new Error(
        'No Chromium for this run: the e2e project’s global setup (test/support/e2e-setup.ts) found none to launch',
      );
    browser = await chromium.connect(endpoint);
    server = { origin };
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the site server is not running yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not running yet');
      return browser;
    },
  };
}

/** The axe rule tags every page and widget is held to: WCAG 2.2 AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe rules that can differ between the light and the dark theme: axe's colour rules
 * (category `cat.color`) within WCAG 2.2 AA. The themes differ only in colour, so the dark pass
 * runs these, and the light pass all of WCAG 2.2 AA (site.test.ts checks this list against axe).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Wait until a page is as a reader first sees it: loaded, its fonts in, and every island in view hydrated. Every
 * island is `client:visible`: Astro hydrates one when a child of it comes within its root margin of the viewport
 * (`client:visible={{ rootMargin }}`, in px), the rest wait to be scrolled to, and takes off its `ssr` attribute
 * once it has. This is what `waitUntil: 'networkidle'` was used for, without its 500 ms of silence per page; an
 * island in view that never hydrates fails the wait instead of passing unseen.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
        const opts = JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: { rootMargin?: string } };
        const px = (opts.value?.rootMargin ?? '0px').split(/\s+/).map((m) => parseFloat(m) || 0);
        const [top = 0, right = top, bottom = top, left = right] = px;
        return [...island.children].every((child) => {
          const r = child.getBoundingClientRect();
          const out = r.bottom < -top || r.top > innerHeight + bottom || r.right < -left || r.left > innerWidth + right;
          return r.width + r.height === 0 || out;
        });
      }),
  );
}

/** The console errors and uncaught exceptions of a page, as they happen. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
