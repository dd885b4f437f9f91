/**
 * The second half of the book on the board's state: breastworks (§104, §106) and bridge-transporters with the bridges
 * laid from them (§141, §143), as the engine's plain set-ups, optional, so that every older address and preset stays as
 * it was; their address keys (written and read by worksAddress.ts, in the works kit).
 */
// Types only: a value of the engine's breastworks or bridges here would put them in every small board's JavaScript.
import type { BreastworkSetup, BridgeNetworkSetup } from '../../rules/hellwig/index.ts';
import { SCHOOL_KEYS, schoolAt, schoolSquares, type SchoolState } from './schoolState.ts';

/**
 * What of the second half a board holds; all optional, so every older address and preset stays as it was. The second
 * school's hills, depots and fire (schoolState.ts) come with it.
 */
export interface WorksState extends SchoolState {
  /** Breastworks on the plate (§104, §106). */
  readonly works?: readonly BreastworkSetup[] | undefined;
  /** Bridge-transporters and the bridges laid from them (§141, §143). */
  readonly network?: BridgeNetworkSetup | undefined;
}

/** Said by a board without the works kit (a small board of chapters IV–VII) when asked for them. */
export const WORKS_ELSEWHERE = 'Breastworks and bridges are placed on the full board (/hellwig/board/).';

/** The address keys of the second half. */
export const WORKS_KEYS = ['bw', 'bt', 'bl', ...SCHOOL_KEYS] as const;

/** Every square the second half occupies: for the part of the plate a small board shows. */
export function worksSquares(s: WorksState): number[] {
  return [
    ...(s.works ?? []).map((w) => w.square),
    ...(s.network?.transporters ?? []).flatMap((t) => [t.main, t.secondary]),
    ...(s.network?.laid ?? []).map((l) => l.square),
    ...schoolSquares(s),
  ];
}

/** Whether the second half has anything on the square. */
export function worksAt(s: WorksState, square: number): boolean {
  return (
    (s.works ?? []).some((w) => w.square === square) ||
    (s.network?.laid ?? []).some((l) => l.square === square) ||
    (s.network?.transporters ?? []).some((t) => t.main === square || t.secondary === square) ||
    schoolAt(s, square)
  );
}
