import { describe, expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, documentOf, pagesToCheck, readDist, sitePathOf, urlOf } from '../support/dist.ts';

/** A text page may carry only the inline loader (theme + on-demand search). */
const MAX_INLINE_LOADER = 2 * 1024;
/**
 * And the previews' and Cite's bootstrap (PreviewScript.astro): once the page is idle it adds the
 * delegated listeners that load their code on the reader's first hover, focus, tap or click.
 *
 * And the service worker's registration (src/components/chrome/RegisterWorker.astro), known by its id.
 * It waits for the load event and the browser's first idle moment before it asks for anything, so it
 * adds no fetch before the reader acts.
 */
const MAX_PREVIEW_BOOTSTRAP = 1024;
const MAX_REGISTRATION = 1024;
/** Astro's own inline island runtime, on pages with widgets. */
const MAX_ISLAND_RUNTIME = 6 * 1024;
const MAX_HTML_GZIP = 60 * 1024;
/** A print page is a whole book on one page (issue 20), read by choice: the sum of its chapters, not one of them. */
const PRINT_HTML_GZIP: Record<string, number> = {
  '/little-wars/print/': 100 * 1024,
  '/hellwig/print/': 160 * 1024,
};
/** JavaScript (gzipped) a page's widgets may load before interaction, by page; others get the default. */
const WIDGET_JS_BUDGET: Record<string, number> = {
  '/little-wars/the-rules/': 40 * 1024,
  // Issue 16's 60 KB. Plate III, the breastworks and bridges and predict-then-reveal had taken the page to 63.0 KB;
  // loaded when the reader first asks for them (src/islands/board/lazy.ts, pageKits.ts), it fetches 50.8 KB before
  // interaction (2026-11-25), leaving room for the board's next features.
  '/hellwig/board/': 60 * 1024,
  '/little-wars/hooks-farm/': 80 * 1024,
  // The sheet is made again from the address in the browser, by the same engine as the board's small boards, with
  // their drawing: 41.1 KB measured with the breastworks and bridges topics, 44.2 KB once the play page shared the
  // engine's modules and moved the chunks' boundaries (2026-11-25). 45.8 KB once the board page loaded its kits by
  // dynamic imports: the bundler then cuts the engine's shared chunk in three (the kits reach parts of it), about
  // 1.2 KB more for every page that draws a board. Held at 47 KB; a chunking rule that keeps the engine in one chunk
  // would win it back (Rolldown's codeSplitting groups, tried: it must not pull Preact in with it). 47.2 KB (48,379
  // bytes, 2026-11-29) once the board's squares were drawn in stripes that hand back unchanged cells (issue 16's 16 ms
  // on plate III: 0.5 KB), the bundler cut the bridges out of the breastworks' chunk as the game's bridge actions
  // grew (0.5 KB), and the engine remembered reach and strengths per position (issue 17's 50 ms: 0.5 KB). Held at
  // 48 KB. 48.8 KB (49,946 bytes, 2026-11-29) once the sheet kept its address through the one hook every widget uses
  // (issue 21: other keys and the fragment kept, a key given twice named), whose chunk is 0.8 KB. Held at 49 KB.
  '/hellwig/exercises/': 49 * 1024,
  // Hellwig's game (issue 17): the engine's pieces, artillery, formations and game layer, the board's drawing and the
  // play panels measured 32.1 KB (2026-11-25); with the maps (plate III's reconstruction and the board's plate III
  // kit), cut-off and blockade, 41.0 KB. The issue allows 80 KB, held here at 48 so growth is a decision; with the
  // breastworks and depots (the board's works layer, the depots panel), four players and the set-up editor, 53.5 KB
  // (2026-11-25): held at 56 KB. Breastworks fought over (bombarded, stormed, taken over, their shelter from fire),
  // the blockade's resupply and the computer's works: 56.5 KB (57,886 bytes, 2026-11-28). With bridges in play
  // (laying, breaking down, ruining by a piece and by artillery, moving a bridge-transporter: the engine's bridges.ts,
  // bridgeRuin.ts, bridgeMoves.ts and the contest of defence.ts), 61.4 KB on their own branch (62,907 bytes); the two
  // merged, 63.7 KB (65,183 bytes, 2026-11-28). Held at 66 KB, within the 80 KB. With the second and third
  // means of ruining bridges (§161, §162), §167 (5)'s exposed bridges, four players' bridges (§223) and bombarding
  // from the board, and the engine's memory of reach and strengths per position: 66.0 KB (67,583 bytes, one byte under,
  // 2026-11-29). Held at 68 KB, within the 80 KB. With fire in play (§74–§80, §166: the engine's terrain.ts
  // fire and bridgeFire.ts, which the game now runs on every action, the game's fire layer, the fire panel and its
  // words and marks, the refusal of a bridge's move onto a burning square): 72.0 KB (73,753 bytes, 2026-11-29), of
  // which 2.4 KB is terrain.ts in a chunk shared with the board page. Held at 74 KB, within the 80 KB. With
  // rectangles in play (several boards moved as one and a rectangle wheeled, §173–§178: the game layer's offers and
  // refusals, the page's extended selection), a bridge-transporter wheeled (§137), a transporter abandoned (§101) and
  // two stacked bridge-transporters moved together and set up (§150): 70.9 KB on their own branch (72,608 bytes);
  // merged with fire, 77.1 KB (78,926 bytes, 2026-11-29). Held at 78 KB, within the 80 KB, which leaves
  // little room: the next growth should be a lazily loaded chunk. With the stacked pair played from its target (§150)
  // and the set-up editor's bridge-transporters (§147): 77.4 KB (79,269 bytes, 2026-11-29), still held at 78 KB. With
  // nothing passing a fire (game/firePassage.ts) and resupply read from the position: 78.1 KB (79,985 bytes). Loading
  // the set-up editor lazily, tried, measured 79.2 KB (81,126 bytes): the bundler split the engine's shared modules
  // into more, smaller chunks that compress worse. Held at 79 KB, within the 80 KB. With a cut-off corps
  // followed through every kind of move (game/movedPieces.ts, §182): 78.4 KB (80,245 bytes, 2026-11-29), still 79.
  // With every reading the engine offers switchable and listed in the rules panel with its § (§167, §180, §182, §184,
  // §190: the words of their options are the growth) and who moved first kept in the address: 79.0 KB (80,907 bytes,
  // 2026-11-29). With an artillerist's device destroyed and his move off in the same move, combined artillery wholly
  // (§72, §72a, §73: the engine's destroying.ts, game/destroy.ts, the notation), and a square refused on the page with
  // the engine's reason and § (issue 17): 79.3 KB on its own branch (81,181 bytes); the two merged, 79.8 KB (81,698
  // bytes). Held at the 80 KB, its ceiling: what the page gains next must load lazily or replace what it has.
  // 76.6 KB (78,478 bytes, 2026-11-29), with the refusals of a burning bridge broken down (§166), of three
  // bridge-transporters one on another (§150) and of a destruction across the dividing surface (§223): the rules
  // panel's readings come with the page's HTML as the island's props (play.astro hands it the engine's READING_NOTES),
  // its fixed sentences (the keys, the set-up editor's help, the notes) as the page's slots, and the computer's code is
  // its worker's alone (the page carried it for a main-thread fallback only a test's DOM used; a dynamic import of it
  // instead measured 78.9 KB: Vite's preload helper and the engine cut into one more chunk). Held at 77 KB. With an
  // empty plate of any size from 8 to 60 rows and columns (§22: the engine's grids of any size, the size's bounds from
  // the engine) and the starts too big for it greyed out: 77.5 KB (79,340 bytes, 2026-11-29). Held at 78 KB, within the
  // issue's 80 KB. With each player's fortress centre drawn on every map and named by the cursor (§187): 77.7 KB
  // (79,606 bytes, 2026-11-29), still held at 78 KB. With a game of four's works checked by half (§222), a header's
  // refusal naming its line, every refusal of a square with its §, and a laid bridge in the set-up editor (§170): 78.2
  // KB (80,038 bytes, 2026-11-29). Held at 79 KB, within the 80 KB: under 2 KB of room is left. With the set-up
  // editor's breastworks, depots and a pawn's facing (the Setup line's works, the depots drawn on the play board) and
  // the address left as the reader came with it until the game changes: 79.3 KB (81,231 bytes, 2026-11-29). Held at
  // the 80 KB, its ceiling: 689 bytes of room.
  '/hellwig/play/': 80 * 1024,
};
/**
 * Every other page with widgets, the Kriegspiel appendix's six among them (issue 18: "the same budgets as the
 * chapter III calculators"). The appendix measured 40.7 KB with Astro's Preact client, which brings Vite's preload
 * helper for the signals it never gets here; hydrated by src/islands/shared/hydrate.ts instead, 39.4 KB (2026-11-28);
 * with its six widgets one chunk (src/islands/kriegspiel/appendixIslands.ts) instead of six, 34.8 KB; 35.0 KB once
 * the shell's and supply's reasons cited their lines (2026-11-28).
 */
