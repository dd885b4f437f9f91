import { describe, expect, test } from 'vitest';
import { anchorBefore, citationOf, isCitable, land } from '../../src/search/landing.ts';

const anchors = [
  { element: 'h2', id: 'melee', location: 100 },
  { element: 'a', id: 'melee-1', location: 101 },
  { element: 'span', id: 'p48', location: 110 },
  { element: 'span', id: 'note-within-a-move', location: 130 },
  { element: 'a', id: 'melee-2', location: 140 },
];

describe('search landing', () => {
  test('page markers, notes, emendation marks and figures are not citable places', () => {
    expect(['p48', 'note-x', 'em-1', 'fig-2', 'emendations'].map(isCitable)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['melee-1', 'melee', 's47a', 'game-1-note'].map(isCitable)).toEqual([true, true, true, true]);
  });

  test('a match lands on the nearest citable anchor before it, skipping page markers', () => {
    expect(anchorBefore(anchors, 120)?.id).toBe('melee-1');
    expect(anchorBefore(anchors, 140)?.id).toBe('melee-2');
    expect(anchorBefore(anchors, 99)).toBeUndefined();
  });

  test('a sub-result is re-targeted from its heading to the rule', () => {
    const sub = {
      title: 'Hand-to-Hand',
      url: '/little-wars/the-rules/#melee',
      excerpt: '',
      locations: [120, 150],
      anchor: anchors[0]!,
    };
    expect(land(sub, anchors)).toEqual({ url: '/little-wars/the-rules/#melee-1', id: 'melee-1' });
  });

  test('it lands on the rule holding most of the matches, the earliest on a tie', () => {
    const sub = {
      title: 'Hand-to-Hand',
      url: '/little-wars/the-rules/#melee',
      excerpt: '',
      locations: [141, 120, 145, 150],
      anchor: anchors[0]!,
    };
    expect(land(sub, anchors).id).toBe('melee-2');
    expect(land({ ...sub, locations: [150, 120] }, anchors).id).toBe('melee-1');
  });

  test('citations read as a reader writes them', () => {
    expect(citationOf('/little-wars/the-rules/#melee-3b-i', 'melee-3b-i', 'x')).toBe(
      'Little Wars, Hand-to-Hand Fighting and Capturing, rule (3)(b₁)',
    );
    expect(citationOf('/hellwig/ch-5/#s47a', 's47a', 'x')).toBe('Hellwig §47a');
    expect(citationOf('/little-wars/the-rules/#melee', 'melee', 'Hand-to-Hand')).toBe('Little Wars, Hand-to-Hand');
    expect(citationOf('/about/#sources', 'sources', 'Sources')).toBe('Sources');
  });
});
