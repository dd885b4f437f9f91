import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { RuleErrorCode } from '../../../src/rules/errors.ts';
import {
  CUT_OFF_MOVES,
  communication,
  coordsOf,
  createBoard,
  controllerOf,
  cutOffOutcome,
  declareCutOff,
  layDownArms,
  plateII,
  plateIII,
  squareAt,
  type BoardSetup,
  type Communication,
  type CommunicationOptions,
} from '../../../src/rules/hellwig/index.ts';
import { H_TERRAIN, RIVER_F } from '../../../src/rules/hellwig/examples/cutting-off.ts';
import { codeOf, SOURCE_LINES, sectionOf } from './source.ts';

const lines = SOURCE_LINES;

/** Where a golden row comes from: its §, its line in the source and a phrase that must be on that line. */
interface Source {
  readonly section: string;
  readonly line: number;
  readonly quote: string;
}

/** The squares of plate III from `a` to `b` along one row or one column, both ends included. */
function line(a: number, b: number): number[] {
  const [p, q] = [coordsOf(a, plateIII), coordsOf(b, plateIII)];
  if (p.row !== q.row && p.col !== q.col) throw new Error(`${a} and ${b} are not on one row or column`);
  const n = Math.max(Math.abs(q.row - p.row), Math.abs(q.col - p.col));
  return Array.from({ length: n + 1 }, (_, k) =>
    squareAt(p.row + Math.sign(q.row - p.row) * k, p.col + Math.sign(q.col - p.col) * k, plateIII),
  );
}

test('§184: the rows’ river and marsh are the printed ranges, read along rows and columns', () => {
  // I: "392, 386, 302–4–10"; III: "[499, 498–302–304, 285–278–507]", marsh "[592, 501, 500]" with 592 read as 502.
  expect(RIVER_F).toEqual([...new Set([...line(392, 386), ...line(302, 304), ...line(304, 10)])]);
  expect(H_TERRAIN.water).toEqual([
    ...new Set([499, ...line(498, 302), ...line(302, 304), ...line(285, 278), ...line(278, 507)]),
  ]);
  expect(H_TERRAIN.marsh).toEqual([502, 501, 500]);
});

const IN_F = squareAt(3, 3, plateIII);
const IN_H = squareAt(8, 12, plateIII);
const SOUTH_OF_H = squareAt(14, 12, plateIII);
const DEFILES = [506, 505, 503];

interface CommunicationRow {
  readonly id: string;
  readonly source: Source;
  readonly setup: BoardSetup;
  readonly corps: readonly number[];
  readonly other: readonly number[];
  readonly options?: CommunicationOptions;
  readonly communicates: boolean;
  /** Squares the answer must name: on the path when it communicates, among the cut squares when not. */
  readonly names?: readonly number[];
}

const COMMUNICATION_ROWS: readonly CommunicationRow[] = [
  {
    id: '§184 I: the river turns a corner at 386 and 302, and troops stepping by corners would slip through it',
    source: {
      section: '§184',
      line: 1269,
      quote: 'could not maintain communication with the corps standing in G, H, or I without bridges',
    },
    setup: { plate: 'III', terrain: { water: RIVER_F } },
    corps: [IN_F],
    other: [IN_H],
    options: { steps: 'side-or-corner' },
    communicates: true,
  },
  {
    id: '§184 III: the same rook, when only occupied squares bar, leaves the defiles open',
    source: { section: '§184', line: 1271, quote: 'cannot be traversed without the troops being captured' },
    setup: {
      plate: 'III',
      terrain: H_TERRAIN,
      pieces: [{ square: squareAt(11, 15, plateIII), kind: 'rook', player: 'B' }],
    },
    corps: [IN_H],
    other: [SOUTH_OF_H],
    options: { barring: 'occupied' },
    communicates: true,
  },
];

function namedBy(c: Communication): number[] {
  return c.communicates ? [...c.path] : c.cut.map((x) => x.square);
}

