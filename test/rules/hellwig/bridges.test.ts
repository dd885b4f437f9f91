import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type RuleErrorCode } from '../../../src/rules/errors.ts';
import { HELLWIG_BRIDGE_EXAMPLES, type BridgeExample } from '../../../src/rules/hellwig/examples/bridges.ts';
import { HELLWIG_UNRESOLVED } from '../../../src/rules/hellwig/examples/unresolved.ts';
import { HELLWIG_SOURCE_FILE } from '../../../src/rules/hellwig/examples/types.ts';
import * as hellwig from '../../../src/rules/hellwig/index.ts';
import {
  artilleryRuinable,
  breakDown,
  breakableBridges,
  bridgedBoard,
  bridgesRuinableBy,
  canReach,
  connectedBridges,
  createBoard,
  createBridgeNetwork,
  layBridge,
  layingSquares,
  pieceRuinCheck,
  plateII,
  positionContest,
  ruinByArtillery,
  ruinByHolder,
  ruinByPiece,
  ruinBySecondaryHolder,
  ruinOnLeaving,
  type BoardSetup,
  type BridgeNetwork,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf, keepsContract, SOURCE_LINES } from './source.ts';

const lines = SOURCE_LINES;

/** What the engine says of a row, in the shape of its outcome. */
function run(row: BridgeExample): unknown {
  const board = createBoard(row.inputs.board);
  const network = createBridgeNetwork(board, row.inputs.network);
  switch (row.kind) {
    case 'bridge-laying': {
      let n = network;
      for (const l of row.inputs.lay ?? []) n = layBridge(board, n, row.inputs.transporter, l.square, l.surface);
      return { layable: layingSquares(board, n, row.inputs.transporter) };
    }
    case 'bridge-crossing':
      return { reaches: canReach(bridgedBoard(board, network), row.inputs.from, row.inputs.to).reaches };
    case 'bridge-breakdown':
      return {
        breakable: breakableBridges(
          board,
          network,
          row.inputs.transporter,
          row.inputs.exposed ? { exposed: row.inputs.exposed } : {},
        ),
      };
    case 'bridge-ruin-holder': {
      const r = ruinByHolder(board, network, row.inputs.transporter, row.inputs.targets);
      const reached = new Set(r.thenMoves.map((m) => m.to as number));
      return {
        removedTransporters: r.removedTransporters,
        mayMoveTo: row.outcome.mayMoveTo.filter((s) => reached.has(s)),
        laidLeft: [...r.network.laid.keys()].sort((a, b) => a - b),
      };
    }
    case 'bridge-ruin-piece': {
      const c = pieceRuinCheck(board, network, row.inputs.from, row.inputs.bridge);
      return c.refusal === undefined ? { allowed: c.allowed } : { allowed: c.allowed, refusal: c.refusal };
    }
    case 'bridge-ruin-artillery': {
      const r = artilleryRuinable(board, network, row.inputs.device);
      return { laid: r.laid, strikes: r.strikes };
    }
  }
}

describe('Hellwig bridge examples (golden)', () => {
  test.each(HELLWIG_BRIDGE_EXAMPLES.map((row) => [row.id, row] as const))('%s', (_id, row) => {
    expect(run(row)).toEqual(row.outcome);
  });
});

describe('the bridge example table', () => {
  // §163's unresolved case stands in the one list of unresolved examples, with the rest.
  const all = [...HELLWIG_BRIDGE_EXAMPLES, ...HELLWIG_UNRESOLVED.filter((r) => r.cite === '§163')];

  test('ids are unique and say which § they come from', () => {
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    for (const r of all) {
      expect(r.id).toMatch(/^hellwig-s\d+[a-z]?-[a-z0-9-]+$/);
      expect(r.cite).toMatch(/^§\d+[a-z]?$/);
      expect(r.id.startsWith(`hellwig-s${r.cite.slice(1)}-`)).toBe(true);
    }
  });

  test.each(all.map((r) => [r.id, r] as const))('%s quotes its source line', (_id, r) => {
    expect(r.source.file).toBe(HELLWIG_SOURCE_FILE);
    expect(r.source.quote.length).toBeGreaterThanOrEqual(10);
    expect(lines[r.source.line - 1] ?? '').toContain(r.source.quote);
  });

  test.each(all.map((r) => [r.id, r] as const))('%s cites the § its line belongs to', (_id, r) => {
    // The nearest "§. n." heading above the line is the § cited (or, for §167, its numbered clauses).
    let i = r.source.line - 1;
    while (i > 0 && !/^§\. \d+\./.test(lines[i] ?? '')) i--;
    const heading = (lines[i] ?? '').replace(/^§\. (\d+)\.(?: ([a-z])\.)?.*$/, '§$1$2');
    expect(heading).toBe(r.cite);
  });
});

