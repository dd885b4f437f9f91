#!/usr/bin/env node
/**
 * `npm test`: every check of the edition, in one run, ending with one line
 * `N passed, M failed` that counts every test of every suite.
 *
 * 1. `astro check` (types of .astro, .ts and .tsx; zero errors and warnings), counted as one test;
 * 2. `astro build` (the site and its Pagefind index, built once for the whole run), one test;
 * 3. Vitest: the `node` (engine, Markdown, checks over dist/), `dom` (islands) and `e2e`
 *    (the built site in Chromium) projects.
 * Exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`npm test needs Node 24 (the project's \`node\` devDependency); this is ${process.version}. Run it through npm after \`npm ci\`.`);
  process.exit(1);
}

let passed = 0;
let failed = 0;
const failures = [];

function step(name, cmd, args) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (result.status === 0) passed++;
  else {
    failed++;
    failures.push(name);
  }
  return result.status === 0;
}

step('astro check', 'npx', ['astro', 'check', '--minimumSeverity', 'warning']);
step('astro build', 'npx', ['astro', 'build']);

const out = mkdtempSync(join(tmpdir(), 'vitest-'));
const report = join(out, 'report.json');
const vitest = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += (json.numFailedTests ?? 0) + (json.numPendingTests ?? 0) * (process.env.CI ? 1 : 0);
  // A test file that cannot even load counts as a failure, not as zero tests.
  const brokenFiles = (json.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0);
  failed += brokenFiles.length;
  for (const f of brokenFiles) failures.push(`could not run ${f.name}`);
  if ((json.numFailedTests ?? 0) > 0) failures.push(`${json.numFailedTests} Vitest test(s)`);
} else {
  failed++;
  failures.push(`vitest exited with ${vitest.status} and wrote no report`);
}
rmSync(out, { recursive: true, force: true });
if (vitest.status !== 0 && failed === 0) {
  failed++;
  failures.push(`vitest exited with ${vitest.status}`);
}

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
