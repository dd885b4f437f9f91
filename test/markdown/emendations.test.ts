import { describe, expect, test } from 'vitest';
import { extractEmendations } from '../../src/markdown/emendations.ts';

describe('extractEmendations reads the <Em> tags of a chapter', () => {
  test('reads number, reading, source reading and reason, in order', () => {
    const mdx =
      'a <Em n={1} was="(Moreover," why="unmatched">Moreover,</Em> b <Em n={2} was="mélée" why="accent">*mêlée*</Em>';
    expect(extractEmendations(mdx)).toEqual([
      { n: 1, reading: 'Moreover,', was: '(Moreover,', why: 'unmatched' },
      { n: 2, reading: '*mêlée*', was: 'mélée', why: 'accent' },
    ]);
  });

  test('a chapter without emendations has none', () => {
    expect(extractEmendations('plain text')).toEqual([]);
  });

  test('numbers out of order are an error naming the expected number', () => {
    expect(() => extractEmendations('<Em n={2} was="x" why="y">z</Em>')).toThrow(/expected 1/);
  });

  test('a tag without a source reading is an error', () => {
    expect(() => extractEmendations('<Em n={1} why="y">z</Em>')).toThrow(/was=/);
  });
});
