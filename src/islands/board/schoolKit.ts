/** The second school's edits in the works kit's shape: a tool on a square, and Delete's (schoolEdits.ts). */
import type { BoardSetup, Player } from '../../rules/hellwig/index.ts';
import { removeSchool, toggleDepot, toggleFire, toggleHill, type SchoolEdit } from './schoolEdits.ts';
import { fortressOn, toggleFortress } from './fortressEdits.ts';
import type { WorksTool } from './state/tools.ts';
import type { WorksEdit } from './worksEdits.ts';
import type { WorksState } from './worksState.ts';

const asWorks = (e: SchoolEdit, s: WorksState): WorksEdit =>
  e.ok ? { ok: true, works: { ...s, ...e.school }, said: e.said, ...(e.setup ? { setup: e.setup } : {}) } : e;

/** A hill of either kind, a depot, a fire or a fortress on the square (§236, §244, §74, §186). */
export function schoolEdit(setup: BoardSetup, s: WorksState, tool: WorksTool, square: number, player: Player) {
  const e =
    tool === 'hill-first' || tool === 'hill-second'
      ? toggleHill(setup, s, square, tool === 'hill-first' ? 'first' : 'second')
      : tool === 'depot'
        ? toggleDepot(setup, s, square, player)
        : tool === 'fortress'
          ? toggleFortress(setup, s, square, player)
          : toggleFire(setup, s, square, player);
  return asWorks(e, s);
}

/** Delete on a square of the second school: its depot, else its fire, else its hill. */
export function schoolRemove(setup: BoardSetup, s: WorksState, square: number): WorksEdit {
  const fortress = fortressOn(s, square);
  if (fortress) return asWorks(toggleFortress(setup, s, square, fortress.garrison), s);
  return asWorks(removeSchool(setup, s, square), s);
}