// The §146 river, for the properties below.
const RIVER = [101, 103, 122, 124];
const riverBoard = createBoard({ terrain: { water: RIVER }, pieces: [{ square: 169, kind: 'knight', player: 'A' }] });
const freshNetwork = createBridgeNetwork(riverBoard, { transporters: [{ number: 1, main: 169, secondary: 147 }] });

describe('a bridge network is checked against its board (§136, §141–§143, §196)', () => {
  test.each<[string, () => unknown, RuleErrorCode]>([
    [
      'a transporter split across the row end',
      () => createBridgeNetwork(riverBoard, { transporters: [{ number: 1, main: 22, secondary: 23 }] }),
      'NOT_ADJACENT',
    ],
    [
      'a transporter on water',
      () => createBridgeNetwork(riverBoard, { transporters: [{ number: 1, main: 124, secondary: 125 }] }),
      'BLOCKED',
    ],
    [
      'number 81',
      () => createBridgeNetwork(riverBoard, { transporters: [{ number: 81, main: 169, secondary: 147 }] }),
      'OUT_OF_RANGE',
    ],
    [
      'a number used twice',
      () =>
        createBridgeNetwork(riverBoard, {
          transporters: [
            { number: 1, main: 169, secondary: 147 },
            { number: 1, main: 300, secondary: 301 },
          ],
        }),
      'BAD_INPUT',
    ],
    [
      'a bridge on dry land',
      () =>
        createBridgeNetwork(riverBoard, {
          transporters: [{ number: 1, main: 169, secondary: 147 }],
          laid: [{ square: 125, transporter: 1 }],
        }),
      'BAD_INPUT',
    ],
    [
      'two bridges on one square',
      () =>
        createBridgeNetwork(riverBoard, {
          transporters: [{ number: 1, main: 169, secondary: 147 }],
          laid: [
            { square: 124, transporter: 1 },
            { square: 124, transporter: 1 },
          ],
        }),
      'OVERLAP',
    ],
    [
      'a bridge of no transporter',
      () => createBridgeNetwork(riverBoard, { transporters: [], laid: [{ square: 124, transporter: 7 }] }),
      'UNKNOWN_ID',
    ],
    ['a hand-made network', () => layingSquares(riverBoard, { ...freshNetwork }, 1), 'BAD_INPUT'],
    [
      'a network of another board',
      () =>
        layingSquares(
          createBoard(),
          createBridgeNetwork(riverBoard, {
            transporters: [{ number: 1, main: 169, secondary: 147 }],
            laid: [{ square: 124, transporter: 1 }],
          }),
          1,
        ),
      'BAD_INPUT',
    ],
    ['an unknown transporter', () => layingSquares(riverBoard, freshNetwork, 2), 'UNKNOWN_ID'],
    [
      'an unknown reading',
      () => layingSquares(riverBoard, freshNetwork, 1, { contested: 'sometimes' } as never),
      'UNKNOWN_OPTION',
    ],
  ])('%s', (_name, f, code) => {
    expect(codeOf(f)).toBe(code);
  });

  test("the yellow set, 1–40, is A's and the brown, 41–80, B's (§196)", () => {
    const n = createBridgeNetwork(riverBoard, {
      transporters: [
        { number: 40, main: 169, secondary: 147 },
        { number: 41, main: 300, secondary: 301 },
      ],
    });
    expect(n.transporters.map((t) => t.owner)).toEqual(['A', 'B']);
  });
});

