import { describe, expect, test } from 'vitest';
import {
  artilleryDuel,
  artilleryStrength,
  artilleryLine,
  coordsOf,
  createBoard,
  deviceMoves,
  fieldOfEffect,
  fire,
  formationAt,
  formationMoves,
  pieceMoves,
  pieceStrength,
  plateII,
  plateIII,
  squareAt,
  step,
  wheel,
  wheelFormation,
  type BoardSetup,
  type PieceKind,
} from '../../../src/rules/hellwig/index.ts';

const knightOn = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'knight' as const, player });

describe('plate II: 22 columns, row by row from corner A (notes §3.1)', () => {
  test.each([
    [1, 0, 0],
    [22, 0, 21],
    [23, 1, 0],
    [185, 8, 8],
    [680, 30, 19],
  ])('square %i is row %i, column %i', (n, row, col) => {
    expect(coordsOf(n, plateII)).toEqual({ row, col });
    expect(squareAt(row, col, plateII)).toBe(n);
  });
  test('§34: 237, 216, 195, 174, 153, 132 lie on one diagonal toward AB and BD', () => {
    expect([1, 2, 3, 4, 5].map((k) => step(step(237, 'AB', k), 'BD', k))).toEqual([216, 195, 174, 153, 132]);
  });
});

describe('plate III: 49 × 33, serpentine from corner A (notes §3.2)', () => {
  test('corners A, B, C, D', () => {
    expect([
      squareAt(0, 0, plateIII),
      squareAt(0, 48, plateIII),
      squareAt(32, 0, plateIII),
      squareAt(32, 48, plateIII),
    ]).toEqual([1, 49, 1569, 1617]);
  });
  test('row 1 runs right to left: 50 is under 49', () => {
    expect(step(49, 'CD', 1, plateIII)).toBe(50);
  });
  test('§222: 785 … 833 is the middle row', () => {
    for (let n = 785; n <= 833; n++) expect(coordsOf(n, plateIII).row).toBe(16);
  });
  test('§258: the file below the rook on 574 (956 read 966)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => step(574, 'CD', k, plateIII))).toEqual([
      603, 672, 701, 770, 799, 868, 897, 966, 995,
    ]);
    expect([1, 2, 3, 4, 5].map((k) => step(574, 'AC', k, plateIII))).toEqual([575, 576, 577, 578, 579]);
  });
  test('§258: the diagonal from the bishop on 801 (951 read 967)', () => {
    const { row, col } = coordsOf(801, plateIII);
    expect([1, 2, 3, 4, 5].map((k) => squareAt(row + k, col - k, plateIII))).toEqual([867, 897, 967, 993, 1067]);
  });
  test('§210: the fortress tables are rectangles on either side of the middle row', () => {
    expect([40, 49, 736, 745].map((n) => coordsOf(n, plateIII))).toEqual([
      { row: 0, col: 39 },
      { row: 0, col: 48 },
      { row: 15, col: 48 },
      { row: 15, col: 39 },
    ]);
  });
  test('n and 1618 − n are 180° images (§210)', () => {
    for (const n of [1, 40, 246, 809, 1372]) {
      const a = coordsOf(n, plateIII);
      expect(coordsOf(1618 - n, plateIII)).toEqual({ row: 32 - a.row, col: 48 - a.col });
    }
  });
});

describe('field of effect', () => {
  test('is clipped at the edge of the plate', () => {
    const f = fieldOfEffect(createBoard(), { artillerists: 45, gun: 23, variant: 'axial' });
    expect(f.inEffect).toEqual([1]);
    expect(f.offBoard).toBe(2);
  });
  test('the variety decides the direction (§65)', () => {
    const field = (variant: 'axial' | 'left' | 'right') =>
      fieldOfEffect(createBoard(), { artillerists: 390, gun: 391, variant }).inEffect;
    expect(field('axial')).toEqual([392, 393, 394]);
    expect(field('left')).toEqual([369, 347, 325]);
    expect(field('right')).toEqual([413, 435, 457]);
  });
  test('a second red square beyond the first changes nothing (§180 (1))', () => {
    const f = fieldOfEffect(createBoard({ terrain: { mountain: [94] } }), {
      artillerists: 118,
      gun: 96,
      variant: 'left',
    });
    expect(f.inEffect).toEqual([95]);
    expect(
      f.squares.filter((s) => s.status === 'safe').map((s) => [s.square, s.status === 'safe' && s.reason]),
    ).toEqual([
      [94, 'red-square'],
      [93, 'beyond-red-square'],
    ]);
  });
});

