/**
 * Issue 16's last budget, measured: every update of the Hellwig board under 16 ms on plate III with 200 pieces placed,
 * their moves shown. A click selects a queen, then another (30 clicks, a frame between two, as a reader's clicks come),
 * and the first click of a fresh page is measured apart: the engine has been asked nothing of that position yet, and a
 * reader's first click on a piece must be as fast as the others.
 *
 * Each click is timed twice: by the clock, from the click to the new status on the page (what a reader waits for), and
 * in CPU time, the main thread's task that holds it in a Chrome trace (`tdur`), which another process's load on the
 * machine leaves nearly unchanged. `npm run bench` runs it over its build; alone, over the last build:
 * `node scripts/bench-plate3.ts [runs]` prints each run's figures, and `PROFILE=file.cpuprofile` writes the 30 clicks'
 * CPU profile of the last run, to open in Chrome's DevTools.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** A square of plate III by row and column, counted serpentine from corner A (§197, the engine's `squareAt`). */
const plateIIISquare = (row: number, col: number) => row * 49 + (row % 2 === 1 ? 49 - col : col + 1);

/**
 * The board page's address of plate III with `n` pieces of both players, row by row from row 18: no square there is
 * one the text names (plate-iii-terrain.ts), so every piece may stand where it is put.
 */
function plateIIIWithPieces(n: number): string {
  const letters = ['K', 'T', 'L', 'S', 'E'];
  const pieces: string[] = [];
  for (let i = 0; i < n; i++) {
    const [row, col] = [18 + Math.floor(i / 49), i % 49];
    // The two queens clicked (columns 10 and 30) stand where K falls: every fifth column.
    pieces.push(`${row % 2 === 0 ? 'A' : 'B'}${letters[col % letters.length]}${plateIIISquare(row, col)}`);
  }
  return `pl=III&p=${pieces.join(',')}`;
}

/** The page measured: plate III with 200 pieces, their moves shown. */
export const PLATE_III_PATH = `/hellwig/board/?${plateIIIWithPieces(200)}&mv=1`;
/** The two queens clicked in turn. */
const QUEENS = [plateIIISquare(18, 10), plateIIISquare(20, 30)] as const;
/** How long a reader looks at the board before the first click: the page is idle then (milliseconds). */
const READER_PAUSE = 1500;

export interface PlateIIIRedraws {
  /** The 30 clicks' times by the clock and in CPU, fastest first (milliseconds). */
  readonly times: readonly number[];
  readonly cpu: readonly number[];
  /** Each click's whole update in CPU: the click, its effects and the frame's style, layout and paint. */
  readonly whole: readonly number[];
  /** The first click of a fresh page, a reader's pause after it is drawn: by the clock and in CPU. */
  readonly first: number;
  readonly firstCpu: number;
}

/** The 90th centile of times sorted fastest first. */
export const p90 = (xs: readonly number[]): number => xs[Math.ceil(xs.length * 0.9) - 1] ?? Number.NaN;
/** The median of times sorted fastest first. */
export const median = (xs: readonly number[]): number => xs[Math.floor(xs.length / 2)] ?? Number.NaN;

/** A trace event, as Chrome writes it: times in microseconds, `tdur` the thread's own (CPU) time. */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
}

/** Clicks the queens `count` times, each mark named `p3-<i>` in the page's timeline; returns the clock's times. */
async function clickQueens(page: Page, count: number): Promise<number[]> {
  return page.evaluate(
    async ({ count, squares }) => {
      const shown = () => document.querySelector('.hellwig-board .board-status')?.textContent ?? '';
      const out: number[] = [];
      for (let i = 0; i < count; i++) {
        const before = shown();
        performance.mark(`p3-${i}`);
        const start = performance.now();
        document
          .querySelector(`[data-square="${squares[i % squares.length]}"]`)
          ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        for (let spins = 0; shown() === before; spins++) {
          if (spins > 5000) throw new Error('the board status did not change');
          await (spins < 1000 ? new Promise<void>((r) => queueMicrotask(r)) : new Promise((r) => setTimeout(r, 0)));
        }
        out.push(performance.now() - start);
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      }
      return out;
    },
    { count, squares: [...QUEENS] },
  );
}

/**
 * For each mark `p3-<i>`, in milliseconds: the CPU time of the main thread's task that made it (the click and Preact's
 * render), and of every task from it to the next mark (the click, the effects after it, the style, layout and paint
 * of the frame that shows it: the whole update as the reader's machine pays for it).
 */
