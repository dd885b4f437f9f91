/**
 * The bench's Lighthouse part (issue 21): every page type, mobile preset, in the system Chromium,
 * behind a server that gzips as real hosts do; and each text page beside a plain HTML page of the
 * same text with one inline style (the floor a text page can reach), made here from the built
 * page's `<main>`. One Chromium per page, one page at a time: the scores are simulated, but the
 * machine may be shared.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DIST } from '../test/support/dist.ts';
import { PLAIN_DIR } from './gzip-proxy.ts';

/** Every page type a reader meets, by the address the bench opens. */
export const PAGE_TYPES: Readonly<Record<string, string>> = {
  home: '/',
  'a Wells chapter': '/little-wars/of-the-legendary-past/',
  'the rules chapter': '/little-wars/the-rules/',
  'a Hellwig chapter with boards': '/hellwig/artillery/',
  'the board': '/hellwig/board/',
  'the Hook’s Farm replay': '/little-wars/hooks-farm/',
  'search with a query': '/search/?q=cavalry',
  'a § permalink': '/hellwig/s62/',
  // Lighthouse will not audit a page sent with status 404, so the 404 page is opened at its own file.
  'the 404 page': '/404.html',
};

/**
 * The page types a host that reads no `_redirects` (GitHub Pages, a plain server) serves otherwise: measured there
 * too, by a front that does not answer them. There a § permalink is its small page, which forwards the reader.
 */
const WITHOUT_REDIRECTS: Readonly<Record<string, string>> = {
  'a § permalink, on a host without `_redirects`': '/hellwig/s62/',
};

/** The text pages held to the floor: each is measured beside its plain twin. */
export const TEXT_PAGES: readonly string[] = [
  '/',
  '/little-wars/of-the-legendary-past/',
  '/little-wars/the-rules/',
  '/hellwig/artillery/',
  '/about/',
];

export interface Scores {
  readonly performance: number;
  readonly accessibility: number;
  readonly 'best-practices': number;
  readonly seo: number;
  /** Largest Contentful Paint, simulated, in seconds. */
  readonly lcp: number;
  /** What the page transferred, in bytes (compressed). */
  readonly bytes: number;
  /** The audits under 1 that cost the page points, by id: why a score is not 100. */
  readonly failing: readonly string[];
  /** The page's main thread in Lighthouse's trace (see `mainThread`). */
  readonly mainThread: MainThread;
}

interface MainThread {
  /** Its tasks' wall-clock time, in ms: what Lighthouse's simulation scales into blocking time. */
  readonly wallMs: number;
  /** The CPU time those tasks used, in ms: the page's own work, whatever else the machine runs. */
  readonly cpuMs: number;
}

/** The few fields of a trace event `mainThread` reads. */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's CPU time over the event, in µs (Chromium writes it where the platform can measure it). */
  readonly tdur?: number;
  readonly args?: { readonly data?: { readonly documentLoaderURL?: string } };
}

/**
 * The main thread of the page in Lighthouse's trace, from its navigation to the trace's end: its tasks'
 * wall-clock time and the CPU time they used. On a busy machine the two part: a task that waits for a core counts
 * whole in Lighthouse's blocking time, though the page did nothing more. Traced on this machine at loads of 12 to 60,
 * the 404 page's and the home page's tasks used 124 to 210 ms of CPU in every run, while their wall-clock time went
 * from 0.65 to 6.1 s, and with it the scores; so the bench prints both.
 */
function mainThread(events: readonly TraceEvent[]): MainThread {
  // The first navigation to a page (a redirect's target, or a § permalink before its refresh): the page's thread.
  const start = events.find(
    (e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!start) return { wallMs: Number.NaN, cpuMs: Number.NaN };
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts,
  );
  const sum = (f: (e: TraceEvent) => number) => tasks.reduce((n, e) => n + f(e), 0) / 1000;
  return { wallMs: sum((e) => e.dur ?? 0), cpuMs: sum((e) => e.tdur ?? 0) };
}

/** Where each page's full Lighthouse report is written. */
const REPORTS = join('bench-results', 'lighthouse');

/**
 * What headless Chromium runs beside the page that no reader's browser does, switched off for the measurement: its
 * hidden omnibox popup, a WebUI page (chrome://omnibox-popup.top-chrome) in a renderer of its own that loads some
 * 80 modules while Lighthouse traces. On this machine's 2 cores, shared (load 12 to 45), it took 3.3 to 5.2 s of
 * its main thread's time in 9 of 12 traced runs, more than the page's own, and the page's tasks grew with it: the
 * plain twin of the 404 page, 1 KB of text, scored 100 (total blocking time 17 ms) beside 0.08 s of it and 70 (2.3 s)
 * beside 4.0 s. No reader's browser runs it.
 */
const HEADLESS_EXTRAS = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * chrome-launcher's own flags with `HEADLESS_EXTRAS` added to its `--disable-features` (Chromium reads only the last
 * `--disable-features` it is given, so a second one would undo chrome-launcher's), then `flags`.
 */
function chromeFlags(flags: readonly string[]): string[] {
  const defaults = chromeLauncher.Launcher.defaultFlags().map((f) =>
    f.startsWith('--disable-features=') ? `${f},${HEADLESS_EXTRAS.join(',')}` : f,
  );
  if (!defaults.some((f) => f.startsWith('--disable-features=')))
    defaults.push(`--disable-features=${HEADLESS_EXTRAS.join(',')}`);
  return [...defaults, ...flags];
}

