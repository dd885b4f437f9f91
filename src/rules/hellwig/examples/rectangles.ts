/**
 * Hellwig's worked examples of rectangles wheeling (notes §5.6): a rectangle and its complement,
 * squares wheeling into larger squares, and the corner that stays put (§§174–176).
 */
import { ex, line } from './row.ts';
import { knight, pawn } from './setups.ts';
import type { HellwigExample } from './types.ts';

/** The examples of rectangles, in the order of the book. */
export const RECTANGLE_EXAMPLES: readonly HellwigExample[] = [
  ex(
    'rectangle',
    'hellwig-s174-rectangle',
    'The rectangle 472 … 517',
    '§174',
    line(1225, 'the rectangle over squares 477, 473, 494, 495, 516, and 517'),
    { squares: [472, 473, 494, 495, 516, 517] },
    { rows: 3, columns: 2 },
    '472 for the printed "477", as §176 (l.1234) repeats the rectangle',
  ),
  ex(
    'rectangle-wheel',
    'hellwig-s174a-two-by-two',
    'A square of 4 wheels into a square of 9',
    '§174a',
    line(1229, 'the wheeling went over 448, 426, and 404'),
    {
      board: { pieces: [knight(424), knight(425), knight(446), knight(447)] },
      squares: [424, 425, 446, 447],
      options: { pivot: 424, kind: 'small', sense: 'anticlockwise' },
    },
    { passed: [448, 426, 404], squares: [402, 403, 424, 425] },
    'the rest comes to 402, 403 and 425 (printed "427"): both positions form "the rectangle 402, 403, 424, 425, ' +
      '446, and 447"',
  ),
  ex(
    'rectangle-wheel',
    'hellwig-s174a-three-by-three',
    'A square of 9 wheels into a square of 25',
    '§174a',
    line(1230, 'the wheeling went over 471, 472, 449, 450, 427, 428, 405, 406, 383, and 384'),
    {
      board: { pieces: [424, 425, 426, 446, 447, 448, 468, 469, 470].map((s) => knight(s)) },
      squares: [424, 425, 426, 446, 447, 448, 468, 469, 470],
      options: { pivot: 424, kind: 'small', sense: 'anticlockwise' },
    },
    {
      passed: [471, 472, 449, 450, 427, 428, 405, 406, 383, 384],
      squares: [380, 381, 382, 402, 403, 404, 424, 425, 426],
    },
  ),
  ex(
    'pivots',
    'hellwig-s176-corners',
    'Only a corner piece stays put',
    '§176',
    line(
      1234,
      'either the rifleman over 472, the knight over 473, the pawn over 516, or the elephant over 517 remains in ' +
        'its position',
    ),
    {
      board: {
        pieces: [
          knight(472),
          knight(473),
          knight(494),
          knight(495),
          pawn(516, 'AB'),
          { square: 517, kind: 'elephant', player: 'A' },
        ],
      },
      squares: [472, 473, 494, 495, 516, 517],
    },
    { pivots: [472, 473, 516, 517] },
  ),
];