describe('laying, crossing, breaking down (§144–§158a)', () => {
  test('no bridge is taken unless our piece holds the main surface (§144)', () => {
    const idle = createBoard({ terrain: { water: RIVER } });
    expect(layingSquares(idle, freshNetwork, 1)).toEqual([]);
    expect(codeOf(() => layBridge(idle, freshNetwork, 1, 124))).toBe('BLOCKED');
    const enemy = createBoard({ terrain: { water: RIVER }, pieces: [{ square: 169, kind: 'knight', player: 'B' }] });
    expect(layingSquares(enemy, freshNetwork, 1)).toEqual([]);
  });

  test('an enemy on the secondary surface keeps its bridges there (§157)', () => {
    const b = createBoard({
      terrain: { water: RIVER },
      pieces: [
        { square: 169, kind: 'knight', player: 'A' },
        { square: 147, kind: 'knight', player: 'B' },
      ],
    });
    const n = createBridgeNetwork(b, {
      transporters: [{ number: 1, main: 169, secondary: 147, aboard: { main: 0, secondary: 2 } }],
    });
    expect(layingSquares(b, n, 1)).toEqual([]);
    expect(codeOf(() => layBridge(b, n, 1, 124, 'secondary'))).toBe('BLOCKED');
  });

  test('four bridges and no more (§136)', () => {
    expect(
      codeOf(() =>
        createBridgeNetwork(riverBoard, {
          transporters: [{ number: 1, main: 169, secondary: 147, aboard: { main: 3, secondary: 2 } }],
        }),
      ),
    ).toBe('OUT_OF_RANGE');
    let n = freshNetwork;
    for (const s of [124, 101, 122, 103]) n = layBridge(riverBoard, n, 1, s);
    expect(n.transporters[0]?.aboard).toEqual({ main: 0, secondary: 0 });
  });

  test('a bridge makes its water practicable, and only while it lies (§146a)', () => {
    const b = createBoard({
      terrain: { water: [617, 618, 619] },
      pieces: [{ square: 574, kind: 'leaping-queen', player: 'A' }],
    });
    const without = createBridgeNetwork(b, { transporters: [{ number: 1, main: 597, secondary: 598 }] });
    expect(canReach(bridgedBoard(b, without), 574, 618).reaches).toBe(false);
  });

  test('a bridge under a piece cannot be broken down, machines on it are lost (§158a)', () => {
    const setup: BoardSetup = {
      terrain: { water: RIVER },
      bridges: [124],
      pieces: [
        { square: 169, kind: 'knight', player: 'A' },
        { square: 124, kind: 'rook', player: 'B' },
      ],
    };
    const b = createBoard(setup);
    const n = createBridgeNetwork(b, {
      transporters: [{ number: 1, main: 169, secondary: 147 }],
      laid: [{ square: 124, transporter: 1 }],
    });
    expect(breakableBridges(b, n, 1)).toEqual([]);
    const m = createBoard({
      ...setup,
      pieces: [{ square: 169, kind: 'knight', player: 'A' }],
      devices: [{ artillerists: 124, gun: 123, variant: 'axial' }],
    });
    const r = breakDown(m, n, 1, 124, 'secondary');
    expect(r.lostDevices).toEqual([123]);
    expect(r.board.devices).toEqual([]);
    // Set up with one bridge laid, it carried one on its main surface and two on its secondary (§136); the bridge went
    // back to the secondary.
    expect(r.network.transporters[0]?.aboard).toEqual({ main: 1, secondary: 3 });
  });
});

