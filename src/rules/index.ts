/**
 * The rules engine of the edition: the single source of rule truth for every widget,
 * replay and annotation. Pure TypeScript: no DOM, no Preact, no Astro, no d3-selection.
 *
 * - `wells/`: H. G. Wells, *Little Wars* (1913), chapter III, "The Rules".
 * - `wells/hooks-farm/`: the Battle of Hook's Farm (chapter IV) replayed by the rules; kept out of
 *   `wells/index.ts` so the calculators' bundles do not carry it.
 * - `hellwig/`: J. C. L. Hellwig, *Versuch eines aufs Schachspiel gebaueten taktischen Spiels* (1780).
 * - `examples.ts`: every worked example of both books, one table for tests and widget presets.
 */
export * from './errors.ts';
export * from './result.ts';
export * from './types.ts';
export * from './wells/index.ts';
export * from './wells/hooks-farm/index.ts';
export * from './hellwig/index.ts';
export * from './examples.ts';
