import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HELLWIG_SUPPLY_EXAMPLES, type SupplyExample } from '../../../src/rules/hellwig/examples/supply.ts';
import {
  DEPOT_REACH,
  barredSupplySquares,
  captureDepot,
  coordsOf,
  createBoard,
  createDepots,
  depotField,
  depotRuinMeans,
  depotSites,
  establishDepot,
  fortressSquares,
  isSupplied,
  mayEstablishAgain,
  navigableWater,
  plateII,
  plateIII,
  ruinDepot,
  supplyDeadline,
  supplyLine,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf, tableQuotesItsLines } from './source.ts';

/** What the engine says of a row, in the shape of its outcome. */
function run(row: SupplyExample): unknown {
  const board = createBoard(row.inputs.board);
  switch (row.kind) {
    case 'depot-field': {
      const field = depotField(board, row.inputs.depot);
      const cells = field.map((s) => ({ s, ...coordsOf(s, board.grid) }));
      const rows = cells.map((c) => c.row);
      const cols = cells.map((c) => c.col);
      const edge = (r: number, c: number): number => cells.find((x) => x.row === r && x.col === c)?.s ?? 0;
      const [r0, r1, c0, c1] = [Math.min(...rows), Math.max(...rows), Math.min(...cols), Math.max(...cols)];
      return {
        count: field.length,
        corners: [edge(r0, c0), edge(r0, c1), edge(r1, c0), edge(r1, c1)].sort((a, b) => a - b),
      };
    }
    case 'supply-barred': {
      const barred = new Set(barredSupplySquares(board, row.inputs.player).map((b) => b.square as number));
      return { barred: row.inputs.squares.filter((s) => barred.has(s)) };
    }
    case 'navigable': {
      const options = row.inputs.enemyBridges === undefined ? {} : { enemyBridges: row.inputs.enemyBridges };
      const reached = new Set<number>(navigableWater(board, row.inputs.player, row.inputs.from, options));
      return {
        reaches: row.outcome.reaches.filter((s) => reached.has(s)),
        stopsShortOf: row.outcome.stopsShortOf.filter((s) => !reached.has(s)),
      };
    }
  }
}

describe('Hellwig supply examples (golden)', () => {
  test.each(HELLWIG_SUPPLY_EXAMPLES.map((row) => [row.id, row] as const))('%s', (_id, row) => {
    expect(run(row)).toEqual(row.outcome);
  });
});

describe('the supply example table', () => {
  tableQuotesItsLines(HELLWIG_SUPPLY_EXAMPLES);

  test('the corrected rows name the printed number they replace, which is off the piece’s lines', () => {
    const rook = HELLWIG_SUPPLY_EXAMPLES.find((r) => r.id === 'hellwig-s258-rook-574');
    const bishop = HELLWIG_SUPPLY_EXAMPLES.find((r) => r.id === 'hellwig-s258-bishop-801');
    expect(rook?.corrected).toMatch(/^956 → 966/);
    expect(bishop?.corrected).toMatch(/^951 → 967/);
    const b = createBoard({
      plate: 'III',
      pieces: [
        { square: 574, kind: 'rook', player: 'B' },
        { square: 801, kind: 'bishop', player: 'B' },
      ],
    });
    const barred = barredSupplySquares(b, 'A').map((x) => x.square as number);
    expect(barred).not.toContain(956);
    expect(barred).not.toContain(951);
  });
});

const knight = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'knight' as const, player });

