/**
 * The Little Wars engine: H. G. Wells, *Little Wars* (1913), chapter III, "The Rules"
 * (/little-wars/the-rules/). Worked examples are exported from `../examples.ts` only.
 */
export * from './types.ts';
export * from './anchors.ts';
export * from './mobility.ts';
export * from './isolation.ts';
export * from './melee.ts';
export * from './prisoners.ts';
export * from './guns.ts';
export * from './time.ts';
export * from './forces.ts';
export * from './scoring.ts';
export * from './varieties.ts';
export type * from './examples.ts';
// Chapters II and V
export * from './history.ts';
export * from './extensions.ts';
export type { HistoryStageExample, HistoryCaptureExample, TransportExample } from './examples/chapters-2-5.ts';
