#!/usr/bin/env node
/**
 * The width check (issue 23): no line of a source file over 120 characters, strings and comments
 * included, in every .ts, .tsx, .mts, .mjs, .js, .cjs, .astro and .css file git knows of. Prettier keeps
 * the code at that width but breaks no string, template or comment, and ESLint's `max-len` reads
 * neither .astro nor .css; this script reads them all, as text. `npm run lint` runs it (and so
 * `npm test`'s lint step); `node scripts/line-width.mjs [files…]` checks the files named.
 *
 * Left out: the edition's text under `content/` (the books' sentences are edited against their
 * sources, not wrapped), JSON, lockfiles, SVG and Markdown (the README and the generated reports:
 * Markdown reflows its prose when rendered, and a table row or a link cannot be broken). One exception
 * inside a checked file: a comment line that holds nothing but a URL, which cannot be broken and stay
 * a link.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The widest line allowed, in characters (Unicode code points), as Prettier's printWidth. */
export const MAX_WIDTH = 120;

/** The files the check reads, by extension. */
const CHECKED = /\.(?:ts|tsx|mts|mjs|js|cjs|astro|css)$/;

/** Folders whose files are not source: the edition's text, and what tools write. */
const SKIPPED = /^(?:content|dist|\.astro|node_modules|public)\//;

/**
 * PENDING: files still holding lines over the width, fixed on a branch (h23f, the engine's files split into one
 * idea each) that waits for the play page's JavaScript budget; a file leaves the list as soon as it is fixed (the
 * check fails on a listed file that no longer needs to be here).
 */
export const PENDING = new Set([
  'src/islands/play/state.ts',
  'src/rules/hellwig/abandon.ts',
  'src/rules/hellwig/artillery.ts',
  'src/rules/hellwig/board.ts',
  'src/rules/hellwig/breastworks.ts',
  'src/rules/hellwig/bridgeFire.ts',
  'src/rules/hellwig/bridgeMoves.ts',
  'src/rules/hellwig/bridgeRuin.ts',
  'src/rules/hellwig/bridgeStacks.ts',
  'src/rules/hellwig/bridges.ts',
  'src/rules/hellwig/cutting-off.ts',
  'src/rules/hellwig/depotRuin.ts',
  'src/rules/hellwig/depots.ts',
  'src/rules/hellwig/destroying.ts',
  'src/rules/hellwig/examples/breastworks.ts',
  'src/rules/hellwig/examples/bridges.ts',
  'src/rules/hellwig/formations.ts',
  'src/rules/hellwig/fortress.ts',
  'src/rules/hellwig/fortressPlan.ts',
  'src/rules/hellwig/game/breastworkFights.ts',
  'src/rules/hellwig/game/bridgeLeaving.ts',
  'src/rules/hellwig/game/bridges.ts',
  'src/rules/hellwig/game/fire.ts',
  'src/rules/hellwig/game/firePassage.ts',
  'src/rules/hellwig/game/game.ts',
  'src/rules/hellwig/game/notation.ts',
  'src/rules/hellwig/game/readings.ts',
  'src/rules/hellwig/game/rectangles.ts',
  'src/rules/hellwig/game/works.ts',
  'src/rules/hellwig/magazine.ts',
  'src/rules/hellwig/position.ts',
  'src/rules/hellwig/wheeling.ts',
]);

/** A comment line that is a lone URL: `// https://…`, ` * https://…`. */
const LONE_URL = /^\s*(?:\/\/|\/?\*+|<!--)\s*<?https?:\/\/\S+?>?\s*(?:-->|\*\/)?\s*$/;

/**
 * The lines of `text` wider than `width`, as 1-based line numbers and widths.
 * @param {string} text
 * @param {number} [width]
 * @returns {{ line: number, width: number }[]}
 */
export function longLines(text, width = MAX_WIDTH) {
  const found = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const length = [...line].length;
    if (length > width && !LONE_URL.test(line)) found.push({ line: index + 1, width: length });
  });
  return found;
}

/** The source files git knows of (tracked, or new and not ignored), with the paths the check reads. */
function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\n'))].filter((file) => CHECKED.test(file) && !SKIPPED.test(file));
}

/**
 * Checks `files`, returning one message per long line and one per pending file that is already fixed.
 * @param {string[]} files
 * @param {(file: string) => string} [read]
 * @returns {string[]}
 */
export function check(files, read = (file) => readFileSync(file, 'utf8')) {
  const problems = [];
  for (const file of files) {
    let text;
    try {
      text = read(file);
    } catch {
      continue; // deleted in the work tree but not yet in the index
    }
    const long = longLines(text);
    if (PENDING.has(file)) {
      if (long.length === 0) problems.push(`${file}: no line over ${MAX_WIDTH} now; take it off the PENDING list`);
      continue;
    }
    for (const { line, width } of long) problems.push(`${file}:${line}: ${width} characters (at most ${MAX_WIDTH})`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const named = process.argv.slice(2);
  const problems = check(named.length > 0 ? named : sourceFiles());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `${problems.length} line(s) over ${MAX_WIDTH} characters: break long strings with + or [...].join(' '), ` +
        'long template literals into parts, long comments onto more lines.',
    );
    process.exit(1);
  }
}
