import { describe, expect, test } from 'vitest';
import { emendationRows } from '../../src/edition/emendation-list.ts';

describe('emendationRows gathers the <Em> tags of every chapter with their places', () => {
  test('a Wells emendation stands on the last page marked before it, a Hellwig one in the last §', () => {
    const rows = emendationRows([
      {
        book: 'little-wars',
        href: '/little-wars/the-rules/',
        label: 'III. The Rules',
        body: '<Page n={39} /> a <Page n={40} /> b <Em n={1} was="mélée" why="accent">mêlée</Em> <Page n={41} />',
      },
      {
        book: 'hellwig-1780',
        href: '/hellwig/artillery/',
        label: 'V. On the Artillery',
        body: 'x <Em n={1} was="a" why="b">c</Em> <S n="49b">§.49 b.</S> y <Em n={2} was="301" why="misread">351</Em>',
      },
    ]);
    expect(rows).toEqual([
      {
        n: 1,
        reading: 'mêlée',
        was: 'mélée',
        why: 'accent',
        chapter: 'III. The Rules',
        place: 'p. 40',
        href: '/little-wars/the-rules/#em-1-ref',
        listHref: '/little-wars/the-rules/#em-1',
      },
      expect.objectContaining({ n: 1, place: '', href: '/hellwig/artillery/#em-1-ref' }),
      expect.objectContaining({ n: 2, reading: '351', place: '§ 49b', listHref: '/hellwig/artillery/#em-2' }),
    ]);
  });

  test('a chapter without emendations adds no row', () => {
    expect(
      emendationRows([{ book: 'hellwig-1780', href: '/hellwig/x/', label: 'X', body: '<S n="1">§.1.</S>' }]),
    ).toEqual([]);
  });
});
