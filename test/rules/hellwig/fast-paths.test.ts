/**
 * The engine's fast paths give what the plain paths give (issue 17's speed budgets): a move's position worked out
 * when asked equals the one `afterPieceMove` builds; a cavalry chain's later victims, judged without copying the
 * board, are unprotected on the board copied without the mover and the earlier victims (§34); and reach, answered
 * once a position and remembered, equals the question asked afresh on the board with the square emptied (§77, §116);
 * the contests, entrenching squares and cut-off reach a position remembers for every piece and body that asks equal
 * the answers of a fresh copy of the board, whichever player and reading asked first (§108, §116, §184).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  afterPieceMove,
  canReach,
  createBoard,
  DIRECTIONS,
  gunAt,
  isPracticable,
  isProtected,
  PIECE_KINDS,
  pieceMoves,
  plateII,
  setupOf,
  type Board,
  type BoardSetup,
  type Square,
} from '../../../src/rules/hellwig/index.ts';
import { destinationsOf, reacher } from '../../../src/rules/hellwig/pieces.ts';
import { contestsOn, isOutweighed } from '../../../src/rules/hellwig/defence.ts';
import { communicatesOn, readings } from '../../../src/rules/hellwig/cutting-off.ts';
import {
  communication,
  createBreastworks,
  entrenchableSquares,
  KNIGHT_PASSAGE_READINGS,
  PLAYERS,
} from '../../../src/rules/hellwig/index.ts';

const RUNS = { numRuns: 60 };

/** A crowded corner of plate II: pieces of both sides, some terrain, some breastworks, a few of them under pieces. */
const positionArb = fc
  .record({
    cells: fc.array(
      fc.record({
        at: fc.integer({ min: 0, max: 99 }),
        what: fc.constantFrom('A', 'A', 'B', 'B', 'B', 'mountain', 'water', 'none'),
        kind: fc.constantFrom(...PIECE_KINDS),
        facing: fc.constantFrom(...DIRECTIONS),
        entrenched: fc.boolean(),
      }),
      { minLength: 10, maxLength: 60 },
    ),
  })
  .map(({ cells }) => {
    const seen = new Set<number>();
    const terrain: Record<string, number[]> = { mountain: [], water: [] };
    const pieces: NonNullable<BoardSetup['pieces']>[number][] = [];
    const entrenched = new Set<number>();
    for (const c of cells) {
      // A 10 × 10 block in the plate's corner, so lines and leaps meet one another.
      const square = Math.floor(c.at / 10) * plateII.columns + (c.at % 10) + 1;
      if (seen.has(square)) continue;
      seen.add(square);
      if (c.what === 'A' || c.what === 'B')
        pieces.push({ square, kind: c.kind, player: c.what, ...(c.kind === 'pawn' ? { facing: c.facing } : {}) });
      else if (c.what !== 'none') terrain[c.what]?.push(square);
      if (c.entrenched && c.what !== 'mountain' && c.what !== 'water') entrenched.add(square);
    }
    const setup: BoardSetup = { terrain, pieces };
    return { setup, entrenched };
  });

/**
 * A's rook on 1 takes B's unprotected knight on 3; B's knight on 5, protected by B's rook below it, stops the chain
 * (§33, §34).
 */
const CHAIN_STOP = {
  setup: {
    pieces: [
      { square: 1, kind: 'rook', player: 'A' },
      { square: 3, kind: 'knight', player: 'B' },
      { square: 5, kind: 'knight', player: 'B' },
      { square: plateII.columns + 5, kind: 'rook', player: 'B' },
    ],
  } satisfies BoardSetup,
  entrenched: new Set<number>(),
};

/** A's rook on 1 takes B's unprotected knights on 3 and 5 in one chain (§33, §34). */
const CHAIN_OF_TWO = {
  setup: { pieces: CHAIN_STOP.setup.pieces.slice(0, 3) } satisfies BoardSetup,
  entrenched: new Set<number>(),
};

/** The board of a set-up with breastworks, as a caller outside the engine would hand it over. */
const boardOf = (setup: BoardSetup, entrenched: ReadonlySet<number>): Board =>
  ({ ...createBoard(setup), entrenched: new Set(entrenched) }) as unknown as Board;