describe('ruin (§160–§165)', () => {
  const laidAll = (() => {
    let n = freshNetwork;
    for (const s of [124, 101, 122, 103]) n = layBridge(riverBoard, n, 1, s);
    return n;
  })();

  test('the holder may not ruin a bridge cut off from the transporter (§160)', () => {
    const broken = breakDown(riverBoard, laidAll, 1, 124);
    expect(codeOf(() => ruinByHolder(broken.board, broken.network, 1, { laid: [101] }))).toBe('BLOCKED');
    // …but may still ruin what is aboard; the cut-off bridges keep the transporter in the game.
    const r = ruinByHolder(broken.board, broken.network, 1, { main: 1 });
    expect(r.removedTransporters).toEqual([]);
  });

  test('pieces on a bridge the holder ruins are lost (§167 (7))', () => {
    const b = createBoard({
      terrain: { water: RIVER },
      bridges: [124],
      pieces: [
        { square: 169, kind: 'knight', player: 'A' },
        { square: 124, kind: 'rook', player: 'B' },
      ],
    });
    const n = createBridgeNetwork(b, {
      transporters: [{ number: 1, main: 169, secondary: 147 }],
      laid: [{ square: 124, transporter: 1 }],
    });
    const r = ruinByHolder(b, n, 1, { laid: [124] });
    expect(r.lostPieces).toEqual([124]);
    expect(r.board.pieces.has(124 as never)).toBe(false);
  });

  test('the secondary holder ruins only what is aboard the secondary surface (§161)', () => {
    const b = createBoard({ terrain: { water: RIVER }, pieces: [{ square: 147, kind: 'knight', player: 'B' }] });
    const r = ruinBySecondaryHolder(b, freshNetwork, 1, 2);
    expect(r.network.transporters[0]?.aboard).toEqual({ main: 2, secondary: 0 });
    expect(r.thenMoves.length).toBeGreaterThan(0);
    expect(codeOf(() => ruinBySecondaryHolder(b, freshNetwork, 1, 3))).toBe('OUT_OF_RANGE');
  });

  test('a piece leaving a bridge may ruin it in the same move (§162)', () => {
    const b = createBoard({
      terrain: { water: RIVER },
      bridges: [124],
      pieces: [{ square: 124, kind: 'rook', player: 'B' }],
    });
    const n = createBridgeNetwork(b, {
      transporters: [{ number: 1, main: 169, secondary: 147 }],
      laid: [{ square: 124, transporter: 1 }],
    });
    const r = ruinOnLeaving(b, n, 124, 125);
    expect(r.network.laid.size).toBe(0);
    expect(r.board.pieces.get(125 as never)?.kind).toBe('rook');
    expect(r.board.pieces.has(124 as never)).toBe(false);
    expect(r.board.bridges.has(124 as never)).toBe(false);
    // Not by a move it cannot make: 122 is water with no bridge.
    expect(codeOf(() => ruinOnLeaving(b, n, 124, 122))).toBe('BLOCKED');
    expect(codeOf(() => ruinOnLeaving(b, n, 125, 126))).toBe('BAD_INPUT');
  });

  test('a piece ruining by the fourth means stays where it is (§163)', () => {
    const b = createBoard({ terrain: { water: [129] }, pieces: [{ square: 132, kind: 'rook', player: 'A' }] });
    const n = createBridgeNetwork(b, {
      transporters: [{ number: 41, main: 600, secondary: 601 }],
      laid: [{ square: 129, transporter: 41 }],
    });
    expect(bridgesRuinableBy(b, n, 132)).toEqual([129]);
    const r = ruinByPiece(b, n, 132, 129);
    expect(r.thenMoves).toEqual([]);
    expect(r.board.pieces.get(132 as never)?.kind).toBe('rook');
    expect(r.network.laid.size).toBe(0);
  });

  test("not a bridge defended as strongly as attacked, nor one in its owner's field (§167 (4), (8))", () => {
    // B's rook on 127 defends its bridge on 129 (two squares along the row) as strongly as A's rook attacks it.
    const b = createBoard({
      terrain: { water: [129] },
      pieces: [
        { square: 132, kind: 'rook', player: 'A' },
        { square: 127, kind: 'rook', player: 'B' },
      ],
    });
    const n = createBridgeNetwork(b, {
      transporters: [{ number: 41, main: 600, secondary: 601 }],
      laid: [{ square: 129, transporter: 41 }],
    });
    expect(pieceRuinCheck(b, n, 132, 129)).toEqual({ allowed: false, distance: 3, refusal: 'defended' });
    // B's cannon on 85 (manned) firing toward CD covers 107, 129, 151.
    const f = createBoard({
      terrain: { water: [129] },
      pieces: [
        { square: 132, kind: 'rook', player: 'A' },
        { square: 63, kind: 'knight', player: 'B' },
      ],
      devices: [{ artillerists: 63, gun: 85, variant: 'axial' }],
    });
    expect(
      pieceRuinCheck(
        f,
        createBridgeNetwork(f, {
          transporters: [{ number: 41, main: 600, secondary: 601 }],
          laid: [{ square: 129, transporter: 41 }],
        }),
        132,
        129,
      ).refusal,
    ).toBe('in-owner-field');
  });

  test('a cannon ruins any or all in its field at once, a mortar one (§164, §165)', () => {
    const row = HELLWIG_BRIDGE_EXAMPLES.find((r) => r.id === 'hellwig-s164-cannon-620');
    if (row?.kind !== 'bridge-ruin-artillery') throw new Error('row missing');
    const b = createBoard(row.inputs.board);
    const n = createBridgeNetwork(b, row.inputs.network);
    expect([
      ...ruinByArtillery(
        b,
        n,
        { artillerists: 621, gun: 620, variant: 'axial' },
        { laid: [617, 618, 619] },
      ).network.laid.keys(),
    ]).toEqual([641, 642, 643]);
    expect([
      ...ruinByArtillery(b, n, { artillerists: 621, gun: 620, variant: 'axial' }, { laid: [617] }).network.laid.keys(),
    ]).toEqual([618, 619, 641, 642, 643]);
    const mortar = { artillerists: 639, gun: 640, kind: 'howitzer' } as const;
    expect(codeOf(() => ruinByArtillery(b, n, mortar, { laid: [641, 642] }))).toBe('OUT_OF_RANGE');
    expect([...ruinByArtillery(b, n, mortar, { laid: [642] }).network.laid.keys()]).toEqual([617, 618, 619, 641, 643]);
    // §167 (9): a mortar does not ruin a bridge carrying a breastwork.
    expect(artilleryRuinable(b, n, mortar, [642]).laid).toEqual([641, 643]);
  });
});