describe('wheeling obstacles (§170, §177, §178)', () => {
  const wheelOver = (setup: BoardSetup) =>
    wheel(
      createBoard({ ...setup, pieces: [knightOn(387), ...(setup.pieces ?? [])] }),
      { artillerists: 387, gun: 388, variant: 'left' },
      {
        pivot: 'artillerists',
        kind: 'small',
        sense: 'anticlockwise',
      },
    );
  test.each<[string, BoardSetup, string | undefined]>([
    ['a red square', { terrain: { mountain: [366] } }, 'mountain'],
    ['a green square (fire passes, wheeling does not)', { terrain: { marsh: [366] } }, 'marsh'],
    ['a gun', { devices: [{ artillerists: 344, gun: 366, variant: 'axial' }] }, 'gun'],
    [
      'an empty artillerists\u2019 square (passable)',
      { devices: [{ artillerists: 366, gun: 344, variant: 'axial' }] },
      undefined,
    ],
    ['an empty transporter (passable)', { transporters: [{ squares: [366, 344] }] }, undefined],
    ['a building (passable)', { terrain: { building: [366] } }, undefined],
  ])('passing over %s', (_what, setup, reason) => {
    const w = wheelOver(setup);
    expect(w.legal ? undefined : w.blockedBy.reason).toBe(reason);
  });
  test('an unmanned device cannot wheel (§46)', () => {
    const w = wheel(
      createBoard(),
      { artillerists: 387, gun: 388, variant: 'left' },
      { pivot: 'gun', kind: 'small', sense: 'clockwise' },
    );
    expect(w.legal ? undefined : w.blockedBy).toEqual({ square: 387, reason: 'unmanned' });
  });
  test('the artillerist rides with the artillerists\u2019 square', () => {
    const w = wheel(
      createBoard({ pieces: [knightOn(387)] }),
      { artillerists: 387, gun: 388, variant: 'left' },
      { pivot: 'gun', kind: 'small', sense: 'anticlockwise' },
    );
    expect(w.legal && [...w.board.pieces.keys()]).toEqual([410]);
  });
});