describe('depots (§244–§253)', () => {
  test('a depot lies on white, black or building ground, not on water under a bridge (§245)', () => {
    const b = createBoard({ terrain: { water: [100], mountain: [101], building: [102] }, bridges: [100] });
    expect(codeOf(() => createDepots(b, [{ square: 100, owner: 'A' }]))).toBe('BLOCKED');
    expect(codeOf(() => createDepots(b, [{ square: 101, owner: 'A' }]))).toBe('BLOCKED');
    expect(codeOf(() => createDepots(b, [{ square: 102, owner: 'A' }]))).toBe('no error');
    expect(
      codeOf(() =>
        createDepots(b, [
          { square: 102, owner: 'A' },
          { square: 102, owner: 'B' },
        ]),
      ),
    ).toBe('OVERLAP');
  });

  test('a piece within one cannon-shot that can occupy the square establishes it (§247)', () => {
    const b = createBoard({ pieces: [knight(200)], terrain: { water: [222] }, bridges: [222] });
    const depots = createDepots(b);
    const sites = depotSites(b, depots, 'A');
    expect(sites).toContain(200);
    expect(sites).toContain(243);
    // 201 is beside it, but a knight cannot occupy it next move; 222 is a bridge (§245).
    expect(sites).not.toContain(201);
    expect(sites).not.toContain(222);
    expect(establishDepot(b, depots, 'A', 243).depots.get(243 as never)).toEqual({ square: 243, owner: 'A' });
    expect(codeOf(() => establishDepot(b, depots, 'A', 201))).toBe('BLOCKED');
  });

  test('troops in the field of one of their depots are fed (§248, §249)', () => {
    const b = createBoard({ plate: 'III' });
    const depots = createDepots(b, [{ square: 818, owner: 'A' }]);
    expect(isSupplied(b, depots, 'A', 618)).toBe(true);
    expect(isSupplied(b, depots, 'A', 617)).toBe(false);
    expect(isSupplied(b, depots, 'B', 818)).toBe(false);
  });

  test('the three means of ruin (§250): artillery, stronger pieces unless covered, the holder', () => {
    const b = createBoard({
      pieces: [knight(300, 'B'), knight(223), { square: 269, kind: 'leaping-queen', player: 'B' }],
      devices: [{ artillerists: 300, gun: 301, variant: 'axial' }],
    });
    // B's gun on 301 fires toward BD (away from 300): 302, 303, 304.
    const depots = createDepots(b, [
      { square: 303, owner: 'A' },
      { square: 245, owner: 'A' },
    ]);
    expect(depotRuinMeans(b, depots, 303, 'B')).toEqual(['artillery']);
    // 245: A's knight on 223 beside it cannot cover it; B's leaping queen on 269 attacks it by a knight's leap.
    expect(depotRuinMeans(b, depots, 245, 'B')).toEqual(['pieces']);
    expect(depotRuinMeans(b, depots, 245, 'A')).toEqual([]);
    expect(ruinDepot(b, depots, 303, 'B').depots.has(303 as never)).toBe(false);
    expect(codeOf(() => ruinDepot(b, depots, 245, 'A'))).toBe('BLOCKED');
    const held = createBoard({ pieces: [knight(245)] });
    expect(depotRuinMeans(held, createDepots(held, [{ square: 245, owner: 'A' }]), 245, 'A')).toEqual(['holder']);
  });

  test('a depot held through the owner’s next move changes hands (§252)', () => {
    const b = createBoard({ pieces: [knight(245, 'B')] });
    const depots = createDepots(b, [{ square: 245, owner: 'A' }]);
    expect(captureDepot(b, depots, 245).depots.get(245 as never)?.owner).toBe('B');
    const empty = createBoard();
    expect(codeOf(() => captureDepot(empty, createDepots(empty, [{ square: 245, owner: 'A' }]), 245))).toBe('BLOCKED');
  });

  test('three moves to reach a field, six before a new depot, counted jointly (§249, §251, §253, §254, §259)', () => {
    expect(supplyDeadline(10, 10, false)).toEqual({ kind: 'counting', movesLeft: 3 });
    expect(supplyDeadline(10, 12, false)).toEqual({ kind: 'counting', movesLeft: 1 });
    expect(supplyDeadline(10, 13, false)).toEqual({ kind: 'expired' });
    expect(supplyDeadline(10, 13, true)).toEqual({ kind: 'met' });
    expect(codeOf(() => supplyDeadline(14, 13, false))).toBe('OUT_OF_RANGE');
    expect([15, 16].map((now) => mayEstablishAgain(10, now))).toEqual([false, true]);
  });

  test('property: a field is the 9 × 9 block clipped to the plate, the depot at its centre (§248)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: plateIII.size }), (three, n) => {
        const grid = three ? plateIII : plateII;
        const square = ((n - 1) % grid.size) + 1;
        const b = createBoard({ plate: grid.name });
        const field = depotField(b, square);
        const { row, col } = coordsOf(square, grid);
        const rows = Math.min(row + DEPOT_REACH, grid.rows - 1) - Math.max(row - DEPOT_REACH, 0) + 1;
        const cols = Math.min(col + DEPOT_REACH, grid.columns - 1) - Math.max(col - DEPOT_REACH, 0) + 1;
        expect(field.length).toBe(rows * cols);
        expect(field.length).toBeLessThanOrEqual(81);
        expect(field).toContain(square);
      }),
      { numRuns: 200 },
    );
  });
});

