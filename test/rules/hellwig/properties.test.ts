import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/rules/errors.ts';
import {
  CANNON_VARIANTS,
  DIRECTIONS,
  DIRECTION_STEP,
  PIECE_KINDS,
  WHEEL_KINDS,
  WHEEL_SENSES,
  at,
  coordsOf,
  createBoard,
  deviceMoves,
  fieldOfEffect,
  fireDirection,
  formationMoves,
  gunAt,
  isPracticable,
  pieceMoves,
  plateII,
  plateIII,
  squareAt,
  step,
  wheel,
  type Board,
  type BoardSetup,
  type Direction,
  type Grid,
} from '../../../src/rules/hellwig/index.ts';

const RUNS = { numRuns: 1000 };
const opposite = { clockwise: 'anticlockwise', anticlockwise: 'clockwise' } as const;

/** A device anywhere on plate II: its artillerists' square, the side its gun lies toward, and its variety. */
const deviceArb = fc
  .record({
    row: fc.integer({ min: 0, max: plateII.rows - 1 }),
    col: fc.integer({ min: 0, max: plateII.columns - 1 }),
    toward: fc.constantFrom(...DIRECTIONS),
    variant: fc.constantFrom(...CANNON_VARIANTS),
  })
  .map(({ row, col, toward, variant }) => {
    const d = DIRECTION_STEP[toward];
    return { artillerists: at(row, col, plateII), gun: at(row + d.row, col + d.col, plateII), variant };
  })
  .filter(
    (
      d,
    ): d is {
      artillerists: NonNullable<typeof d.artillerists>;
      gun: NonNullable<typeof d.gun>;
      variant: typeof d.variant;
    } => d.artillerists !== undefined && d.gun !== undefined,
  );

/** Some other squares of plate II, each impassable terrain, a building, or a piece of either player. */
const clutterArb = fc.array(
  fc.record({
    square: fc.integer({ min: 1, max: plateII.size }),
    what: fc.constantFrom('mountain', 'marsh', 'water', 'building', 'A', 'B'),
    kind: fc.constantFrom(...PIECE_KINDS),
    facing: fc.constantFrom(...DIRECTIONS),
  }),
  { maxLength: 40 },
);

/** A board with the clutter, keeping `keep` clear and the `manned` square holding our knight. */
function boardWith(
  clutter: readonly { square: number; what: string; kind: (typeof PIECE_KINDS)[number]; facing: Direction }[],
  keep: readonly number[],
  manned?: number,
): BoardSetup {
  const seen = new Set(keep);
  const terrain: Record<string, number[]> = { mountain: [], marsh: [], water: [], building: [] };
  const pieces: NonNullable<BoardSetup['pieces']>[number][] =
    manned === undefined ? [] : [{ square: manned, kind: 'knight', player: 'A' }];
  for (const c of clutter) {
    if (seen.has(c.square)) continue;
    seen.add(c.square);
    if (c.what === 'A' || c.what === 'B')
      pieces.push({
        square: c.square,
        kind: c.kind,
        player: c.what,
        ...(c.kind === 'pawn' ? { facing: c.facing } : {}),
      });
    else terrain[c.what]?.push(c.square);
  }
  return { terrain, pieces };
}

describe('grids', () => {
  test.each([plateII, plateIII])('squareAt and coordsOf round-trip on plate $name', (grid: Grid) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: grid.size }), (n) => {
        const { row, col } = coordsOf(n, grid);
        expect(squareAt(row, col, grid)).toBe(n);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: grid.rows - 1 }),
        fc.integer({ min: 0, max: grid.columns - 1 }),
        (row, col) => {
          expect(coordsOf(squareAt(row, col, grid), grid)).toEqual({ row, col });
        },
      ),
      RUNS,
    );
  });

  test.each([plateII, plateIII])(
    'step stays on plate $name, moving n squares in line, or throws OFF_BOARD',
    (grid: Grid) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: grid.size }),
          fc.constantFrom(...DIRECTIONS),
          fc.integer({ min: 0, max: 60 }),
          (n, direction, k) => {
            const from = coordsOf(n, grid);
            const d = DIRECTION_STEP[direction];
            const row = from.row + d.row * k;
            const col = from.col + d.col * k;
            const inside = row >= 0 && row < grid.rows && col >= 0 && col < grid.columns;
            try {
              const to = step(n, direction, k, grid);
              expect(inside).toBe(true);
              expect(coordsOf(to, grid)).toEqual({ row, col });
            } catch (e) {
              expect(e).toBeInstanceOf(RuleError);
              expect((e as RuleError).code).toBe('OFF_BOARD');
              expect(inside).toBe(false);
            }
          },
        ),
        RUNS,
      );
    },
  );
});