describe('properties', () => {
  /** A random river of plate II around the transporter on 147 and 169, and a random order of trying squares. */
  const riverArb = fc
    .uniqueArray(fc.integer({ min: 1, max: 300 }), { maxLength: 40 })
    .map((xs) => xs.filter((x) => x !== 147 && x !== 169));

  function layAll(
    water: readonly number[],
    order: readonly number[],
  ): { board: ReturnType<typeof createBoard>; network: BridgeNetwork; laid: number[] } {
    const board = createBoard({ terrain: { water }, pieces: [{ square: 169, kind: 'knight', player: 'A' }] });
    let network = createBridgeNetwork(board, { transporters: [{ number: 1, main: 169, secondary: 147 }] });
    const laid: number[] = [];
    for (const s of order) {
      if (layingSquares(board, network, 1).includes(s as never)) {
        network = layBridge(board, network, 1, s);
        laid.push(s);
      }
    }
    return { board, network, laid };
  }

  const touch = (a: number, b: number) => hellwig.chebyshevDistance(a, b, plateII) === 1;

  test('laying order is a touch order: each bridge touches the transporter or one laid before it (§146)', () => {
    fc.assert(
      fc.property(riverArb, fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 30 }), (water, order) => {
        const { laid } = layAll(water, [...order, ...water]);
        laid.forEach((s, i) => {
          expect(water).toContain(s);
          expect(touch(s, 147) || touch(s, 169) || laid.slice(0, i).some((p) => touch(p, s))).toBe(true);
        });
        expect(laid.length).toBeLessThanOrEqual(4);
      }),
      { numRuns: 200 },
    );
  });

  test('every bridge laid is connected, so the holder may break each down (§158)', () => {
    fc.assert(
      fc.property(riverArb, (water) => {
        const { board, network, laid } = layAll(water, water);
        expect([...connectedBridges(board, network, 1)]).toEqual([...laid].sort((a, b) => a - b));
        expect([...breakableBridges(board, network, 1)]).toEqual([...laid].sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });

  test(
    'a bridge is connected exactly when it can be reached from the transporter through touching bridges of its ' +
      'number (§158)',
    () => {
      fc.assert(
        fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 300 }), { maxLength: 12 }), (laidSquares) => {
          const laid = laidSquares.filter((x) => x !== 147 && x !== 169).slice(0, 4);
          const board = createBoard({
            terrain: { water: laid },
            pieces: [{ square: 169, kind: 'knight', player: 'A' }],
          });
          const network = createBridgeNetwork(board, {
            transporters: [{ number: 1, main: 169, secondary: 147 }],
            laid: laid.map((square) => ({ square, transporter: 1 })),
          });
          const connected = new Set<number>(connectedBridges(board, network, 1));
          // Flood fill, independently: a bridge joins when it touches the transporter or a bridge already joined.
          const reach = new Set<number>();
          let grew = true;
          while (grew) {
            grew = false;
            for (const s of laid) {
              if (!reach.has(s) && (touch(s, 147) || touch(s, 169) || [...reach].some((r) => touch(r, s)))) {
                reach.add(s);
                grew = true;
              }
            }
          }
          expect(connected).toEqual(reach);
          expect(new Set<number>(breakableBridges(board, network, 1))).toEqual(reach);
        }),
        { numRuns: 300 },
      );
    },
  );

  test('ruin never adds a bridge (§159)', () => {
    fc.assert(
      fc.property(riverArb, fc.integer({ min: 0, max: 3 }), (water, k) => {
        const { board, network, laid } = layAll(water, water);
        if (laid.length === 0) return;
        const r = ruinByHolder(board, network, 1, { laid: laid.slice(0, k + 1) });
        expect(r.network.laid.size).toBeLessThan(network.laid.size);
        for (const s of r.network.laid.keys()) expect(network.laid.has(s)).toBe(true);
        const before = network.transporters[0]?.aboard;
        const after = r.network.transporters[0]?.aboard ?? { main: 0, secondary: 0 };
        expect(after.main + after.secondary).toBeLessThanOrEqual((before?.main ?? 0) + (before?.secondary ?? 0));
      }),
      { numRuns: 200 },
    );
  });
});

