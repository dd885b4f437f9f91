/**
 * Every worked example of Hellwig (1780) that the reading notes (`notes/hellwig.md` §5.1–§5.6)
 * find consistent, as printed or after a one-token correction the text itself supports. Each
 * row states a position as plain data, the engine function it runs through (`kind`), and what
 * the book says comes out; `corrected` names the correction where one was needed. Rows the
 * notes find unresolvable are listed in `HELLWIG_UNRESOLVED` with the reason, and not tested.
 *
 * Where the book leaves part of a set-up open (which half of a device is manned, which piece
 * mans it, the variety of a gun whose field is not at issue, which squares of a river are
 * water), the row fills it in with the simplest choice that does not touch what is tested.
 * "Ours" is player A and "the enemy" player B unless the book names the players.
 */
import type { RuleErrorCode } from '../errors.ts';
import type { SourceRef, UnresolvedExample, WorkedExample } from '../types.ts';
import type { BoardSetup, DeviceSetup } from './board.ts';
import type { Direction, PawnTurn, Pivot, WheelKind, WheelSense } from './types.ts';

/** The English machine translation of the 1780 book (T1 §1–§104, T2 §43–§262). */
export const HELLWIG_SOURCE_FILE = '001_674ecc2a9872bdfe.txt';

/** Positions per side, each a sorted list of squares. */
export type MovesByDirection = { readonly [D in Direction]?: readonly (readonly number[])[] };

/** An outcome the book states as impossible: the engine refuses with this code. */
export interface RefusedOutcome {
  readonly error: RuleErrorCode;
}

export interface FieldInputs {
  readonly board: BoardSetup;
  readonly device: DeviceSetup;
}
export interface FieldOutcome {
  readonly inEffect: readonly number[];
  readonly safe?: readonly { readonly square: number; readonly blockedBy: number }[];
  readonly strikes?: 'all' | 'one';
}

export interface SweepingInputs {
  readonly board: BoardSetup;
  readonly squares: readonly [number, number];
  readonly targets: readonly number[];
}
export interface SweepingOutcome {
  readonly solutions: readonly DeviceSetup[];
}

export interface DeviceMovesInputs {
  readonly board: BoardSetup;
  readonly device: DeviceSetup;
}
export interface DeviceMovesOutcome {
  readonly moves: MovesByDirection;
}

export interface FormationMovesInputs {
  readonly board: BoardSetup;
  readonly squares: readonly number[];
}
export interface FormationMovesOutcome {
  readonly movable: boolean;
  readonly range?: number;
  readonly moves?: MovesByDirection;
}

export interface LoadInputs {
  readonly board: BoardSetup;
  readonly squares: readonly number[];
}
export interface LoadOutcome {
  /** Squares of the pieces that ride with it. */
  readonly pieces: readonly number[];
  /** Devices that ride with it, as [artillerists, gun]. */
  readonly devices: readonly (readonly [number, number])[];
  readonly movable: boolean;
}

export interface SlicesInputs {
  readonly board: BoardSetup;
  readonly slices: readonly (readonly number[])[];
}
export interface SlicesOutcome {
  /** For each slice, the sides toward which it can move, in the order AB, BD, CD, AC. */
  readonly directions: readonly (readonly Direction[])[];
}

export interface FireInputs {
  readonly board: BoardSetup;
  readonly devices: readonly DeviceSetup[];
  readonly targets?: readonly number[];
}
export interface FireOutcome {
  readonly removedPieces: readonly number[];
  readonly removedDevices: readonly (readonly [number, number])[];
  readonly silenced?: readonly (readonly [number, number])[];
}

export interface DuelInputs {
  readonly board: BoardSetup;
  /** Our device, where it stands after `advance` if one is given. */
  readonly ours: DeviceSetup;
  readonly theirs: DeviceSetup;
  /** A formation move made first (§55, §56). */
  readonly advance?: { readonly squares: readonly number[]; readonly direction: Direction; readonly distance: number };
}
export interface DuelOutcome {
  readonly ourField: readonly number[];
  readonly theirField: readonly number[];
  readonly ourStrength: number;
  readonly theirStrength: number;
  readonly weMayDestroy: boolean;
  readonly theyMayDestroy: boolean;
  readonly weDrive?: boolean;
}

export interface CombinedInputs {
  readonly board: BoardSetup;
  readonly devices: readonly DeviceSetup[];
}
export interface CombinedOutcome {
  readonly fields?: readonly (readonly number[])[];
  readonly movableTogether: boolean;
  /** Gun squares of the devices that can move by themselves. */
  readonly movableAlone: readonly number[];
  readonly strengths?: readonly number[];
}

export interface DestroyInputs {
  readonly board: BoardSetup;
  readonly device: DeviceSetup;
}
export type DestroyOutcome = { readonly devicesLeft: number; readonly artilleristOn: number; readonly reaches: readonly number[] } | RefusedOutcome;

export interface WheelInputs {
  readonly board: BoardSetup;
  readonly device: DeviceSetup;
  readonly options: { readonly pivot: Pivot; readonly kind: WheelKind; readonly sense: WheelSense };
}
export interface WheelOutcome {
  readonly passed: readonly number[];
  readonly device: { readonly artillerists: number; readonly gun: number };
  readonly field?: readonly number[];
  readonly legal?: boolean;
  readonly blockedBy?: number;
}

