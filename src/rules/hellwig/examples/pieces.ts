/**
 * Hellwig's worked examples of the pieces (notes §5.1): the chess pieces, the pawn's front and
 * its turns (§§34–41), and the knight over water and a bridge (§172).
 */
import { ex, line } from './row.ts';
import { bishop, knight, pawn } from './setups.ts';
import type { HellwigExample } from './types.ts';

/** The examples of the pieces, in the order of the book. */
export const PIECE_EXAMPLES: readonly HellwigExample[] = [
  ex(
    'piece-moves',
    'hellwig-s34-bishop-chain',
    'Bishop takes three in one move',
    '§34',
    line(417, 'all captured in one move by the enemy bishop attacking from 237'),
    {
      board: {
        pieces: [
          bishop(237, 'B'),
          { square: 195, kind: 'rook', player: 'A' },
          knight(153),
          { square: 132, kind: 'rook', player: 'A' },
        ],
      },
      from: 237,
    },
    { captures: [[195], [195, 153], [195, 153, 132]] },
  ),
  ex(
    'piece-moves',
    'hellwig-s34-off-the-line',
    'Knights off the line are safe',
    '§34',
    line(418, 'could not have taken in one move the knights standing on 218 and 241'),
    {
      board: { pieces: [bishop(237, 'B'), { square: 195, kind: 'rook', player: 'A' }, knight(218), knight(241)] },
      from: 237,
    },
    { captures: [[195]] },
  ),
  ex(
    'piece-moves',
    'hellwig-s34-queen-chain',
    'Queen strips the protection',
    '§34',
    line(419, 'she can in the same move also take the bishop and knight standing on 192 and 170'),
    {
      board: {
        pieces: [
          { square: 280, kind: 'queen', player: 'B' },
          { square: 236, kind: 'rook', player: 'A' },
          bishop(192),
          knight(170),
        ],
      },
      from: 280,
    },
    { captures: [[236], [236, 192], [236, 192, 170]] },
  ),
  ex(
    'piece-moves',
    'hellwig-s38-pawn',
    'Pawn on 185 facing AB',
    '§38',
    line(428, 'can move from 185 to either 163, 184, 207, or 186'),
    { board: { pieces: [pawn(185, 'AB')] }, from: 185 },
    {
      moves: [163, 184, 186, 207],
      frontDiagonals: [162, 164],
    },
  ),
  ex(
    'pawn-turn',
    'hellwig-s38-turn-left',
    'Pawn turns left',
    '§38',
    line(430, 'it remains on 190 but turns its front toward side AC'),
    { board: { pieces: [pawn(190, 'AB')] }, from: 190, turns: ['left'] },
    { facing: 'AC', frontDiagonals: [167, 211] },
    'capture on 167 and 211: the printed "85" is not next to 190; facing AC the front diagonals are 190 − 23 and ' +
      '190 + 21',
  ),
  ex(
    'pawn-turn',
    'hellwig-s38-turn-right',
    'Pawn turns right',
    '§38',
    line(431, 'it remains on 190 but turns its front toward side BD'),
    { board: { pieces: [pawn(190, 'AB')] }, from: 190, turns: ['right'] },
    {
      facing: 'BD',
      frontDiagonals: [169, 213],
    },
  ),
  ex(
    'pawn-turn',
    'hellwig-s39a-about-face',
    'About-face in two moves',
    '§39a',
    line(435, 'in two moves change its front in such a way as to face toward CD'),
    { board: { pieces: [pawn(190, 'AB')] }, from: 190, turns: ['right', 'right'] },
    {
      facing: 'CD',
      frontDiagonals: [211, 213],
    },
  ),
  ex(
    'piece-moves',
    'hellwig-s41-leaping-bishop',
    'Leaping bishop: one component per move',
    '§41',
    line(439, 'cannot from there reach 291, 314'),
    { board: { pieces: [{ square: 202, kind: 'leaping-bishop', player: 'A' }] }, from: 202 },
    { reaches: [271], doesNotReach: [291, 314] },
  ),
  ex(
    'piece-moves',
    'hellwig-s172-knight-49',
    'Knight 94 to 49 through 71',
    '§172',
    line(1220, 'can therefore reach square 49'),
    { board: { terrain: { water: [72, 73] }, pieces: [knight(94)] }, from: 94 },
    {
      reaches: [49],
    },
  ),
  ex(
    'piece-moves',
    'hellwig-s172-knight-51',
    'Knight 94 cannot reach 51',
    '§172',
    line(1220, 'from 94 he cannot reach 51'),
    { board: { terrain: { water: [72, 73] }, pieces: [knight(94)] }, from: 94 },
    { doesNotReach: [51] },
    'the connecting squares of 94 and 51 are 72 and 73; the printed "73 and 71" names 71, which connects 94 with 49',
  ),
  ex(
    'piece-moves',
    'hellwig-s172-knight-bridge',
    'Knight 82 to 125 over the bridge on 103',
    '§172',
    line(1221, 'the knight standing at 82 can now reach square 125'),
    { board: { terrain: { water: [103, 104] }, bridges: [103], pieces: [knight(82)] }, from: 82 },
    { reaches: [125] },
    'the fields 82 and 125: the printed "92" stands for the knight\'s square 82 named in the same sentence',
  ),
];