describe('hostile input is refused with a RuleError', () => {
  // Every bridge export of the barrel, fed argument lists drawn from good values and bad ones.
  const board = createBoard({
    terrain: { water: RIVER },
    bridges: [124],
    pieces: [
      { square: 169, kind: 'knight', player: 'A' },
      { square: 124, kind: 'rook', player: 'B' },
      { square: 81, kind: 'knight', player: 'B' },
    ],
    devices: [{ artillerists: 81, gun: 80, variant: 'left' }],
  });
  const network = createBridgeNetwork(board, {
    transporters: [
      { number: 1, main: 169, secondary: 147 },
      { number: 41, main: 600, secondary: 601 },
    ],
    laid: [
      { square: 124, transporter: 1 },
      { square: 103, transporter: 41 },
    ],
  });
  const pool = fc.oneof(
    fc.constantFrom<unknown>(
      board,
      network,
      169,
      124,
      103,
      1,
      41,
      'main',
      'secondary',
      'A',
      { artillerists: 81, gun: 80, variant: 'left' },
      { laid: [124] },
      [124],
      {},
      { exposed: [124] },
      { contested: 'allowed' },
      3,
    ),
    fc.constantFrom<unknown>(
      null,
      undefined,
      NaN,
      -0,
      1e300,
      Symbol('x'),
      5n,
      [NaN],
      { laid: [NaN] },
      { main: -1 },
      Object.create(null),
      { ...network },
      { ...board, grid: { ...plateII, columns: 21 } },
      { ...board, pieces: [] },
      { ...board, pieces: new Map([[5, null]]) },
    ),
    fc.anything(),
  );
  const exports = {
    createBridgeNetwork,
    bridgedBoard,
    connectedBridges,
    layingSquares,
    layBridge,
    breakableBridges,
    breakDown,
    ruinByHolder,
    ruinBySecondaryHolder,
    ruinOnLeaving,
    pieceRuinCheck,
    bridgesRuinableBy,
    ruinByPiece,
    artilleryRuinable,
    ruinByArtillery,
    positionContest,
  } as Record<string, (...a: unknown[]) => unknown>;
  keepsContract(exports, pool, 6);
});