const DEFAULT_WIDGET_JS = 40 * 1024;
/**
 * What a widget loads only when the reader acts (a dynamic `import()`: the board page's plate III, works and
 * predict-then-reveal kits, lazy.ts) is not fetched before interaction; each such chunk, with what it brings that the
 * page has not loaded yet, is held to its own budget. The works kit with the engine's breastworks and bridges measured
 * 11.5 KB (2026-11-25); with the second school's hills, depots and fire (their drawing, tools and answers), 20.6 KB;
 * with its answers on request (a depot's field and supply line, the fire's stepper, a mortar's bridges), 23.1 KB
 * (2026-11-28, after the fortress's squares and the depots' set-up left the chunks the game page shares); with a
 * fortress the reader places on plate II (its engine, edits, drawing and answers, issue 16), 27.6 KB (2026-11-29).
 * Then the second school left it for a part of its own, loaded only when a position or a tool has hills, depots, fire
 * or a placed fortress (schoolPart.tsx): the breastworks and bridges measured 15.5 KB, the second school's part
 * 21.4 KB, and the board page before interaction 51.6 KB (was 51.1: the page's list of the new chunk's files).
 */
const LAZY_CHUNK_JS = 24 * 1024;
/**
 * A Hellwig chapter's small boards are the board page's island (60 KB there), less its examples table and its
 * predict-then-reveal: with the projector mode (issue 22), the copied link and the phone's zoom (issue 21) it
 * measured 43.1 KB on 2026-11-25, over the 40 KB default, and 44.2 KB by that evening (over the 44 KB it was held
 * at). Then 45.4 KB: the board page's kits loaded by dynamic imports make the bundler cut the engine's shared chunk in
 * three (1.2 KB; see the exercise sheet above), and every control built disabled until the island runs (issue 21)
 * 0.3 KB. Held at 47 KB, so that any further growth is a decision, not a drift. 47.1 KB (48,265 bytes, 2026-11-29)
 * with issue 16's last board answers (the tool and the + key that strengthen a breastwork by one sign, §106, and the
 * pieces that may entrench the square under the cursor, §§108–109) and a view kept per set-up and selection (the
 * selection's sentence and its drawing had each computed it). Held at 48 KB.
 */
