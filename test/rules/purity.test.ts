import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const RULES = join(import.meta.dirname, '..', '..', 'src', 'rules');
const UI = /from\s+['"](preact(\/[\w-]+)?|@preact\/[\w-]+|astro(:[\w-]+|\/[\w/-]+)?|d3-selection|d3-transition|d3)['"]/;

/** An address of the edition or of the web: `/little-wars/…`, `/hellwig/…`, `https://…`. */
const URL_PATH = /(^|[\s"'`(])\/(little-wars|hellwig)\/|:\/\//;

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

describe('the rules engine builds no URL', () => {
  // The engine cites the books in their own terms (a rule id, a page, a §); the edition maps a
  // citation to an address (src/edition/addresses.ts). Doc comments may name an anchor; code may not.
  const all = files(RULES);
  /**
   * Every string the code holds (literals and the fixed parts of templates, not import paths) and every name it uses.
   */
  function stringsAndNames(file: string): { strings: string[]; names: string[] } {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const strings: string[] = [];
    const names: string[] = [];
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) return;
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        strings.push(node.text);
      }
      if (ts.isIdentifier(node)) names.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    return { strings, names };
  }

  test('the check sees a URL where one is built', () => {
    const probe = join(import.meta.dirname, 'purity-probe.ts.txt');
    const { strings, names } = stringsAndNames(probe);
    expect(strings.some((s) => URL_PATH.test(s))).toBe(true);
    expect(names.some((n) => /href/i.test(n))).toBe(true);
  });

  test.each(all.map((f) => relative(RULES, f)))('%s holds no address of the edition and no href', (file) => {
    const { strings, names } = stringsAndNames(join(RULES, file));
    expect(strings.filter((s) => URL_PATH.test(s))).toEqual([]);
    expect(names.filter((n) => /href/i.test(n))).toEqual([]);
  });
});
