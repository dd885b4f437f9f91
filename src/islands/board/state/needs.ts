/**
 * Which of the board page's lazy kits (lazy.ts) an action needs before the reducer can take it: plate III's for a
 * plate III position, the works' for breastworks and bridges, a works tool or a second-half example. The board waits
 * for them to load, then dispatches the action.
 */
import type { BoardState } from '../state.ts';
import { isWorksLesson } from '../worksLessons.ts';
import { WORKS_KEYS, worksSquares } from '../worksState.ts';
import type { BoardAction } from './actions.ts';
import type { BoardModel } from './model.ts';
import { WORKS_TOOLS, type Tool } from './tools.ts';

export type LazyKitName = 'plates' | 'works';

const worksTool = (tool: Tool | undefined) => (WORKS_TOOLS as readonly (Tool | undefined)[]).includes(tool);

/** The kits a position needs to be drawn and answered. */
export function kitsOfState(s: BoardState): LazyKitName[] {
  return [
    ...(s.setup.plate === 'III' ? ['plates' as const] : []),
    ...(worksSquares(s).length ? ['works' as const] : []),
  ];
}

/** The kits an action needs, in the model it acts on. */
export function kitsFor(a: BoardAction, m: BoardModel): LazyKitName[] {
  switch (a.type) {
    case 'plate':
      return a.plate === 'III' ? ['plates'] : [];
    case 'address': {
      const q = new URLSearchParams(a.search);
      return [
        ...(q.get('pl') === 'III' ? ['plates' as const] : []),
        ...(WORKS_KEYS.some((k) => q.has(k)) ? ['works' as const] : []),
      ];
    }
    case 'choose':
      return [
        ...new Set([
          ...kitsOfState(a.preset.state),
          ...(a.preset.lesson && isWorksLesson(a.preset.lesson) ? ['works' as const] : []),
        ]),
      ];
    case 'works':
      return ['works'];
    case 'tools':
      return worksTool(a.patch.tool) ? ['works'] : [];
    case 'square':
    case 'remove':
      return worksTool(m.choice.tool) ? ['works'] : [];
    default:
      return [];
  }
}
