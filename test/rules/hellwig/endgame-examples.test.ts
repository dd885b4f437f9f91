/**
 * The golden tables of cutting off, the fortress and plate III (§13, §182–§190, §197–§231): every row
 * run through the engine and compared with what the book says, and every row's quote found on its line.
 * The properties of each part stay in its own test file.
 */
import { describe, expect, test } from 'vitest';
import {
  HELLWIG_CUTTING_OFF_EXAMPLES,
  type CuttingOffExample,
} from '../../../src/rules/hellwig/examples/cutting-off.ts';
import { HELLWIG_FORTRESS_EXAMPLES, type FortressExample } from '../../../src/rules/hellwig/examples/fortress.ts';
import { HELLWIG_PLATE_III_EXAMPLES, type PlateIIIExample } from '../../../src/rules/hellwig/examples/plate-iii.ts';
import {
  DIVIDING_ROW,
  FORTRESSES,
  blockadeOutcome,
  blockadeStep,
  conquest,
  coordsOf,
  createBoard,
  communication,
  cornersOf,
  cutOffOutcome,
  dividingSurface,
  fortressCommunication,
  fortressSquares,
  isGameDecided,
  mayMoveAcross,
  outerDitch,
  plateIII,
  rectangleOf,
  rotationOrder,
  sideOfDivide,
  territoryBoundary,
  territoryOf,
  turnedSquare,
  victoryFlags,
  type BlockadeCount,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf, tableQuotesItsLines } from './source.ts';

function runCuttingOff(row: CuttingOffExample): unknown {
  if (row.kind === 'cut-off') {
    const { declaredAt, ownMoves, communicates } = row.inputs;
    return cutOffOutcome(declaredAt === undefined ? undefined : { declaredAt }, ownMoves, communicates);
  }
  const { board, corps, other, options } = row.inputs;
  const c = communication(createBoard(board), 'A', corps, other, options);
  const named = new Set<number>(c.communicates ? c.path : c.cut.map((x) => x.square));
  const names = row.outcome.names?.filter((s) => named.has(s));
  return names === undefined ? { communicates: c.communicates } : { communicates: c.communicates, names };
}

function runFortress(row: FortressExample): unknown {
  switch (row.kind) {
    case 'fortress-centre':
      return { centre: FORTRESSES[row.inputs.sheet].centre };
    case 'fortress-block': {
      const squares = fortressSquares(row.inputs.sheet);
      const r = rectangleOf(squares, plateIII);
      return { count: squares.length, corners: r ? [...cornersOf(r, plateIII)].sort((a, b) => a - b) : [] };
    }
    case 'fortress-contains': {
      const inside = new Set<number>(fortressSquares(row.inputs.sheet));
      return { inside: row.inputs.squares.filter((s) => inside.has(s)) };
    }
    case 'outer-ditch': {
      const ditch = new Set<number>(outerDitch(row.inputs.sheet));
      return { on: row.inputs.squares.filter((s) => ditch.has(s)) };
    }
    case 'conquest': {
      const { occupied, answered, sheet, garrison } = row.inputs;
      return { kind: conquest(createBoard(occupied), createBoard(answered), sheet, garrison).kind };
    }
    case 'fortress-communication': {
      const { board, sheet, garrison } = row.inputs;
      return { communicates: fortressCommunication(createBoard(board), sheet, garrison).communicates };
    }
    case 'blockade': {
      let count: BlockadeCount | undefined;
      for (const [event, times] of row.inputs.events)
        for (let i = 0; i < times; i++) count = blockadeStep(count, event);
      return blockadeOutcome(count);
    }
    case 'game-decided':
      return { decided: isGameDecided(row.inputs.enemyFortresses) };
    case 'victory-flags': {
      const { end, agreed } = row.inputs;
      const code = codeOf(() => victoryFlags(end, agreed));
      return code === 'no error' ? victoryFlags(end, agreed) : { error: code };
    }
  }
}

function runPlateIII(row: PlateIIIExample): unknown {
  switch (row.kind) {
    case 'turned':
      return { images: row.inputs.squares.map((s) => turnedSquare(s)) };
    case 'dividing-surface': {
      const d = dividingSurface();
      const rows = new Set(d.map((s) => coordsOf(s, plateIII).row));
      return { first: d[0], last: d.at(-1), count: d.length, row: rows.size === 1 ? [...rows][0] : -1 };
    }
    case 'divide-side':
      return { sides: row.inputs.squares.map((s) => sideOfDivide(s)) };
    case 'move-across':
      return { may: mayMoveAcross(row.inputs.half, row.inputs.squares) };
    case 'rotation': {
      const { takeBack, order } = rotationOrder(row.inputs.previous, row.inputs.last, row.inputs.count);
      return takeBack === undefined ? { order } : { takeBack, order };
    }
    case 'territory-line': {
      const line = territoryBoundary();
      const at = (s: number) => line.indexOf(s as never);
      const passes = row.inputs.squares.filter((s) => at(s) >= 0).sort((a, b) => at(a) - at(b));
      return { starts: line[0], ends: line.at(-1), passes };
    }
    case 'territory-of':
      return { territories: row.inputs.squares.map((s) => territoryOf(s)) };
  }
}

describe('cutting off (§182–§184): golden rows', () => {
  test.each(HELLWIG_CUTTING_OFF_EXAMPLES.map((r) => [r.id, r] as const))('%s', (_id, row) => {
    expect(runCuttingOff(row)).toEqual(row.outcome);
  });
  tableQuotesItsLines(HELLWIG_CUTTING_OFF_EXAMPLES);
});

describe('the fortress (§13, §186–§190, §210): golden rows', () => {
  test.each(HELLWIG_FORTRESS_EXAMPLES.map((r) => [r.id, r] as const))('%s', (_id, row) => {
    expect(runFortress(row)).toEqual(row.outcome);
  });
  tableQuotesItsLines(HELLWIG_FORTRESS_EXAMPLES);
});

describe('plate III and four players (§187–§231): golden rows', () => {
  test.each(HELLWIG_PLATE_III_EXAMPLES.map((r) => [r.id, r] as const))('%s', (_id, row) => {
    expect(runPlateIII(row)).toEqual(row.outcome);
  });
  tableQuotesItsLines(HELLWIG_PLATE_III_EXAMPLES);
  test('the dividing row is the middle row of the plan', () => {
    expect(DIVIDING_ROW).toBe((plateIII.rows - 1) / 2);
  });
});
