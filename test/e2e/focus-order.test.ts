/**
 * Focus order before hydration (issue 21): a keyboard reader who reaches a widget before its code has
 * run must not tab past controls that appear later above the focus. So every widget kind renders its
 * controls at build time, disabled (announced as unavailable), with a visible line saying what needs
 * JavaScript; once awake, Tab from the text before it reaches its first control and goes on in reading
 * order. Every widget kind, its page opened once with JavaScript off and once on (a page's later widgets may have
 * woken by the time the reader reaches them; either way the focus must go on in reading order).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { skipBrowserTests, useSite } from '../support/browser.ts';

const skip = skipBrowserTests();

/** A widget kind on one page that shows it: the page, the widget, and its no-JavaScript line. */
interface Kind {
  readonly page: string;
  readonly widget: string;
  readonly note: string;
  /** The no-JavaScript line stands before the widget, not in it (the exercise sheet's, above its controls). */
  readonly noteOutside?: true;
  /** Controls that work without JavaScript too (the exercise sheet's view, by CSS), left enabled as built. */
  readonly live?: string;
}

const framed = (page: string, kind: string): Kind => ({
  page,
  widget: `.widget.${kind}`,
  note: '.widget-static-note',
});

/**
 * Every widget kind on the site but the play page's (test/e2e/play.test.ts), each on one page that shows it. A page's
 * widgets are listed together, in reading order, so each page is opened once per context.
 */
const KINDS: readonly Kind[] = [
  framed('/little-wars/the-beginnings-of-modern-little-warfare/', 'grew'),
  framed('/little-wars/the-rules/', 'time-calc'),
  framed('/little-wars/the-rules/', 'gun-calc'),
  framed('/little-wars/the-rules/', 'melee-calc'),
  framed('/little-wars/the-rules/', 'finish-calc'),
  framed('/little-wars/the-rules/', 'force-calc'),
  { page: '/little-wars/hooks-farm/', widget: '.hf-replay', note: '.hf-static-note' },
  framed('/little-wars/extensions-and-amplifications/', 'transport-plan'),
  framed('/little-wars/extensions-and-amplifications/', 'railway-calc'),
  framed('/little-wars/little-wars-and-kriegspiel/', 'shell-calc'),
  framed('/little-wars/little-wars-and-kriegspiel/', 'rifle-calc'),
  framed('/little-wars/little-wars-and-kriegspiel/', 'moves-calc'),
  framed('/little-wars/little-wars-and-kriegspiel/', 'supply-calc'),
  framed('/little-wars/little-wars-and-kriegspiel/', 'works-calc'),
  framed('/little-wars/little-wars-and-kriegspiel/', 'charge-calc'),
  {
    page: '/little-wars/exercises/',
    widget: '.exercises',
    note: '.exercise-noscript',
    noteOutside: true,
    live: '.exercise-view input',
  },
  { page: '/hellwig/artillery/', widget: '.hellwig-board', note: '.board-static-note' },
  { page: '/hellwig/board/', widget: '.hellwig-board', note: '.board-static-note' },
];

const CONTROLS = 'button, input, select, textarea';

/** Every kind in one pass over its pages: a minute on a quiet machine, more on the shared one. */
const ALL_KINDS = { timeout: 240_000 };

/** The controls a widget holds, in document order, by their accessible kind and name (stable across hydration). */
function controlsOf(page: Page, widget: string): Promise<string[]> {
  return page.evaluate(
    ({ widget, controls }) =>
      [...(document.querySelector(widget)?.querySelectorAll<HTMLElement>(controls) ?? [])].map(
        (e) => `${e.tagName.toLowerCase()}:${e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 30) ?? ''}`,
      ),
    { widget, controls: CONTROLS },
  );
}

/** Focus the last visible focusable element before the widget, in the text the reader tabs through. */
function focusBefore(page: Page, widget: string): Promise<void> {
  return page.evaluate((sel) => {
    const w = document.querySelector(sel)!;
    const before = [
      ...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, summary'),
    ].filter((e) => w.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING && e.getClientRects().length > 0);
    // The nearest one that takes the focus (a note's checkbox may be hidden from it).
    for (const e of before.reverse()) {
      e.focus();
      if (document.activeElement === e) return;
    }
    throw new Error(`nothing before ${sel} takes the focus`);
  }, widget);
}

/**
 * A rule reference or a note focused opens its preview after a short delay (src/islands/previews/ui.ts), its "Go to"
 * link next in the tab order: a reader on the way to the widget dismisses it with Escape, focus staying on the
 * reference. Whether it opens before the first Tab is a race with the browser's idle time, so wait for it here.
 */
