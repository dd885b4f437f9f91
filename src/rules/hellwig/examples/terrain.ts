/**
 * Hellwig's worked examples of terrain that changes or stands out (notes §5.4, §5.9 E118): howitzer
 * fire on buildings and its spread (§74–§77), and the hills of the second school (§235–§238). Kept
 * apart from `HELLWIG_EXAMPLES`, whose rows the board island presets; `test/rules/hellwig/terrain.test.ts`
 * runs these.
 *
 * Where the book leaves a set-up open (who mans the howitzer, which gun fires at a hill), the row fills
 * it in with the simplest choice that does not touch what is tested, and says so.
 */
import type { WorkedExample } from '../../types.ts';
import type { BoardSetup, DeviceSetup } from '../board.ts';
import type { FireBreakRefusal } from '../terrain.ts';
import type { HillGun, HillSetup } from '../hills.ts';
import { line, rowsOf } from './row.ts';
import { knight } from './setups.ts';

/** What a terrain row runs through, and its inputs and outcome. */
export interface TerrainExampleShapes {
  /**
   * `ignitable`, `ignite`, then `spreadSquares` and `spread` turn by turn; at the end which squares burn and which
   * are impassable on `burningBoard` (§74, §75).
   */
  'fire-spread': {
    inputs: { board: BoardSetup; device: DeviceSetup; ignite: number; spreads: readonly (readonly number[])[] };
    outcome: {
      ignitable: readonly number[];
      /** Before each spread, the buildings it may reach. */
      spreadable: readonly (readonly number[])[];
      burning: readonly number[];
      impassable: readonly number[];
    };
  };
  /** `fireBreakCheck` on a building beside the fire (§77, §78, §79). */
  'fire-break': {
    inputs: { board: BoardSetup; device: DeviceSetup; ignite: number; square: number };
    outcome: { allowed: boolean; by: readonly number[]; refusal?: FireBreakRefusal };
  };
  /** `createHills` then `heightAt` of the squares named (§235, §236). */
  'hill-heights': {
    inputs: { hills: readonly HillSetup[]; squares: readonly number[] };
    outcome: { heights: readonly number[] };
  };
  /** `hillField` (§238 (1), (4), (5)). */
  'hill-field': {
    inputs: { board: BoardSetup; hills: readonly HillSetup[]; device: DeviceSetup };
    outcome: { inEffect: readonly number[]; screened: readonly number[] };
  };
  /** `drivesOff` (§238 (2), (3), (6), (7)). */
  'hill-drive': {
    inputs: { attacker: HillGun; defender: HillGun };
    outcome: { drives: boolean };
  };
}
export type TerrainExampleKind = keyof TerrainExampleShapes;
export type TerrainExampleOf<K extends TerrainExampleKind> = WorkedExample<
  K,
  TerrainExampleShapes[K]['inputs'],
  TerrainExampleShapes[K]['outcome']
>;
export type TerrainExample = { [K in TerrainExampleKind]: TerrainExampleOf<K> }[TerrainExampleKind];

const ex = rowsOf<TerrainExampleShapes>();

/** §75: player A's howitzer on 94 and 116 (a knight of A mans it), buildings on 180–183 and 205. */
const S75_BOARD: BoardSetup = { terrain: { building: [180, 181, 182, 183, 205] }, pieces: [knight(94)] };
const S75_HOWITZER: DeviceSetup = { artillerists: 94, gun: 116, kind: 'howitzer' };

/** §236: the hill of the first kind on 170, 171, 192, 193 and of the second on 175, 176, 197, 198 (plate II). */
const S236_HILLS: readonly HillSetup[] = [
  { squares: [170, 171, 192, 193], kind: 'first' },
  { squares: [175, 176, 197, 198], kind: 'second' },
];

