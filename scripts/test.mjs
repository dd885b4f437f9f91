#!/usr/bin/env node
/**
 * `npm test`: every check of the edition, in one run, ending with one line
 * `N passed, M failed` that counts every test of every suite.
 *
 * 1. `astro build` (the site and its Pagefind index, built once for the whole run, under the base path
 *    `/first-wargames/` unless BASE_PATH says otherwise), one test; beside it, at a lower priority, Prettier's
 *    check, ESLint and Knip, each counted as one test (they read the sources, never dist/ or .astro/);
 * 2. then, side by side (the browser tests spend much of their time waiting on Chromium):
 *    - Vitest's `e2e` project (the built site in Chromium; E2E_WORKERS files at a time, one unless set), its
 *      output shown as it runs;
 *    - `astro check` (types of .astro, .ts and .tsx; zero errors and warnings; the types of the content
 *      collections as the build has just written them), one test, then Vitest's `node` (engine, Markdown,
 *      checks over dist/) and `dom` (islands) projects, their output shown when they are done.
 *    Arguments after `npm test --` go to one Vitest run of every project, after the check, as before.
 * Prints the seconds each step took and the whole run's, then the summary line, last.
 * Exits non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `npm test needs Node 24 (the project's \`node\` devDependency); this is ${process.version}. ` +
      'Run it through npm after `npm ci`.',
  );
  process.exit(1);
}

const started = performance.now();
const timings = [];
let passed = 0;
let failed = 0;
const failures = [];
/** Each test file's seconds, from Vitest's reports: the slowest are printed at the end, where the time goes. */
const slowest = [];
const out = mkdtempSync(join(tmpdir(), 'vitest-'));

/**
 * Run a command; with `quiet`, keep its output and hand it back instead of showing it. A quiet
 * command runs beside the browser tests, at a lower priority (nice 10, where there is `nice`), so
 * Chromium keeps the CPU its timed tests (a step of the replay within 16 ms) were measured with.
 */
function run(cmd, args, { quiet = false, env = process.env } = {}) {
  if (quiet && process.platform !== 'win32') [cmd, args] = ['nice', ['-n', '10', cmd, ...args]];
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...(quiet ? { FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } : {}) },
    });
    let text = '';
    child.stdout?.on('data', (d) => (text += d));
    child.stderr?.on('data', (d) => (text += d));
    child.on('error', (error) => resolve({ status: 1, text: `${text}\n${cmd} could not start: ${error.message}\n` }));
    child.on('close', (status) => resolve({ status, text }));
  });
}

/** One step, timed: its label, the command, whether its output waits until it is done, and its extra environment. */
async function step(name, cmd, args, quiet = false, env = {}) {
  const t0 = performance.now();
  const header = `\n▶ ${name}: ${cmd} ${args.join(' ')}`;
  if (!quiet) console.log(header);
  const result = await run(cmd, args, { quiet, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env } });
  const seconds = (performance.now() - t0) / 1000;
  timings.push([name, seconds]);
  return { ...result, seconds, shown: quiet ? `${header}\n${result.text}` : '' };
}

