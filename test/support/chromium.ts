/**
 * The system's Chromium (`/usr/bin/chromium`, or `CHROME_PATH`) and the flags it runs with.
 * No browser is downloaded. Free of Vitest, so the run's global setup and `npm run bench` can
 * use it as well as the test files.
 */
import { existsSync } from 'node:fs';

/** The Chromium executable, or undefined when there is none. */
export function chromePath(): string | undefined {
  const candidates = [process.env['CHROME_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  return candidates.find((p) => existsSync(p));
}

/** The flags headless Chromium needs on this closed network (and in CI's containers). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
