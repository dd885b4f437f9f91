/**
 * Vocabulary of the Battle of Hook's Farm (Little Wars, chapter IV), the book's example game,
 * rebuilt as data the engine can check: the country, the two armies, and every half-move as a
 * list of events. The events carry inputs only (who moved where, which gun fired and whom it
 * killed, who met in a mêlée); what follows from them (the mêlée's dead and prisoners, whether a
 * gun is in action, the running strength of each side) is computed by `replayBattle`.
 *
 * Coordinates are inches on a schematic table seen from Blue's side: x from the left edge,
 * y from Red's back line (y = 0) towards Blue's (y = table depth). They are a reconstruction:
 * the photographs and the sketch plan are not in our sources.
 */
import type { Arm } from '../types.ts';

/** The two armies of the battle. Red moved first (the First Player), Blue second. */
export const ARMIES = ['red', 'blue'] as const;
export type Army = (typeof ARMIES)[number];

/** A point on the table, in inches. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The table: Red's back line runs along y = 0, Blue's along y = depth. */
export interface Table {
  readonly width: number;
  readonly depth: number;
}

/** The wings the text names: Red's left and right; Blue's main body and right (and a left for his line). */
export const WINGS = ['left', 'main', 'right'] as const;
export type Wing = (typeof WINGS)[number];

/** What a feature of the country is, for drawing it. */
export const PLACE_KINDS = ['back-line', 'building', 'church', 'wood', 'trees', 'hill', 'point', 'label'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The outline of a feature, in inches. */
export type Shape =
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly w: number; readonly h: number }
  | { readonly kind: 'ellipse'; readonly cx: number; readonly cy: number; readonly rx: number; readonly ry: number }
  | { readonly kind: 'point'; readonly x: number; readonly y: number }
  | { readonly kind: 'line'; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number };

/** Where a statement stands: pages of the 1913 edition and lines of the reference text (004). */
export interface Citation {
  readonly pages: readonly number[];
  /** First and last line in `content/sources/004_ca5431bd24b48de2.txt`. */
  readonly lines: readonly [number, number];
}

/** A feature of the country: a building, a wood, a lettered point of the general's sketch. */
export interface Place {
  readonly id: string;
  readonly name: string;
  readonly kind: PlaceKind;
  readonly shape: Shape;
  /** What the text says about it, in its words. */
  readonly text: string;
  readonly cite: Citation;
  /** True where the text gives no relation that fixes the place even roughly. */
  readonly inferred?: boolean;
}

/** The figures of the battle as printed (the photographs themselves are lost to us). */
export const FIGURES = ['1', '2', '3', '4', '5A', '5B', '6A', '6B', '7', '8', '9'] as const;
export type Figure = (typeof FIGURES)[number];

/** A passage of the book, quoted in the edition's text; ` … ` marks words left out. */
export interface Quote {
  readonly line: number;
  readonly text: string;
}

/**
 * The assumptions the ledger needs (A1–A12 from the reading notes, §4.5; A13 onward are the
 * replay's own). Each half-move lists those it rests on.
 */
export const ASSUMPTION_IDS = [
  'A1',
  'A2',
  'A3',
  'A4',
  'A5',
  'A6',
  'A7',
  'A8',
  'A9',
  'A10',
  'A11',
  'A12',
  'A13',
  'A14',
  'A15',
  'A16',
  'A17',
  'A18',
  'A19',
] as const;
export type AssumptionId = (typeof ASSUMPTION_IDS)[number];

/** The inconsistencies of the two accounts (reading notes, §4.6). */
export const INCONSISTENCY_IDS = [
  'INC-1',
  'INC-2',
  'INC-3',
  'INC-4',
  'INC-5',
  'INC-6',
  'INC-7',
  'INC-8',
  'INC-9',
  'INC-10',
  'INC-11',
  'INC-12',
  'INC-13',
  'INC-15',
  'INC-16',
] as const;
export type InconsistencyId = (typeof INCONSISTENCY_IDS)[number];

/** An assumption or an inconsistency, in the editors' words. */
export interface Apparatus<I extends string> {
  readonly id: I;
  readonly title: string;
  readonly text: string;
  /** The id of the editor's note in chapter IV that discusses it (`#note-<id>`), if any. */
  readonly note?: string;
}

// Events. Each is an input: nothing here states a result the engine can compute.

/** A body of men put down on its own back line (move-2). */
export interface PutDownEvent {
  readonly kind: 'put-down';
  readonly unit: string;
  readonly arm: Arm;
  readonly wing: Wing;
  readonly men: number;
  /** How the text names this body: "Red's right-wing cavalry". */
  readonly label: string;
  readonly at: Point;
}

/** A gun put down on its own back line (move-2). */
export interface PutDownGunEvent {
  readonly kind: 'put-down-gun';
  readonly gun: string;
  readonly wing: Wing;
  readonly label: string;
  readonly at: Point;
}

/** Men killed by one gun's shots: which body, how many. */
export interface Kill {
  readonly unit: string;
  readonly men: number;
}

/**
 * A gun fires (mobility-iv): up to four shots, the men killed as the text reports them. The
 * gun must be in action and not moved this move; afterwards two men of `trail` stand at its tail.
 */