function cpuOfMarks(trace: Buffer, count: number): { readonly click: number[]; readonly whole: number[] } {
  if (process.env['TRACE_OUT']) writeFileSync(process.env['TRACE_OUT'], trace);
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const marks = Array.from({ length: count }, (_, i) => {
    const mark = events.find((e) => e.name === `p3-${i}`);
    if (!mark) throw new Error(`no mark p3-${i} in the trace`);
    return mark;
  });
  const main = marks[0] as TraceEvent;
  // Chrome names a task `RunTask` or `ThreadControllerImpl::RunTask`, by version.
  const tasks = events.filter(
    (e) =>
      e.name.endsWith('RunTask') && e.ph === 'X' && e.tdur !== undefined && e.pid === main.pid && e.tid === main.tid,
  );
  const cpu = (t: TraceEvent) => (t.tdur ?? 0) / 1000;
  const click = marks.map((mark, i) => {
    const task = tasks.find((t) => t.ts <= mark.ts && mark.ts <= t.ts + (t.dur ?? 0));
    if (!task) throw new Error(`no task holds the mark p3-${i}`);
    return cpu(task);
  });
  // The next click's own task begins before its mark: a task ending after that mark is the next click's.
  const whole = marks.map((mark, i) => {
    const [from, to] = [mark.ts, marks[i + 1]?.ts ?? Number.POSITIVE_INFINITY];
    return tasks
      .filter((t) => t.ts + (t.dur ?? 0) >= from && t.ts + (t.dur ?? 0) < to)
      .reduce((sum, t) => sum + cpu(t), 0);
  });
  return { click, whole };
}

/** The page at `path`, its board hydrated and the first queen drawn (plate III's kit loads first). */
async function openBoard(browser: Browser, origin: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(origin + PLATE_III_PATH, { waitUntil: 'networkidle' });
  await page.locator('.hellwig-board').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has(.hellwig-board)'));
  await page.locator(`[data-square="${QUEENS[0]}"]`).waitFor({ state: 'attached' });
  return { page, close: () => context.close() };
}

/** Times `count` clicks on a page, by the clock and in CPU; a CPU profile of them written to `profile` if given. */
async function timed(
  browser: Browser,
  page: Page,
  count: number,
  profile?: string,
): Promise<{ clock: number[]; cpu: number[]; whole: number[] }> {
  const cdp = profile ? await page.context().newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  const detail = process.env['TRACE_OUT'] ? ['devtools.timeline', 'v8.execute'] : [];
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', ...detail] });
  const clock = await clickQueens(page, count);
  const trace = await browser.stopTracing();
  if (cdp && profile) {
    const { profile: out } = await cdp.send('Profiler.stop');
    writeFileSync(profile, JSON.stringify(out));
  }
  const { click, whole } = cpuOfMarks(trace, count);
  return { clock, cpu: click, whole };
}

/** One measure of plate III's redraws: a fresh page's first click, then 30 clicks on another fresh page. */
export async function plateIIIRedraws(browser: Browser, origin: string, profile?: string): Promise<PlateIIIRedraws> {
  const byNumber = (a: number, b: number) => a - b;
  const fresh = await openBoard(browser, origin);
  await fresh.page.waitForTimeout(READER_PAUSE);
  const one = await timed(browser, fresh.page, 1);
  await fresh.close();
  const board = await openBoard(browser, origin);
  const many = await timed(browser, board.page, 30, profile);
  await board.close();
  return {
    times: many.clock.sort(byNumber),
    cpu: many.cpu.sort(byNumber),
    whole: many.whole.sort(byNumber),
    first: one.clock[0] ?? Number.NaN,
    firstCpu: one.cpu[0] ?? Number.NaN,
  };
}

/** The figures of one measure, as one line. */
export function plateIIILine(r: PlateIIIRedraws): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return (
    `p90 ${ms(p90(r.times))} (median ${ms(median(r.times))}), ` +
    `in CPU p90 ${ms(p90(r.cpu))} (median ${ms(median(r.cpu))}); ` +
    `the whole update with its effects and frame in CPU p90 ${ms(p90(r.whole))} (median ${ms(median(r.whole))}); ` +
    `the first click of a fresh page ${ms(r.first)} (CPU ${ms(r.firstCpu)})`
  );
}

if (import.meta.main) {
  const { serveDist } = await import('../test/support/server.ts');
  const { chromePath } = await import('../test/support/chromium.ts');
  const path = chromePath();
  if (!path) throw new Error('the bench needs Chromium: install /usr/bin/chromium or set CHROME_PATH');
  const server = await serveDist();
  const browser = await chromium.launch({ executablePath: path, args: ['--no-sandbox', '--disable-gpu'] });
  const runs = Number(process.argv[2] ?? 3);
  for (let i = 0; i < runs; i++) {
    const r = await plateIIIRedraws(browser, server.origin, i === runs - 1 ? process.env['PROFILE'] : undefined);
    console.log(`run ${i + 1}: ${plateIIILine(r)}`);
  }
  await browser.close();
  await server.close();
}
