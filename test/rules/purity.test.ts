import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const RULES = join(import.meta.dirname, '..', '..', 'src', 'rules');
const UI = /from\s+['"](preact(\/[\w-]+)?|@preact\/[\w-]+|astro(:[\w-]+|\/[\w/-]+)?|d3-selection|d3-transition|d3)['"]/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|js)$/.test(name) ? [path] : [];
  });
}

describe('the rules engine stays pure', () => {
  const all = files(RULES);
  test('src/rules has modules to check', () => {
    expect(all.length).toBeGreaterThan(2);
  });
  test.each(all.map((f) => relative(RULES, f)))('%s imports no UI, Astro or DOM-drawing code', (file) => {
    const source = readFileSync(join(RULES, file), 'utf8');
    expect(source).not.toMatch(UI);
    expect(source).not.toMatch(/\b(document|window)\./);
    expect(file.endsWith('.tsx')).toBe(false);
  });
});
