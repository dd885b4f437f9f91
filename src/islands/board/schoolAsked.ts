/**
 * The second school's answers a reader asks for (schoolView.ts gathers them): each shown depot's supply line to the
 * main magazine, open along its path or barred at its squares (§255–§259); the fire run on turn by turn by the stepper
 * (§74–§76); and, for a selected mortar, the laid bridges it may set on fire and how far the fire runs along them
 * (§166). Every answer is the engine's; nothing here decides a rule.
 */
import {
  FIRE_COURSE_MAX_TURNS,
  createBridgeNetwork,
  depotSupplyLine,
  fireCourse,
  mortarBridgeFires,
  type BarredSquare,
  type Board,
  type Fire,
  type Player,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import type { BoardState } from './state.ts';

/** A depot's supply line as the reader asked to see it (§255–§259), or why it cannot be drawn here. */
export type LineView =
  | { readonly depot: number; readonly owner: Player; readonly open: true; readonly path: readonly number[] }
  | { readonly depot: number; readonly owner: Player; readonly open: false; readonly barred: readonly BarredSquare[] }
  | { readonly depot: number; readonly owner: Player; readonly problem: string };

/** Each depot asked for, its line to its owner's fortress (magazine.ts). */
export function linesOf(board: Board, state: BoardState): LineView[] {
  const network = createBridgeNetwork(board, state.network ?? {});
  return (state.depots ?? [])
    .filter((d) => state.lines?.includes(d.square))
    .map((d): LineView => {
      const line = tryRule(() => depotSupplyLine(board, network, d.square, d.owner));
      if (!line.ok) return { depot: d.square, owner: d.owner, problem: line.error.message };
      return line.value.open
        ? { depot: d.square, owner: d.owner, open: true, path: line.value.path }
        : { depot: d.square, owner: d.owner, open: false, barred: line.value.barred };
    });
}

/** One turn of the fire in plain numbers: what burns with its moves left, and what has burned out. */
export interface FireTurn {
  readonly burning: readonly { readonly square: number; readonly movesLeft: number }[];
  readonly burnedOut: readonly number[];
}

const turnOf = (f: Fire): FireTurn => ({
  burning: [...f.burning].map(([square, movesLeft]) => ({ square, movesLeft })).sort((a, b) => a.square - b.square),
  burnedOut: [...f.burnedOut].sort((a, b) => a - b),
});

/** The fire's stepper: the turn shown, the turns either side of it, and whether there is a next (fireCourse.ts). */
export interface FireSteps {
  readonly turn: number;
  readonly now: FireTurn;
  readonly previous?: FireTurn;
  readonly next?: FireTurn;
}

/** The fire at the turn the stepper shows, with the turns before and after it for the stepper's words. */
export function fireSteps(board: Board, fire: Fire, asked: number | undefined): FireSteps {
  const wanted = Math.min(asked ?? 0, FIRE_COURSE_MAX_TURNS - 1);
  const course = fireCourse(board, fire, wanted + 1);
  // The course stops once nothing burns: the last turn it reaches is the last the stepper shows.
  const turn = Math.min(wanted, course.length - 1);
  const at = (i: number) => course[i];
  const prev = turn > 0 ? at(turn - 1) : undefined;
  const next = at(turn + 1);
  return {
    turn,
    now: turnOf(at(turn) as Fire),
    ...(prev ? { previous: turnOf(prev) } : {}),
    ...(next ? { next: turnOf(next) } : {}),
  };
}

/** For a selected mortar: each laid bridge it may set on fire, and the bridges the fire reaches turn by turn (§166). */
export interface BridgeFireView {
  readonly gun: number;
  readonly bridges: readonly { readonly bridge: number; readonly reach: readonly (readonly number[])[] }[];
}

/** The selected mortar's bridge fires, if a worked mortar is selected and bridges are laid (bridgeFire.ts). */
export function bridgeFireOf(board: Board, state: BoardState): BridgeFireView | undefined {
  const sel = state.selected;
  if (sel?.type !== 'device' || !state.network?.laid?.length) return undefined;
  const device = board.devices.find((d) => d.gun === sel.gun);
  if (device?.kind !== 'howitzer') return undefined;
  const walls = (state.works ?? []).map((w) => w.square);
  const fires = tryRule(() => mortarBridgeFires(board, createBridgeNetwork(board, state.network ?? {}), device, walls));
  return fires.ok ? { gun: device.gun, bridges: fires.value } : undefined;
}