describe('communication (§182, §184): the other readings, which the book rules out', () => {
  test.each(COMMUNICATION_ROWS.map((r) => [r.id, r] as const))('%s quotes its source line and §', (_id, r) => {
    expect(lines[r.source.line - 1] ?? '').toContain(r.source.quote);
    expect(sectionOf(r.source.line)).toBe(r.source.section);
  });

  test.each(COMMUNICATION_ROWS.map((r) => [r.id, r] as const))('%s', (_id, r) => {
    const board = createBoard(r.setup);
    const c = communication(board, 'A', r.corps, r.other, r.options);
    expect(c.communicates).toBe(r.communicates);
    expect(namedBy(c)).toEqual(expect.arrayContaining([...(r.names ?? [])]));
  });

  test('§184 I: terrain F is cut off by the nature of the terrain alone, every cut square being river beside F', () => {
    const c = communication(createBoard({ plate: 'III', terrain: { water: RIVER_F } }), 'A', [IN_F], [IN_H]);
    expect(c.communicates).toBe(false);
    if (!c.communicates) {
      expect(new Set(c.cut.map((x) => x.reason))).toEqual(new Set(['water']));
      // 304, where the river turns up column 10, touches F nowhere: it is the only river square not named.
      expect(c.cut.map((x) => x.square).sort((a, b) => a - b)).toEqual(
        RIVER_F.filter((s) => s !== 304).sort((a, b) => a - b),
      );
    }
  });

  test('§184 III: the occupied defiles are named as enemy pieces, the rest of the ring as terrain', () => {
    const board = createBoard({
      plate: 'III',
      terrain: H_TERRAIN,
      pieces: DEFILES.map((square) => ({ square, kind: 'knight' as const, player: 'B' as const })),
    });
    const c = communication(board, 'A', [IN_H], [SOUTH_OF_H], { barring: 'occupied' });
    expect(c.communicates).toBe(false);
    if (!c.communicates) {
      expect(c.cut.filter((x) => x.reason === 'enemy-piece').map((x) => x.square)).toEqual([503, 505, 506]);
      expect(c.cut.find((x) => x.square === 504)?.reason).toBe('mountain');
      expect(c.cut.find((x) => x.square === 501)?.reason).toBe('marsh');
    }
  });

  test('a path is a chain of side-by-side squares from the corps to the other body', () => {
    const c = communication(createBoard({ plate: 'III', terrain: H_TERRAIN }), 'A', [IN_H], [SOUTH_OF_H]);
    expect(c.communicates).toBe(true);
    if (c.communicates) {
      expect(c.path[0]).toBe(IN_H);
      expect(c.path.at(-1)).toBe(SOUTH_OF_H);
      expect(c.path.some((s) => DEFILES.includes(s))).toBe(true);
    }
  });
});

describe('refusals', () => {
  const board = createBoard({ pieces: [{ square: 50, kind: 'rook', player: 'B' }] });
  test.each<[string, () => unknown, RuleErrorCode]>([
    ['a corps on an enemy piece', () => communication(board, 'A', [50], [60]), 'BAD_INPUT'],
    ['an empty corps', () => communication(board, 'A', [], [60]), 'BAD_INPUT'],
    ['a square off the plate', () => communication(board, 'A', [5], [9999]), 'OFF_BOARD'],
    ['an unknown player', () => communication(board, 'C' as never, [5], [60]), 'UNKNOWN_OPTION'],
    ['an unknown reading', () => communication(board, 'A', [5], [60], { barring: 'near' as never }), 'UNKNOWN_OPTION'],
    ['an unknown option', () => communication(board, 'A', [5], [60], { bars: 'reach' } as never), 'UNKNOWN_OPTION'],
    ['declaring a corps that communicates', () => declareCutOff(board, 'A', [5], [3], 3), 'BLOCKED'],
    ['a clock declared after now', () => cutOffOutcome({ declaredAt: 9 }, 3, false), 'OUT_OF_RANGE'],
    ['a fractional move count', () => cutOffOutcome({ declaredAt: 1 }, 2.5, false), 'BAD_COUNT'],
  ])('%s', (_label, call, code) => {
    expect(codeOf(call)).toBe(code);
  });
});

