/**
 * Hellwig's worked examples of transporters and corps (notes §5.5): when a transporter moves and
 * how far, what rides with it, its wheelings, corps and their parts (§§86–102b).
 */
import type { SourceRef } from '../../types.ts';
import type { WheelKind, WheelSense } from '../types.ts';
import { ex, line } from './row.ts';
import { CORPS_BOARD, CORPS_SQUARES, S67_1, S67_2, S95_BOARD, bishop, knight, pawn } from './setups.ts';
import type { HellwigExample } from './types.ts';

/** A wheeling of §95: the transporter on 339 and 340 about one of its squares. */
const s95 = (id: string, title: string, source: SourceRef, pivot: number, kind: WheelKind, sense: WheelSense, passed: readonly number[], squares: readonly number[]) =>
  ex('formation-wheel', id, title, '§95', source, { board: S95_BOARD, squares: [339, 340], options: { pivot, kind, sense } }, { passed, squares });

/** The examples of transporters, in the order of the book. */
export const TRANSPORTER_EXAMPLES: readonly HellwigExample[] = [
  ex('formation-moves', 'hellwig-s86-empty-1-23', 'Empty transporter on 1 and 23 is immovable', '§86', line(621, 'the transporters on 1 and 23'), { board: { transporters: [{ squares: [1, 23] }] }, squares: [1, 23] }, { movable: false }),
  ex('formation-moves', 'hellwig-s86-empty-2-3', 'Empty transporter on 2 and 3 is immovable', '§86', line(621, 'and on 2 and 3 are immovable'), { board: { transporters: [{ squares: [2, 3] }] }, squares: [2, 3] }, { movable: false }),
  ex(
    'formation-moves',
    'hellwig-s87-transporter',
    'Transporter with knight and bishop moves up to 6',
    '§87',
    line(623, 'the transporter on 339 and 340, occupied with both cavalry and infantry'),
    { board: S95_BOARD, squares: [339, 340] },
    {
      movable: true,
      range: 6,
      moves: {
        AB: [
          [317, 318],
          [295, 296],
          [273, 274],
          [251, 252],
          [229, 230],
          [207, 208],
        ],
        BD: [
          [340, 341],
          [341, 342],
          [342, 343],
          [343, 344],
          [344, 345],
          [345, 346],
        ],
        CD: [
          [361, 362],
          [383, 384],
          [405, 406],
          [427, 428],
          [449, 450],
          [471, 472],
        ],
        AC: [
          [338, 339],
          [337, 338],
          [336, 337],
          [335, 336],
          [334, 335],
          [333, 334],
        ],
      },
    },
    'six positions each way ("up to the 7th square", counting its own): T1\u2019s left list adds a seventh, "333 and 332" (l.627)',
  ),
  ex(
    'formation-moves',
    'hellwig-s90-rectangle',
    'Transporter and artillery in a 1 × 3 rectangle move together',
    '§90',
    line(634, 'move the transporter on 502 and 503'),
    { board: { transporters: [{ squares: [502, 503] }], devices: [{ artillerists: 503, gun: 504, variant: 'axial' }], pieces: [bishop(502), knight(503)] }, squares: [502, 503, 504] },
    { movable: true, range: 4 },
    'the artillery on 503 and 504 (T1 "507 and 509", T2 "503 and 503"): the point is that with the transporter on 502 and 503 it forms a rectangle',
  ),
  ex(
    'formation-moves',
    'hellwig-s90-l-shape',
    'Transporter 524/525 and artillery 525/547 cannot move together',
    '§90',
    line(634, 'one cannot move the transporter on 524 and 525'),
    { board: { transporters: [{ squares: [524, 525] }], devices: [{ artillerists: 525, gun: 547, variant: 'left' }], pieces: [bishop(524)] }, squares: [524, 525, 547] },
    { error: 'NOT_ADJACENT' },
  ),
  ex(
    'load',
    'hellwig-s91-from-under',
    'The transporter leaves from under the artillery',
    '§91',
    line(636, 'move away with the bishop on 524 beneath the artillery'),
    { board: { transporters: [{ squares: [524, 525] }], devices: [{ artillerists: 525, gun: 547, variant: 'left' }], pieces: [bishop(524)] }, squares: [524, 525] },
    { pieces: [524], devices: [], movable: true },
  ),
  ex(
    'load',
    'hellwig-s92-artillerist-rides',
    'The knight on 525 rides away with the transporter',
    '§92',
    line(638, 'the knight on 525, who is actually on the artillerists’ position'),
    { board: { transporters: [{ squares: [524, 525] }], devices: [{ artillerists: 525, gun: 547, variant: 'left' }], pieces: [bishop(524), knight(525)] }, squares: [524, 525] },
    { pieces: [524, 525], devices: [], movable: true },
  ),
  ex('load', 'hellwig-s93-no-leaving-behind', 'Both pieces go with the transporter', '§93', line(640, 'the bishop on 340 cannot be moved forward with the transporter, while the knight on 339 keeps his place'), { board: S95_BOARD, squares: [339, 340] }, {
    pieces: [339, 340],
    devices: [],
    movable: true,
  }),
  ex('piece-moves', 'hellwig-s94-bishop-steps-off', 'The bishop leaves the transporter', '§94', line(642, 'the bishop on 340 can leave his transporter'), { board: S95_BOARD, from: 340 }, {
    reaches: [361, 363, 382, 386],
  }),
  ex(
    'piece-moves',
    'hellwig-s94-knight-steps-off',
    'The knight leaves the transporter',
    '§94',
    line(642, 'The knight on 339 would likewise leave his position'),
    { board: S95_BOARD, from: 339 },
    { reaches: [315, 319, 363, 382, 384], doesNotReach: [309] },
    '309 is no knight\u2019s move from 339; 319 or 315 is',
  ),
  s95('hellwig-s95-small-339-a', 'Small: bishop through 318 to 317', line(930, 'from 340 over 318 to 317'), 339, 'small', 'anticlockwise', [318], [317, 339]),
  s95('hellwig-s95-small-339-b', 'Small: bishop through 362 to 361', line(931, 'from 340 over 362 to 361'), 339, 'small', 'clockwise', [362], [339, 361]),
  s95('hellwig-s95-small-340-a', 'Small: knight through 317 to 318', line(933, 'from 339 over 317 to 318'), 340, 'small', 'clockwise', [317], [318, 340]),
  s95('hellwig-s95-small-340-b', 'Small: knight through 361 to 362', line(934, 'from 339 over 361 to 362'), 340, 'small', 'anticlockwise', [361], [340, 362]),
  s95('hellwig-s95-larger-339-a', 'Larger: bishop over 318, 317, 316 to 338', line(937, 'from 340 over 318, 317, 316 to 338'), 339, 'larger', 'anticlockwise', [318, 317, 316], [338, 339]),
  s95('hellwig-s95-larger-339-b', 'Larger: bishop over 362, 361, 360 to 338', line(938, 'from 340 over 362, 361, 360 to 338'), 339, 'larger', 'clockwise', [362, 361, 360], [338, 339]),
  s95('hellwig-s95-larger-340-a', 'Larger: knight over 317, 318, 319 to 341', line(940, 'from 339 over 317, 318, 319 to 341'), 340, 'larger', 'clockwise', [317, 318, 319], [340, 341]),
  s95('hellwig-s95-larger-340-b', 'Larger: knight over 361, 362, 363 to 341', line(941, 'from 339 over 361, 362, 363 to 341'), 340, 'larger', 'anticlockwise', [361, 362, 363], [340, 341]),
  s95('hellwig-s95-greatest-339-a', 'Greatest: bishop the long way to 361', line(944, 'from 340 over 318, 317, 316, 338, 360 to 361'), 339, 'greatest', 'anticlockwise', [318, 317, 316, 338, 360], [339, 361]),
  s95('hellwig-s95-greatest-339-b', 'Greatest: bishop the long way to 317', line(945, 'from 340 over 362, 361, 360, 338, 316 to 317'), 339, 'greatest', 'clockwise', [362, 361, 360, 338, 316], [317, 339]),
  s95('hellwig-s95-greatest-340-a', 'Greatest: knight the long way to 362', line(947, 'from 339 over 317, 318, 319, 341, 363 to 362'), 340, 'greatest', 'clockwise', [317, 318, 319, 341, 363], [340, 362]),
  s95('hellwig-s95-greatest-340-b', 'Greatest: knight the long way to 318', line(948, 'from 339 over 361, 362, 363, 341, 319 to 318'), 340, 'greatest', 'anticlockwise', [361, 362, 363, 341, 319], [318, 340]),
  ex(
    'formation-moves',
    'hellwig-s97a-corps',
    'A corps with artillery moves at most 4',
    '§97a',
    line(954, 'The corps standing in the second plate on squares 585, 586, 607, 608, 629, 630, 651, and 652'),
    { board: CORPS_BOARD, squares: CORPS_SQUARES },
    {
      movable: true,
      range: 4,
      moves: {
        AC: [
          [584, 585, 606, 607, 628, 629, 650, 651],
          [583, 584, 605, 606, 627, 628, 649, 650],
          [582, 583, 604, 605, 626, 627, 648, 649],
          [581, 582, 603, 604, 625, 626, 647, 648],
        ],
      },
    },
    'the four positions lie toward AC (left); T1 labels them "Forward" (l.660) and T2 "To the right" (l.955)',
  ),
  ex(
    'slices',
    'hellwig-s98-parts',
    'Front parts move forward and sideways, rear parts backward and sideways',
    '§98',
    line(663, 'The following parts of it can be moved in one move'),
    {
      board: CORPS_BOARD,
      slices: [
        [585, 586],
        [585, 586, 607, 608],
        [585, 586, 607, 608, 629, 630],
        [651, 652],
        [629, 630, 651, 652],
        [607, 608, 629, 630, 651, 652],
      ],
    },
    {
      directions: [
        ['AB', 'BD', 'AC'],
        ['AB', 'BD', 'AC'],
        ['AB', 'BD', 'AC'],
        ['BD', 'CD', 'AC'],
        ['BD', 'CD', 'AC'],
        ['BD', 'CD', 'AC'],
      ],
    },
  ),
  ex(
    'formation-moves',
    'hellwig-s99-two-players',
    'A transporter held by both players is immovable',
    '§99',
    line(671, 'then the transporter on 339 and 340 is immovable'),
    { board: { transporters: [{ squares: [339, 340] }], pieces: [knight(339), bishop(340, 'B')] }, squares: [339, 340] },
    { movable: false },
  ),
  ex(
    'formation-moves',
    'hellwig-s102b-square-off',
    'A transporter on 331/332 squares off the combined artillery',
    '§102b',
    line(682, 'if a transporter stands on 331 and 332 in the second plate'),
    { board: { transporters: [{ squares: [331, 332] }], devices: S67_1, pieces: [knight(353), pawn(332, 'AB')] }, squares: [331, 332, 353, 354] },
    { movable: true, range: 4 },
  ),
  ex(
    'formation-moves',
    'hellwig-s102b-needs-a-piece',
    'Not without a piece on 332',
    '§102b',
    line(682, 'provided the part of the transporter on 332 is occupied by a piece'),
    { board: { transporters: [{ squares: [331, 332] }], devices: S67_1, pieces: [knight(353)] }, squares: [331, 332, 353, 354] },
    { movable: false },
  ),
  ex(
    'formation-moves',
    'hellwig-s102b-knight-on-420',
    'The knight on 420 moves transporter and artillery',
    '§102b',
    line(682, 'because the knight on 420 stands at the same time on one part of the transporter'),
    { board: { transporters: [{ squares: [419, 420] }], devices: S67_2, pieces: [knight(420)] }, squares: [397, 398, 419, 420] },
    { movable: true, range: 4 },
    'the combined artillery on 397, 398 and 420 (T2 prints "340", l.979)',
  ),

];