const SMALL_BOARDS_JS = 48 * 1024;
/**
 * Preact's Astro renderer imports @preact/signals only to hydrate an island given signal props,
 * which Astro marks with `data-preact-signals`; on a page with no such island that chunk is never
 * fetched, so it counts only where one is.
 */
const SIGNALS_CHUNK = /^\/_astro\/signals\.module\.[\w-]+\.js$/;

/**
 * The modules scripts pull in within dist/: `loaded`, by static imports (fetched as soon as the scripts run), and
 * `later`, the chunks they import dynamically (an `import()`, or a dependency the bundler lists for one as
 * `"_astro/….js"`), fetched only when that code runs. `known` is what the page has already loaded.
 */
function moduleClosure(
  entries: readonly string[],
  known: ReadonlySet<string> = new Set(),
): { loaded: Set<string>; later: Set<string> } {
  const loaded = new Set<string>();
  const later = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const path = queue.pop()!;
    if (loaded.has(path) || known.has(path)) continue;
    loaded.add(path);
    const file = join(DIST, path);
    if (!existsSync(file)) throw new Error(`script ${path} is referenced but not built`);
    const code = readFileSync(file, 'utf8');
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    for (const m of code.matchAll(/\bimport\s*\(\s*["'](\.\/[^"']+\.js)["']\s*\)/g)) later.add(dir + m[1]!.slice(2));
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g))
      queue.push(dir + m[1]!.slice(2));
    for (const m of code.matchAll(/["'](_astro\/[^"']+\.js)["']/g)) later.add(`/${m[1]}`);
  }
  for (const p of loaded) later.delete(p);
  return { loaded, later };
}

const gzipped = new Map<string, number>();
/** A built file's gzipped size, worked out once: many pages share their widgets' modules. */
const gz = (path: string) => {
  let n = gzipped.get(path);
  if (n === undefined) {
    n = gzipSync(readFileSync(join(DIST, path))).byteLength;
    gzipped.set(path, n);
  }
  return n;
};