describe('the declaration and the six moves (§182, §183)', () => {
  test('the six are the book’s six', () => {
    expect(CUT_OFF_MOVES).toBe(6);
  });

  const cutOffBoard = createBoard({ plate: 'III', terrain: { water: RIVER_F } });
  test('§183: a cut-off corps may be declared; the clock starts at its player’s own move count', () => {
    expect(declareCutOff(cutOffBoard, 'A', [IN_F], [IN_H], 10)).toEqual({ declaredAt: 10 });
  });

  test.each<[string, Parameters<typeof cutOffOutcome>, ReturnType<typeof cutOffOutcome>]>([
    [
      '§182: declared at 10, cut off after 1 own move: 5 left',
      [{ declaredAt: 10 }, 11, false],
      { kind: 'counting', movesLeft: 5 },
    ],
    [
      '§182: declared at 10, cut off after 5 own moves: 1 left',
      [{ declaredAt: 10 }, 15, false],
      { kind: 'counting', movesLeft: 1 },
    ],
    [
      '§182: at the declaration itself all six are left',
      [{ declaredAt: 10 }, 10, false],
      { kind: 'counting', movesLeft: 6 },
    ],
  ])('%s', (_label, args, outcome) => {
    expect(cutOffOutcome(...args)).toEqual(outcome);
  });

  test('the moves left never rise and stay within 1 to 6 until the surrender', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(20), (declaredAt, later) => {
        const a = cutOffOutcome({ declaredAt }, declaredAt + later, false);
        const b = cutOffOutcome({ declaredAt }, declaredAt + later + 1, false);
        if (a.kind === 'counting') {
          expect(a.movesLeft).toBeGreaterThanOrEqual(1);
          expect(a.movesLeft).toBeLessThanOrEqual(CUT_OFF_MOVES);
          expect(b.kind === 'surrenders' || (b.kind === 'counting' && b.movesLeft === a.movesLeft - 1)).toBe(true);
        } else {
          expect(a.kind).toBe('surrenders');
          expect(b.kind).toBe('surrenders');
          expect(later).toBeGreaterThanOrEqual(CUT_OFF_MOVES);
        }
      }),
    );
  });
});

