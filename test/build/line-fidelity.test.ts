import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { losses } from '../support/alignment.ts';
import { hellwigLosses, littleWarsLosses } from '../support/chapter-losses.ts';
import { parseHtml, readDist, requireDist } from '../support/dist.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const source = (at: number) => (w: string) => ({ word: w, line: at });

/** The built page with `phrase` (within one text node of the chapter's text) replaced by `by`. */
function edited(html: string, phrase: string, by: string): Document {
  const doc = parseHtml(html);
  const walker = doc.createTreeWalker(doc.querySelector('.chapter-text')!, 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(phrase)) {
      node.textContent = node.textContent.replace(phrase, by);
      return doc;
    }
  }
  throw new Error(`“${phrase}” is not in one text node of the page`);
}

/** The 1-based line of a source file that holds `phrase`. */
function lineOf(file: string, phrase: string): number {
  const at = read(`content/sources/${file}`)
    .split('\n')
    .findIndex((l) => l.includes(phrase));
  if (at < 0) throw new Error(`“${phrase}” is not in ${file}`);
  return at + 1;
}

describe('the line-level alignment', () => {
  test('names a dropped word, a changed word and a lost run, each with its line', () => {
    const src = [
      ...'the gun fires on the enemy'.split(' ').map(source(1)),
      ...'and the enemy falls'.split(' ').map(source(2)),
    ];
    expect(losses(src, 'the gun fires on the enemy and the enemy falls'.split(' '))).toEqual([]);
    const dropped = losses(src, 'the gun fires on enemy and the enemy falls'.split(' '));
    expect(dropped.map((l) => [l.line, l.words, l.instead])).toEqual([[1, ['the'], []]]);
    const changed = losses(src, 'the gun fires at the enemy and the enemy falls'.split(' '));
    expect(changed.map((l) => [l.line, l.words, l.instead])).toEqual([[1, ['on'], ['at']]]);
    const lost = losses(src, 'the gun fires on the enemy'.split(' '));
    expect(lost.map((l) => [l.line, l.words])).toEqual([[2, ['and', 'the', 'enemy', 'falls']]]);
  });

  test('finds a passage set apart (a caption) but not a word dropped from the running text', () => {
    const src = ['as', 'we', 'saw', 'fig', '1', 'the', 'camp', 'then', 'we', 'marched'].map(source(3));
    expect(losses(src, 'as we saw then we marched'.split(' '), [['fig', '1', 'the', 'camp']])).toEqual([]);
    expect(losses(src, 'as we saw then marched'.split(' '), [['fig', '1', 'the', 'camp']]).map((l) => l.words)).toEqual(
      [['we']],
    );
  });
});

describe('the line-level fidelity check catches one word dropped from a real chapter', () => {
  test('Hellwig chapter V, T1 §47: a dropped word is named with its source line', () => {
    requireDist();
    const mdx = read('content/hellwig/05-artillery.mdx');
    const html = readDist('hellwig/artillery/index.html');
    expect(hellwigLosses(mdx, html), 'the chapter as built loses nothing').toEqual([]);
    const found = hellwigLosses(mdx, edited(html, 'beneath the standing artillery', 'beneath the artillery'));
    const line = lineOf('001_674ecc2a9872bdfe.txt', 'beneath the standing artillery');
    expect(found.map(({ translation, loss }) => [translation, loss.line, loss.words])).toEqual([
      ['T1', line, ['standing']],
    ]);
    expect(found[0]!.loss.context).toContain('beneath the [standing] artillery');
  });

  test('Hellwig chapter V, T2 §45: the very loss of issue 16 is caught', () => {
    requireDist();
    const mdx = read('content/hellwig/05-artillery.mdx');
    const html = readDist('hellwig/artillery/index.html');
    const found = hellwigLosses(
      mdx,
      edited(
        html,
        'artillery machine is like the movement of the rook in chess, but more restricted, in that it can be moved',
        'artillery machine is like the movement of the rook in chess, but more restricted, in that',
      ),
    );
    expect(found.map(({ translation, loss }) => [translation, loss.words])).toEqual([
      ['T2', ['it', 'can', 'be', 'moved']],
    ]);
  });

  test('Little Wars, the rules: a common word dropped, and a word changed, are each named', () => {
    requireDist();
    const mdx = read('content/little-wars/03-the-rules.mdx');
    const html = readDist('little-wars/the-rules/index.html');
    const phrase = 'one two feet in length and the other six inches';
    const line = lineOf('004_ca5431bd24b48de2.txt', phrase);
    const dropped = littleWarsLosses(mdx, edited(html, phrase, 'one two feet in length and other six inches'));
    expect(dropped.map((l) => [l.line, l.words])).toEqual([[line, ['the']]]);
    const changed = littleWarsLosses(mdx, edited(html, phrase, 'one two feet in length and the other nine inches'));
    expect(changed.map((l) => [l.line, l.words, l.instead])).toEqual([[line, ['six'], ['nine']]]);
  });
});
