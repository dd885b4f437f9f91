/**
 * What the replay of the Battle of Hook's Farm returns: the field after each half-move (bodies,
 * guns, prisoners, the marks of the dead), what moved, fired and fought in it, and the running
 * strength of each side. Plain values; nothing here is computed.
 */
import type { MeleeResult } from '../../melee.ts';
import type { Arm } from '../../types.ts';
import type { Army, HalfMove, Place, Point, Table, Wing } from '../types.ts';

/** A body of men on the field after a half-move. */
export interface UnitState {
  readonly id: string;
  readonly army: Army;
  readonly arm: Arm;
  readonly wing: Wing;
  readonly label: string;
  readonly men: number;
  readonly at: Point;
}

/** What a gun can do for the side that holds it (mobility-iii, melee-5). */
export type GunStatus = 'in-action' | 'out-of-action' | 'escaped';

/** A gun after a half-move. */
export interface GunView {
  readonly id: string;
  /** The side that brought it. */
  readonly army: Army;
  /** The side that holds it now: its own, or the captor's. */
  readonly holder: Army;
  readonly wing: Wing;
  readonly label: string;
  readonly at: Point;
  /** Where the muzzle points, in degrees (0 towards +x, 90 towards Blue's back line). */
  readonly facing: number;
  readonly status: GunStatus;
  /** Men of the holder within six inches. */
  readonly crew: number;
  readonly captured: boolean;
  readonly abandoned: boolean;
}

/** Men held by the enemy (melee-3b-i). */
export interface PrisonerGroup {
  readonly id: string;
  /** Whose men they are. */
  readonly army: Army;
  readonly heldBy: Army;
  readonly infantry: number;
  readonly cavalry: number;
  readonly at: Point;
  readonly escort: string | null;
}

/** The dead where they fell, or men the text loses track of (INC-5), where last seen. */
export interface Marker {
  readonly kind: 'dead' | 'untold';
  readonly army: Army;
  readonly arm: Arm;
  readonly men: number;
  readonly at: Point;
  /** The index of the half-move in which it happened. */
  readonly step: number;
}

/** Something that went from one place to another in a half-move. */
export interface Movement {
  readonly id: string;
  readonly what: 'unit' | 'gun' | 'prisoners';
  readonly from: Point;
  readonly to: Point;
}

/**
 * A body of men as the half-move took it, for drawing the half-move in progress: where it went
 * (`at`, the end of its move, or where it left the field), its men before any loss of the
 * half-move (`men`), and what it lost to gunfire, which comes first (move-5).
 */
export interface BodyInTransit extends UnitState {
  /** Where it stood when the half-move began (or where it split off). */
  readonly from: Point;
  /** Men it lost to the guns' fire at the start of the half-move. */
  readonly shot: number;
  /** It left the field in this half-move: dead, taken, joined to another body, escaped or untold. */
  readonly gone: boolean;
}

/** One gun's fire in a half-move. */
export interface Shot {
  readonly gun: string;
  readonly army: Army;
  readonly from: Point;
  readonly to: Point;
  readonly killed: number;
}

/** A mêlée as the engine settled it; `result` has side a = Red, b = Blue. */
export interface MeleeOutcome {
  readonly at: Point;
  readonly example: string;
  readonly charger: Army;
  readonly bodies: { readonly red: readonly string[]; readonly blue: readonly string[] };
  readonly men: Readonly<Record<Army, number>>;
  /** Men of each side within a move of the points of contact, outside the mêlée (melee-1). */
  readonly support: Readonly<Record<Army, number>>;
  readonly result: MeleeResult;
}

/** Men by arm. */
export interface Tally {
  readonly infantry: number;
  readonly cavalry: number;
}

/** One side's account after a half-move. Every man it put down is in exactly one of the `Tally` fields. */
export interface ArmyLedger {
  /** Free men on the field, escorts included. */
  readonly onField: Tally;
  readonly byWing: Readonly<Record<Wing, Tally>>;
  readonly dead: Tally;
  /** Men of this side in the enemy's hands. */
  readonly prisoners: Tally;
  /** Men who left the field over their own back line. */
  readonly escaped: Tally;
  /** Men whose fate the text does not tell. */
  readonly untold: Tally;
  /** This side's own guns still in its hands, and those lost or taken off. */
  readonly guns: {
    readonly inAction: number;
    readonly outOfAction: number;
    readonly lost: number;
    readonly escaped: number;
  };
  /** Enemy guns this side has captured. */
  readonly gunsCaptured: number;
  /** Enemy men this side holds prisoner. */
  readonly prisonersHeld: number;
}

/** The running strength after one half-move. */
export interface LedgerRow {
  readonly step: number;
  readonly id: string;
  readonly title: string;
  readonly red: ArmyLedger;
  readonly blue: ArmyLedger;
}

/** The field after one half-move, with what happened in it. */
export interface BattleStep {
  readonly index: number;
  readonly halfMove: HalfMove;
  readonly units: readonly UnitState[];
  readonly guns: readonly GunView[];
  readonly prisoners: readonly PrisonerGroup[];
  readonly markers: readonly Marker[];
  readonly movements: readonly Movement[];
  /** Every body of men that moved, fought or fell in the half-move, as it was before its losses. */
  readonly transit: readonly BodyInTransit[];
  readonly shots: readonly Shot[];
  readonly melees: readonly MeleeOutcome[];
  /**
   * For each event of the half-move, in order, the men of every body it names just before it happens (a label never
   * states a stale count).
   */
  readonly strengths: readonly Readonly<Record<string, number>>[];
  readonly ledger: LedgerRow;
}

/** The battle replayed: the country and the field after every half-move. */
export interface BattleReplay {
  readonly table: Table;
  readonly places: readonly Place[];
  readonly steps: readonly BattleStep[];
}
