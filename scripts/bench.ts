/**
 * `npm run bench` (not part of `npm test`): measures what a reader pays.
 * - the production build time;
 * - the bytes each page type loads (HTML, CSS, JS), before interaction and after a search;
 * - Lighthouse (mobile preset) for the home page and the rules chapter, in the system Chromium.
 * Prints a Markdown table to paste into the README; writes bench-results/latest.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveDist } from '../test/support/server.ts';
import { chromePath } from '../test/support/browser.ts';

const found = chromePath();
if (!found) throw new Error('bench needs Chromium: install /usr/bin/chromium or set CHROME_PATH');
const CHROME: string = found;
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const t0 = performance.now();
const build = spawnSync('npx', ['astro', 'build'], { stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
if (build.status !== 0) throw new Error('astro build failed');
const buildSeconds = (performance.now() - t0) / 1000;

const server = await serveDist();
const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.filter((f) => !f.startsWith('--headless')) });

type Bytes = Record<'html' | 'css' | 'js' | 'other', number>;
async function measure(path: string, interact?: (page: Page) => Promise<void>): Promise<{ load: Bytes; search: Bytes; firstResultMs?: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map<string, number>();
  const kinds = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  const tally = (): Bytes => {
    const b: Bytes = { html: 0, css: 0, js: 0, other: 0 };
    for (const [id, n] of sizes) {
      const k = kinds.get(id);
      const key = k === 'Document' ? 'html' : k === 'Stylesheet' ? 'css' : k === 'Script' ? 'js' : 'other';
      b[key] += n;
    }
    return b;
  };
  await page.goto(server.origin + path, { waitUntil: 'networkidle' });
  const load = tally();
  sizes.clear();
  let firstResultMs: number | undefined;
  if (interact) {
    const start = performance.now();
    await interact(page);
    firstResultMs = performance.now() - start;
    await page.waitForLoadState('networkidle');
  }
  const search = tally();
  await context.close();
  return firstResultMs === undefined ? { load, search } : { load, search, firstResultMs };
}

const searchFor = (q: string) => async (page: Page) => {
  await page.locator('#site-search-input').click();
  await page.locator('#site-search-input').fill(q);
  await page.locator('#site-search-panel .search-result-title').first().waitFor();
};

/** Median time from an input change in the mêlée calculator to the updated result on screen. */
async function meleeRerender(): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.origin}/little-wars/the-rules/`, { waitUntil: 'networkidle' });
  await page.locator('.melee-calc').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has(.melee-calc)'));
  const times = await page.evaluate(async () => {
    const input = document.getElementById('melee-a-men') as HTMLInputElement;
    const table = document.querySelector('.melee-table') as HTMLElement;
    const out: number[] = [];
    for (let i = 0; i < 30; i++) {
      const before = table.textContent;
      const start = performance.now();
      input.value = String(20 + (i % 40));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // Preact renders in a microtask after the event; poll at that grain (and fall back to timers).
      for (let spins = 0; table.textContent === before; spins++) {
        await (spins < 1000 ? new Promise<void>((r) => queueMicrotask(r)) : new Promise((r) => setTimeout(r, 0)));
      }
      out.push(performance.now() - start);
    }
    return out.sort((a, b) => a - b);
  });
  await context.close();
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** Median time from a key press on the Hook's Farm replay to the next half-move on screen (no animation). */
async function hooksStep(): Promise<number> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${server.origin}/little-wars/hooks-farm/`, { waitUntil: 'networkidle' });
  await page.locator('.hf-replay').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has(.hf-replay)'));
  const times = await page.evaluate(async () => {
    const map = document.querySelector('.hf-map-wrap') as HTMLElement;
    const heading = document.getElementById('hf-step-title') as HTMLElement;
    const out: number[] = [];
    for (let i = 0; i < 30; i++) {
      const before = heading.textContent;
      const start = performance.now();
      // Forward through the battle, then Home back to the start: every half-move is drawn.
      map.dispatchEvent(new KeyboardEvent('keydown', { key: i % 16 === 15 ? 'Home' : 'ArrowRight', bubbles: true }));
      for (let spins = 0; heading.textContent === before; spins++) {
        await (spins < 1000 ? new Promise<void>((r) => queueMicrotask(r)) : new Promise((r) => setTimeout(r, 0)));
      }
      out.push(performance.now() - start);
    }
    return out.sort((a, b) => a - b);
  });
  await context.close();
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const pageTypes = {
  'home (/)': await measure('/'),
  'chapter (/little-wars/the-rules/)': await measure('/little-wars/the-rules/', searchFor('isolated')),
  'chapter, widgets hydrated (scrolled to the mêlée calculator)': await measure('/little-wars/the-rules/', async (page) => {
    await page.locator('.melee-calc').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has(.melee-calc)'));
  }),
  'replay, hydrated (/little-wars/hooks-farm/, scrolled to the replay)': await measure('/little-wars/hooks-farm/', async (page) => {
    await page.locator('.hf-replay').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has(.hf-replay)'));
  }),
  'text page (/about/)': await measure('/about/'),
  'search page (/search/?q=melee)': await measure('/search/?q=melee'),
};
const meleeMs = await meleeRerender();
const hooksStepMs = await hooksStep();
await browser.close();

async function lighthouseScores(path: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(server.origin + path, { port: chrome.port, output: 'json', logLevel: 'error' });
    const cats = result?.lhr.categories ?? {};
    const score = (k: string) => Math.round((cats[k]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
  } finally {
    chrome.kill();
  }
}
const scores = {
  '/': await lighthouseScores('/'),
  '/little-wars/the-rules/': await lighthouseScores('/little-wars/the-rules/'),
};
await server.close();

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\nBuild: ${buildSeconds.toFixed(1)} s\n`);
console.log('| page type | HTML (uncompressed) | CSS | JS before interaction | fetched on interaction (a search, or scrolling to a widget) | time to result |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, m] of Object.entries(pageTypes)) {
  const fetched = m.firstResultMs === undefined ? '–' : kb(m.search.js + m.search.other + m.search.css);
  const time = m.firstResultMs === undefined ? '–' : `${Math.round(m.firstResultMs)} ms`;
  console.log(`| ${name} | ${kb(m.load.html)} | ${kb(m.load.css)} | ${kb(m.load.js)} | ${fetched} | ${time} |`);
}
console.log(`\nMêlée calculator: an input change re-renders in ${meleeMs.toFixed(1)} ms (median of 30).`);
console.log(`Hook's Farm replay: a step to the next half-move renders in ${hooksStepMs.toFixed(1)} ms (median of 30; budget 16 ms).`);
console.log('\n| Lighthouse (mobile) | performance | accessibility | best practices | SEO |');
console.log('| --- | --- | --- | --- | --- |');
for (const [path, s] of Object.entries(scores)) console.log(`| ${path} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} |`);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify({ date: new Date().toISOString(), buildSeconds, pageTypes, meleeMs, hooksStepMs, scores }, null, 2));
