/**
 * Chromium for the browser tests: playwright-core driving the system's Chromium
 * (`/usr/bin/chromium`, or `CHROME_PATH`). No browser is downloaded. In CI a missing
 * Chromium fails the run; elsewhere the browser tests skip with a loud message.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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
