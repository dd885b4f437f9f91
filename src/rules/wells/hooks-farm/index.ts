/**
 * The Battle of Hook's Farm (chapter IV) as the engine sees it: the vocabulary of the scenario and
 * its replay by the rules. The scenario itself is exported from `./scenario.ts` only.
 */
export * from './types.ts';
export * from './replay.ts';
