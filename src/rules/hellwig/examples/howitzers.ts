/**
 * Hellwig's worked examples of howitzer fire on buildings (notes §5.4) as the board presets them: the
 * howitzer's field and who may reach 181. The fire itself, its spread over §75's five buildings and
 * the fire-break of §77, are rows of `./terrain.ts`.
 */
import { ex, line } from './row.ts';
import { knight } from './setups.ts';
import type { HellwigExample } from './types.ts';

/** The examples of howitzer fire, in the order of the book. */
export const HOWITZER_EXAMPLES: readonly HellwigExample[] = [
  ex(
    'field',
    'hellwig-s75-howitzer',
    'Howitzer on 94/116 over the buildings',
    '§75',
    line(589, 'squares 138, 160, and 182 form its area of effect'),
    {
      board: { terrain: { building: [180, 181, 182, 183, 205] }, pieces: [knight(94)] },
      device: { artillerists: 94, gun: 116, kind: 'howitzer' },
    },
    { inEffect: [138, 160, 182], strikes: 'one' },
  ),
  ex(
    'reach',
    'hellwig-s77-fire-break',
    'Who may mark 181 against the fire',
    '§77',
    line(859, 'the leaping bishop over 202, or the knight over 224, or the rook over 247'),
    {
      board: {
        terrain: { building: [180, 181, 182, 183, 205] },
        pieces: [
          { square: 202, kind: 'leaping-bishop', player: 'B' },
          knight(224, 'B'),
          { square: 247, kind: 'rook', player: 'B' },
        ],
      },
      pieces: [202, 224, 247],
      target: 181,
    },
    {
      reach: [
        { from: 202, reaches: true, distance: 1 },
        { from: 224, reaches: true, distance: 2 },
        { from: 247, reaches: true, distance: 3 },
      ],
    },
  ),
];
