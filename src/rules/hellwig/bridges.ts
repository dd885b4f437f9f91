/**
 * Bridges, their vocabulary (§135–§136, §141, §143, §167, §196): the two surfaces of a bridge-transporter, its four
 * bridges, the numbers of each player's set, the readings of contested laying, and the shapes of a transporter, a
 * network of laid bridges, their plain set-ups, the options and the result of taking bridges away. A `BridgeNetwork` is
 * a value of its own, made against a board so the board keeps its shape (`bridgeNetwork.ts`); laying is in
 * `bridgeLaying.ts`, breaking down in `bridgeBreaking.ts`, moving in `bridgeMoves.ts` and `bridgeStacks.ts`, ruining in
 * `bridgeRuin.ts` and `bridgeFire.ts`.
 */
import { wholeNumber } from '../errors.ts';
import { listOf, objectOf, readOptions, readRecord } from '../checks.ts';
import type { Board } from './board.ts';
import type { Square } from './grid.ts';
import type { PieceOptions } from './pieces.ts';
import type { PlateName, Player } from './types.ts';

/**
 * The two halves of a bridge-transporter: the main surface carries the pin, the other is the secondary surface (§136a,
 * l.1093). /hellwig/s136a/
 */
export const BRIDGE_SURFACES = ['main', 'secondary'] as const;
export type BridgeSurface = (typeof BRIDGE_SURFACES)[number];

/** "4 pieces of fine cardboard": the bridges of one bridge-transporter (§136, l.1090). /hellwig/s136/ */
export const BRIDGES_PER_TRANSPORTER = 4;

/**
 * The numbers of each set's bridge-transporters: 1–40 the yellow set, 41–80 the brown (§196,
 * l.1332). The book does not say which player plays yellow; the edition gives yellow to A. /hellwig/s196/
 */
export const BRIDGE_SETS: { readonly [P in Player]: readonly [number, number] } = { A: [1, 40], B: [41, 80] };

/** The highest number a bridge-transporter carries, the last of the brown set (§196). /hellwig/s196/ */
export const LAST_BRIDGE_TRANSPORTER = BRIDGE_SETS.B[1];

/**
 * Whether a bridge may be laid where the enemy's pieces attack at least as strongly as ours defend.
 * §167 (1) forbids it outside our artillery's field (l.1200), and (3) allows it "at risk" (l.1202);
 * the two clauses cannot both hold, so the edition follows (1), the rule, and reads (3) as the
 * warning of (2) repeated. `allowed` follows (3). /hellwig/s167/
 */
export const CONTESTED_LAYING_READINGS = ['forbidden', 'allowed'] as const;
export type ContestedLayingReading = (typeof CONTESTED_LAYING_READINGS)[number];

/**
 * A bridge-transporter (§136, §141): its number, the player whose set it belongs to, its two squares and the bridges
 * still aboard each surface. /hellwig/s141/
 */
export interface BridgeTransporter {
  readonly number: number;
  readonly owner: Player;
  readonly main: Square;
  readonly secondary: Square;
  readonly aboard: { readonly [S in BridgeSurface]: number };
}

/** The bridge-transporters on a plate and the bridges laid from them, by water square (§141, §143). /hellwig/s143/ */
export interface BridgeNetwork {
  readonly plate: PlateName;
  readonly transporters: readonly BridgeTransporter[];
  /** Each laid bridge: its water square and the number of its bridge-transporter (§143). */
  readonly laid: ReadonlyMap<Square, number>;
}

/**
 * A bridge-transporter as plain data; `aboard` defaults to the start of the game, two on each surface, less any laid
 * (§136, l.1091). /hellwig/s136/
 */
export interface BridgeTransporterSetup {
  readonly number: number;
  readonly main: number;
  readonly secondary: number;
  readonly aboard?: { readonly main?: number; readonly secondary?: number };
}

/** Bridge-transporters and laid bridges as plain data (§141, §143). /hellwig/s143/ */
export interface BridgeNetworkSetup {
  readonly transporters?: readonly BridgeTransporterSetup[];
  readonly laid?: readonly { readonly square: number; readonly transporter: number }[];
}

/** Readings for laying and breaking down (§167). /hellwig/s167/ */
export interface BridgeOptions {
  readonly contested?: ContestedLayingReading;
  /**
   * Laid bridges that have lain in the enemy's field of effect for more than one move: the caller keeps the history
   * (§167 (5)).
   */
  readonly exposed?: readonly number[];
  readonly pieces?: PieceOptions;
}

/**
 * The bridge options: the reading of contested laying (§167), the bridges exposed more than one move (§167 (5)), and
 * the pieces' readings.
 */
export function bridgeOptions(options: unknown): {
  contested: ContestedLayingReading;
  exposed: ReadonlySet<number>;
  pieces: PieceOptions;
} {
  const o = readOptions(
    'options',
    options ?? {},
    { contested: CONTESTED_LAYING_READINGS },
    { contested: CONTESTED_LAYING_READINGS[0] },
    ['exposed', 'pieces'],
  );
  const fields = readRecord('options', options ?? {}, ['contested', 'exposed', 'pieces'], 'UNKNOWN_OPTION');
  const exposed = new Set<number>();
  for (const [i, e] of listOf('options.exposed', fields['exposed'] ?? []).entries())
    exposed.add(wholeNumber(`options.exposed[${i}]`, e, 1));
  return {
    contested: o.contested,
    exposed,
    pieces: objectOf('options.pieces', fields['pieces'] ?? {}) as PieceOptions,
  };
}

/** A network and the board after bridges were broken down or ruined, and what was lost on them. */
export interface BridgeChange {
  readonly network: BridgeNetwork;
  readonly board: Board;
  /** Squares of the pieces lost with ruined bridges (§167 (7)); devices likewise, by their gun squares (§158a). */
  readonly lostPieces: readonly Square[];
  readonly lostDevices: readonly Square[];
}