export interface FireEvent {
  readonly kind: 'fire';
  readonly gun: string;
  readonly killed: readonly Kill[];
  /** The body that supplies the two men at the trail by the end of the move. */
  readonly trail: string;
}

/** A gun moved by its men (mobility-iv): two feet with four cavalry among them, else one. */
export interface MoveGunEvent {
  readonly kind: 'move-gun';
  readonly gun: string;
  readonly to: Point;
  /** The bodies that take it; at least four of their men must end within six inches of it. */
  readonly crew: readonly string[];
}

/** Part of a body goes its own way: `men` of `unit` become the body `into`, where `unit` stood. */
export interface SplitEvent {
  readonly kind: 'split';
  readonly unit: string;
  readonly into: string;
  readonly men: number;
  readonly label: string;
}

/** Two bodies of the same arm, side by side, become one (`unit` joins `into`). */
export interface JoinEvent {
  readonly kind: 'join';
  readonly unit: string;
  readonly into: string;
}

/** A body of men moves (mobility-i, mobility-ii), at most once a move. */
export interface MoveEvent {
  readonly kind: 'move';
  readonly unit: string;
  readonly to: Point;
}

/**
 * A mêlée (melee-3): the bodies in it, each side's listed in the order in which the player who
 * charged lets them fall (dead first, then prisoners, survivors last). Support is counted by the
 * engine from where every other man stands; the result comes from `resolveMelee`.
 */
export interface MeleeEvent {
  readonly kind: 'melee';
  /** The points of contact. Every body in the mêlée must be within six inches of it. */
  readonly at: Point;
  readonly bodies: { readonly red: readonly string[]; readonly blue: readonly string[] };
  /** The id given to the group of prisoners, if any are taken. */
  readonly prisoners: string;
  /** Where the prisoners stand after the adjudication. */
  readonly prisonersAt: Point;
  /** Where the player who charged sets each side's survivors ("within the limits of the mêlée"). */
  readonly survivorsAt?: Partial<Record<Army, Point>>;
  /** The row of the worked-examples table that states this mêlée. */
  readonly example: string;
}

/** Prisoners moved by their captor under escort (melee-3, prisoners): one man for up to seven. */
export interface EscortEvent {
  readonly kind: 'escort';
  readonly prisoners: string;
  readonly escort: string;
  readonly to: Point;
}

/** A gun left with fewer than four of its own men within six inches (mobility-iii): the engine checks it. */
export interface AbandonEvent {
  readonly kind: 'abandon';
  readonly gun: string;
}

/** A gun taken (melee-5): none of its side within six inches, four of `by` up to it. The engine checks it. */
export interface CaptureEvent {
  readonly kind: 'capture';
  readonly gun: string;
  readonly by: readonly string[];
}

/** A body of men crosses its own back line and leaves the field. */
export interface EscapeEvent {
  readonly kind: 'escape';
  readonly unit: string;
}

/** A gun taken off over its own back line. */
export interface EscapeGunEvent {
  readonly kind: 'escape-gun';
  readonly gun: string;
}

/** Men whose fate the text does not tell (INC-5): taken off the map and counted apart, not as dead. */
export interface UntoldEvent {
  readonly kind: 'untold';
  readonly unit: string;
}

/** One thing that happens in a half-move. */
export type BattleEvent =
  | PutDownEvent
  | PutDownGunEvent
  | FireEvent
  | MoveGunEvent
  | SplitEvent
  | JoinEvent
  | MoveEvent
  | MeleeEvent
  | EscortEvent
  | AbandonEvent
  | CaptureEvent
  | EscapeEvent
  | EscapeGunEvent
  | UntoldEvent;

export type BattleEventKind = BattleEvent['kind'];

/** What a half-move is: the putting down, one move, or several moves the text sums up. */
export const HALF_MOVE_KINDS = ['put-down', 'move', 'summary'] as const;
export type HalfMoveKind = (typeof HALF_MOVE_KINDS)[number];

/** One player's move ("half-move"), with the text it rests on and what happens in it. */
export interface HalfMove {
  /** Stable id, used in URLs and anchors: `red-3`. */
  readonly id: string;
  readonly army: Army;
  readonly kind: HalfMoveKind;
  /** The player's own move, counted after the putting down (0 for the putting down). */
  readonly ownMove: number;
  /** For a summary: how many of the player's moves it stands for (moves may be that many times as long). */
  readonly spans?: number;
  /** "Red's third move". */
  readonly title: string;
  /** What happens, in one sentence of the editors. */
  readonly gist: string;
  readonly cite: Citation;
  readonly figures: readonly Figure[];
  /** The narrator's "more exact" account of this half-move. */
  readonly narrator: readonly Quote[];
  /** The general's version, where it tells this half-move differently. */
  readonly general: readonly Quote[];
  readonly assumptions: readonly AssumptionId[];
  readonly inconsistencies: readonly InconsistencyId[];
  readonly events: readonly BattleEvent[];
}

/** The whole battle as data. */
export interface Battle {
  readonly table: Table;
  readonly places: readonly Place[];
  readonly halfMoves: readonly HalfMove[];
  readonly assumptions: readonly Apparatus<AssumptionId>[];
  readonly inconsistencies: readonly Apparatus<InconsistencyId>[];
}
