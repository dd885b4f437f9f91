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
          include: ['test/{rules,markdown,edition,build,exercises,scripts}/**/*.test.ts'],
          // Pure modules and reads of dist/: the files share their workers' imports (the engine, happy-dom's parser)
          // instead of loading them again for each of over a hundred files. No file leaves state behind for the
          // next: the one module mock (pagefind-integration.test.ts) mocks a package no other file imports.
          isolate: false,
          // As for dom below: beside the browser suite on two cores, a check over dist/ that takes 2 s alone can
          // take 10, and on a slower machine of the same kind (2026-11-28: the whole run 874 s, not 360) a line-level
          // fidelity check of 0.4 s alone took over 20 s at its lower priority. The limit is for hangs, not speed.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['test/{islands,components}/**/*.test.{ts,tsx}'],
          // The files share their workers' window and imports (Preact, the engine, happy-dom), as the node project's
          // do: loaded again for each of some forty files they cost more than the tests (2026-11-29: 148 s of CPU,
          // 61 s shared). dom-setup.ts puts the window back as the environment made it before each file.
          isolate: false,
          setupFiles: ['test/support/dom-setup.ts'],
          // The dom project runs beside the browser suite on two cores, where a test that takes 0.6 s alone
          // (the replay stepped through all sixteen half-moves) has taken over 5 s, and more on a slower machine:
          // the time limit is for hangs, not speed, which `npm run bench` reports.
          testTimeout: 60_000,
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
          // One file at a time, unless E2E_WORKERS says more: then each file runs in one of that many workers, in its
          // own contexts of the run's one Chromium, which every worker connects to (the global setup provides its
          // endpoint), so one file's waiting on the page overlaps another's work. No file depends on another or on
          // their order. The browser tests wait more than they work (142 s of CPU, Chromium's included, against
          // about 300 s of wall clock in a quiet run), but on the shared machine at a load of 40 to 70, two workers
          // made tests with short waits time out (an animation seen within 2 s, a page's axe within 60 s): one stays
          // the default until a quiet 2-core run (`E2E_WORKERS=2 npm test`) shows two hold.
          maxWorkers: Number(process.env['E2E_WORKERS'] ?? 1),
          // Its own group: in a run of every project (`npm test -- <filter>`) the browser files come after the
          // others, which may have a different number of workers.
          sequence: { groupOrder: 1 },
          // A worker keeps its imports from one file to the next (they share the run's Chromium already).
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
