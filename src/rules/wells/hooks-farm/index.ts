/**
 * The Battle of Hook's Farm (chapter IV) as the engine sees it: the vocabulary of the scenario,
 * the scenario itself (`HOOKS_FARM`, plain data) and its replay by the rules. Kept out of
 * `../index.ts` so the calculators' bundles do not carry it.
 */
export * from './types.ts';
export * from './replay.ts';
export { HOOKS_FARM } from './scenario.ts';