describe('field of effect', () => {
  test(
    'every square in effect is on the plate, in line with the gun, ' + 'at most 3 away, and short of any red square',
    () => {
      fc.assert(
        fc.property(deviceArb, clutterArb, (device, clutter) => {
          const board = createBoard(boardWith(clutter, [device.artillerists, device.gun]));
          const f = fieldOfEffect(board, device);
          const gun = coordsOf(device.gun);
          const d = DIRECTION_STEP[fireDirection(device, plateII)];
          expect(f.squares.length + f.offBoard).toBe(3);
          f.inEffect.forEach((sq, i) => {
            const c = coordsOf(sq);
            expect(c).toEqual({ row: gun.row + d.row * (i + 1), col: gun.col + d.col * (i + 1) });
            for (let k = 1; k <= i + 1; k++)
              expect(board.terrain.get(at(gun.row + d.row * k, gun.col + d.col * k) as never)).not.toBe('mountain');
          });
          // Fire never goes back over the artillerists (§43: the bevel has three faces).
          expect(f.inEffect).not.toContain(device.artillerists);
        }),
        RUNS,
      );
    },
  );
});

describe('wheeling', () => {
  test('a wheeling followed by the opposite wheeling about the same part restores the device', () => {
    let roundTrips = 0;
    fc.assert(
      fc.property(
        deviceArb,
        clutterArb,
        fc.constantFrom('artillerists', 'gun' as const),
        fc.constantFrom(...WHEEL_KINDS),
        fc.constantFrom(...WHEEL_SENSES),
        (device, clutter, pivot, kind, sense) => {
          const board = createBoard(boardWith(clutter, [device.artillerists, device.gun], device.artillerists));
          let there;
          try {
            there = wheel(board, device, { pivot, kind, sense });
          } catch (e) {
            if (e instanceof RuleError && e.code === 'OFF_BOARD') return;
            throw e;
          }
          expect(there.passed).toHaveLength({ small: 1, larger: 3, greatest: 5 }[kind]);
          if (!there.legal) return;
          const back = wheel(there.board, there.device, { pivot, kind, sense: opposite[sense] });
          expect(back.legal).toBe(true);
          expect(back.device).toEqual(there.from);
          expect([...back.passed].reverse()).toEqual(there.passed);
          if (back.legal) expect(back.board.pieces).toEqual(board.pieces);
          roundTrips++;
        },
      ),
      RUNS,
    );
    // The property says something only if legal wheelings were drawn and turned back.
    expect(roundTrips).toBeGreaterThan(0);
  });

  test('the firing direction turns with the device', () => {
    fc.assert(
      fc.property(
        deviceArb,
        fc.constantFrom('artillerists', 'gun' as const),
        fc.constantFrom(...WHEEL_KINDS),
        fc.constantFrom(...WHEEL_SENSES),
        (device, pivot, kind, sense) => {
          const board = createBoard({ pieces: [{ square: device.artillerists, kind: 'knight', player: 'A' }] });
          let w;
          try {
            w = wheel(board, device, { pivot, kind, sense });
          } catch {
            return;
          }
          const turns = { small: 1, larger: 2, greatest: 3 }[kind] * (sense === 'clockwise' ? 1 : -1);
          const before = DIRECTIONS.indexOf(fireDirection(device, plateII));
          expect(w.field.direction).toBe(DIRECTIONS[(((before + turns) % 4) + 4) % 4]);
        },
      ),
      RUNS,
    );
  });
});

