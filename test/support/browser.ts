/**
 * Chromium for the browser tests: playwright-core driving the system's Chromium
 * (`/usr/bin/chromium`, or `CHROME_PATH`). No browser is downloaded. In CI a missing
 * Chromium fails the run; elsewhere the browser tests skip with a loud message.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { serveDist, type SiteServer } from './server.ts';

/** The Chromium executable, or undefined when there is none. */
export function chromePath(): string | undefined {
  const candidates = [process.env['CHROME_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((p) => existsSync(p));
}

/** True when browser tests must be skipped (no Chromium, and not in CI). Says so loudly. */
export function skipBrowserTests(): boolean {
  if (chromePath()) return false;
  if (process.env['CI']) {
    throw new Error('Browser tests need Chromium: none at CHROME_PATH or /usr/bin/chromium (CI installs it with apt-get install -y chromium).');
  }
  console.warn('\n*** SKIPPING BROWSER TESTS: no Chromium found. Install it (apt-get install -y chromium) or set CHROME_PATH. ***\n');
  return true;
}

/** Launch headless Chromium with the flags this closed network needs. */
export async function launch(): Promise<Browser> {
  const executablePath = chromePath();
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium');
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** The built site served locally and a Chromium, shared by the tests of one describe block. */
export interface Site {
  readonly server: SiteServer;
  readonly browser: Browser;
}

/** Start the static server and Chromium before the block's tests, and stop both after. */
export function useSite(): Site {
  let server: SiteServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await serveDist();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
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

/** The console errors and uncaught exceptions of a page, as they happen. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