describe('properties of communication (§182)', () => {
  const square = fc.integer({ min: 1, max: plateII.size });
  const KINDS = ['pawn', 'knight', 'rook', 'bishop', 'queen'] as const;
  const enemy = (kinds: readonly (typeof KINDS)[number][]) =>
    fc.record({ square, kind: fc.constantFrom(...kinds), facing: fc.constantFrom('AB', 'BD', 'CD', 'AC' as const) });
  const world = (kinds: readonly (typeof KINDS)[number][]) =>
    fc.record({
      water: fc.uniqueArray(square, { maxLength: 150 }),
      enemies: fc.uniqueArray(enemy(kinds), { maxLength: 12, selector: (e) => e.square }),
      a: square,
      b: square,
      added: enemy(kinds),
    });

  function setupOf(
    w: {
      water: number[];
      enemies: { square: number; kind: (typeof KINDS)[number]; facing: 'AB' | 'BD' | 'CD' | 'AC' }[];
    },
    a: number,
    b: number,
  ): BoardSetup {
    const enemies = w.enemies.filter((e) => e.square !== a && e.square !== b && !w.water.includes(e.square));
    return {
      terrain: { water: w.water },
      pieces: enemies.map((e) => ({
        square: e.square,
        kind: e.kind,
        player: 'B' as const,
        ...(e.kind === 'pawn' ? { facing: e.facing } : {}),
      })),
    };
  }

  test.each<[string, CommunicationOptions]>([
    ['reach', {}],
    ['occupied', { barring: 'occupied' }],
    ['side-or-corner', { steps: 'side-or-corner' }],
  ])('communication is symmetric (%s)', (_label, options) => {
    fc.assert(
      fc.property(world(KINDS), (w) => {
        const board = createBoard(setupOf(w, w.a, w.b));
        expect(communication(board, 'A', [w.b], [w.a], options).communicates).toBe(
          communication(board, 'A', [w.a], [w.b], options).communicates,
        );
      }),
      { numRuns: 60 },
    );
  });

  test('a path found steps side by side over practicable squares the enemy neither holds nor reaches', () => {
    fc.assert(
      fc.property(world(KINDS), (w) => {
        const board = createBoard(setupOf(w, w.a, w.b));
        const c = communication(board, 'A', [w.a], [w.b]);
        if (!c.communicates) return;
        expect(c.path[0]).toBe(w.a);
        expect(c.path.at(-1)).toBe(w.b);
        for (const [i, s] of c.path.entries()) {
          if (i > 0) {
            const [p, q] = [coordsOf(c.path[i - 1] as number), coordsOf(s)];
            expect(Math.abs(p.row - q.row) + Math.abs(p.col - q.col)).toBe(1);
          }
          if (i > 0 && i < c.path.length - 1) {
            expect(w.water.includes(s)).toBe(false);
            expect(board.pieces.get(s)).toBeUndefined();
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  // Under `reach` a new enemy slider could shield a square from another's line, so the reach reading
  // is checked with pieces that no piece can shield: knights and pawns.
  test.each<[string, CommunicationOptions, readonly (typeof KINDS)[number][]]>([
    ['occupied, any piece', { barring: 'occupied' }, KINDS],
    ['reach, knights and pawns', {}, ['knight', 'pawn']],
  ])('adding an enemy piece never creates communication (%s)', (_label, options, kinds) => {
    fc.assert(
      fc.property(world(kinds), (w) => {
        const before = setupOf(w, w.a, w.b);
        const free =
          w.added.square !== w.a &&
          w.added.square !== w.b &&
          !w.water.includes(w.added.square) &&
          !w.enemies.some((e) => e.square === w.added.square);
        fc.pre(free);
        const after = {
          ...before,
          pieces: [
            ...(before.pieces ?? []),
            {
              square: w.added.square,
              kind: w.added.kind,
              player: 'B' as const,
              ...(w.added.kind === 'pawn' ? { facing: w.added.facing } : {}),
            },
          ],
        };
        const was = communication(createBoard(before), 'A', [w.a], [w.b], options).communicates;
        const is = communication(createBoard(after), 'A', [w.a], [w.b], options).communicates;
        expect(!was && is).toBe(false);
      }),
      { numRuns: 80 },
    );
  });

  test('a cut-off corps is surrounded: every square around what it can reach is named as cut', () => {
    fc.assert(
      fc.property(world(KINDS), (w) => {
        const board = createBoard(setupOf(w, w.a, w.b));
        const c = communication(board, 'A', [w.a], [w.b], { barring: 'occupied' });
        if (c.communicates) return;
        for (const x of c.cut)
          expect(w.water.includes(x.square) || board.pieces.get(x.square)?.player === 'B').toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the corps lays down its arms (§182)', () => {
  const source: Source = {
    section: '§182',
    line: 1264,
    quote: 'the artillery, bridges, etc. that the enemy did not ruin beforehand go to the victor',
  };
  test('its line', () => {
    expect(lines[source.line - 1] ?? '').toContain(source.quote);
    expect(sectionOf(source.line)).toBe(source.section);
  });
  const board = createBoard({
    pieces: [
      { square: 387, kind: 'knight', player: 'A' },
      { square: 389, kind: 'rook', player: 'A' },
      { square: 300, kind: 'pawn', player: 'B', facing: 'CD' },
      { square: 500, kind: 'queen', player: 'A' },
    ],
    devices: [{ artillerists: 387, gun: 388, variant: 'left', owner: 'A' }],
  });
  const after = layDownArms(board, 'A', [387, 388, 389]);
  test('its troops are removed, the rest of the field stays', () => {
    expect([...after.pieces.keys()].sort((a, b) => a - b)).toEqual([300, 500]);
  });
  test('the artillery it manned goes to the victor', () => {
    expect(controllerOf(board, board.devices[0] as never)).toBe('A');
    expect(controllerOf(after, after.devices[0] as never)).toBe('B');
  });
  test('a corps of pieces alone takes nothing else with it', () => {
    expect(layDownArms(board, 'A', [500]).devices).toEqual(board.devices);
  });
  test('only the corps’s own troops are taken: an enemy square in it is refused', () => {
    expect(codeOf(() => layDownArms(board, 'A', [300]))).toBe('BAD_INPUT');
  });
});