export interface FormationWheelInputs {
  readonly board: BoardSetup;
  readonly squares: readonly number[];
  readonly options: { readonly pivot: number; readonly kind: WheelKind; readonly sense: WheelSense };
}
export interface FormationWheelOutcome {
  /** In the order passed. */
  readonly passed: readonly number[];
  readonly squares: readonly number[];
}
/** Rectangles of §174a: the book lists the complement as a set. */
export type RectangleWheelOutcome = FormationWheelOutcome;

export interface RectangleInputs {
  readonly squares: readonly number[];
}
export interface RectangleOutcome {
  readonly rows: number;
  readonly columns: number;
}

export interface PivotsInputs {
  readonly board: BoardSetup;
  readonly squares: readonly number[];
}
export interface PivotsOutcome {
  readonly pivots: readonly number[];
}

export interface PieceMovesInputs {
  readonly board: BoardSetup;
  readonly from: number;
}
export interface PieceMovesOutcome {
  /** Targets of plain moves, sorted. */
  readonly moves?: readonly number[];
  /** Every capture, as the squares taken in order. */
  readonly captures?: readonly (readonly number[])[];
  /** Squares the pawn captures on. */
  readonly frontDiagonals?: readonly number[];
  readonly reaches?: readonly number[];
  readonly doesNotReach?: readonly number[];
}

export interface PawnTurnInputs {
  readonly board: BoardSetup;
  readonly from: number;
  readonly turns: readonly PawnTurn[];
}
export interface PawnTurnOutcome {
  readonly facing: Direction;
  readonly frontDiagonals: readonly number[];
}

export interface ReachInputs {
  readonly board: BoardSetup;
  readonly pieces: readonly number[];
  readonly target: number;
}
export interface ReachOutcome {
  readonly reach: readonly { readonly from: number; readonly reaches: boolean; readonly distance: number }[];
}

/** One worked example of Hellwig, by the engine function it runs through. */
export type HellwigExample =
  | WorkedExample<'field', FieldInputs, FieldOutcome>
  | WorkedExample<'sweeping', SweepingInputs, SweepingOutcome>
  | WorkedExample<'device-moves', DeviceMovesInputs, DeviceMovesOutcome>
  | WorkedExample<'formation-moves', FormationMovesInputs, FormationMovesOutcome | RefusedOutcome>
  | WorkedExample<'load', LoadInputs, LoadOutcome>
  | WorkedExample<'slices', SlicesInputs, SlicesOutcome>
  | WorkedExample<'fire', FireInputs, FireOutcome>
  | WorkedExample<'duel', DuelInputs, DuelOutcome>
  | WorkedExample<'combined', CombinedInputs, CombinedOutcome>
  | WorkedExample<'destroy', DestroyInputs, DestroyOutcome>
  | WorkedExample<'wheel', WheelInputs, WheelOutcome>
  | WorkedExample<'formation-wheel', FormationWheelInputs, FormationWheelOutcome>
  | WorkedExample<'rectangle-wheel', FormationWheelInputs, RectangleWheelOutcome>
  | WorkedExample<'rectangle', RectangleInputs, RectangleOutcome>
  | WorkedExample<'pivots', PivotsInputs, PivotsOutcome>
  | WorkedExample<'piece-moves', PieceMovesInputs, PieceMovesOutcome>
  | WorkedExample<'pawn-turn', PawnTurnInputs, PawnTurnOutcome>
  | WorkedExample<'reach', ReachInputs, ReachOutcome>;

type Kind = HellwigExample['kind'];
type Of<K extends Kind> = Extract<HellwigExample, { kind: K }>;

const source = (line: number): SourceRef => ({ file: HELLWIG_SOURCE_FILE, line });
/** The edition anchor of a § as printed: `§47a` → `/hellwig/s47a/`. */
export const hellwigHref = (cite: string): string => `/hellwig/s${cite.replace(/^§/, '')}/`;

function ex<K extends Kind>(
  kind: K,
  id: string,
  title: string,
  cite: string,
  line: number,
  inputs: Of<K>['inputs'],
  outcome: Of<K>['outcome'],
  corrected?: string,
): WorkedExample<K, Of<K>['inputs'], Of<K>['outcome']> {
  const row = { id, kind, book: 'hellwig-1780' as const, title, cite, href: hellwigHref(cite), source: source(line), inputs, outcome };
  return corrected === undefined ? row : { ...row, corrected };
}

// Recurring set-ups.
const knight = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'knight' as const, player });
const bishop = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'bishop' as const, player });
const pawn = (square: number, facing: Direction, player: 'A' | 'B' = 'A') => ({ square, kind: 'pawn' as const, player, facing });

/** §62: the artillery on 387 (manned) and 388, in "the depicted position": it fires toward AB (left variety; notes E45). */
const S62_DEVICE: DeviceSetup = { artillerists: 387, gun: 388, variant: 'left' };
const S62_BOARD: BoardSetup = { pieces: [knight(387)] };
/** §62 larger wheeling: the artillery on 289 and 290; its variety is not given (A30), so no field is tested. */
const S62_LARGER: DeviceSetup = { artillerists: 289, gun: 290, variant: 'left' };
const S62_LARGER_BOARD: BoardSetup = { pieces: [knight(289)] };

