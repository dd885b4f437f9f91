/**
 * Which of the board page's lazy kits (lazy.ts) an action needs before the reducer can take it: plate III's for a
 * plate III position, the works' for breastworks and bridges, a works tool or a second-half example, and the second
 * school's part of it (schoolPart.tsx) for hills, depots, fire and a placed fortress. The board waits for them to load,
 * then dispatches the action.
 */
import type { BoardState } from '../state.ts';
import { isWorksLesson } from '../worksLessons.ts';
import { WORKS_KEYS, worksSquares } from '../worksState.ts';
import { SCHOOL_KEYS } from '../schoolState.ts';
import { isSchoolLesson } from '../schoolLessons.ts';
import type { BoardAction } from './actions.ts';
import type { BoardModel } from './model.ts';
import { SCHOOL_TOOLS, WORKS_TOOLS, type Tool } from './tools.ts';

export type LazyKitName = 'plates' | 'works' | 'school';

const worksTool = (tool: Tool | undefined) => (WORKS_TOOLS as readonly (Tool | undefined)[]).includes(tool);
const schoolTool = (tool: Tool | undefined) => (SCHOOL_TOOLS as readonly (Tool | undefined)[]).includes(tool);
/** A works tool needs the works kit, and a second school's tool its part too. */
const toolKits = (tool: Tool | undefined): LazyKitName[] =>
  schoolTool(tool) ? ['works', 'school'] : worksTool(tool) ? ['works'] : [];

/** Whether a position has anything of the second school (hills, depots, fire, a placed fortress). */
function hasSchool(s: BoardState): boolean {
  return Boolean(s.hills?.length || s.depots?.length || s.fire || s.fortresses?.length);
}

/**
 * Whether the board asks the second school about a position: it has the school's things, or a selected mortar may
 * set a laid bridge on fire (§165, §166).
 */
export function asksSchool(s: BoardState): boolean {
  return hasSchool(s) || (s.selected?.type === 'device' && Boolean(s.network?.laid?.length));
}

/** The kits a position needs to be drawn and answered. */
export function kitsOfState(s: BoardState): LazyKitName[] {
  return [
    ...(s.setup.plate === 'III' ? ['plates' as const] : []),
    ...(worksSquares(s).length ? ['works' as const] : []),
    ...(hasSchool(s) ? ['school' as const] : []),
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
        ...(SCHOOL_KEYS.some((k) => q.has(k)) ? ['school' as const] : []),
      ];
    }
    case 'choose':
      return [
        ...new Set([
          ...kitsOfState(a.preset.state),
          ...(a.preset.lesson && isWorksLesson(a.preset.lesson) ? ['works' as const] : []),
          ...(a.preset.lesson && isSchoolLesson(a.preset.lesson) ? ['school' as const] : []),
        ]),
      ];
    case 'works':
      return toolKits(a.tool);
    case 'tools':
      return toolKits(a.patch.tool);
    case 'square':
      return toolKits(m.choice.tool);
    case 'remove':
      // Delete takes away what stands on the square: the second school's part answers for its own.
      return [...new Set([...toolKits(m.choice.tool), ...(hasSchool(m.state) ? (['works', 'school'] as const) : [])])];
    default:
      return [];
  }
}
