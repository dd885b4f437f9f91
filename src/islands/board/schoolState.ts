/**
 * The second school on the board's state: hills (§235, §236), depots (§244) and a fire on buildings (§74), as the
 * engine's plain set-ups, optional, so that every older address and preset stays as it was; their address keys are
 * written and read by schoolAddress.ts, in the works kit.
 */
// Types only: a value of the engine's hills, depots or fire here would put them in every small board's JavaScript.
import type { DepotSetup, FireSetup, HillSetup, Player } from '../../rules/hellwig/index.ts';

/** What of the second school a board holds; all optional. */
export interface SchoolState {
  /** Hills, each four squares in a block with its kind (§235, §236). */
  readonly hills?: readonly HillSetup[] | undefined;
  /** Depots, each a square and the player it feeds (§244). */
  readonly depots?: readonly DepotSetup[] | undefined;
  /** Buildings on fire and burned out (§74). */
  readonly fire?: FireSetup | undefined;
  /** The depots whose field of 81 squares the reader asked to see (§248), by square. */
  readonly fields?: readonly number[] | undefined;
  /** The depots whose supply line to the main magazine the reader asked to see (§255–§259), by square. */
  readonly lines?: readonly number[] | undefined;
  /** Fortresses the reader placed (plate II or an empty plate), each by its centre and its garrison (§186, §187). */
  readonly fortresses?: readonly { readonly centre: number; readonly garrison: Player }[] | undefined;
  /** How many of its igniter's turns the fire has been run on by the stepper (§74–§76); none is the fire as placed. */
  readonly fireTurn?: number | undefined;
}

/** The address keys of the second school. */
export const SCHOOL_KEYS = ['hl', 'dp', 'fi', 'df', 'dl', 'ft', 'fo'] as const;

/** Every square the second school occupies: for the part of the plate a small board shows. */
export function schoolSquares(s: SchoolState): number[] {
  return [
    ...(s.hills ?? []).flatMap((h) => h.squares),
    ...(s.depots ?? []).map((d) => d.square),
    ...(s.fire?.burning ?? []).map((b) => b.square),
    ...(s.fire?.burnedOut ?? []),
    ...(s.fortresses ?? []).map((f) => f.centre),
  ];
}

/** Whether the second school has anything on the square. */
export function schoolAt(s: SchoolState, square: number): boolean {
  return schoolSquares(s).includes(square);
}

/** The key's names of what the second school draws (svg/School.tsx): what a small board's key needs to explain. */
export function schoolSymbols(s: SchoolState): string[] {
  return [
    ...(s.hills?.length ? ['hill'] : []),
    ...(s.depots?.length ? ['depot'] : []),
    ...(s.fire?.burning?.length ? ['fire'] : []),
    ...(s.fire?.burnedOut?.length ? ['burned-out'] : []),
    ...(s.fortresses?.length ? ['placed-fortress'] : []),
  ];
}
