import { describe, expect, test } from 'vitest';
import { RuleError, type RuleErrorCode } from '../../../src/rules/errors.ts';
import {
  coordsOf,
  createBoard,
  deviceMoves,
  destroyOwnArtillery,
  fieldOfEffect,
  fire,
  formationAt,
  pieceMoves,
  plateII,
  plateIII,
  squareAt,
  step,
  toSquare,
  wheel,
  wheelFormation,
  type BoardSetup,
} from '../../../src/rules/hellwig/index.ts';

function codeOf(f: () => unknown): RuleErrorCode | 'no error' {
  try {
    f();
    return 'no error';
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
}

const knightOn = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'knight' as const, player });
const empty = createBoard();
const manned387 = createBoard({ pieces: [knightOn(387)] });
const device387 = { artillerists: 387, gun: 388, variant: 'left' } as const;

describe('bad input is rejected at the boundary', () => {
  test.each<[string, () => unknown, RuleErrorCode]>([
    ['square 0', () => toSquare(0), 'OFF_BOARD'],
    ['square 683 on plate II (22 × 31)', () => toSquare(683), 'OFF_BOARD'],
    ['square 1618 on plate III', () => coordsOf(1618, plateIII), 'OFF_BOARD'],
    ['a fractional square', () => toSquare(12.5), 'BAD_INPUT'],
    ['row 31 on plate II', () => squareAt(31, 0, plateII), 'OFF_BOARD'],
    ['column 22 on plate II', () => squareAt(0, 22, plateII), 'OFF_BOARD'],
    ['a step off the AB edge', () => step(5, 'AB'), 'OFF_BOARD'],
    ['a step past BD from 22', () => step(22, 'BD'), 'OFF_BOARD'],
    ['an unknown direction', () => step(100, 'north' as never), 'UNKNOWN_OPTION'],
    ['a negative step count', () => step(100, 'AB', -1), 'OUT_OF_RANGE'],
    ['a piece off the plate', () => createBoard({ pieces: [knightOn(700)] }), 'OFF_BOARD'],
    ['an unknown plate', () => createBoard({ plate: 'IV' as never }), 'UNKNOWN_OPTION'],
    ['an unknown terrain', () => createBoard({ terrain: { lava: [5] } } as never), 'UNKNOWN_OPTION'],
    ['a square both red and green', () => createBoard({ terrain: { mountain: [5], marsh: [5] } }), 'BAD_INPUT'],
    ['a bridge on dry land', () => createBoard({ bridges: [5] }), 'BAD_INPUT'],
    [
      'a pawn without a front',
      () => createBoard({ pieces: [{ square: 5, kind: 'pawn', player: 'A' }] }),
      'UNKNOWN_OPTION',
    ],
    [
      'a knight with a front',
      () => createBoard({ pieces: [{ square: 5, kind: 'knight', player: 'A', facing: 'AB' }] }),
      'BAD_INPUT',
    ],
    [
      'an unknown piece',
      () => createBoard({ pieces: [{ square: 5, kind: 'king', player: 'A' }] } as never),
      'UNKNOWN_OPTION',
    ],
    [
      'an unknown player',
      () => createBoard({ pieces: [{ square: 5, kind: 'rook', player: 'C' }] } as never),
      'UNKNOWN_OPTION',
    ],
    ['two pieces on one square', () => createBoard({ pieces: [knightOn(5), knightOn(5, 'B')] }), 'OVERLAP'],
    ['a piece on a mountain', () => createBoard({ terrain: { mountain: [5] }, pieces: [knightOn(5)] }), 'BLOCKED'],
    [
      'a device split across the row end (22/23)',
      () => fieldOfEffect(empty, { artillerists: 22, gun: 23, variant: 'axial' }),
      'NOT_ADJACENT',
    ],
    ['a diagonal device', () => fieldOfEffect(empty, { artillerists: 1, gun: 24, variant: 'axial' }), 'NOT_ADJACENT'],
    [
      'an unknown variant',
      () => fieldOfEffect(empty, { artillerists: 1, gun: 2, variant: 'diagonal' }),
      'UNKNOWN_OPTION',
    ],
    ['a cannon without a variant', () => fieldOfEffect(empty, { artillerists: 1, gun: 2 }), 'UNKNOWN_OPTION'],
    [
      'a lateral howitzer',
      () => fieldOfEffect(empty, { artillerists: 1, gun: 2, kind: 'howitzer', variant: 'left' }),
      'BAD_INPUT',
    ],
    [
      'a device on water',
      () => fieldOfEffect(createBoard({ terrain: { water: [2] } }), { artillerists: 1, gun: 2, variant: 'axial' }),
      'BLOCKED',
    ],
    [
      'two guns on one square',
      () =>
        createBoard({
          devices: [
            { artillerists: 1, gun: 2, variant: 'axial' },
            { artillerists: 3, gun: 2, variant: 'axial' },
          ],
        }),
      'OVERLAP',
    ],
    [
      'a gun on a piece',
      () => createBoard({ devices: [{ artillerists: 1, gun: 2, variant: 'axial' }], pieces: [knightOn(2)] }),
      'OVERLAP',
    ],
    [
      'a hypothetical device on a piece',
      () => deviceMoves(createBoard({ pieces: [knightOn(2)] }), { artillerists: 1, gun: 2, variant: 'axial' }),
      'OVERLAP',
    ],
    [
      'overlapping transporters',
      () => createBoard({ transporters: [{ squares: [1, 2] }, { squares: [2, 3] }] }),
      'OVERLAP',
    ],
    [
      'a transporter on 22 and 23 (§85, T2)',
      () => createBoard({ transporters: [{ squares: [22, 23] }] }),
      'NOT_ADJACENT',
    ],
    [
      'a wheeling pivot that is not part of the device',
      () => wheel(manned387, device387, { pivot: 389, kind: 'small', sense: 'clockwise' }),
      'BAD_PIVOT',
    ],
    [
      'an unknown pivot name',
      () => wheel(manned387, device387, { pivot: 'pin' as never, kind: 'small', sense: 'clockwise' }),
      'UNKNOWN_OPTION',
    ],
    [
      'an unknown wheeling',
      () => wheel(manned387, device387, { pivot: 'gun', kind: 'huge' as never, sense: 'clockwise' }),
      'UNKNOWN_OPTION',
    ],
    [
      'an unknown sense',
      () => wheel(manned387, device387, { pivot: 'gun', kind: 'small', sense: 'sideways' as never }),
      'UNKNOWN_OPTION',
    ],
    [
      'an unknown option',
      () => wheel(manned387, device387, { pivot: 'gun', kind: 'small', sense: 'clockwise', speed: 2 } as never),
      'UNKNOWN_OPTION',
    ],
    [
      'an unknown landing reading',
      () => deviceMoves(manned387, device387, { landing: 'anywhere' as never }),
      'UNKNOWN_OPTION',
    ],
    [
      'a wheeling off the plate',
      () =>
        wheel(
          createBoard({ pieces: [knightOn(1)] }),
          { artillerists: 1, gun: 2, variant: 'axial' },
          { pivot: 'artillerists', kind: 'small', sense: 'anticlockwise' },
        ),
      'OFF_BOARD',
    ],
    [
      'a formation pivot that is not a corner (§176)',
      () =>
        wheelFormation(
          createBoard({
            transporters: [{ squares: [100, 101] }, { squares: [122, 123] }],
            pieces: [knightOn(100), knightOn(122)],
          }),
          [100, 101, 122, 123],
          {
            pivot: 144,
            kind: 'small',
            sense: 'clockwise',
          },
        ),
      'BAD_PIVOT',
    ],
    [
      'squares that are not a rectangle',
      () =>
        formationAt(
          createBoard({ transporters: [{ squares: [100, 101] }, { squares: [123, 124] }] }),
          [100, 101, 123, 124],
        ),
      'NOT_ADJACENT',
    ],
    [
      'bare squares in a formation',
      () => formationAt(createBoard({ transporters: [{ squares: [100, 101] }] }), [100, 101, 102]),
      'NOT_ADJACENT',
    ],
    ['moves of an empty square', () => pieceMoves(empty, 100), 'BAD_INPUT'],
    [
      'an unknown piece option',
      () => pieceMoves(createBoard({ pieces: [knightOn(100)] }), 100, { protection: 'none' } as never),
      'UNKNOWN_OPTION',
    ],
    [
      'firing an unmanned device (§46, §71)',
      () =>
        fire(createBoard({ devices: [{ artillerists: 1, gun: 2, variant: 'axial' }] }), {
          artillerists: 1,
          gun: 2,
          variant: 'axial',
        }),
      'BLOCKED',
    ],
    ['firing a device not on the board', () => fire(manned387, device387), 'BAD_INPUT'],
    [
      'destroying an unmanned device by its artillerists (§72a)',
      () =>
        destroyOwnArtillery(createBoard({ devices: [{ artillerists: 1, gun: 2, variant: 'axial' }] }), {
          artillerists: 1,
          gun: 2,
          variant: 'axial',
        }),
      'BLOCKED',
    ],
  ])('%s', (_what, f, code) => {
    expect(codeOf(f)).toBe(code);
  });
});

