/**
 * axe-core run inside the page under test: the one way the browser tests hold a page to WCAG 2.2 AA.
 *
 * `@axe-core/playwright`'s `AxeBuilder` opens a second page for every check (to finish the run where
 * the page under test cannot tamper with it) and sends it every node's result, the HTML and a CSS
 * selector of each of the thousands of nodes that pass: measured on the built site, three and a half
 * times the cost of the same rules run in the page (hooks-farm: 46–58 s against 10–18 s on a loaded
 * machine). Our pages are our own, so axe runs in them: loaded once per page, without selectors or
 * HTML snippets for the nodes that pass. Only when something fails is it run again with both, so
 * that the message names the failing elements.
 *
 * axe is loaded as a script of the page's own origin (the test server serves it at `AXE_PATH`), not sent as the
 * text of a `page.evaluate`: its 560 KB went through Playwright's protocol (the test's worker, the run's browser
 * server, Chromium) for every page, which measured 1.4 to 2.7 s a page against 0.15 to 0.4 s for each axe run.
 */
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { AXE_PATH } from './server.ts';

/** What to check: axe rule tags (e.g. WCAG 2.2 AA) or named rules, within the page or a part of it. */
export interface AxeScope {
  readonly tags?: readonly string[];
  readonly rules?: readonly string[];
  /** A CSS selector: check only the elements it matches and what they hold. */
  readonly include?: string;
  /** Rules the tags would run that are left out (checked elsewhere, as a print page's text colours are). */
  readonly without?: readonly string[];
}

interface Violation {
  readonly id: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/**
 * Load axe into the page from the test server, as a script element taken out again once it has run, so the page's
 * markup is as it was (site.test.ts compares it before and after a check). The page's Content-Security-Policy allows
 * scripts of its own origin; should it ever refuse this one, the error says so rather than letting axe be missing.
 */
async function loadAxe(page: Page): Promise<void> {
  const src = new URL(AXE_PATH, page.url()).href;
  const loaded = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = () => {
          script.remove();
          resolve('axe' in window ? '' : `${src} ran but defined no window.axe`);
        };
        script.onerror = () => {
          script.remove();
          resolve(`${src} did not load (refused by the page's Content-Security-Policy?)`);
        };
        document.head.append(script);
      }),
    src,
  );
  if (loaded) throw new Error(`axe could not be loaded into ${page.url()}: ${loaded}`);
}

/** Run axe in the page; `detailed` adds each failing node's selector (costly on a large page). */
function run(page: Page, scope: AxeScope, detailed: boolean): Promise<Violation[]> {
  return page.evaluate(
    async ({ tags, rules, include, without, detailed }) => {
      const axe = (
        window as unknown as {
          axe: {
            configure(options: object): void;
            run(context: object, options: object): Promise<AxeResults>;
          };
        }
      ).axe;
      axe.configure({ noHtml: !detailed });
      const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
      const context = include ? { include: [include] } : document;
      const off = Object.fromEntries((without ?? []).map((id) => [id, { enabled: false }]));
      const results = await axe.run(context, { runOnly, rules: off, selectors: detailed });
      return results.violations.map((v) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.map((n) => (detailed ? n.target.join(' ') : '?')),
      }));
    },
    {
      tags: scope.tags ? [...scope.tags] : undefined,
      rules: scope.rules ? [...scope.rules] : undefined,
      include: scope.include,
      without: scope.without ? [...scope.without] : undefined,
      detailed,
    },
  );
}

/**
 * The page's axe violations within `scope`, each as `id: help (the failing elements)`; none is `[]`.
 * A page keeps the axe it was given, so a second check of the same page (the dark theme's) costs only its run.
 */
export async function axeViolations(page: Page, scope: AxeScope): Promise<string[]> {
  if (!scope.tags === !scope.rules) throw new Error('axeViolations: give either tags or rules');
  if (!(await page.evaluate(() => 'axe' in window))) await loadAxe(page);
  let violations = await run(page, scope, false);
  if (violations.length > 0) violations = await run(page, scope, true);
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}
