/**
 * The e2e project's global setup: one Chromium and one static server for the whole run, not one
 * of each per test file. Chromium is launched as a Playwright browser server; each test file
 * connects to it (`useSite()` in browser.ts) and opens its own contexts, so files stay as
 * isolated from each other as contexts are. The server serves dist/ as built once by
 * scripts/test.mjs. Without Chromium nothing is launched, and the test files skip (or, in CI, fail).
 */
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromePath } from './chromium.ts';
import { serveDist } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's Chromium listens (`BrowserServer.wsEndpoint()`), or '' when there is none. */
    chromiumEndpoint: string;
    /** The origin the built site is served at for the run, or '' when there is no Chromium. */
    siteOrigin: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = chromePath();
  if (!executablePath) {
    project.provide('chromiumEndpoint', '');
    project.provide('siteOrigin', '');
    return async () => {};
  }
  const server = await serveDist();
  const browser = await chromium.launchServer({ executablePath, args: [...CHROMIUM_ARGS] });
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('siteOrigin', server.origin);
  return async () => {
    await browser.close();
    await server.close();
  };
}