/** §95: the transporter on 339 and 340 with a knight and a bishop. */
const S95_BOARD: BoardSetup = { transporters: [{ squares: [339, 340] }], pieces: [knight(339), bishop(340)] };

/** §97a, §98: the corps on 585…652, four transporters with a device on the third (it carries artillery, §97). */
const CORPS_SQUARES = [585, 586, 607, 608, 629, 630, 651, 652] as const;
const CORPS_BOARD: BoardSetup = {
  transporters: [{ squares: [585, 586] }, { squares: [607, 608] }, { squares: [629, 630] }, { squares: [651, 652] }],
  devices: [{ artillerists: 629, gun: 630, variant: 'axial' }],
  pieces: [knight(585), knight(586), knight(607), knight(608), knight(629), knight(651), knight(652)],
};

/** §49b: ours 351/352 manned by the bishop; the enemy 285/286 manned by a knight (notes E18, E19). */
const S49B_BOARD: BoardSetup = {
  pieces: [bishop(351), knight(285, 'B')],
  devices: [
    { artillerists: 351, gun: 352, variant: 'left' },
    { artillerists: 285, gun: 286, variant: 'right' },
  ],
};

/** §56: the enemy 326/327 and our double artillery 414/415 behind 436/437. */
const S56_BOARD: BoardSetup = {
  pieces: [knight(326, 'B'), knight(414), knight(436)],
  devices: [
    { artillerists: 326, gun: 327, variant: 'right' },
    { artillerists: 414, gun: 415, variant: 'left' },
    { artillerists: 436, gun: 437, variant: 'left' },
  ],
};

/** §67 (1): guns 331 and 354 on the shared artillerists' square 353. */
const S67_1: readonly DeviceSetup[] = [
  { artillerists: 353, gun: 331, variant: 'axial' },
  { artillerists: 353, gun: 354, variant: 'left' },
];

/** §102b (b) and §67 (2): 398→397 whose artillerists' square lies under the gun of 420→398. */
const S67_2: readonly DeviceSetup[] = [
  { artillerists: 398, gun: 397, variant: 'right' },
  { artillerists: 420, gun: 398, variant: 'right' },
];

const wheelRow = (
  id: string,
  title: string,
  line: number,
  options: WheelInputs['options'],
  outcome: WheelOutcome,
  corrected?: string,
  board: BoardSetup = S62_BOARD,
  device: DeviceSetup = S62_DEVICE,
) => ex('wheel', id, title, '§62', line, { board, device, options }, outcome, corrected);

const s95 = (id: string, title: string, line: number, pivot: number, kind: WheelKind, sense: WheelSense, passed: readonly number[], squares: readonly number[]) =>
  ex('formation-wheel', id, title, '§95', line, { board: S95_BOARD, squares: [339, 340], options: { pivot, kind, sense } }, { passed, squares });