describe('communication with the main magazine (§255–§259)', () => {
  const river = Array.from({ length: 22 }, (_, i) => 221 + i);

  test('supply passes by land where no enemy piece reaches (§258 (1))', () => {
    // The rook on 100 (row 4, column 11 from 0) bars its whole row and file: a cross no supply passes.
    const b = createBoard({ pieces: [{ square: 100, kind: 'rook', player: 'B' }] });
    expect(supplyLine(b, 'A', 500, [660]).open).toBe(true);
    const shut = supplyLine(b, 'A', 500, [20]);
    expect(shut.open).toBe(false);
    if (!shut.open) expect(new Set(shut.barred.map((x) => x.reason))).toEqual(new Set(['enemy-reach']));
  });

  test('a river carries supply past a land barrier, until an enemy bridge crosses it (§256, §257)', () => {
    const bridged = createBoard({ terrain: { water: river }, bridges: [230] });
    expect(supplyLine(bridged, 'A', 199, [243]).open).toBe(true);
    expect(navigableWater(bridged, 'A', 221, { enemyBridges: [230] })).toEqual(river.filter((s) => s < 230));
    expect(codeOf(() => navigableWater(bridged, 'A', 221, { enemyBridges: [231] }))).toBe('BAD_INPUT');
    expect(codeOf(() => navigableWater(bridged, 'A', 199))).toBe('BAD_INPUT');
  });

  test('enemy artillery’s field bars land and river alike (§257, §258 (2))', () => {
    const b = createBoard({
      terrain: { water: river },
      pieces: [knight(184, 'B')],
      devices: [{ artillerists: 184, gun: 206, variant: 'axial' }],
    });
    expect(barredSupplySquares(b, 'A').find((x) => x.square === 228)).toEqual({
      square: 228,
      reason: 'enemy-artillery',
    });
    expect(navigableWater(b, 'A', 221)).not.toContain(228);
  });

  test(
    'on plate III the fortress is the main magazine: the depot on 818 reaches fortress B, until it is ringed ' +
      '(§243)',
    () => {
      const open = createBoard({ plate: 'III' });
      const line = supplyLine(open, 'A', 818, fortressSquares('B'));
      expect(line.open && fortressSquares('B').includes(line.path.at(-1) as never)).toBe(true);
      // B's rooks on the corners of a box round 818 (rows 14 and 18, columns 31 and 35 from 0) bar its four sides.
      const ringed = createBoard({
        plate: 'III',
        pieces: [718, 722, 914, 918].map((square) => ({ square, kind: 'rook' as const, player: 'B' as const })),
      });
      expect(barredSupplySquares(ringed, 'A').some((b) => b.square === 818)).toBe(false);
      const shut = supplyLine(ringed, 'A', 818, fortressSquares('B'));
      expect(shut.open).toBe(false);
      if (!shut.open) expect(shut.barred).toHaveLength(12);
    },
  );

  test('property: communication is symmetric (§255)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: plateII.size }),
        fc.integer({ min: 1, max: plateII.size }),
        fc.integer({ min: 1, max: plateII.size }),
        (a, z, rook) => {
          fc.pre(!river.includes(rook));
          const b = createBoard({ terrain: { water: river }, pieces: [{ square: rook, kind: 'rook', player: 'B' }] });
          expect(supplyLine(b, 'A', a, [z]).open).toBe(supplyLine(b, 'A', z, [a]).open);
        },
      ),
      { numRuns: 100 },
    );
  });
});