describe('messages name the argument, the value and what is allowed', () => {
  test('off the plate', () => {
    expect(() => toSquare(683)).toThrow(/square must be a square of plate II, from 1 to 682; received 683/);
  });
  test('not adjacent', () => {
    expect(() => fieldOfEffect(empty, { artillerists: 22, gun: 23, variant: 'axial' })).toThrow(
      /received artillerists 22 and gun 23$/,
    );
  });
  test('bad pivot', () => {
    expect(() => wheel(manned387, device387, { pivot: 389, kind: 'small', sense: 'clockwise' })).toThrow(
      /387 or the gun 388; received 389/,
    );
  });
});

describe('firing', () => {
  const setup: BoardSetup = {
    pieces: [knightOn(94), knightOn(160, 'B'), knightOn(182, 'B')],
    devices: [{ artillerists: 94, gun: 116, kind: 'howitzer' }],
  };
  const howitzer = { artillerists: 94, gun: 116, kind: 'howitzer' } as const;

  test('a howitzer strikes one chosen square (§66)', () => {
    const r = fire(createBoard(setup), howitzer, { targets: [182] });
    expect(r.removedPieces.map((p) => p.square)).toEqual([182]);
  });
  test.each<[string, readonly number[] | undefined]>([
    ['no square', undefined],
    ['two squares', [160, 182]],
    ['a square outside its field', [183]],
  ])('a howitzer refuses %s', (_what, targets) => {
    expect(codeOf(() => fire(createBoard(setup), howitzer, targets === undefined ? {} : { targets }))).toBe(
      'BAD_INPUT',
    );
  });
  test('only combined artillery fires together (§68a)', () => {
    const board = createBoard({
      pieces: [knightOn(100), knightOn(300)],
      devices: [
        { artillerists: 100, gun: 101, variant: 'axial' },
        { artillerists: 300, gun: 301, variant: 'axial' },
      ],
    });
    expect(
      codeOf(() =>
        fire(board, [
          { artillerists: 100, gun: 101, variant: 'axial' },
          { artillerists: 300, gun: 301, variant: 'axial' },
        ]),
      ),
    ).toBe('BAD_INPUT');
  });
});