/** The worked examples of Hellwig, in the order of the book. */
export const HELLWIG_EXAMPLES: readonly HellwigExample[] = [
  // §5.1 Pieces.
  ex(
    'piece-moves',
    'hellwig-s34-bishop-chain',
    'Bishop takes three in one move',
    '§34',
    417,
    { board: { pieces: [bishop(237, 'B'), { square: 195, kind: 'rook', player: 'A' }, knight(153), { square: 132, kind: 'rook', player: 'A' }] }, from: 237 },
    { captures: [[195], [195, 153], [195, 153, 132]] },
  ),
  ex(
    'piece-moves',
    'hellwig-s34-off-the-line',
    'Knights off the line are safe',
    '§34',
    418,
    { board: { pieces: [bishop(237, 'B'), { square: 195, kind: 'rook', player: 'A' }, knight(218), knight(241)] }, from: 237 },
    { captures: [[195]] },
  ),
  ex(
    'piece-moves',
    'hellwig-s34-queen-chain',
    'Queen strips the protection',
    '§34',
    419,
    { board: { pieces: [{ square: 280, kind: 'queen', player: 'B' }, { square: 236, kind: 'rook', player: 'A' }, bishop(192), knight(170)] }, from: 280 },
    { captures: [[236], [236, 192], [236, 192, 170]] },
  ),
  ex('piece-moves', 'hellwig-s38-pawn', 'Pawn on 185 facing AB', '§38', 428, { board: { pieces: [pawn(185, 'AB')] }, from: 185 }, {
    moves: [163, 184, 186, 207],
    frontDiagonals: [162, 164],
  }),
  ex(
    'pawn-turn',
    'hellwig-s38-turn-left',
    'Pawn turns left',
    '§38',
    430,
    { board: { pieces: [pawn(190, 'AB')] }, from: 190, turns: ['left'] },
    { facing: 'AC', frontDiagonals: [167, 211] },
    'capture on 167 and 211: the printed "85" is not next to 190; facing AC the front diagonals are 190 − 23 and 190 + 21',
  ),
  ex('pawn-turn', 'hellwig-s38-turn-right', 'Pawn turns right', '§38', 431, { board: { pieces: [pawn(190, 'AB')] }, from: 190, turns: ['right'] }, {
    facing: 'BD',
    frontDiagonals: [169, 213],
  }),
  ex('pawn-turn', 'hellwig-s39a-about-face', 'About-face in two moves', '§39a', 435, { board: { pieces: [pawn(190, 'AB')] }, from: 190, turns: ['right', 'right'] }, {
    facing: 'CD',
    frontDiagonals: [211, 213],
  }),
  ex(
    'piece-moves',
    'hellwig-s41-leaping-bishop',
    'Leaping bishop: one component per move',
    '§41',
    439,
    { board: { pieces: [{ square: 202, kind: 'leaping-bishop', player: 'A' }] }, from: 202 },
    { reaches: [271], doesNotReach: [291, 314] },
  ),
  ex('piece-moves', 'hellwig-s172-knight-49', 'Knight 94 to 49 through 71', '§172', 1220, { board: { terrain: { water: [72, 73] }, pieces: [knight(94)] }, from: 94 }, {
    reaches: [49],
  }),
  ex(
    'piece-moves',
    'hellwig-s172-knight-51',
    'Knight 94 cannot reach 51',
    '§172',
    1220,
    { board: { terrain: { water: [72, 73] }, pieces: [knight(94)] }, from: 94 },
    { doesNotReach: [51] },
    'the connecting squares of 94 and 51 are 72 and 73; the printed "73 and 71" names 71, which connects 94 with 49',
  ),
  ex(
    'piece-moves',
    'hellwig-s172-knight-bridge',
    'Knight 82 to 125 over the bridge on 103',
    '§172',
    1221,
    { board: { terrain: { water: [103, 104] }, bridges: [103], pieces: [knight(82)] }, from: 82 },
    { reaches: [125] },
    'the fields 82 and 125: the printed "92" stands for the knight\'s square 82 named in the same sentence',
  ),

  // §5.2 Artillery: movement, field, combat.
  ex(
    'device-moves',
    'hellwig-s45-moves',
    'Artillery on 319 and 320 moves up to 4',
    '§45',
    469,
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
  ex('field', 'hellwig-s47-field', 'Field of effect of 282/283', '§47', 477, { board: { pieces: [knight(282)] }, device: { artillerists: 282, gun: 283, variant: 'left' } }, {
    inEffect: [261, 239, 217],
    strikes: 'all',
  }),
  ex(
    'fire',
    'hellwig-s47a-part-of-field',
    'Fire on 239, spare 261',
    '§47a',
    479,
    { board: { pieces: [knight(282), knight(261, 'B'), knight(239, 'B')], devices: [{ artillerists: 282, gun: 283, variant: 'left' }] }, devices: [{ artillerists: 282, gun: 283, variant: 'left' }], targets: [239] },
    { removedPieces: [239], removedDevices: [] },
  ),
  ex(
    'fire',
    'hellwig-s47a-safe-beside',
    'Safe beside and behind the gun',
    '§47a',
    480,
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
    492,
    { board: S49B_BOARD, devices: [{ artillerists: 351, gun: 352, variant: 'left' }] },
    { removedPieces: [], removedDevices: [[285, 286]] },
    'our artillery on 351 and 352 (T1 "301 and 302", T2 "301 and 352"; the bishop on 351 of the second case); the enemy on 285 and 286 (printed "287 and 286")',
  ),
  ex(
    'fire',
    'hellwig-s49b-second-case',
    'The undetected enemy destroys ours; our bishop stays',
    '§49b',
    493,
    { board: S49B_BOARD, devices: [{ artillerists: 285, gun: 286, variant: 'right' }] },
    { removedPieces: [], removedDevices: [[351, 352]] },
    'the enemy artillery on 285 and 286 (printed "295 and 296", nowhere near 351/352)',
  ),
  ex(
    'fire',
    'hellwig-s49b-third-case',
    'Gun and pawn both removed',
    '§49b',
    494,
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
    495,
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
    497,
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
    { ourField: [418, 396, 374], theirField: [417, 416, 415], ourStrength: 1, theirStrength: 1, weMayDestroy: true, theyMayDestroy: false },
  ),
  ex(
    'formation-moves',
    'hellwig-s53-two-devices',
    'Two devices move as one rectangle',
    '§53',
    503,
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
    'the rectangle starts on 456, 457, 478, 479, as every list of T2 (l.745–763) implies; T1 (l.503) takes the first forward position for the start, and prints "472 and 453" for 452 and 453 (l.506)',
  ),
  ex(
    'duel',
    'hellwig-s56-before',
    'Double artillery before it advances: no one hits',
    '§56',
    521,
    { board: S56_BOARD, ours: { artillerists: 414, gun: 415, variant: 'left' }, theirs: { artillerists: 326, gun: 327, variant: 'right' } },
    { ourField: [393, 371, 349], theirField: [349, 371, 393], ourStrength: 2, theirStrength: 1, weMayDestroy: false, theyMayDestroy: false, weDrive: false },
  ),
  ex(
    'duel',
    'hellwig-s56-after',
    'Double artillery advances and drives the single',
    '§56',
    521,
    {
      board: S56_BOARD,
      advance: { squares: [414, 415, 436, 437], direction: 'AB', distance: 1 },
      ours: { artillerists: 392, gun: 393, variant: 'left' },
      theirs: { artillerists: 326, gun: 327, variant: 'right' },
    },
    { ourField: [371, 349, 327], theirField: [349, 371, 393], ourStrength: 2, theirStrength: 1, weMayDestroy: true, theyMayDestroy: false, weDrive: true },
  ),
  ex(
    'field',
    'hellwig-s59-red',
    'The red square 95 stops the fire',
    '§59',
    527,
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
  ex('field', 'hellwig-s59-green', 'Fire passes over the green square 98', '§59', 527, { board: { terrain: { marsh: [98] } }, device: { artillerists: 77, gun: 76, variant: 'left' } }, {
    inEffect: [98, 120, 142],
    safe: [],
  }),
  ex('field', 'hellwig-s59-80-81', 'Artillery on 80 and 81', '§59', 527, { board: {}, device: { artillerists: 81, gun: 80, variant: 'left' } }, {
    inEffect: [102, 124, 146],
  }),
  ex(
    'fire',
    'hellwig-s60-plunging-fire',
    'Plunging fire over our own piece',
    '§60',
    529,
    {
      board: { terrain: { marsh: [98] }, pieces: [knight(77), knight(120), knight(142, 'B')], devices: [{ artillerists: 77, gun: 76, variant: 'left' }] },
      devices: [{ artillerists: 77, gun: 76, variant: 'left' }],
    },
    { removedPieces: [142], removedDevices: [] },
  ),
  ex('sweeping', 'hellwig-s65-fig6', 'Only the axial variety sweeps 392–394 from 390/391', '§65', 545, { board: {}, squares: [390, 391], targets: [392, 393, 394] }, {
    solutions: [{ artillerists: 390, gun: 391, variant: 'axial', kind: 'cannon' }],
  }),
  ex(
    'combined',
    'hellwig-s67-shared-artillerists',
    'Two guns on one artillerists\u2019 square',
    '§67',
    555,
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
    556,
    { board: { pieces: [knight(420)], devices: S67_2 }, devices: S67_2 },
    {
      fields: [
        [375, 353, 331],
        [399, 400, 401],
      ],
      movableTogether: false,
      movableAlone: [398],
    },
    'the artillerists\u2019 square 398 of the first device lies under the gun of the second, as the rule (l.553) requires; both translations describe the overlap otherwise',
  ),
  ex(
    'combined',
    'hellwig-s67-double',
    'Combined artillery acting as double',
    '§67',
    557,
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
    '"Over 306 and 378" is 356 and 378, as the same paragraph says twice; the field is 334, 312, 290 as in T2 (l.821; T1 "[356, 334, 312, and] 299")',
  ),
  ex(
    'combined',
    'hellwig-s67-not-double',
    'Guns 463 and 465 on the bishop\u2019s square 464',
    '§67',
    558,
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
    562,
    { board: { pieces: [knight(353), knight(287, 'B'), knight(288, 'B')], devices: S67_1 }, devices: S67_1 },
    { removedPieces: [287, 288], removedDevices: [] },
  ),
  ex(
    'destroy',
    'hellwig-s72-destroy-own',
    'Destroy our own artillery; the artillerist stays or moves on',
    '§72',
    574,
    { board: { pieces: [bishop(439)], devices: [{ artillerists: 439, gun: 440, variant: 'left' }] }, device: { artillerists: 439, gun: 440, variant: 'left' } },
    { devicesLeft: 0, artilleristOn: 439, reaches: [481] },
  ),
  ex(
    'destroy',
    'hellwig-s72a-unmanned',
    'Unmanned artillery cannot be destroyed this way',
    '§72a',
    577,
    { board: { devices: [{ artillerists: 456, gun: 457, variant: 'axial' }] }, device: { artillerists: 456, gun: 457, variant: 'axial' } },
    { error: 'BLOCKED' },
  ),
  ex(
    'fire',
    'hellwig-s178-through-artillery',
    'Shooting past another gun',
    '§178',
    1239,
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
    'the pawn on 396 beyond the gun on 418 (printed "305" and "488", neither on a line from 440; §49b third case has gun 418 and pawn 396)',
  ),

  // §5.3 Artillery wheeling.
  wheelRow('hellwig-s62-small-artillerists-anticlockwise', 'Small wheeling: gun to 365 through 366', 533, { pivot: 'artillerists', kind: 'small', sense: 'anticlockwise' }, {
    passed: [366],
    device: { artillerists: 387, gun: 365 },
    field: [364, 363, 362],
  }),
  wheelRow(
    'hellwig-s62-small-artillerists-clockwise',
    'Small wheeling: gun to 409 through 410',
    535,
    { pivot: 'artillerists', kind: 'small', sense: 'clockwise' },
    { passed: [410], device: { artillerists: 387, gun: 409 }, field: [410, 411, 412] },
    'the gun passes 410 and comes to 409; the text swaps them ("through 409 to 410")',
  ),
  wheelRow('hellwig-s62-small-gun-anticlockwise', 'Small wheeling: artillerists to 410 through 409', 536, { pivot: 'gun', kind: 'small', sense: 'anticlockwise' }, {
    passed: [409],
    device: { artillerists: 410, gun: 388 },
    field: [387, 386, 385],
  }),
  wheelRow(
    'hellwig-s62-larger-artillerists-anticlockwise',
    'Larger wheeling: gun over 268, 267, 266 to 288',
    538,
    { pivot: 'artillerists', kind: 'larger', sense: 'anticlockwise' },
    { passed: [268, 267, 266], device: { artillerists: 289, gun: 288 } },
    undefined,
    S62_LARGER_BOARD,
    S62_LARGER,
  ),
  wheelRow(
    'hellwig-s62-larger-artillerists-clockwise',
    'Larger wheeling: gun over 312, 311, 310 to 288',
    538,
    { pivot: 'artillerists', kind: 'larger', sense: 'clockwise' },
    { passed: [312, 311, 310], device: { artillerists: 289, gun: 288 } },
    undefined,
    S62_LARGER_BOARD,
    S62_LARGER,
  ),
  wheelRow(
    'hellwig-s62-larger-gun-clockwise',
    'Larger wheeling: artillerists over 267, 268, 269 to 291',
    539,
    { pivot: 'gun', kind: 'larger', sense: 'clockwise' },
    { passed: [267, 268, 269], device: { artillerists: 291, gun: 290 } },
    undefined,
    S62_LARGER_BOARD,
    S62_LARGER,
  ),
  wheelRow(
    'hellwig-s62-larger-gun-anticlockwise',
    'Larger wheeling: artillerists over 311, 312, 313 to 291',
    539,
    { pivot: 'gun', kind: 'larger', sense: 'anticlockwise' },
    { passed: [311, 312, 313], device: { artillerists: 291, gun: 290 } },
    undefined,
    S62_LARGER_BOARD,
    S62_LARGER,
  ),
  wheelRow(
    'hellwig-s62-greatest',
    'Greatest wheeling: gun to 365 the long way',
    802,
    { pivot: 'artillerists', kind: 'greatest', sense: 'clockwise' },
    { passed: [410, 409, 408, 386, 364], device: { artillerists: 387, gun: 365 }, field: [364, 363, 362] },
    'the path starts at the corner 410, which T2 leaves out ("over 409, 408, 386, and 364"); every five-square path of §95 (l.944–948) has it',
  ),
  wheelRow(
    'hellwig-s62-small-blocked-366',
    'Something on 366 stops the small wheeling',
    802,
    { pivot: 'artillerists', kind: 'small', sense: 'anticlockwise' },
    { passed: [366], device: { artillerists: 387, gun: 365 }, legal: false, blockedBy: 366 },
    undefined,
    { pieces: [knight(387), knight(366, 'B')] },
  ),
  wheelRow(
    'hellwig-s62-greatest-around-366',
    'The greatest wheeling goes round 366',
    802,
    { pivot: 'artillerists', kind: 'greatest', sense: 'clockwise' },
    { passed: [410, 409, 408, 386, 364], device: { artillerists: 387, gun: 365 }, legal: true },
    'the path starts at the corner 410, which T2 leaves out',
    { pieces: [knight(387), knight(366, 'B')] },
  ),

  // §5.4 Howitzer fire on buildings (the field only: fire and its spread are not modelled).
  ex(
    'field',
    'hellwig-s75-howitzer',
    'Howitzer on 94/116 over the buildings',
    '§75',
    589,
    { board: { terrain: { building: [180, 181, 182, 183, 205] }, pieces: [knight(94)] }, device: { artillerists: 94, gun: 116, kind: 'howitzer' } },
    { inEffect: [138, 160, 182], strikes: 'one' },
  ),
  ex(
    'reach',
    'hellwig-s77-fire-break',
    'Who may mark 181 against the fire',
    '§77',
    859,
    {
      board: {
        terrain: { building: [180, 181, 182, 183, 205] },
        pieces: [{ square: 202, kind: 'leaping-bishop', player: 'B' }, knight(224, 'B'), { square: 247, kind: 'rook', player: 'B' }],
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

  // §5.5 Transporters.
  ex('formation-moves', 'hellwig-s86-empty-1-23', 'Empty transporter on 1 and 23 is immovable', '§86', 621, { board: { transporters: [{ squares: [1, 23] }] }, squares: [1, 23] }, { movable: false }),
  ex('formation-moves', 'hellwig-s86-empty-2-3', 'Empty transporter on 2 and 3 is immovable', '§86', 621, { board: { transporters: [{ squares: [2, 3] }] }, squares: [2, 3] }, { movable: false }),
  ex(
    'formation-moves',
    'hellwig-s87-transporter',
    'Transporter with knight and bishop moves up to 6',
    '§87',
    623,
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
    634,
    { board: { transporters: [{ squares: [502, 503] }], devices: [{ artillerists: 503, gun: 504, variant: 'axial' }], pieces: [bishop(502), knight(503)] }, squares: [502, 503, 504] },
    { movable: true, range: 4 },
    'the artillery on 503 and 504 (T1 "507 and 509", T2 "503 and 503"): the point is that with the transporter on 502 and 503 it forms a rectangle',
  ),
  ex(
    'formation-moves',
    'hellwig-s90-l-shape',
    'Transporter 524/525 and artillery 525/547 cannot move together',
    '§90',
    634,
    { board: { transporters: [{ squares: [524, 525] }], devices: [{ artillerists: 525, gun: 547, variant: 'left' }], pieces: [bishop(524)] }, squares: [524, 525, 547] },
    { error: 'NOT_ADJACENT' },
  ),
  ex(
    'load',
    'hellwig-s91-from-under',
    'The transporter leaves from under the artillery',
    '§91',
    636,
    { board: { transporters: [{ squares: [524, 525] }], devices: [{ artillerists: 525, gun: 547, variant: 'left' }], pieces: [bishop(524)] }, squares: [524, 525] },
    { pieces: [524], devices: [], movable: true },
  ),
  ex(
    'load',
    'hellwig-s92-artillerist-rides',
    'The knight on 525 rides away with the transporter',
    '§92',
    638,
    { board: { transporters: [{ squares: [524, 525] }], devices: [{ artillerists: 525, gun: 547, variant: 'left' }], pieces: [bishop(524), knight(525)] }, squares: [524, 525] },
    { pieces: [524, 525], devices: [], movable: true },
  ),
  ex('load', 'hellwig-s93-no-leaving-behind', 'Both pieces go with the transporter', '§93', 640, { board: S95_BOARD, squares: [339, 340] }, {
    pieces: [339, 340],
    devices: [],
    movable: true,
  }),
  ex('piece-moves', 'hellwig-s94-bishop-steps-off', 'The bishop leaves the transporter', '§94', 642, { board: S95_BOARD, from: 340 }, {
    reaches: [361, 363, 382, 386],
  }),
  ex(
    'piece-moves',
    'hellwig-s94-knight-steps-off',
    'The knight leaves the transporter',
    '§94',
    642,
    { board: S95_BOARD, from: 339 },
    { reaches: [315, 319, 363, 382, 384], doesNotReach: [309] },
    '309 is no knight\u2019s move from 339; 319 or 315 is',
  ),
  s95('hellwig-s95-small-339-a', 'Small: bishop through 318 to 317', 930, 339, 'small', 'anticlockwise', [318], [317, 339]),
  s95('hellwig-s95-small-339-b', 'Small: bishop through 362 to 361', 931, 339, 'small', 'clockwise', [362], [339, 361]),
  s95('hellwig-s95-small-340-a', 'Small: knight through 317 to 318', 933, 340, 'small', 'clockwise', [317], [318, 340]),
  s95('hellwig-s95-small-340-b', 'Small: knight through 361 to 362', 934, 340, 'small', 'anticlockwise', [361], [340, 362]),
  s95('hellwig-s95-larger-339-a', 'Larger: bishop over 318, 317, 316 to 338', 937, 339, 'larger', 'anticlockwise', [318, 317, 316], [338, 339]),
  s95('hellwig-s95-larger-339-b', 'Larger: bishop over 362, 361, 360 to 338', 938, 339, 'larger', 'clockwise', [362, 361, 360], [338, 339]),
  s95('hellwig-s95-larger-340-a', 'Larger: knight over 317, 318, 319 to 341', 940, 340, 'larger', 'clockwise', [317, 318, 319], [340, 341]),
  s95('hellwig-s95-larger-340-b', 'Larger: knight over 361, 362, 363 to 341', 941, 340, 'larger', 'anticlockwise', [361, 362, 363], [340, 341]),
  s95('hellwig-s95-greatest-339-a', 'Greatest: bishop the long way to 361', 944, 339, 'greatest', 'anticlockwise', [318, 317, 316, 338, 360], [339, 361]),
  s95('hellwig-s95-greatest-339-b', 'Greatest: bishop the long way to 317', 945, 339, 'greatest', 'clockwise', [362, 361, 360, 338, 316], [317, 339]),
  s95('hellwig-s95-greatest-340-a', 'Greatest: knight the long way to 362', 947, 340, 'greatest', 'clockwise', [317, 318, 319, 341, 363], [340, 362]),
  s95('hellwig-s95-greatest-340-b', 'Greatest: knight the long way to 318', 948, 340, 'greatest', 'anticlockwise', [361, 362, 363, 341, 319], [318, 340]),
  ex(
    'formation-moves',
    'hellwig-s97a-corps',
    'A corps with artillery moves at most 4',
    '§97a',
    954,
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
    663,
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
    671,
    { board: { transporters: [{ squares: [339, 340] }], pieces: [knight(339), bishop(340, 'B')] }, squares: [339, 340] },
    { movable: false },
  ),
  ex(
    'formation-moves',
    'hellwig-s102b-square-off',
    'A transporter on 331/332 squares off the combined artillery',
    '§102b',
    682,
    { board: { transporters: [{ squares: [331, 332] }], devices: S67_1, pieces: [knight(353), pawn(332, 'AB')] }, squares: [331, 332, 353, 354] },
    { movable: true, range: 4 },
  ),
  ex(
    'formation-moves',
    'hellwig-s102b-needs-a-piece',
    'Not without a piece on 332',
    '§102b',
    682,
    { board: { transporters: [{ squares: [331, 332] }], devices: S67_1, pieces: [knight(353)] }, squares: [331, 332, 353, 354] },
    { movable: false },
  ),
  ex(
    'formation-moves',
    'hellwig-s102b-knight-on-420',
    'The knight on 420 moves transporter and artillery',
    '§102b',
    682,
    { board: { transporters: [{ squares: [419, 420] }], devices: S67_2, pieces: [knight(420)] }, squares: [397, 398, 419, 420] },
    { movable: true, range: 4 },
    'the combined artillery on 397, 398 and 420 (T2 prints "340", l.979)',
  ),

  // §5.6 Rectangles wheeling.
  ex(
    'rectangle',
    'hellwig-s174-rectangle',
    'The rectangle 472 … 517',
    '§174',
    1225,
    { squares: [472, 473, 494, 495, 516, 517] },
    { rows: 3, columns: 2 },
    '472 for the printed "477", as §176 (l.1234) repeats the rectangle',
  ),
  ex(
    'rectangle-wheel',
    'hellwig-s174a-two-by-two',
    'A square of 4 wheels into a square of 9',
    '§174a',
    1229,
    { board: { pieces: [knight(424), knight(425), knight(446), knight(447)] }, squares: [424, 425, 446, 447], options: { pivot: 424, kind: 'small', sense: 'anticlockwise' } },
    { passed: [448, 426, 404], squares: [402, 403, 424, 425] },
    'the rest comes to 402, 403 and 425 (printed "427"): both positions form "the rectangle 402, 403, 424, 425, 446, and 447"',
  ),
  ex(
    'rectangle-wheel',
    'hellwig-s174a-three-by-three',
    'A square of 9 wheels into a square of 25',
    '§174a',
    1230,
    {
      board: { pieces: [424, 425, 426, 446, 447, 448, 468, 469, 470].map((s) => knight(s)) },
      squares: [424, 425, 426, 446, 447, 448, 468, 469, 470],
      options: { pivot: 424, kind: 'small', sense: 'anticlockwise' },
    },
    { passed: [471, 472, 449, 450, 427, 428, 405, 406, 383, 384], squares: [380, 381, 382, 402, 403, 404, 424, 425, 426] },
  ),
  ex(
    'pivots',
    'hellwig-s176-corners',
    'Only a corner piece stays put',
    '§176',
    1234,
    {
      board: { pieces: [knight(472), knight(473), knight(494), knight(495), pawn(516, 'AB'), { square: 517, kind: 'elephant', player: 'A' }] },
      squares: [472, 473, 494, 495, 516, 517],
    },
    { pivots: [472, 473, 516, 517] },
  ),
];

const unresolved = (id: string, title: string, cite: string, line: number, reason: string): UnresolvedExample => ({
  id,
  book: 'hellwig-1780',
  title,
  cite,
  href: hellwigHref(cite),
  source: source(line),
  reason,
});

/** Examples the notes find unresolvable or not checkable without the plates, with the reason. */
export const HELLWIG_UNRESOLVED: readonly UnresolvedExample[] = [
  unresolved('hellwig-s31a-letter-k', 'Square 290 marked K', '§31a', 409, 'A sign on plate II; the plate is not in the source text.'),
  unresolved(
    'hellwig-s62-small-gun-clockwise',
    'Small wheeling: artillerists to 366 through 365',
    '§62',
    534,
    'T1 "moves from 387 to 410, coming from 366 in 365. The gun sweeps in 363" and T2 (l.793) "through 365 to 364 … sweeps 365, 387, and 409 — or … 363, 364, and 365" are each impossible: 364 is not next to 388, and the device with the artillerists on 366 sweeps 389, 390, 391.',
  ),
  unresolved(
    'hellwig-s62-larger-fields',
    'Fields after the larger wheelings of 289/290',
    '§62',
    537,
    'The variety of the artillery on 289/290 is not given (A30), so its field after the wheeling cannot be checked; only the paths are tested.',
  ),
  unresolved('hellwig-s65-variant-signs', 'Signs of the three varieties', '§65', 545, 'The signs on 18/19, 20/21, 39/40 are on plate II; which is which is not in the text.'),
  unresolved('hellwig-s66-howitzer-sign', 'The howitzer sign on 16/17', '§66', 551, 'A sign on plate II; T1\u2019s "[slope faces downward]" is editorial.'),
  unresolved('hellwig-s68-four-devices', 'Combination on 424, 425, 446, 447', '§68', 560, 'Which devices make up the combination is shown only on the plate.'),
  unresolved('hellwig-s69-pin', 'A pin in the way on 463–465', '§69', 564, 'The pin is part of the sign, with no effect on play.'),
  unresolved('hellwig-s78-equal-force', 'Equal force stops the fire-break', '§78', 597, 'No position is given.'),
  unresolved(
    'hellwig-s85-transporter-signs',
    'The transporters shown on plate II',
    '§85',
    610,
    'T1 (l.611–619) and T2 (l.877–881) cannot be reconciled: T2\u2019s 22/23 are not adjacent, T1\u2019s bracketed loads contradict §86, and 30 collides with the bridge-transporter of §141.',
  ),
  unresolved(
    'hellwig-s172-knight-127',
    'Knight 82 cannot reach 127',
    '§172',
    1221,
    'The squares next to both 82 and 127 are 104 and 105; the text cites 103 and 124, which do not lie between them.',
  ),
  unresolved('hellwig-s174-corps-vwyx', 'The corps 585 … 652 wheeling to VWYX', '§174', 1226, 'The positions are named by letters of a lost figure.'),
];