async function dismissPreview(page: Page): Promise<void> {
  const trigger = await page.evaluate(
    () =>
      !!document.activeElement?.closest('[data-preview],a.glossary-term,.sidenote-mark,.sidenote-check,[data-cite-of]'),
  );
  if (!trigger) return;
  const link = page.locator('.preview-link');
  const opened = await link
    .first()
    .waitFor({ state: 'visible', timeout: 3000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) return;
  await page.keyboard.press('Escape');
  await expect.poll(() => link.first().isVisible()).toBe(false);
}

describe.skipIf(skip)('a keyboard reader reaches each widget’s controls in reading order', () => {
  const site = useSite();
  let off: BrowserContext;
  let on: BrowserContext;
  const built = new Map<string, string[]>();

  beforeAll(async () => {
    off = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    on = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  test(
    'without JavaScript: each widget’s controls are there, disabled, and a visible line says what needs it',
    ALL_KINDS,
    async () => {
      const page = await off.newPage();
      for (const kind of KINDS) {
        if (page.url() !== `${site.server.origin}${kind.page}`) await page.goto(`${site.server.origin}${kind.page}`);
        const w = page.locator(kind.widget).first();
        const controls = await controlsOf(page, kind.widget);
        expect(controls.length, kind.widget).toBeGreaterThan(0);
        built.set(`${kind.page} ${kind.widget}`, controls);
        // Disabled (itself or by its fieldset), so a screen reader says "unavailable" and Tab does not stop on a
        // control that does nothing.
        const idle = w.locator(`:is(${CONTROLS}):not(:disabled)${kind.live ? `:not(${kind.live})` : ''}`);
        expect(await idle.count(), kind.widget).toBe(0);
        const note = (kind.noteOutside ? page : w).locator(kind.note).first();
        expect(await note.isVisible(), `${kind.widget} ${kind.note}`).toBe(true);
      }
      await page.close();
    },
  );

  test(
    'with JavaScript, at once: Tab from the text before a widget never lands before it, and ' +
      'waking keeps the controls built',
    ALL_KINDS,
    async () => {
      const page = await on.newPage();
      for (const kind of KINDS) {
        // Straight after the HTML: the widgets may not have woken yet. A page's later widgets are reached on it.
        if (page.url() !== `${site.server.origin}${kind.page}`)
          await page.goto(`${site.server.origin}${kind.page}`, { waitUntil: 'domcontentloaded' });
        await focusBefore(page, kind.widget);
        await page.keyboard.press('Tab');
        const landed = await page.evaluate((sel) => {
          const w = document.querySelector(sel)!;
          const a = document.activeElement!;
          return {
            inside: w.contains(a),
            after: !!(w.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING),
            disabled: a.matches(':disabled'),
          };
        }, kind.widget);
        expect(landed.inside || landed.after, `${kind.widget}: focus went on in reading order`).toBe(true);
        expect(landed.disabled, kind.widget).toBe(false);
        const focused = await page.evaluateHandle(() => document.activeElement!);
        // Awake, the widget holds the controls it was built with, in their order: the reader's place among them holds.
        await page.locator(kind.widget).first().scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (s) => !document.querySelector(s)!.closest('astro-island')?.hasAttribute('ssr'),
          kind.widget,
        );
        await expect
          .poll(() => focused.evaluate((e) => e.isConnected), {
            message: `${kind.widget}: waking kept the element focused`,
          })
          .toBe(true);
        const before = built.get(`${kind.page} ${kind.widget}`) ?? [];
        expect(before.length, 'the no-JavaScript test ran first').toBeGreaterThan(0);
        // Every control built is there awake, in the same order (waking may add tools, never move the built ones): read
        // again until the woken widget has drawn itself.
        const missing = async () => {
          let at = 0;
          for (const c of await controlsOf(page, kind.widget)) if (c === before[at]) at++;
          return before.slice(at);
        };
        await expect
          .poll(missing, { message: `${kind.widget}: controls built but not found awake, in order` })
          .toEqual([]);
        // Awake, Tab from the text before the widget reaches its first live control, then goes on in document order.
        await focusBefore(page, kind.widget);
        await dismissPreview(page);
        const expected = await page.evaluate(
          ({ sel, controls }) =>
            [...document.querySelector(sel)!.querySelectorAll<HTMLElement>(`a[href], ${controls}, summary, [tabindex]`)]
              .filter(
                (e) =>
                  !e.matches(':disabled') &&
                  e.tabIndex >= 0 &&
                  e.getClientRects().length > 0 &&
                  !(e instanceof HTMLInputElement && e.type === 'radio' && !e.checked),
              )
              .slice(0, 4)
              .map((e) => e.outerHTML.slice(0, 80)),
          { sel: kind.widget, controls: CONTROLS },
        );
        const reached: string[] = [];
        for (let i = 0; i < expected.length; i++) {
          await page.keyboard.press('Tab');
          reached.push(await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 80)));
        }
        expect(reached, kind.widget).toEqual(expected);
      }
      await page.close();
    },
  );

  // Issue 21: the board page's many controls, every one built disabled (src/islands/board/asleep.ts).
  test('without JavaScript, the Hellwig board’s buttons are disabled', async () => {
    const page = await off.newPage();
    await page.goto(`${site.server.origin}/hellwig/board/`);
    expect(await page.locator(`.hellwig-board :is(${CONTROLS}):not([disabled])`).count()).toBe(0);
    await page.close();
  });
});