/** Run Lighthouse (mobile preset) on `url` in a fresh headless Chromium; `tag` tells apart reports of one address. */
async function lighthouseAt(url: string, chrome: string, flags: readonly string[], tag = ''): Promise<Scores> {
  const browser = await chromeLauncher.launch({
    chromePath: chrome,
    chromeFlags: chromeFlags(flags),
    ignoreDefaultFlags: true,
  });
  try {
    const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // The whole report beside the table, to see why a score is short (open it in the Lighthouse viewer).
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(
      join(
        REPORTS,
        `${new URL(url).pathname.replace(/\W+/g, '_')}${new URL(url).search.replace(/\W+/g, '_')}${tag}.json`,
      ),
      JSON.stringify(result.lhr),
    );
    const { categories, audits } = result.lhr;
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
    const weighted = new Set(
      Object.values(categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => r.id)),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: (audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000,
      bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
      failing: [...weighted].filter((id) => {
        const s = audits[id]?.score;
        return typeof s === 'number' && s < 1;
      }),
      mainThread: mainThread(result.artifacts.Trace.traceEvents),
    };
  } finally {
    browser.kill();
  }
}

/**
 * The built page's `<main>` as plain HTML: its headings, paragraphs, lists, tables and quotations
 * with every attribute, script, style, figure, form control and island removed, in one page with
 * one inline style. Returns its address beside the site.
 */
function writePlainTwin(path: string, index: number): string {
  const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const text = main
    .replace(/<(script|style|svg|template|button|select|textarea|astro-island|noscript)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<(input|img|link|meta)\b[^>]*>/gi, '')
    .replace(/<(\/?)([a-z][a-z0-9-]*)\b[^>]*>/gi, (_, close: string, tag: string) =>
      /^(h[1-6]|p|ul|ol|li|blockquote|table|tr|td|th|em|i|b|strong|a|br|dl|dt|dd)$/i.test(tag)
        ? `<${close}${tag}>`
        : '',
    );
  const page = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // An icon of its own: the request for /favicon.ico would count the site's 404 page in the twin's bytes.
    `<title>${title}</title><meta name="description" content="A plain twin of a page, for the bench."><link ` +
      `rel="icon" href="data:,">`,
    '<style>body{max-width:38em;margin:0 auto;padding:1rem;font:1.0625rem/1.55 ' +
      'Georgia,serif;color:#222;background:#fbf8f1}</style>',
    `</head><body><main>${text}</main></body></html>`,
  ].join('\n');
  const dir = join(DIST, PLAIN_DIR, String(index));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), page);
  return `/${PLAIN_DIR}/${index}/`;
}

export interface LighthouseReport {
  readonly pages: Record<string, Scores & { readonly path: string }>;
  readonly text: Record<string, { readonly page: Scores; readonly plain: Scores }>;
}

/**
 * Lighthouse for the page types (all, or those whose address is in `only`) and, unless `only` is
 * given, each text page beside its plain twin. `origin` is the gzip front's that answers the build's
 * `_redirects`, `bare` one's that does not (both with the base path).
 */
export async function lighthouseReport(
  { origin, bare }: { readonly origin: string; readonly bare: string },
  chrome: string,
  flags: readonly string[],
  only?: readonly string[],
): Promise<LighthouseReport> {
  const pages: Record<string, Scores & { path: string }> = {};
  const types = [
    ...Object.entries(PAGE_TYPES).map(([name, path]) => [name, path, origin] as const),
    ...Object.entries(WITHOUT_REDIRECTS).map(([name, path]) => [name, path, bare] as const),
  ];
  for (const [name, path, at] of types) {
    if (only && !only.includes(path)) continue;
    console.log(`Lighthouse: ${name}, ${path}`);
    pages[name] = { path, ...(await lighthouseAt(at + path, chrome, flags, at === bare ? '_bare' : '')) };
  }
  const text: Record<string, { page: Scores; plain: Scores }> = {};
  const textPages = only ? TEXT_PAGES.filter((p) => only.includes(`plain:${p}`)) : TEXT_PAGES;
  try {
    for (const [i, path] of textPages.entries()) {
      console.log(`Lighthouse: ${path} and its plain twin`);
      const plain = writePlainTwin(path, i);
      text[path] = {
        page: await lighthouseAt(origin + path, chrome, flags),
        plain: await lighthouseAt(origin + plain, chrome, flags),
      };
    }
  } finally {
    rmSync(join(DIST, PLAIN_DIR), { recursive: true, force: true });
  }
  return { pages, text };
}

/** The two tables, in Markdown. */
export function printLighthouse({ pages, text }: LighthouseReport): void {
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const ms = (m: MainThread) => `${m.wallMs.toFixed(0)} ms (${m.cpuMs.toFixed(0)} ms)`;
  if (Object.keys(pages).length) {
    console.log(
      '\n| Lighthouse (mobile, gzip) | performance | accessibility | best practices | SEO | LCP | ' +
        'transferred | main thread: tasks (CPU) | short of 1 |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, s] of Object.entries(pages))
      console.log(
        `| ${name} (\`${s.path}\`) | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ` +
          `${s.seo} | ${s.lcp.toFixed(2)} s | ${kb(s.bytes)} | ${ms(s.mainThread)} | ` +
          `${s.failing.join(', ') || '–'} |`,
      );
  }
  if (Object.keys(text).length) {
    console.log('\n| text page (gzip) | LCP | transferred | plain twin’s LCP | plain twin | over the floor |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [path, { page, plain }] of Object.entries(text)) {
      const over = page.lcp - plain.lcp;
      console.log(
        `| \`${path}\` | ${page.lcp.toFixed(2)} s | ${kb(page.bytes)} | ${plain.lcp.toFixed(2)} s | ` +
          `${kb(plain.bytes)} | ${over.toFixed(2)} s${over > 0.1 ? ' OVER' : ''} |`,
      );
    }
  }
}