/** The terrain examples, in the order of the book. */
export const HELLWIG_TERRAIN_EXAMPLES: readonly TerrainExample[] = [
  ex(
    'fire-spread',
    'hellwig-s75-fire-spread',
    'The fire from 182 to 181 and 183, then 180 and 205',
    '§75',
    line(853, 'squares 180, 181, 182, 183, and 205 have become impassable for a period of 6 moves'),
    {
      board: S75_BOARD,
      device: S75_HOWITZER,
      ignite: 182,
      spreads: [
        [181, 183],
        [180, 205],
      ],
    },
    {
      ignitable: [182],
      spreadable: [
        [181, 183],
        [180, 205],
      ],
      burning: [180, 181, 182, 183, 205],
      impassable: [180, 181, 182, 183, 205],
    },
  ),
  ex(
    'fire-break',
    'hellwig-s77-demolish-181',
    'B’s leaping bishop, knight or rook may demolish 181',
    '§77',
    line(859, 'the leaping bishop over 202, or the knight over 224, or the rook over 247 has the right'),
    {
      board: {
        ...S75_BOARD,
        pieces: [
          knight(94),
          { square: 202, kind: 'leaping-bishop', player: 'B' },
          knight(224, 'B'),
          { square: 247, kind: 'rook', player: 'B' },
        ],
      },
      device: S75_HOWITZER,
      ignite: 182,
      square: 181,
    },
    { allowed: true, by: [202, 224, 247] },
  ),
  ex(
    'hill-heights',
    'hellwig-s236-two-hills',
    'A hill of each kind on plate II',
    '§236',
    line(1586, 'on squares 170, 171, 192, and 193 of the second table'),
    // A square of each hill, and 174 between them on the plain.
    { hills: S236_HILLS, squares: [170, 193, 175, 198, 174] },
    { heights: [2, 2, 1, 1, 0] },
  ),
  ex(
    'hill-field',
    'hellwig-s238-plain-artillery',
    'Artillery on the plain does not act beyond the hill on 170–193',
    '§238',
    line(1589, 'Artillery standing in the plain does not act beyond a hill'),
    // The book names no gun: a cannon of A on 236/214 fires up column 16 through the §236 hill (192, 170) to 148.
    { board: { pieces: [knight(236)] }, hills: S236_HILLS, device: { artillerists: 236, gun: 214, variant: 'axial' } },
    { inEffect: [192, 170], screened: [148] },
  ),
  ex(
    'hill-drive',
    'hellwig-s238-double-from-plain',
    'Double artillery in the plain does not drive single artillery off a hill',
    '§238',
    line(1590, 'Single artillery is therefore not driven from a hill by double artillery'),
    { attacker: { strength: 2, height: 0 }, defender: { strength: 1, height: 2 } },
    { drives: false },
  ),
  ex(
    'hill-drive',
    'hellwig-s238-triple-from-plain',
    'Triple artillery in the plain drives single artillery off a hill',
    '§238',
    line(1590, 'but it is by triple'),
    { attacker: { strength: 3, height: 0 }, defender: { strength: 1, height: 2 } },
    { drives: true },
  ),
  ex(
    'hill-drive',
    'hellwig-s238-equal-hills',
    'On hills of equal height the double drives off the single',
    '§238',
    line(1591, 'the double drives off the single, the triple the double'),
    { attacker: { strength: 2, height: 2 }, defender: { strength: 1, height: 2 } },
    { drives: true },
  ),
  ex(
    'hill-drive',
    'hellwig-s238-equal-hills-equal-guns',
    'On hills of equal height equal artillery does not drive',
    '§238',
    line(1591, 'the stronger drives off the weaker'),
    { attacker: { strength: 1, height: 1 }, defender: { strength: 1, height: 1 } },
    { drives: false },
  ),
  ex(
    'hill-drive',
    'hellwig-s238-out-of-trench',
    'Artillery on a hill drives equal artillery out of a trench',
    '§238',
    line(1594, 'drives enemy artillery out of a trench even when both are otherwise equally matched'),
    { attacker: { strength: 1, height: 2 }, defender: { strength: 1, height: 0 } },
    { drives: true },
  ),
  ex(
    'hill-drive',
    'hellwig-s238-dominated-hill',
    'From hill A artillery drives the enemy’s off the hill B that A dominates',
    '§238',
    line(1595, 'drives the enemy artillery from B when the latter is likewise on B'),
    { attacker: { strength: 1, height: 2 }, defender: { strength: 1, height: 1 } },
    { drives: true },
  ),
];