/** Whether a square could be entered: practicable, no gun, no piece. */
const free = (board: Board, s: number) =>
  isPracticable(board, s as never) && !gunAt(board, s as never) && !board.pieces.has(s as never);

describe('moves never enter occupied or impassable squares', () => {
  test('devices (§45, §177, §178)', () => {
    fc.assert(
      fc.property(deviceArb, clutterArb, (device, clutter) => {
        const board = createBoard(boardWith(clutter, [device.artillerists, device.gun], device.artillerists));
        for (const m of deviceMoves(board, device)) {
          expect(m.distance).toBeGreaterThanOrEqual(1);
          expect(m.distance).toBeLessThanOrEqual(4);
          const d = DIRECTION_STEP[m.direction];
          for (let k = 1; k <= m.distance; k++) {
            for (const part of [device.artillerists, device.gun]) {
              const c = coordsOf(part);
              const s = at(c.row + d.row * k, c.col + d.col * k) as number;
              if (s !== device.artillerists && s !== device.gun) expect(free(board, s)).toBe(true);
            }
          }
          expect(m.device.variant).toBe(device.variant);
        }
      }),
      RUNS,
    );
  });

  test('transporters (§87, §88, §177)', () => {
    fc.assert(
      fc.property(deviceArb, clutterArb, fc.constantFrom(...PIECE_KINDS), (spot, clutter, kind) => {
        const squares = [spot.artillerists, spot.gun];
        const board = createBoard({
          ...boardWith(clutter, squares),
          transporters: [{ squares: [spot.artillerists, spot.gun] }],
          pieces: [
            ...(boardWith(clutter, squares).pieces ?? []),
            { square: spot.artillerists, kind, player: 'A', ...(kind === 'pawn' ? { facing: 'AB' as const } : {}) },
          ],
        });
        const moves = formationMoves(board, squares);
        const range = kind === 'queen' || kind === 'rook' || kind === 'bishop' ? 8 : 6;
        for (const m of moves) {
          expect(m.distance).toBeLessThanOrEqual(range);
          const d = DIRECTION_STEP[m.direction];
          for (let k = 1; k <= m.distance; k++) {
            for (const part of squares) {
              const c = coordsOf(part);
              const s = at(c.row + d.row * k, c.col + d.col * k) as number;
              if (!squares.includes(s as never)) expect(free(board, s)).toBe(true);
            }
          }
        }
      }),
      RUNS,
    );
  });

  test('pieces (§32–§42, §172): plain moves end on free squares, captures on enemy pieces in a straight line', () => {
    const seen = { move: 0, capture: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: plateII.size }),
        fc.constantFrom(...PIECE_KINDS),
        fc.constantFrom(...DIRECTIONS),
        clutterArb,
        (from, kind, facing, clutter) => {
          const setup = boardWith(clutter, [from]);
          const board = createBoard({
            ...setup,
            pieces: [
              ...(setup.pieces ?? []),
              { square: from, kind, player: 'A', ...(kind === 'pawn' ? { facing } : {}) },
            ],
          });
          for (const m of pieceMoves(board, from)) {
            if (m.kind === 'move' || m.kind === 'capture') seen[m.kind]++;
            if (m.kind === 'move') expect(free(board, m.to)).toBe(true);
            if (m.kind === 'capture') {
              expect(m.to).toBe(m.captures[m.captures.length - 1]);
              for (const v of m.captures) expect(board.pieces.get(v as never)?.player).toBe('B');
              const a = coordsOf(from);
              const line = m.captures
                .map((v) => coordsOf(v))
                .map((c) => [Math.sign(c.row - a.row), Math.sign(c.col - a.col)].join());
              expect(new Set(line).size).toBe(1);
            }
            if (m.kind === 'turn') expect(m.to).toBe(from);
          }
        },
      ),
      RUNS,
    );
    // Both branches were reached: random clutter gives moves and captures alike.
    expect(seen.move).toBeGreaterThan(0);
    expect(seen.capture).toBeGreaterThan(0);
  });
});
