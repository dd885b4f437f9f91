import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/rules/errors.ts';
import {
  CANNON_VARIANTS,
  DIRECTIONS,
  PIECE_KINDS,
  afterPieceMove,
  artilleryDuel,
  createBoard,
  duelsOf,
  offset,
  pieceMoves,
  plateII,
  plateIII,
  setupOf,
  squareAt,
  type BoardSetup,
  type Square,
} from '../../../src/rules/hellwig/index.ts';

const RUNS = { numRuns: 300 };

/** Any set-up the engine accepts, on either plate: terrain, bridges, pieces, devices, transporters. */
const setupArb = fc
  .record({
    plate: fc.constantFrom('II' as const, 'III' as const),
    things: fc.array(
      fc.record({
        square: fc.integer({ min: 1, max: plateII.size }),
        what: fc.constantFrom(
          'mountain',
          'marsh',
          'water',
          'building',
          'bridge',
          'piece',
          'device',
          'howitzer',
          'transporter',
        ),
        kind: fc.constantFrom(...PIECE_KINDS),
        player: fc.constantFrom('A' as const, 'B' as const),
        toward: fc.constantFrom(...DIRECTIONS),
        variant: fc.constantFrom(...CANNON_VARIANTS),
        owned: fc.boolean(),
      }),
      { maxLength: 30 },
    ),
  })
  .map(({ plate, things }) => {
    const grid = plate === 'II' ? plateII : plateIII;
    let setup: BoardSetup = { plate };
    // Each thing is added only if the position stays one the rules allow, so every generated set-up is valid.
    for (const t of things) {
      const other = offset(t.square, t.toward, 1, grid);
      const terrain = { ...(setup.terrain ?? {}) } as Record<string, number[]>;
      const next: BoardSetup =
        t.what === 'piece'
          ? {
              ...setup,
              pieces: [
                ...(setup.pieces ?? []),
                {
                  square: t.square,
                  kind: t.kind,
                  player: t.player,
                  ...(t.kind === 'pawn' ? { facing: t.toward } : {}),
                },
              ],
            }
          : t.what === 'device' || t.what === 'howitzer'
            ? other === undefined
              ? setup
              : {
                  ...setup,
                  devices: [
                    ...(setup.devices ?? []),
                    {
                      artillerists: t.square,
                      gun: other,
                      ...(t.what === 'howitzer'
                        ? { kind: 'howitzer' as const, variant: 'axial' as const }
                        : { variant: t.variant }),
                      ...(t.owned ? { owner: t.player } : {}),
                    },
                  ],
                }
            : t.what === 'transporter'
              ? other === undefined
                ? setup
                : { ...setup, transporters: [...(setup.transporters ?? []), { squares: [t.square, other] as const }] }
              : t.what === 'bridge'
                ? { ...setup, bridges: [...(setup.bridges ?? []), t.square] }
                : { ...setup, terrain: { ...terrain, [t.what]: [...(terrain[t.what] ?? []), t.square] } };
      try {
        createBoard(next);
        setup = next;
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
      }
    }
    return setup;
  });

describe('setupOf: a board back as plain data (§22–§29)', () => {
  test('createBoard(setupOf(b)) is b, for any position on either plate', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const board = createBoard(setup);
        expect(createBoard(setupOf(board))).toEqual(board);
      }),
      RUNS,
    );
  });

  test('plate II is left unnamed, as a set-up defaults to it; plate III is named', () => {
    expect(setupOf(createBoard({}))).toEqual({});
    expect(setupOf(createBoard({ plate: 'III' }))).toEqual({ plate: 'III' });
  });

  test('is plain data: squares sorted by terrain, a pawn keeps its front, an unowned device no owner', () => {
    const board = createBoard({
      terrain: { water: [30, 8] },
      bridges: [30],
      pieces: [{ square: 100, kind: 'pawn', player: 'B', facing: 'AB' }],
      devices: [{ artillerists: 200, gun: 201, variant: 'left' }],
    });
    expect(setupOf(board)).toEqual({
      terrain: { water: [8, 30] },
      bridges: [30],
      pieces: [{ square: 100, kind: 'pawn', player: 'B', facing: 'AB' }],
      devices: [{ artillerists: 200, gun: 201, variant: 'left', kind: 'cannon' }],
    });
  });

  test('refuses what is not a board with BAD_INPUT naming the argument', () => {
    for (const bad of [undefined, null, 3, {}, { pieces: [] }]) {
      expect(() => setupOf(bad as never)).toThrowError(RuleError);
      expect(() => setupOf(bad as never)).toThrowError(/^board\b.* must be /);
    }
  });
});