/** A step that is one test: it passed if it exited 0. */
function count(name, status) {
  if (status === 0) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

/** Vitest over `projects` (all when empty), counting its tests from the JSON report. */
async function vitest(name, projects, quiet) {
  const report = join(out, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...projects.flatMap((p) => ['--project', p]),
    ...process.argv.slice(2),
  ];
  const result = await step(name, 'npx', args, quiet);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests ?? 0;
    failed += (json.numFailedTests ?? 0) + (json.numPendingTests ?? 0) * (process.env.CI ? 1 : 0);
    // A test file that cannot even load counts as a failure, not as zero tests.
    const brokenFiles = (json.testResults ?? []).filter(
      (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
    );
    failed += brokenFiles.length;
    for (const f of brokenFiles) failures.push(`could not run ${f.name}`);
    if ((json.numFailedTests ?? 0) > 0) failures.push(`${json.numFailedTests} Vitest test(s) in ${name}`);
    slowest.push(
      ...(json.testResults ?? []).map((f) => [
        `${name}: ${f.name.replace(`${process.cwd()}/`, '')}`,
        ((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000,
      ]),
    );
    if (result.status !== 0 && (json.numFailedTests ?? 0) === 0 && brokenFiles.length === 0) {
      failed++;
      failures.push(`${name} exited with ${result.status}`);
    }
  } else {
    failed++;
    failures.push(`${name} exited with ${result.status} and wrote no report`);
  }
  return result;
}

/**
 * The code's own checks: Prettier's format, ESLint's rules (eslint.config.js), the width of every line, strings and
 * comments included (scripts/line-width.mjs), Knip's unused files, exports and packages.
 *
 * Prettier and ESLint keep what they found of each file in node_modules/.cache/ and read again only the files whose
 * content changed since (`--cache-strategy content`, not the file's time, which a checkout or a rebase resets).
 * Each judges a file by that file alone (ESLint's rules here use no type information), and each cache is thrown away
 * when its tool's version or options change (ESLint keeps its configuration's hash with each file's result), so a
 * file read from the cache is judged as it would be read again. Measured 2026-11-29 on 2 loaded cores, user+sys:
 * Prettier 31.8 s of CPU cold, 5.0 s with the cache; ESLint 35.5 s cold, 4.6 s. A first run (CI's) is as before.
 */
const CACHE = (location) => ['--cache', '--cache-strategy', 'content', '--cache-location', location];
const LINTERS = [
  ['prettier', ['prettier', '--check', '--log-level', 'warn', ...CACHE('node_modules/.cache/prettier/cache'), '.']],
  ['eslint', ['eslint', '--max-warnings', '0', ...CACHE('node_modules/.cache/eslint/'), '.']],
  ['line width', ['node', 'scripts/line-width.mjs']],
  ['knip', ['knip', '--no-progress']],
];

// The formatter, the linter and the dead-code check read only the sources: in a whole run they run beside the build,
// at a lower priority, on the CPU the build leaves (`npm run format` mends the first two). Each is one test.
const wholeRun = process.argv.length <= 2;
const linted = (async () => {
  let shown = '';
  if (!wholeRun) return shown;
  for (const [name, args] of LINTERS) {
    const result = await step(name, 'npx', args, true);
    count(name, result.status);
    shown += result.shown;
  }
  return shown;
})();
// The one build of the run is served under a sub-path, as a GitHub project page is, so every test of the built
// site proves it works away from the root too (a link missing the base fails the link check). `npm run build`
// stays at the root.
const build = await step('astro build', 'npx', ['astro', 'build'], false, {
  BASE_PATH: process.env.BASE_PATH ?? '/first-wargames/',
});
count('astro build', build.status);
/**
 * `astro check`, one test. After a build that succeeded it skips its own `astro sync`: the build has just written
 * the same types of the content collections to .astro/ (a second sync would load every source again).
 */
const CHECK = ['astro', 'check', '--minimumSeverity', 'warning', ...(build.status === 0 ? ['--noSync'] : [])];

if (!wholeRun) {
  // A chosen file or filter: one Vitest run of every project, as before.
  count('astro check', (await step('astro check', 'npx', CHECK)).status);
  await vitest('vitest', [], false);
} else {
  console.log(
    '\n(astro check and the node and dom tests run beside the browser tests; their output follows the browser tests.)',
  );
  const [, quietSide] = await Promise.all([
    vitest('vitest e2e', ['e2e'], false),
    (async () => {
      const check = await step('astro check', 'npx', CHECK, true);
      count('astro check', check.status);
      const tests = await vitest('vitest node and dom', ['node', 'dom'], true);
      return (await linted) + check.shown + tests.shown;
    })(),
  ]);
  process.stdout.write(quietSide);
}
rmSync(out, { recursive: true, force: true });

const total = (performance.now() - started) / 1000;
console.log('\nTime:');
for (const [name, seconds] of timings) console.log(`  ${name}: ${seconds.toFixed(1)} s`);
console.log(`  npm test, in all: ${total.toFixed(1)} s (wall clock)`);
console.log('\nThe slowest test files:');
for (const [name, seconds] of slowest.sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