describe('budgets over the build output', () => {
  // The § permalink pages beyond the sample share its template (permalinks.test.ts), which
  // also holds every one of them to the 60 KB.
  const pages = pagesToCheck();

  test.each(pages)('%s loads no JavaScript before interaction beyond its widgets’ budget', (file) => {
    const doc = documentOf(file);
    const bootstrap = [...doc.querySelectorAll('script[data-bootstrap="previews"]')];
    expect(bootstrap.length, 'the previews’ bootstrap, once').toBeLessThanOrEqual(1);
    for (const b of bootstrap)
      expect(Buffer.byteLength(b.textContent ?? ''), 'the previews’ bootstrap, in bytes').toBeLessThanOrEqual(
        MAX_PREVIEW_BOOTSTRAP,
      );
    const scripts = [...doc.querySelectorAll('script:not([data-bootstrap="previews"])')];
    // JSON-LD is data for search engines and reference managers, never run: not JavaScript.
    const code = scripts.filter((s) => s.getAttribute('type') !== 'application/ld+json');
    const external = scripts.filter((s) => s.hasAttribute('src')).map((s) => s.getAttribute('src'));
    expect(external, 'external script tags').toEqual([]);
    const islands = [...doc.querySelectorAll('astro-island')];
    const registration = code.filter((s) => s.id === 'register-worker');
    expect(registration.length, 'the service worker’s registration, once').toBe(1);
    const registers = registration[0]!.textContent ?? '';
    expect(Buffer.byteLength(registers), 'the registration, in bytes').toBeLessThanOrEqual(MAX_REGISTRATION);
    expect(registers, 'the registration waits for the load event, then for idle').toMatch(
      /addEventListener\('load'[\s\S]*requestIdleCallback/,
    );
    const inline = code.filter((s) => s.id !== 'register-worker').map((s) => Buffer.byteLength(s.textContent ?? ''));
    const loader = inline[0] ?? 0;
    expect(loader, 'the inline loader, in bytes').toBeLessThanOrEqual(MAX_INLINE_LOADER);
    if (islands.length === 0) {
      expect(inline.length, 'a text page has one inline script, the loader').toBeLessThanOrEqual(1);
      expect(doc.querySelectorAll('link[rel="modulepreload"]').length).toBe(0);
      return;
    }
    const runtime = inline.slice(1).reduce((a, b) => a + b, 0);
    expect(runtime, 'Astro’s inline island runtime, in bytes').toBeLessThanOrEqual(MAX_ISLAND_RUNTIME);
    for (const island of islands) expect(island.getAttribute('client'), 'widgets hydrate when visible').toBe('visible');
    const entries = islands
      .flatMap((i) => [i.getAttribute('component-url'), i.getAttribute('renderer-url')])
      .filter((u): u is string => !!u)
      .map(sitePathOf);
    const { loaded, later } = moduleClosure(entries);
    // The renderer imports the signals chunk as it hydrates an island given signal props: then it is fetched at once.
    const withSignals = islands.some((i) => i.hasAttribute('data-preact-signals'));
    const signals = [...later].filter((p) => SIGNALS_CHUNK.test(p));
    expect(signals.length, 'the renderer’s signals chunk, once').toBeLessThanOrEqual(1);
    const fetched = withSignals ? moduleClosure([...loaded, ...signals]).loaded : loaded;
    const total = [...fetched].reduce((n, p) => n + gz(p), 0);
    const smallBoards = islands.some((i) => i.getAttribute('component-export') === 'HellwigBoard');
    const budget = WIDGET_JS_BUDGET[urlOf(file)] ?? (smallBoards ? SMALL_BOARDS_JS : DEFAULT_WIDGET_JS);
    expect(total, `gzipped JavaScript of ${urlOf(file)}'s widgets before interaction`).toBeLessThanOrEqual(budget);
    // Each chunk loaded later, with what it brings that the page has not loaded yet, within its own budget.
    for (const chunk of [...later].filter((p) => !fetched.has(p))) {
      const brings = moduleClosure([chunk], fetched).loaded;
      const size = [...brings].reduce((n, p) => n + gz(p), 0);
      expect(size, `gzipped JavaScript ${urlOf(file)} loads later by ${chunk}`).toBeLessThanOrEqual(LAZY_CHUNK_JS);
    }
  });

  // The appendix's six widgets are one chunk (src/islands/kriegspiel/appendixIslands.ts) because they stand on that
  // page alone: placed on another page through that module, one of them would bring all six.
  test.each(pages)('%s loads the appendix’s one chunk of six widgets if and only if it is the appendix', (file) => {
    const urls = [...documentOf(file).querySelectorAll('astro-island')].map((i) => i.getAttribute('component-url'));
    const appendix = urls.some((u) => /\/appendixIslands\.[\w-]+\.js$/.test(u ?? ''));
    expect(appendix).toBe(urlOf(file) === '/little-wars/little-wars-and-kriegspiel/');
  });

  test.each(pages)('%s is at most 60 KB of HTML gzipped (a print page: its book’s budget)', (file) => {
    expect(gzipSync(readDist(file)).byteLength).toBeLessThanOrEqual(PRINT_HTML_GZIP[urlOf(file)] ?? MAX_HTML_GZIP);
  });
});
