/**
 * The edition's one entry point to the worked examples of both books (islands, components and pages
 * import examples from here, never from the tables' own files: see the README's "The rules engine").
 *
 * Wells and Hellwig's first half (§§30–102, 172–178) make one table: each row is a golden test of the
 * engine (`test/rules/wells/examples.test.ts` and the Wells tests beside it,
 * `test/rules/hellwig/examples.test.ts`) and a one-click preset of a widget. Hellwig's second half keeps
 * its rows in tables of their own under `./hellwig/examples/`, each run by its own golden test (the
 * README's "Add a widget preset" lists them), re-exported here by name and not joined to
 * `WORKED_EXAMPLES`, so that a page using the first table does not carry them.
 */
import { WELLS_EXAMPLES } from './wells/examples.ts';
import { HELLWIG_EXAMPLES, HELLWIG_UNRESOLVED } from './hellwig/examples.ts';
import type { UnresolvedExample } from './types.ts';

export { WELLS_EXAMPLES, HELLWIG_EXAMPLES };
export type { HellwigExample } from './hellwig/examples.ts';
export { HELLWIG_BREASTWORK_EXAMPLES, type BreastworkExample } from './hellwig/examples/breastworks.ts';
export { HELLWIG_BRIDGE_EXAMPLES, type BridgeExample } from './hellwig/examples/bridges.ts';
export { HELLWIG_SUPPLY_EXAMPLES, type SupplyExample } from './hellwig/examples/supply.ts';
export { HELLWIG_TERRAIN_EXAMPLES, type TerrainExample } from './hellwig/examples/terrain.ts';
export { HELLWIG_CUTTING_OFF_EXAMPLES, RIVER_F, type CuttingOffExample } from './hellwig/examples/cutting-off.ts';
export { HELLWIG_FORTRESS_EXAMPLES, type FortressExample } from './hellwig/examples/fortress.ts';
export { HELLWIG_PLATE_III_EXAMPLES, type PlateIIIExample } from './hellwig/examples/plate-iii.ts';
export { HELLWIG_PLATE_NUMBERS_EXAMPLES, type PlateNumbersExample } from './hellwig/examples/plate-numbers.ts';

/** All worked examples of this table, Wells first, in the order of the books. */
export const WORKED_EXAMPLES = [...WELLS_EXAMPLES, ...HELLWIG_EXAMPLES] as const;

/**
 * Every example of either book, in the order of the §§, that the text leaves unresolvable or not checkable without
 * the lost plates, with the reason (both halves of Hellwig; Wells has none): listed, not tested.
 */
export const UNRESOLVED_EXAMPLES: readonly UnresolvedExample[] = [...HELLWIG_UNRESOLVED];