/** The plain board without the pieces (and breastworks) on some squares: a fresh copy, nothing remembered. */
function without(setup: BoardSetup, entrenched: ReadonlySet<number>, squares: readonly number[], works = false) {
  return boardOf(
    { ...setup, pieces: (setup.pieces ?? []).filter((p) => !squares.includes(p.square)) },
    works ? new Set([...entrenched].filter((s) => !squares.includes(s))) : entrenched,
  );
}

describe('fast paths equal plain paths', () => {
  test('a move’s position, worked out when asked, is the one afterPieceMove builds (§32, §33, §38)', () => {
    fc.assert(
      fc.property(positionArb, ({ setup, entrenched }) => {
        const board = boardOf(setup, entrenched);
        for (const p of setup.pieces ?? [])
          for (const m of pieceMoves(board, p.square))
            expect(setupOf(m.board)).toEqual(setupOf(afterPieceMove(board, m)));
      }),
      RUNS,
    );
  });

  test(
    'protection asked from the square outward is whether another piece of its side could take an enemy there ' +
      '(A10)',
    () => {
      let guarded = 0;
      fc.assert(
        fc.property(
          positionArb,
          fc.constantFrom(...KNIGHT_PASSAGE_READINGS),
          ({ setup, entrenched }, knightPassage) => {
            const board = boardOf(setup, entrenched);
            for (const victim of setup.pieces ?? []) {
              // The victim's square held by an enemy of its side instead: a piece of its side protects it if one of its
              // moves takes there (a pawn by its front diagonals, a knight by a connected leap, a line piece
              // unblocked).
              const enemy = victim.player === 'A' ? 'B' : 'A';
              const swapped = boardOf(
                {
                  ...setup,
                  pieces: (setup.pieces ?? []).map((p) =>
                    p.square === victim.square ? { square: p.square, kind: 'knight', player: enemy } : p,
                  ),
                },
                entrenched,
              );
              const expected = (setup.pieces ?? []).some(
                (p) =>
                  p.player === victim.player &&
                  p.square !== victim.square &&
                  pieceMoves(swapped, p.square, { knightPassage }).some(
                    (m) => m.kind === 'capture' && m.captures[0] === victim.square,
                  ),
              );
              if (expected) guarded++;
              expect(isProtected(board, victim.square, { knightPassage }), `${victim.square}`).toBe(expected);
            }
          },
        ),
        RUNS,
      );
      expect(guarded).toBeGreaterThan(0);
    },
  );

  test(
    'each later victim of a cavalry chain is unprotected on the board copied without the mover and earlier ' +
      'victims (§34)',
    () => {
      let chains = 0;
      fc.assert(
        fc.property(positionArb, ({ setup, entrenched }) => {
          const board = boardOf(setup, entrenched);
          for (const p of setup.pieces ?? [])
            for (const m of pieceMoves(board, p.square))
              for (let i = 1; i < m.captures.length; i++) {
                chains++;
                const gone = [m.from, ...m.captures.slice(0, i)];
                expect(isProtected(without(setup, entrenched, gone), m.captures[i] as number)).toBe(false);
              }
        }),
        // About one random position in twelve holds a chain (33 of 400): a known one is always asked as well.
        { ...RUNS, examples: [[CHAIN_OF_TWO]] },
      );
      // The property must have met chains to mean anything.
      expect(chains).toBeGreaterThan(0);
    },
  );

  test(
    'a cavalry chain stops only where the next enemy piece in its line is protected on the copied board (§33, ' +
      '§34)',
    () => {
      const at = (sq: number) => ({ row: Math.floor((sq - 1) / plateII.columns), col: (sq - 1) % plateII.columns });
      let stops = 0;
      fc.assert(
        fc.property(positionArb, ({ setup, entrenched }) => {
          const board = boardOf(setup, entrenched);
          const pieceOn = new Map((setup.pieces ?? []).map((p) => [p.square, p]));
          const blocked = (sq: number) =>
            !isPracticable(board, sq as Square) || entrenched.has(sq) || gunAt(board, sq as Square) !== undefined;
          for (const p of setup.pieces ?? []) {
            const moves = pieceMoves(board, p.square);
            for (const m of moves) {
              if ((m.as !== 'rook' && m.as !== 'bishop') || m.captures.length === 0) continue;
              const key = m.captures.join();
              if (
                moves.some(
                  (n) => n.as === m.as && n.captures.length > m.captures.length && n.captures.join().startsWith(key),
                )
              )
                continue;
              const [a, b] = [at(m.from), at(m.captures[0] as number)];
              const d = { row: Math.sign(b.row - a.row), col: Math.sign(b.col - a.col) };
              let { row, col } = at(m.to);
              for (;;) {
                row += d.row;
                col += d.col;
                if (row < 0 || col < 0 || row >= plateII.rows || col >= plateII.columns) break;
                const sq = row * plateII.columns + col + 1;
                const there = pieceOn.get(sq);
                if (!there && blocked(sq)) break;
                if (!there) continue;
                // The default reading (A9): a protected first victim ends the chain.
                const firstGuarded =
                  m.captures.length === 1 && isProtected(without(setup, entrenched, [m.from]), m.captures[0] as number);
                if (there.player !== p.player && !firstGuarded) {
                  stops++;
                  const gone = [m.from, ...m.captures];
                  expect(isProtected(without(setup, entrenched, gone), sq)).toBe(true);
                }
                break;
              }
            }
          }
        }),
        // Only about one random position in seventeen holds a chain that stops (23 of 400 measured), so 60 alone met
        // none in about 3 runs of 100 and failed the count below without a counterexample to show: a rook that takes an
        // unprotected knight and stops before a second knight its rook protects is always among the positions asked.
        { ...RUNS, examples: [[CHAIN_STOP]] },
      );
      expect(stops).toBeGreaterThan(0);
    },
  );

  test(
    'reach answered once a position equals reach asked ' +
      'afresh on the board with the square emptied (§77, ' +
      '§116)',
    () => {
      fc.assert(
        fc.property(positionArb, fc.integer({ min: 0, max: 1000 }), ({ setup, entrenched }, shuffle) => {
          const board = boardOf(setup, entrenched);
          const reaches = reacher(board);
          const pieces = setup.pieces ?? [];
          const targets = Array.from({ length: 100 }, (_, i) => Math.floor(i / 10) * plateII.columns + (i % 10) + 1);
          // Asked in a scrambled order, so remembered answers are reused across pieces and squares.
          const pairs = pieces.flatMap((p) => targets.filter((t) => t !== p.square).map((t) => [p.square, t] as const));
          pairs.sort((x, y) => ((x[0] * 31 + x[1] * 17 + shuffle) % 97) - ((y[0] * 31 + y[1] * 17 + shuffle) % 97));
          for (const [from, to] of pairs) {
            const fresh = without(setup, entrenched, [to], true);
            const plain =
              isPracticable(board, to as Square) &&
              gunAt(board, to as Square) === undefined &&
              pieceMoves(fresh, from).some((m) => m.to === to && m.kind !== 'turn');
            expect(reaches(from as Square, to as Square)).toBe(plain);
            expect(canReach(board, from, to).reaches).toBe(plain);
          }
        }),
        { numRuns: 15 },
      );
    },
  );

  test('a piece’s destinations, remembered per position, are every end and victim of its moves (§32–§42)', () => {
    fc.assert(
      fc.property(positionArb, ({ setup, entrenched }) => {
        const board = boardOf(setup, entrenched);
        for (const options of KNIGHT_PASSAGE_READINGS.map((knightPassage) => ({ knightPassage }))) {
          const destinations = destinationsOf(board, options);
          for (const p of setup.pieces ?? []) {
            const plain = new Set(
              pieceMoves(board, p.square, options)
                .filter((m) => m.kind !== 'turn')
                .flatMap((m) => [m.to, ...m.captures]),
            );
            expect([...destinations(p.square as Square)].sort((a, b) => a - b)).toEqual(
              [...plain].sort((a, b) => a - b),
            );
          }
        }
      }),
      RUNS,
    );
  });

  /** Both readings of the knight's passage, each asked twice in turn, so a memory kept under the wrong key shows. */
  const READINGS = [...KNIGHT_PASSAGE_READINGS, ...KNIGHT_PASSAGE_READINGS].map((knightPassage) => ({ knightPassage }));
  const corner = Array.from({ length: 100 }, (_, i) => (Math.floor(i / 10) * plateII.columns + (i % 10) + 1) as Square);

  test(
    'a position’s remembered contests equal isOutweighed asked of a fresh copy, per player and reading (§116, ' +
      '§117)',
    () => {
      let outweighed = 0;
      fc.assert(
        fc.property(positionArb, ({ setup, entrenched }) => {
          const board = boardOf(setup, entrenched);
          for (const options of READINGS)
            for (const holder of PLAYERS) {
              const fresh = without(setup, entrenched, []);
              const contests = contestsOn(board, options);
              for (const s of corner) {
                const plain = isOutweighed(fresh, s, holder, options);
                if (plain) outweighed++;
                expect(contests.outweighed(s, holder)).toBe(plain);
              }
            }
        }),
        { numRuns: 20 },
      );
      expect(outweighed).toBeGreaterThan(0);
    },
  );

  test(
    'every piece’s entrenching squares, asked of one ' +
      'board, equal those of a fresh copy each time ' +
      '(§107–§109)',
    () => {
      fc.assert(
        fc.property(positionArb, ({ setup, entrenched }) => {
          const board = boardOf(setup, entrenched);
          const works = createBreastworks(board);
          for (const options of READINGS)
            for (const p of setup.pieces ?? []) {
              const fresh = without(setup, entrenched, []);
              expect(entrenchableSquares(board, works, p.square, options)).toEqual(
                entrenchableSquares(fresh, createBreastworks(fresh), p.square, options),
              );
            }
        }),
        { numRuns: 20 },
      );
    },
  );

  test(
    'communication barred by the enemy’s reach, asked of one board body by body, equals a fresh copy’s (§182, ' +
      '§184)',
    () => {
      let cut = 0;
      fc.assert(
        fc.property(positionArb, ({ setup, entrenched }) => {
          const board = boardOf(setup, entrenched);
          for (const options of READINGS)
            for (const p of setup.pieces ?? [])
              for (const to of [corner[0], corner[99]] as Square[]) {
                if (to === p.square || (board.pieces.get(to) && board.pieces.get(to)?.player !== p.player)) continue;
                const fresh = without(setup, entrenched, []);
                const plain = communication(fresh, p.player, [p.square], [to], { pieces: options });
                if (!plain.communicates) cut++;
                expect(communication(board, p.player, [p.square], [to], { pieces: options })).toEqual(plain);
              }
        }),
        { numRuns: 20 },
      );
      expect(cut).toBeGreaterThan(0);
    },
  );

  test('one flood fill from the far end answers for every body as a search from each body does (§182, §184)', () => {
    const seen = { linked: 0, cut: 0 };
    fc.assert(
      fc.property(
        positionArb,
        fc.constantFrom('reach', 'occupied'),
        fc.constantFrom('side', 'side-or-corner'),
        (position, barring, steps) => {
          const board = boardOf(position.setup, position.entrenched);
          for (const player of PLAYERS) {
            const own = (position.setup.pieces ?? []).filter((p) => p.player === player).map((p) => p.square as Square);
            // Single pieces, neighbours in the list, every other one, all: bodies of one square and of scattered ones.
            const bodies = [
              ...own.map((s) => [s]),
              ...own.slice(1).map((s, i) => [own[i] as Square, s]),
              own.filter((_, i) => i % 2 === 0),
              own,
            ];
            for (const to of [[corner[0]], [corner[99], corner[45]]] as Square[][]) {
              if (to.some((s) => board.pieces.get(s) && board.pieces.get(s)?.player !== player)) continue;
              const linked = communicatesOn(board, player, to, readings({ barring, steps }));
              for (const body of bodies.filter((b) => b.length > 0)) {
                const plain = communication(board, player, body, to, { barring, steps }).communicates;
                seen[plain ? 'linked' : 'cut']++;
                expect(linked(body)).toBe(plain);
              }
            }
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(seen.linked).toBeGreaterThan(0);
    expect(seen.cut).toBeGreaterThan(0);
  });
});
