/**
 * Hellwig's worked examples of the varieties of artillery and combined artillery (notes §5.2):
 * the variety that solves a problem (§65), devices sharing squares (§§67–68a), destroying our own
 * artillery (§§72–72a) and shooting past a gun (§178).
 */
import { ex, line } from './row.ts';
import { S67_1, S67_2, bishop, knight, pawn } from './setups.ts';
import type { HellwigExample } from './types.ts';

/** The examples of varieties and combinations, in the order of the book. */
export const COMBINED_EXAMPLES: readonly HellwigExample[] = [
  ex(
    'sweeping',
    'hellwig-s65-fig6',
    'Only the axial variety sweeps 392–394 from 390/391',
    '§65',
    line(545, 'squares 392, 393, and 394 would be swept by it'),
    { board: {}, squares: [390, 391], targets: [392, 393, 394] },
    {
      solutions: [{ artillerists: 390, gun: 391, variant: 'axial', kind: 'cannon' }],
    },
  ),
  ex(
    'combined',
    'hellwig-s67-shared-artillerists',
    'Two guns on one artillerists\u2019 square',
    '§67',
    line(555, 'the two artillerists’ positions overlap on 353'),
    { board: { pieces: [knight(353)], devices: S67_1 }, devices: S67_1 },
    {
      fields: [
        [309, 287, 265],
        [332, 310, 288],
      ],
      movableTogether: false,
      movableAlone: [331, 354],
      strengths: [1, 1],
    },
  ),
  ex(
    'combined',
    'hellwig-s67-gun-on-artillerists',
    'A gun on the other\u2019s artillerists\u2019 square',
    '§67',
    line(556, 'This combined artillery sweeps 375, 353, and 331'),
    { board: { pieces: [knight(420)], devices: S67_2 }, devices: S67_2 },
    {
      fields: [
        [375, 353, 331],
        [399, 400, 401],
      ],
      movableTogether: false,
      movableAlone: [398],
    },
    'the artillerists\u2019 square 398 of the first device lies under the gun of the second, as the rule (l.553) ' +
      'requires; both translations describe the overlap otherwise',
  ),
  ex(
    'combined',
    'hellwig-s67-double',
    'Combined artillery acting as double',
    '§67',
    line(557, 'as double artillery, and can drive simple artillery from its position'),
    {
      board: {
        pieces: [knight(400)],
        devices: [
          { artillerists: 378, gun: 356, variant: 'axial' },
          { artillerists: 400, gun: 378, variant: 'axial' },
        ],
      },
      devices: [
        { artillerists: 378, gun: 356, variant: 'axial' },
        { artillerists: 400, gun: 378, variant: 'axial' },
      ],
    },
    {
      fields: [
        [334, 312, 290],
        [356, 334, 312],
      ],
      movableTogether: true,
      movableAlone: [378],
      strengths: [2, 2],
    },
    '"Over 306 and 378" is 356 and 378, as the same paragraph says twice; the field is 334, 312, 290 as in T2 ' +
      '(l.821; T1 "[356, 334, 312, and] 299")',
  ),
  ex(
    'combined',
    'hellwig-s67-not-double',
    'Guns 463 and 465 on the bishop\u2019s square 464',
    '§67',
    line(558, 'cannot act as double artillery in this position'),
    {
      board: {
        pieces: [bishop(464)],
        devices: [
          { artillerists: 464, gun: 463, variant: 'axial' },
          { artillerists: 464, gun: 465, variant: 'axial' },
        ],
      },
      devices: [
        { artillerists: 464, gun: 463, variant: 'axial' },
        { artillerists: 464, gun: 465, variant: 'axial' },
      ],
    },
    { movableTogether: true, movableAlone: [463, 465], strengths: [1, 1] },
  ),
  ex(
    'fire',
    'hellwig-s68a-combined-fire',
    'Combined artillery fires both fields at once',
    '§68a',
    line(562, 'could be destroyed in one move by the combined artillery on 331 and 354'),
    { board: { pieces: [knight(353), knight(287, 'B'), knight(288, 'B')], devices: S67_1 }, devices: S67_1 },
    { removedPieces: [287, 288], removedDevices: [] },
  ),
  ex(
    'destroy',
    'hellwig-s72-destroy-own',
    'Destroy our own artillery; the artillerist stays or moves on',
    '§72',
    line(574, 'leave the artillerist on 439, or move him to 481'),
    {
      board: { pieces: [bishop(439)], devices: [{ artillerists: 439, gun: 440, variant: 'left' }] },
      device: { artillerists: 439, gun: 440, variant: 'left' },
    },
    { devicesLeft: 0, artilleristOn: 439, reaches: [481] },
  ),
  ex(
    'destroy',
    'hellwig-s72a-unmanned',
    'Unmanned artillery cannot be destroyed this way',
    '§72a',
    line(577, 'this artillery cannot be destroyed by the means described'),
    {
      board: { devices: [{ artillerists: 456, gun: 457, variant: 'axial' }] },
      device: { artillerists: 456, gun: 457, variant: 'axial' },
    },
    { error: 'BLOCKED' },
  ),
  ex(
    'fire',
    'hellwig-s178-through-artillery',
    'Shooting past another gun',
    '§178',
    line(1239, 'through the artillery on square 440 on the second board the pawn'),
    {
      board: {
        pieces: [knight(439), pawn(396, 'CD', 'B')],
        devices: [
          { artillerists: 439, gun: 440, variant: 'left' },
          { artillerists: 417, gun: 418, variant: 'axial', owner: 'B' },
        ],
      },
      devices: [{ artillerists: 439, gun: 440, variant: 'left' }],
      targets: [396],
    },
    { removedPieces: [396], removedDevices: [] },
    'the pawn on 396 beyond the gun on 418 (printed "305" and "488", neither on a line from 440; §49b third case ' +
      'has gun 418 and pawn 396)',
  ),
];
