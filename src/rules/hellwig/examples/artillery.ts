/**
 * Hellwig's worked examples of the artillery (notes §5.2): its moves and field of effect, fire on
 * part of the field, guns destroying guns, driving away, double artillery and the terrain's
 * effect on fire (§§45–60).
 */
import { ex, line } from './row.ts';
import { S49B_BOARD, S56_BOARD, knight, pawn } from './setups.ts';
import type { HellwigExample } from './types.ts';

/** The examples of a single or double device, in the order of the book. */
export const ARTILLERY_EXAMPLES: readonly HellwigExample[] = [
  ex(
    'device-moves',
    'hellwig-s45-moves',
    'Artillery on 319 and 320 moves up to 4',
    '§45',
    line(469, 'placed in the second plate over squares 319 and 320'),
    { board: { pieces: [knight(319)] }, device: { artillerists: 319, gun: 320, variant: 'left' } },
    {
      moves: {
        AB: [
          [297, 298],
          [275, 276],
          [253, 254],
          [231, 232],
        ],
        BD: [
          [320, 321],
          [321, 322],
          [322, 323],
          [323, 324],
        ],
        CD: [
          [341, 342],
          [363, 364],
          [385, 386],
          [407, 408],
        ],
        AC: [
          [318, 319],
          [317, 318],
          [316, 317],
          [315, 316],
        ],
      },
    },
    'at most to the 4th square, as T1 (l.469) and its lists say; T2 (l.700) prints "9th"',
  ),
  ex(
    'field',
    'hellwig-s47-field',
    'Field of effect of 282/283',
    '§47',
    line(477, 'thus in this case toward 261, 239, and 217'),
    { board: { pieces: [knight(282)] }, device: { artillerists: 282, gun: 283, variant: 'left' } },
    {
      inEffect: [261, 239, 217],
      strikes: 'all',
    },
  ),
  ex(
    'fire',
    'hellwig-s47a-part-of-field',
    'Fire on 239, spare 261',
    '§47a',
    line(479, 'can destroy what stands on 239, while leaving untouched what stands on 261'),
    {
      board: {
        pieces: [knight(282), knight(261, 'B'), knight(239, 'B')],
        devices: [{ artillerists: 282, gun: 283, variant: 'left' }],
      },
      devices: [{ artillerists: 282, gun: 283, variant: 'left' }],
      targets: [239],
    },
    { removedPieces: [239], removedDevices: [] },
  ),
  ex(
    'fire',
    'hellwig-s47a-safe-beside',
    'Safe beside and behind the gun',
    '§47a',
    line(480, 'enemy troops can be on squares 262, 284, 306, 305, and 304'),
    {
      board: {
        pieces: [knight(282), knight(262, 'B'), knight(284, 'B'), knight(306, 'B'), knight(305, 'B'), knight(304, 'B')],
        devices: [{ artillerists: 282, gun: 283, variant: 'left' }],
      },
      devices: [{ artillerists: 282, gun: 283, variant: 'left' }],
    },
    { removedPieces: [], removedDevices: [] },
  ),
  ex(
    'fire',
    'hellwig-s49b-first-case',
    'We destroy the enemy gun; its knight stays',
    '§49b',
    line(492, 'we remove the enemy artillery standing on 285 and 286 from the game'),
    { board: S49B_BOARD, devices: [{ artillerists: 351, gun: 352, variant: 'left' }] },
    { removedPieces: [], removedDevices: [[285, 286]] },
    'our artillery on 351 and 352 (T1 "301 and 302", T2 "301 and 352"; the bishop on 351 of the second case); the ' +
      'enemy on 285 and 286 (printed "287 and 286")',
  ),
  ex(
    'fire',
    'hellwig-s49b-second-case',
    'The undetected enemy destroys ours; our bishop stays',
    '§49b',
    line(493, 'his artillery destroys ours over 351 and 352'),
    { board: S49B_BOARD, devices: [{ artillerists: 285, gun: 286, variant: 'right' }] },
    { removedPieces: [], removedDevices: [[351, 352]] },
    'the enemy artillery on 285 and 286 (printed "295 and 296", nowhere near 351/352)',
  ),
  ex(
    'fire',
    'hellwig-s49b-third-case',
    'Gun and pawn both removed',
    '§49b',
    line(494, 'both the artillery and the pawn can be removed from the game'),
    {
      board: {
        pieces: [knight(439), pawn(396, 'CD', 'B')],
        devices: [
          { artillerists: 439, gun: 440, variant: 'left' },
          { artillerists: 396, gun: 418, variant: 'right' },
        ],
      },
      devices: [{ artillerists: 439, gun: 440, variant: 'left' }],
    },
    { removedPieces: [396], removedDevices: [[396, 418]] },
  ),
  ex(
    'fire',
    'hellwig-s49b-fourth-case',
    'Only the artillerist on 374 is shot',
    '§49b',
    line(495, 'only the artillerist standing on 374 is within the area of effect'),
    {
      board: {
        pieces: [knight(439, 'B'), knight(374)],
        devices: [
          { artillerists: 439, gun: 440, variant: 'left' },
          { artillerists: 374, gun: 373, variant: 'right' },
        ],
      },
      devices: [{ artillerists: 439, gun: 440, variant: 'left' }],
    },
    { removedPieces: [374], removedDevices: [], silenced: [[374, 373]] },
  ),
  ex(
    'duel',
    'hellwig-s50-drive-away',
    'Ours on 439/440 has the enemy gun, not the reverse',
    '§50',
    line(497, 'our artillery placed on 439 and 440, which sweeps squares 418, 396, and 374'),
    {
      board: {
        pieces: [knight(439), pawn(396, 'CD', 'B')],
        devices: [
          { artillerists: 439, gun: 440, variant: 'left' },
          { artillerists: 396, gun: 418, variant: 'right' },
        ],
      },
      ours: { artillerists: 439, gun: 440, variant: 'left' },
      theirs: { artillerists: 396, gun: 418, variant: 'right' },
    },
    {
      ourField: [418, 396, 374],
      theirField: [417, 416, 415],
      ourStrength: 1,
      theirStrength: 1,
      weMayDestroy: true,
      theyMayDestroy: false,
    },
  ),
  ex(
    'formation-moves',
    'hellwig-s53-two-devices',
    'Two devices move as one rectangle',
    '§53',
    line(503, 'they can be moved simultaneously without this counting as more than one move'),
    {
      board: {
        pieces: [knight(478), knight(479)],
        devices: [
          { artillerists: 478, gun: 456, variant: 'axial' },
          { artillerists: 479, gun: 457, variant: 'axial' },
        ],
      },
      squares: [456, 457, 478, 479],
    },
    {
      movable: true,
      range: 4,
      moves: {
        AB: [
          [434, 435, 456, 457],
          [412, 413, 434, 435],
          [390, 391, 412, 413],
          [368, 369, 390, 391],
        ],
        BD: [
          [457, 458, 479, 480],
          [458, 459, 480, 481],
          [459, 460, 481, 482],
          [460, 461, 482, 483],
        ],
        CD: [
          [478, 479, 500, 501],
          [500, 501, 522, 523],
          [522, 523, 544, 545],
          [544, 545, 566, 567],
        ],
        AC: [
          [455, 456, 477, 478],
          [454, 455, 476, 477],
          [453, 454, 475, 476],
          [452, 453, 474, 475],
        ],
      },
    },
    'the rectangle starts on 456, 457, 478, 479, as every list of T2 (l.745–763) implies; T1 (l.503) takes the ' +
      'first forward position for the start, and prints "472 and 453" for 452 and 453 (l.506)',
  ),
  ex(
    'duel',
    'hellwig-s56-before',
    'Double artillery before it advances: no one hits',
    '§56',
    line(521, 'For the enemy’s acts at most on 393, and ours only up to 349'),
    {
      board: S56_BOARD,
      ours: { artillerists: 414, gun: 415, variant: 'left' },
      theirs: { artillerists: 326, gun: 327, variant: 'right' },
    },
    {
      ourField: [393, 371, 349],
      theirField: [349, 371, 393],
      ourStrength: 2,
      theirStrength: 1,
      weMayDestroy: false,
      theyMayDestroy: false,
      weDrive: false,
    },
  ),
  ex(
    'duel',
    'hellwig-s56-after',
    'Double artillery advances and drives the single',
    '§56',
    line(521, 'then 371, 349, and 327 become the area of effect of our artillery on 393'),
    {
      board: S56_BOARD,
      advance: { squares: [414, 415, 436, 437], direction: 'AB', distance: 1 },
      ours: { artillerists: 392, gun: 393, variant: 'left' },
      theirs: { artillerists: 326, gun: 327, variant: 'right' },
    },
    {
      ourField: [371, 349, 327],
      theirField: [349, 371, 393],
      ourStrength: 2,
      theirStrength: 1,
      weMayDestroy: true,
      theyMayDestroy: false,
      weDrive: true,
    },
  ),
  ex(
    'field',
    'hellwig-s59-red',
    'The red square 95 stops the fire',
    '§59',
    line(527, 'is prevented by the red-illuminated square 95'),
    { board: { terrain: { mountain: [95] } }, device: { artillerists: 118, gun: 96, variant: 'left' } },
    {
      inEffect: [],
      safe: [
        { square: 95, blockedBy: 95 },
        { square: 94, blockedBy: 95 },
        { square: 93, blockedBy: 95 },
      ],
    },
  ),
  ex(
    'field',
    'hellwig-s59-green',
    'Fire passes over the green square 98',
    '§59',
    line(527, 'is not prevented by the green-illuminated square 98'),
    { board: { terrain: { marsh: [98] } }, device: { artillerists: 77, gun: 76, variant: 'left' } },
    {
      inEffect: [98, 120, 142],
      safe: [],
    },
  ),
  ex(
    'field',
    'hellwig-s59-80-81',
    'Artillery on 80 and 81',
    '§59',
    line(527, 'the artillery on 80 and 81 fires upon squares 102, 124, and [146]'),
    { board: {}, device: { artillerists: 81, gun: 80, variant: 'left' } },
    {
      inEffect: [102, 124, 146],
    },
  ),
  ex(
    'fire',
    'hellwig-s60-plunging-fire',
    'Plunging fire over our own piece',
    '§60',
    line(529, 'kills the enemy piece on 142 even if one of ours stands on 120'),
    {
      board: {
        terrain: { marsh: [98] },
        pieces: [knight(77), knight(120), knight(142, 'B')],
        devices: [{ artillerists: 77, gun: 76, variant: 'left' }],
      },
      devices: [{ artillerists: 77, gun: 76, variant: 'left' }],
    },
    { removedPieces: [142], removedDevices: [] },
  ),
];