describe('the position after a piece’s move (§32–§38)', () => {
  test(
    'every move a piece offers carries the board it leaves: the piece on its target, its captures gone, ' +
      'nothing else changed',
    () => {
      fc.assert(
        fc.property(setupArb, (setup) => {
          const board = createBoard(setup);
          for (const sq of board.pieces.keys()) {
            for (const m of pieceMoves(board, sq)) {
              expect(m.board).toEqual(afterPieceMove(board, m));
              const moved = m.board.pieces.get(m.to);
              expect(moved?.player).toBe(board.pieces.get(sq)?.player);
              expect(moved?.facing).toBe(m.facing);
              expect(m.board.pieces.size).toBe(board.pieces.size - m.captures.length);
              for (const c of m.captures) if (c !== m.to) expect(m.board.pieces.has(c)).toBe(false);
              if (m.kind !== 'turn') expect(m.board.pieces.has(sq)).toBe(false);
              expect(m.board.devices).toBe(board.devices);
              // The board after a move is a position the rules allow.
              expect(() => createBoard(setupOf(m.board))).not.toThrow();
            }
          }
        }),
        RUNS,
      );
    },
  );

  test(
    '§33: the rook takes the pieces in its line and stands on the last; ' + 'a pawn’s turn keeps it on its square',
    () => {
      const board = createBoard({
        pieces: [
          { square: 100, kind: 'rook', player: 'A' },
          { square: 102, kind: 'knight', player: 'B' },
          { square: 110, kind: 'pawn', player: 'A', facing: 'AB' },
        ],
      });
      const take = pieceMoves(board, 100).find((m) => m.kind === 'capture' && m.to === 102);
      expect(take?.board.pieces.get(102 as Square)).toEqual({ square: 102, kind: 'rook', player: 'A' });
      expect(take?.board.pieces.has(100 as Square)).toBe(false);
      const turn = pieceMoves(board, 110).find((m) => m.kind === 'turn');
      expect(turn?.board.pieces.get(110 as Square)?.facing).toBe(turn?.facing);
      // A turn keeps the pawn's place in the board's order, so the position reads back in the same order.
      expect([...turn!.board.pieces.keys()]).toEqual([...board.pieces.keys()]);
    },
  );

  test('refuses a move from an empty square, or onto a piece it does not take', () => {
    const board = createBoard({
      pieces: [
        { square: 100, kind: 'rook', player: 'A' },
        { square: 101, kind: 'knight', player: 'B' },
      ],
    });
    expect(() => afterPieceMove(board, { from: 50 as Square, to: 51 as Square, captures: [] })).toThrowError(
      /move\.from must be a square holding a piece; received 50/,
    );
    expect(() => afterPieceMove(board, { from: 100 as Square, to: 101 as Square, captures: [] })).toThrowError(
      /move\.to must be empty or taken by the move; received 101/,
    );
    expect(() => afterPieceMove(board, null as never)).toThrowError(RuleError);
  });
});

describe('which guns duel a device (§49, §54–§58)', () => {
  // Guns in column 5 with their artillerists to the right: `right` fires toward AB, `left` toward CD (as in
  // engine.test.ts).
  const gunsAt = (rows: readonly number[], variant: 'left' | 'right') =>
    rows.map((r) => ({ artillerists: squareAt(r, 6), gun: squareAt(r, 5), variant }));
  const knight = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'knight' as const, player });

  test('§57: the front gun of a triple duels the enemy double whose gun it reaches, with the engine’s verdict', () => {
    const ours = gunsAt([18, 19, 20], 'right');
    const theirs = gunsAt([14, 15], 'left');
    const board = createBoard({
      devices: [...ours, ...theirs],
      pieces: [...ours.map((d) => knight(d.artillerists)), ...theirs.map((d) => knight(d.artillerists, 'B'))],
    });
    const duels = duelsOf(board, ours[0]);
    expect(duels.map((d) => d.enemy.gun)).toContain(theirs[1]!.gun);
    for (const d of duels) {
      const { enemy, ...duel } = d;
      expect(duel).toEqual(artilleryDuel(board, ours[0], enemy));
      // A duel is with the other player only, and one of the two reaches the other's gun.
      expect(board.pieces.get(enemy.artillerists)?.player).toBe('B');
      expect(duel.ours.field.includes(enemy.gun) || duel.theirs.field.includes(ours[0]!.gun)).toBe(true);
    }
    // Our own guns behind are never our enemies.
    expect(duels.some((d) => ours.some((o) => o.gun === d.enemy.gun))).toBe(false);
  });

  test('an unmanned device with no pin colour has no enemy; guns out of each other’s fields do not duel', () => {
    const far = createBoard({
      devices: [
        { artillerists: 24, gun: 25, variant: 'axial' },
        { artillerists: 400, gun: 401, variant: 'axial' },
      ],
      pieces: [knight(24), knight(400, 'B')],
    });
    expect(duelsOf(far, { artillerists: 24, gun: 25, variant: 'axial' })).toEqual([]);
    const unmanned = createBoard({
      devices: [
        { artillerists: 24, gun: 25, variant: 'axial' },
        { artillerists: 27, gun: 26, variant: 'axial' },
      ],
      pieces: [knight(27, 'B')],
    });
    expect(duelsOf(unmanned, { artillerists: 24, gun: 25, variant: 'axial' })).toEqual([]);
  });

  test('refuses a device not on the board with BAD_INPUT', () => {
    const board = createBoard({});
    expect(() => duelsOf(board, { artillerists: 24, gun: 25, variant: 'axial' })).toThrowError(
      /there is no device 24→25 on the board/,
    );
    expect(() => duelsOf(board, 'gun')).toThrowError(RuleError);
  });
});
