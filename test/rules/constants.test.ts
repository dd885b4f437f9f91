/**
 * "Constants the engine declares are the ones it uses" (issue 23): no module of the rules declares
 * a number and then writes the same number as a literal in its logic, where the two could drift.
 * Comments, strings and the declarations themselves are left out; 0, 1 and 2 (halves, doubles,
 * the first square) are too common to say anything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOTS = ['src/rules/wells', 'src/rules/hellwig'];
/** The worked examples and the scenario are data: the book's numbers, not the rules'. */
const DATA = /examples\.ts$|scenario\.ts$|anchors\.ts$|(^|\/)examples\//;

/** Every module under the roots, folders included (the game, the Kriegspiel, the Hook's Farm replay). */
const modules = ROOTS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !DATA.test(f))
    .map((f) => join(dir, f)),
);

/** The code of a module with comments and string literals blanked out. */
function codeOf(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/`(?:[^`\\]|\\.)*`/g, '``')
    .replace(/'(?:[^'\\\n]|\\.)*'/g, "''");
}

/** Every `const NAME = <number>` (exported or not) and every `key: <number>` inside an exported constant's object. */
function declared(code: string): { name: string; value: string; text: string }[] {
  const out: { name: string; value: string; text: string }[] = [];
  for (const m of code.matchAll(/(?:export\s+)?const\s+([A-Z][A-Z0-9_]*)\b[^=]*=\s*(\{[^;]*\}|\[[^;]*\]|[^;]+);/g)) {
    const [text, name, init] = m as unknown as [string, string, string];
    for (const n of init.matchAll(/(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])/g))
      out.push({ name, value: n[1] as string, text });
  }
  return out;
}

describe('no rule module repeats one of its constants as a literal', () => {
  test.each(modules)('%s', (file) => {
    const code = codeOf(readFileSync(file, 'utf8'));
    const constants = declared(code).filter((c) => Number(c.value) > 2);
    let logic = code;
    for (const c of constants) logic = logic.replace(c.text, '');
    const repeated = constants
      .filter((c) => new RegExp(`(?<![\\w.])${c.value.replace('.', '\\.')}(?![\\w.])`).test(logic))
      .map((c) => `${c.name} = ${c.value}`);
    expect(repeated).toEqual([]);
  });
  test('the scan reaches the modules in folders', () => {
    for (const folder of ['game', 'kriegspiel', 'hooks-farm'])
      expect(modules.filter((m) => m.includes(`/${folder}/`)).length).toBeGreaterThan(3);
  });
  test('the scan sees the constants it should', () => {
    const code = codeOf(readFileSync('src/rules/wells/guns.ts', 'utf8'));
    expect(declared(code).map((c) => c.name)).toContain('GUN_CREW_MINIMUM');
    // And it finds a literal repeated beside its constant.
    const planted = `${code}\nconst x = 4;`;
    const logic = planted.replace(/export const GUN_CREW_MINIMUM = 4;/, '');
    expect(/(?<![\w.])4(?![\w.])/.test(logic)).toBe(true);
  });
});