describe('readings', () => {
  test('A5 landing: a device may come onto an empty artillerists\u2019 square only with onto-boards', () => {
    const board = createBoard({
      pieces: [knightOn(100)],
      devices: [
        { artillerists: 100, gun: 101, variant: 'axial' },
        { artillerists: 102, gun: 124, variant: 'axial' },
      ],
    });
    const toward = (landing: 'empty' | 'onto-boards') =>
      deviceMoves(board, { artillerists: 100, gun: 101, variant: 'axial' }, { landing })
        .filter((m) => m.direction === 'BD')
        .map((m) => m.distance);
    // One and two steps put the gun or the artillerists on 102; both readings may pass over it.
    expect(toward('empty')).toEqual([3, 4]);
    expect(toward('onto-boards')).toEqual([1, 2, 3, 4]);
  });

  test('A9 knight passage: a gun on the only practicable connecting square', () => {
    const board = createBoard({
      terrain: { water: [72] },
      devices: [{ artillerists: 70, gun: 71, variant: 'axial' }],
      pieces: [knightOn(94)],
    });
    const reaches49 = (knightPassage: 'terrain-and-guns' | 'terrain-only') =>
      pieceMoves(board, 94, { knightPassage }).some((m) => m.to === 49);
    expect(reaches49('terrain-and-guns')).toBe(false);
    expect(reaches49('terrain-only')).toBe(true);
  });

  test('A10 first victim: a protected first piece ends the chain unless the reading is any', () => {
    // The rook on 195 is protected by the rook on 190 along its row; the knight on 153 by nothing.
    const board = createBoard({
      pieces: [
        { square: 237, kind: 'bishop', player: 'B' },
        { square: 195, kind: 'rook', player: 'A' },
        { square: 190, kind: 'rook', player: 'A' },
        knightOn(153),
      ],
    });
    const chains = (firstVictim: 'unprotected' | 'any') =>
      pieceMoves(board, 237, { firstVictim })
        .filter((m) => m.kind === 'capture' && m.from === 237)
        .map((m) => m.captures);
    expect(chains('unprotected')).toEqual([[195]]);
    expect(chains('any')).toEqual([[195], [195, 153]]);
  });

  test('A19 pawn facing: a wheeled pawn turns its front with the formation', () => {
    const setup: BoardSetup = {
      transporters: [{ squares: [339, 340] }],
      pieces: [knightOn(339), { square: 340, kind: 'pawn', player: 'A', facing: 'AB' }],
    };
    const facing = (pawnFacing: 'rotate' | 'keep') => {
      const w = wheelFormation(createBoard(setup), [339, 340], {
        pivot: 339,
        kind: 'small',
        sense: 'clockwise',
        pawnFacing,
      });
      return w.legal ? w.board.pieces.get(361 as never)?.facing : undefined;
    };
    expect(facing('rotate')).toBe('BD');
    expect(facing('keep')).toBe('AB');
  });
});

describe('transport ranges (§87, §97)', () => {
  const range = (kinds: readonly PieceKind[]) => {
    const board = createBoard({
      transporters: [{ squares: [300, 301] }],
      pieces: kinds.map((kind, i) => ({ square: 300 + i, kind, player: 'A' as const })),
    });
    return Math.max(
      ...formationMoves(board, [300, 301])
        .filter((m) => m.direction === 'CD')
        .map((m) => m.distance),
    );
  };
  test('cavalry only: up to the 9th square, 8 steps', () => expect(range(['queen', 'rook'])).toBe(8));
  test('with infantry: up to the 7th square, 6 steps', () => expect(range(['bishop', 'knight'])).toBe(6));
  test('a leaping queen is not cavalry only (A18)', () => expect(range(['leaping-queen'])).toBe(6));
  test('with artillery: 4 steps', () => {
    const board = createBoard({
      transporters: [{ squares: [300, 301] }],
      devices: [{ artillerists: 322, gun: 323, variant: 'axial' }],
      pieces: [knightOn(322), { square: 300, kind: 'rook', player: 'A' }],
    });
    expect(() => formationAt(board, [300, 301, 322, 323])).not.toThrow();
    expect(Math.max(...formationMoves(board, [300, 301, 322, 323]).map((m) => m.distance))).toBe(4);
  });
  test('a piece in the way stops the whole corps next to it (§177)', () => {
    const board = createBoard({
      transporters: [{ squares: [300, 301] }],
      pieces: [{ square: 300, kind: 'rook', player: 'A' }, knightOn(389, 'B')],
    });
    expect(
      formationMoves(board, [300, 301])
        .filter((m) => m.direction === 'CD')
        .map((m) => m.distance),
    ).toEqual([1, 2, 3]);
  });
});

