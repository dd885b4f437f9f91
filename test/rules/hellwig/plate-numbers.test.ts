/**
 * The rows of plate numbers and the inventory (examples/plate-numbers.ts): each computed by the engine and compared
 * with what the book says, each quoting its line under its §; and the engine functions they run through keep their
 * contract on bad input.
 */
import { describe, expect, test } from 'vitest';
import {
  HELLWIG_PLATE_NUMBERS_EXAMPLES,
  type PlateNumbersExample,
} from '../../../src/rules/hellwig/examples/plate-numbers.ts';
import { HELLWIG_SOURCE_FILE } from '../../../src/rules/hellwig/examples/types.ts';
import {
  ARTILLERY_RANGE,
  BREASTWORK_MARKERS_PER_PLAYER,
  BRIDGE_SETS,
  BRIDGE_TRANSPORTERS_PER_PLAYER,
  FIELD_LENGTH,
  SECOND_SCHOOL_PLAN,
  bridgesFor,
  enlargedPlanArea,
  markersAtSetUp,
  planSquares,
  plateII,
  plateIII,
  plateIIITerrain,
  rectangleOf,
  toSquare,
  touchingGroups,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf, SOURCE_LINES, sectionOf } from './source.ts';

function run(row: PlateNumbersExample): unknown {
  switch (row.kind) {
    case 'terrain-squares': {
      const kinds = [...new Set(row.inputs.squares.map((s) => plateIIITerrain(s).terrain))];
      const terrain = kinds.length === 1 ? kinds[0] : kinds;
      return row.inputs.grouped ? { terrain, groups: touchingGroups(row.inputs.squares, plateIII) } : { terrain };
    }
    case 'plate-ii-blocks':
      return {
        blocks: row.inputs.blocks.map((b) => {
          const r = rectangleOf(
            b.map((n) => toSquare(n, plateII)),
            plateII,
          );
          return r && r.rows * r.columns === b.length ? { rows: r.rows, columns: r.columns } : undefined;
        }),
      };
    case 'plan-size': {
      const squares = planSquares(row.inputs.length, row.inputs.width);
      const { columns, rows, size } = plateIII;
      return row.inputs.plateIII ? { squares, plateIII: { columns, rows, size } } : { squares };
    }
    case 'preface-scale':
      return { march: ARTILLERY_RANGE, range: FIELD_LENGTH, area: enlargedPlanArea(row.inputs.times) };
    case 'bridge-inventory':
      return {
        transporters: BRIDGE_TRANSPORTERS_PER_PLAYER,
        bridges: bridgesFor(BRIDGE_TRANSPORTERS_PER_PLAYER),
        sets: [BRIDGE_SETS.A, BRIDGE_SETS.B],
      };
    case 'breastwork-markers':
      return { ...markersAtSetUp(), inventory: BREASTWORK_MARKERS_PER_PLAYER };
  }
}

/** The heading printed "§. 197." over the plan (l.1337) is §198 by the Table of Contents, as the edition numbers it. */
const EDITION_SECTION: ReadonlyMap<string, string> = new Map([['§197', '§198']]);

describe('plate numbers and the inventory: golden rows', () => {
  test.each(HELLWIG_PLATE_NUMBERS_EXAMPLES.map((r) => [r.id, r] as const))('%s', (_id, row) => {
    expect(run(row)).toEqual(row.outcome);
  });

  test('ids are unique and say which § (or the preface) they come from', () => {
    const ids = HELLWIG_PLATE_NUMBERS_EXAMPLES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of HELLWIG_PLATE_NUMBERS_EXAMPLES)
      expect(r.id.startsWith(r.cite === 'Preface' ? 'hellwig-preface-' : `hellwig-s${r.cite.slice(1)}-`)).toBe(true);
  });

  test.each(HELLWIG_PLATE_NUMBERS_EXAMPLES.map((r) => [r.id, r] as const))(
    '%s quotes its source line, under its §',
    (_id, r) => {
      expect(r.source.file).toBe(HELLWIG_SOURCE_FILE);
      expect(r.source.quote.length).toBeGreaterThanOrEqual(10);
      expect(SOURCE_LINES[r.source.line - 1] ?? '').toContain(r.source.quote);
      if (r.cite === 'Preface') expect(r.source.line).toBeLessThan(sectionLineOfFirst());
      else {
        const printed = sectionOf(r.source.line);
        expect(EDITION_SECTION.get(printed) ?? printed).toBe(r.cite);
      }
    },
  );

  test('a row that names a correction says what it corrects', () => {
    for (const r of HELLWIG_PLATE_NUMBERS_EXAMPLES) if ('corrected' in r) expect(r.corrected).toMatch(/"[^"]+"/);
  });
});

/** The line of the first § heading: the preface stands before it. */
function sectionLineOfFirst(): number {
  return SOURCE_LINES.findIndex((l) => /^§\. ?1\./.test(l)) + 1;
}

describe('the functions the rows run through', () => {
  test('plate III is the plan of 49 × 33 that §198 reckons, and the second school’s plan is §261’s', () => {
    expect(planSquares(plateIII.columns, plateIII.rows)).toBe(plateIII.size);
    expect(planSquares(SECOND_SCHOOL_PLAN.length, SECOND_SCHOOL_PLAN.width)).toBe(2640);
  });

  test('bridges go 4 to a transporter; the two sets of numbers hold a player’s transporters each', () => {
    expect(bridgesFor(0)).toBe(0);
    expect(bridgesFor(38)).toBe(152);
    for (const [first, last] of [BRIDGE_SETS.A, BRIDGE_SETS.B])
      expect(last - first + 1).toBe(BRIDGE_TRANSPORTERS_PER_PLAYER);
  });

  test('squares that touch only through another join its group; squares apart stay apart', () => {
    expect(touchingGroups([1, 3, 2], plateII)).toEqual([[1, 3, 2]]);
    expect(touchingGroups([1, 3], plateII)).toEqual([[1], [3]]);
    // 221, 222 touch; 19 and 160 lie apart (§25's marsh, by the serpentine numbering).
    expect(touchingGroups([221, 222, 19, 160], plateIII)).toEqual([[221, 222], [19], [160]]);
  });

  test.each([
    ['planSquares(0, 3)', () => planSquares(0, 3), 'OUT_OF_RANGE'],
    ['planSquares(2.5, 3)', () => planSquares(2.5, 3), 'BAD_COUNT'],
    ['enlargedPlanArea(NaN)', () => enlargedPlanArea(Number.NaN), 'BAD_COUNT'],
    ['bridgesFor(41)', () => bridgesFor(41), 'OUT_OF_RANGE'],
    ['bridgesFor(-1)', () => bridgesFor(-1), 'OUT_OF_RANGE'],
    ['touchingGroups([0])', () => touchingGroups([0], plateIII), 'OFF_BOARD'],
    ['touchingGroups(5)', () => touchingGroups(5 as never, plateIII), 'BAD_INPUT'],
  ] as const)('%s is refused with %s', (_name, f, code) => {
    expect(codeOf(f)).toBe(code);
  });
});
