/**
 * Hellwig's examples that are numbers of the plates and of the inventory (notes §5.9 E107, E119–E121, E124, E125): the
 * terrain squares §§24–29 name on plate III, which the serpentine numbering makes lie together; §260's squares of
 * plate II; the plans' sizes (§198, §261) and the preface's scale; the bridges (§192, §196) and breastwork markers
 * (§192, §212–§213) of one player. Kept apart from `HELLWIG_EXAMPLES`, as the other tables of the second half are;
 * `test/rules/hellwig/plate-numbers.test.ts` runs these.
 */
import type { WorkedExample } from '../../types.ts';
import type { Terrain } from '../types.ts';
import { line, rowsOf } from './row.ts';

/** What a row of plate numbers runs through, and its inputs and outcome. */
export interface PlateNumbersExampleShapes {
  /**
   * `plateIIITerrain` of each square, all of one terrain; `touchingGroups` on plate III where the row asks how they lie
   * together (§24–§29).
   */
  'terrain-squares': {
    inputs: { squares: readonly number[]; grouped?: boolean };
    outcome: { terrain: Terrain; groups?: readonly (readonly number[])[] };
  };
  /** `rectangleOf` each block of plate II: its rows and columns (§260). */
  'plate-ii-blocks': {
    inputs: { blocks: readonly (readonly number[])[] };
    outcome: { blocks: readonly { rows: number; columns: number }[] };
  };
  /** `planSquares(length, width)`, and plate III's own size where the row names it (§198, §261). */
  'plan-size': {
    inputs: { length: number; width: number; plateIII?: boolean };
    outcome: { squares: number; plateIII?: { columns: number; rows: number; size: number } };
  };
  /** The day's march with artillery to its range, and `enlargedPlanArea(times)` (Preface). */
  'preface-scale': { inputs: { times: number }; outcome: { march: number; range: number; area: number } };
  /** §192's bridge-transporters, `bridgesFor` them, and §196's two sets of numbers. */
  'bridge-inventory': {
    inputs: Record<string, never>;
    outcome: { transporters: number; bridges: number; sets: readonly (readonly [number, number])[] };
  };
  /** `markersAtSetUp` against §192's count of breastwork markers (§212–§213). */
  'breastwork-markers': {
    inputs: Record<string, never>;
    outcome: { fortress: number; reserve: number; total: number; inventory: number };
  };
}
export type PlateNumbersExampleKind = keyof PlateNumbersExampleShapes;
export type PlateNumbersExampleOf<K extends PlateNumbersExampleKind> = WorkedExample<
  K,
  PlateNumbersExampleShapes[K]['inputs'],
  PlateNumbersExampleShapes[K]['outcome']
>;
export type PlateNumbersExample = {
  [K in PlateNumbersExampleKind]: PlateNumbersExampleOf<K>;
}[PlateNumbersExampleKind];

const ex = rowsOf<PlateNumbersExampleShapes>();

/** The rows, in the order of the book (the preface first). */
export const HELLWIG_PLATE_NUMBERS_EXAMPLES: readonly PlateNumbersExample[] = [
  ex(
    'preface-scale',
    'hellwig-preface-scale',
    'A day’s march with artillery to its range as 4 to 3; the plan sixteen times larger: 176 square feet',
    'Preface',
    line(77, 'would therefore in that case be 176 square feet'),
    { times: 16 },
    { march: 4, range: 3, area: 176 },
  ),
  ex(
    'terrain-squares',
    'hellwig-s24-mountains',
    'The mountains 82, 114, 115 and 306, 381: two massifs on plate III',
    '§24',
    line(392, 'Terrain of this kind is found on the plan over squares 82, 114, 115, 306, 381'),
    { squares: [82, 114, 115, 306, 381], grouped: true },
    {
      terrain: 'mountain',
      groups: [
        [82, 114, 115],
        [306, 381],
      ],
    },
  ),
  ex(
    'terrain-squares',
    'hellwig-s25-marsh',
    'The marsh on 221, 222, 19 and 160',
    '§25',
    line(394, 'Such places are found on the plan over squares 221, 222, 19, 160'),
    { squares: [221, 222, 19, 160] },
    { terrain: 'marsh' },
  ),
  ex(
    'terrain-squares',
    'hellwig-s27-defiles',
    'The defiles 25, 26, 27, 28, 123, 224 and 406: open ground',
    '§27',
    line(398, 'squares 25, 26, 27, and 28, 123, 224, 406, etc. lie in defiles'),
    { squares: [25, 26, 27, 28, 123, 224, 406] },
    { terrain: 'open' },
  ),
  ex(
    'terrain-squares',
    'hellwig-s29-village',
    'The buildings 514, 565, 564, 563, 516: one village on plate III',
    '§29',
    line(402, 'Buildings of this kind are found on the plan over squares 514, 565, 564, 563, 516'),
    { squares: [514, 565, 564, 563, 516], grouped: true },
    { terrain: 'building', groups: [[514, 565, 564, 563, 516]] },
  ),
  ex(
    'bridge-inventory',
    'hellwig-s192-bridges',
    'Each player’s 40 bridge-transporters carry 160 bridges, numbered 1–40 and 41–80',
    '§192',
    line(1315, '40 Bridge-transporters, and for these 38 [sic] — 160 Bridges'),
    {},
    {
      transporters: 40,
      bridges: 160,
      sets: [
        [1, 40],
        [41, 80],
      ],
    },
    '"38 [sic]" left out: 40 bridge-transporters of 4 bridges make the 160 printed, 38 would make 152',
  ),
  ex(
    'plan-size',
    'hellwig-s198-plan',
    'Plate III: 49 × 33 = 1617 squares',
    '§198',
    line(1338, 'the plan is thereby divided into 1617 equal squares'),
    { length: 49, width: 33, plateIII: true },
    { squares: 1617, plateIII: { columns: 49, rows: 33, size: 1617 } },
  ),
  ex(
    'breastwork-markers',
    'hellwig-s212-markers',
    'The fortress’s 20 squares of 4 markers and the 40 in reserve: §192’s 120',
    '§212',
    line(1456, 'In the fortress there are 20 squares, each to be covered with 4 markers for breastworks'),
    {},
    { fortress: 80, reserve: 40, total: 120, inventory: 120 },
  ),
  ex(
    'plate-ii-blocks',
    'hellwig-s260-special-terrain',
    'The special terrains 111, 112, 133, 134 and 199, 200, 221, 222 of plate II: two 2 × 2 blocks',
    '§260',
    line(1652, 'colouring the squares 111, 112, 133, and 134 accordingly'),
    {
      blocks: [
        [111, 112, 133, 134],
        [199, 200, 221, 222],
      ],
    },
    {
      blocks: [
        { rows: 2, columns: 2 },
        { rows: 2, columns: 2 },
      ],
    },
  ),
  ex(
    'plan-size',
    'hellwig-s261-second-school-plan',
    'The second school’s plan: 66 × 40 = 2640 squares',
    '§261',
    line(1654, 'It thus contains 2640 fields'),
    { length: 66, width: 40 },
    { squares: 2640 },
  ),
];