describe('strength (§42a, §54–§58)', () => {
  test.each<[PieceKind, number]>([
    ['pawn', 1],
    ['knight', 1],
    ['rook', 1],
    ['bishop', 1],
    ['queen', 2],
    ['elephant', 2],
    ['leaping-bishop', 2],
    ['leaping-queen', 3],
  ])('%s has strength %i', (kind, s) => expect(pieceStrength(kind)).toBe(s));

  // Guns in column 5 with their artillerists to the right: `right` fires toward AB, `left` toward CD.
  const gunsAt = (rows: readonly number[], variant: 'left' | 'right') =>
    rows.map((r) => ({ artillerists: squareAt(r, 6), gun: squareAt(r, 5), variant }));
  test('triple drives double; double against double is single against single (§57, §58)', () => {
    const ours = gunsAt([18, 19, 20], 'right');
    const theirs = gunsAt([14, 15], 'left');
    const board = createBoard({
      devices: [...ours, ...theirs],
      pieces: [...ours.map((d) => knightOn(d.artillerists)), ...theirs.map((d) => knightOn(d.artillerists, 'B'))],
    });
    expect(ours.map((d) => artilleryStrength(board, d))).toEqual([3, 3, 3]);
    expect(theirs.map((d) => artilleryStrength(board, d))).toEqual([2, 2]);
    // The line names its guns, rearmost first: the triple is the three of ours, the double the two of theirs.
    expect(artilleryLine(board, ours[1]!).map((d) => d.gun)).toEqual([ours[2]!.gun, ours[1]!.gun, ours[0]!.gun]);
    expect(
      artilleryLine(board, theirs[0]!)
        .map((d) => d.gun)
        .sort((a, b) => a - b),
    ).toEqual(theirs.map((d) => d.gun).sort((a, b) => a - b));
    const front = ours[0]!;
    const duel = artilleryDuel(board, front, theirs[1]!);
    expect(fieldOfEffect(board, front).inEffect).toContain(theirs[1]!.gun);
    expect([duel.weMayDestroy, duel.weDrive]).toEqual([true, true]);
    const even = createBoard({
      devices: [...ours.slice(0, 2), ...theirs],
      pieces: [
        ...ours.slice(0, 2).map((d) => knightOn(d.artillerists)),
        ...theirs.map((d) => knightOn(d.artillerists, 'B')),
      ],
    });
    const d2 = artilleryDuel(even, front, theirs[1]!);
    expect([d2.ours.strength, d2.theirs.strength, d2.weMayDestroy, d2.weDrive]).toEqual([2, 2, true, false]);
  });
  test('a weaker gun cannot destroy a stronger one in its field (§56)', () => {
    const board = createBoard({
      pieces: [knightOn(326, 'B'), knightOn(392), knightOn(414)],
      devices: [
        { artillerists: 326, gun: 327, variant: 'right' },
        { artillerists: 392, gun: 393, variant: 'left' },
        { artillerists: 414, gun: 415, variant: 'left' },
      ],
    });
    const r = fire(board, { artillerists: 326, gun: 327, variant: 'right' });
    expect(r.removedDevices).toEqual([]);
    expect(r.spared).toEqual([{ square: 393, reason: 'stronger-artillery' }]);
  });
});

describe('boards landing on boards (A5)', () => {
  const setup: BoardSetup = {
    transporters: [{ squares: [300, 301] }, { squares: [304, 305] }],
    devices: [{ artillerists: 302, gun: 303, variant: 'axial' }],
    pieces: [knightOn(300), knightOn(302)],
  };
  test('a device may come onto a transporter only with onto-boards (§89)', () => {
    const reach = (landing: 'empty' | 'onto-boards') =>
      deviceMoves(createBoard(setup), { artillerists: 302, gun: 303, variant: 'axial' }, { landing })
        .filter((m) => m.direction === 'BD')
        .map((m) => m.distance);
    expect(reach('empty')).toEqual([4]);
    expect(reach('onto-boards')).toEqual([1, 2, 3, 4]);
  });
  test('a transporter never lands on another board', () => {
    const reach = (landing: 'empty' | 'onto-boards') =>
      formationMoves(createBoard({ ...setup, devices: [], pieces: [knightOn(300)] }), [300, 301], { landing })
        .filter((m) => m.direction === 'BD')
        .map((m) => m.distance);
    expect(reach('onto-boards')).toEqual([1, 2, 6]);
    expect(reach('empty')).toEqual([1, 2, 6]);
  });
});
