/**
 * The width check (scripts/line-width.mjs, issue 23): a line over 120 characters fails it, whether it is code, a
 * string, a template or a comment, in any source file it reads; a pending file is let through only while it still
 * needs to be.
 */
import { describe, expect, test } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_WIDTH, PENDING, check, longLines } from '../../scripts/line-width.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const SCRIPT = join(ROOT, 'scripts', 'line-width.mjs');
const wide = (prefix: string, suffix = '') =>
  prefix + 'x'.repeat(MAX_WIDTH + 1 - prefix.length - suffix.length) + suffix;

describe('a line over the width', () => {
  test.each([
    ['code', wide('const a = ', ';')],
    ['a string', wide("  note: '", "',")],
    ['a template', wide('  `', '`')],
    ['a line comment', wide('  // ')],
    ['a block comment', wide(' * ')],
    ['markup', wide('<p>', '</p>')],
  ])('fails when it is %s', (_kind, line) => {
    expect([...line]).toHaveLength(MAX_WIDTH + 1);
    expect(longLines(`first\n${line}\nlast`)).toEqual([{ line: 2, width: MAX_WIDTH + 1 }]);
    expect(longLines(line.slice(1))).toEqual([]);
  });

  test('is counted in characters, not bytes: 120 letters with accents pass', () => {
    expect(longLines('é'.repeat(MAX_WIDTH))).toEqual([]);
    expect(longLines('é'.repeat(MAX_WIDTH + 1))).toEqual([{ line: 1, width: MAX_WIDTH + 1 }]);
  });

  test('passes only as a comment holding a lone URL, which cannot be broken and stay a link', () => {
    const url = `https://example.org/${'a'.repeat(MAX_WIDTH)}`;
    expect(longLines(`  // ${url}`)).toEqual([]);
    expect(longLines(` * ${url}`)).toEqual([]);
    expect(longLines(`  // see ${url}`)).toHaveLength(1);
    expect(longLines(`const u = '${url}';`)).toHaveLength(1);
  });
});

describe('the check over files', () => {
  test('names the file and line of each long line', () => {
    const files: Record<string, string> = { 'a.ts': `ok\n${wide('// ')}`, 'b.css': 'a { color: red; }' };
    expect(check(Object.keys(files), (file) => files[file]!)).toEqual([
      `a.ts:2: ${MAX_WIDTH + 1} characters (at most ${MAX_WIDTH})`,
    ]);
  });

  test('lets a pending file through while it needs to be, and asks for it to leave the list once it is fixed', () => {
    const pending = [...PENDING][0];
    if (pending === undefined) return expect(PENDING.size).toBe(0);
    expect(check([pending], () => wide('// '))).toEqual([]);
    expect(check([pending], () => 'short')).toEqual([
      `${pending}: no line over ${MAX_WIDTH} now; take it off the PENDING list`,
    ]);
  });

  test('run on a file with a long line, it exits non-zero and names the line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'line-width-'));
    const file = join(dir, 'long.astro');
    writeFileSync(file, `---\nconst a = 1;\n---\n${wide('<p>', '</p>')}\n`);
    const run = spawnSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file}:4: ${MAX_WIDTH + 1} characters`);
  });

  test('the sources pass it as they stand', () => {
    expect(() =>
      execFileSync(process.execPath, [SCRIPT], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }),
    ).not.toThrow();
  });
});
