import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

/**
 * Three projects, one run:
 * - `node`: the rules engine, Markdown helpers, and checks over the built site in `dist/`;
 * - `dom`: Preact islands in happy-dom;
 * - `e2e`: the built site served locally and driven in Chromium.
 * The site is built once per run by `scripts/test.mjs`, never once per test; the e2e project
 * launches one Chromium and one static server for the run (test/support/e2e-setup.ts), which
 * every browser test file connects to.
 */
export default defineConfig({
  plugins: [preact()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/{rules,markdown,edition,build,exercises}/**/*.test.ts'],
          // Pure modules and reads of dist/: the files share their workers' imports (the engine, happy-dom's parser)
          // instead of loading them again for each of over a hundred files. No file leaves state behind for the
          // next: the one module mock (pagefind-integration.test.ts) mocks a package no other file imports.
          isolate: false,
          // As for dom below: beside the browser suite on two cores, a check over dist/ that takes 2 s alone can
          // take 10.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['test/{islands,components}/**/*.test.{ts,tsx}'],
          // The dom project runs beside the browser suite on two cores, where a test that takes 0.6 s alone
          // (the replay stepped through all sixteen half-moves) has taken over 5 s: the time limit is for hangs,
          // not speed, which `npm run bench` reports.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/e2e-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files share one worker (they share the run's Chromium already): no fresh fork and imports per file.
          isolate: false,
          // Tests marked concurrent (site.test.ts: one page each, in its own context) run three at a time.
          maxConcurrency: 3,
          // A read after an action retries (expect.poll) until the page has caught up, for up to 5 s.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
