/**
 * The appendix page's six widgets as one module, so that the bundler makes them one chunk. They stand on that page
 * alone (content/little-wars/07-little-wars-and-kriegspiel.mdx) and a reader who scrolls it loads them all; as six
 * chunks each was compressed on its own, and their common words and shapes (the frames, steppers, reasons with
 * their pages and lines) were paid for six times: one chunk is about 3.6 KB smaller gzipped (budget.test.ts). Each
 * wrapper in src/components/widgets/ takes its island from here; a widget that comes to stand on another page too
 * should be imported from its own file there, or that page would load all six.
 */
export { ShellCalculator } from './shell/ShellCalculator.tsx';
export { RifleCalculator } from './rifle/RifleCalculator.tsx';
export { MovesCalculator } from './moves/MovesCalculator.tsx';
export { SupplyPlanner } from './supply/SupplyPlanner.tsx';
export { WorksPlanner } from './works/WorksPlanner.tsx';
export { ChargeCalculator } from './charge/ChargeCalculator.tsx';
