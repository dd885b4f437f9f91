/**
 * A position on a plate (§22–§29, §43, §83, §110, §146a): the shape of a `Board` (terrain per square, laid bridges,
 * pieces, artillery devices, transporters, breastworks) and of its plain set-up, the boards the engine has checked,
 * and the unchecked lookups the engine uses inside (`…On`: terrain, practicability, guns, artillerists, transporters,
 * obstacles). Set-ups are checked in `boardSetup.ts`, the checked lookups are in `boardLookups.ts`, devices placed
 * on and taken off a board in `boardDevices.ts`.
 */
import type { Grid, Square } from './grid.ts';
import type {
  ArtilleryKind,
  CannonVariant,
  Direction,
  LandingReading,
  PieceKind,
  PlateName,
  Player,
  Terrain,
} from './types.ts';

/** A piece on its square; pawns carry the side their front faces (§37). /hellwig/s37/ */
export interface Piece {
  readonly square: Square;
  readonly kind: PieceKind;
  readonly player: Player;
  readonly facing?: Direction;
}

/**
 * An artillery device (§43–§46): the artillerists' square (passable, manned by a piece) and the
 * gun square (impassable), its cannon variety (§65) and kind (§66). `owner` is the pin colour,
 * used only when no piece mans it (§43, §70). /hellwig/s43/
 */
export interface ArtilleryDevice {
  readonly artillerists: Square;
  readonly gun: Square;
  readonly variant: CannonVariant;
  readonly kind: ArtilleryKind;
  readonly owner?: Player;
}

/** A transporter (§83–§85): a 1 × 2 board of passable squares that carries what stands on it. /hellwig/s83/ */
export interface Transporter {
  readonly squares: readonly [Square, Square];
}

/** Impassable terrain kinds (§24, §25, §28). /hellwig/s24/ */
export type ImpassableTerrain = 'mountain' | 'marsh' | 'water';

/** A checked position on one plate. Squares not listed in `terrain` are open (black or white, §23). /hellwig/s23/ */
export interface Board {
  readonly grid: Grid;
  readonly terrain: ReadonlyMap<Square, Exclude<Terrain, 'open'>>;
  /** Water squares made practicable by a laid bridge (§146a). */
  readonly bridges: ReadonlySet<Square>;
  readonly pieces: ReadonlyMap<Square, Piece>;
  readonly devices: readonly ArtilleryDevice[];
  readonly transporters: readonly Transporter[];
  /**
   * Squares under a breastwork, impassable to every piece and board, one's own as well as the enemy's (§110, §134c,
   * §179); absent on a board that does not say (breastworks are their own value, `entrenchedBoard` adds them).
   */
  readonly entrenched?: ReadonlySet<Square>;
}

/** A piece as plain data (§31, §37). /hellwig/s31/ */
export interface PieceSetup {
  readonly square: number;
  readonly kind: PieceKind;
  readonly player: Player;
  readonly facing?: Direction;
}

/** A device as plain data; `variant` is required for cannon, and a howitzer is always axial (§66; A2). /hellwig/s66/ */
export interface DeviceSetup {
  readonly artillerists: number;
  readonly gun: number;
  readonly variant?: CannonVariant;
  readonly kind?: ArtilleryKind;
  readonly owner?: Player;
}

/** A transporter as plain data (§85). /hellwig/s85/ */
export interface TransporterSetup {
  readonly squares: readonly [number, number];
}

/** A position as plain data, as the worked examples state it (§22–§29). /hellwig/s22/ */
export interface BoardSetup {
  readonly plate?: PlateName;
  readonly terrain?: { readonly [T in Exclude<Terrain, 'open'>]?: readonly number[] };
  readonly bridges?: readonly number[];
  readonly pieces?: readonly PieceSetup[];
  readonly devices?: readonly DeviceSetup[];
  readonly transporters?: readonly TransporterSetup[];
}

/** What stops a moving piece, board or wheeling on a square (§170, §177, §178; A5). /hellwig/s170/ */
export type ObstacleReason = ImpassableTerrain | 'piece' | 'gun' | 'breastwork' | 'artillerists' | 'transporter';

/** A square that blocks, and why (§169–§179). /hellwig/s169/ */
export interface Obstacle {
  readonly square: Square;
  readonly reason: ObstacleReason;
}

const IMPASSABLE: readonly Terrain[] = ['mountain', 'marsh', 'water'];

/**
 * The positions the engine has checked: every board `createBoard` builds and every board the
 * engine derives from one (after a move, a wheeling, a firing). Membership makes `readBoard` O(1)
 * on the hot paths; a board object built elsewhere is checked in full once, then remembered.
 */
export const CHECKED = new WeakSet<object>();

/** A board the engine built from checked parts, remembered as checked (§22). /hellwig/s22/ */
export function checked(board: Board): Board {
  CHECKED.add(board);
  return board;
}

/**
 * The board with some of its parts replaced, still checked: the engine's way of deriving positions (§22). /hellwig/s22/
 */
export function boardWith(board: Board, changes: Partial<Board>): Board {
  return checked({ ...board, ...changes });
}

/** `terrainAt` on a checked board and square (§23–§29). /hellwig/s23/ */
export function terrainOn(board: Board, square: Square): Terrain {
  return board.terrain.get(square) ?? 'open';
}

/** `isPracticable` on a checked board and square (§170, §146a). /hellwig/s170/ */
export function practicableOn(board: Board, square: Square): boolean {
  const t = terrainOn(board, square);
  return !IMPASSABLE.includes(t) || (t === 'water' && board.bridges.has(square));
}

/** `gunAt` on a checked board and square (§46). /hellwig/s46/ */
export function gunOn(board: Board, square: Square): ArtilleryDevice | undefined {
  // A loop, not `find`: asked of every square a piece passes, and a closure a call is garbage to collect.
  for (const d of board.devices) if (d.gun === square) return d;
  return undefined;
}

/** `artilleristsBoardsAt` on a checked board and square (§67). /hellwig/s67/ */
export function artilleristsOn(board: Board, square: Square): readonly ArtilleryDevice[] {
  return board.devices.filter((d) => d.artillerists === square);
}

/** `transporterAt` on a checked board and square (§85). /hellwig/s85/ */
export function transporterOn(board: Board, square: Square): Transporter | undefined {
  return board.transporters.find((t) => t.squares.includes(square));
}

/** `passageObstacle` on a checked board and square (§170, §177, §178). /hellwig/s177/ */
export function passageOn(board: Board, square: Square): ObstacleReason | undefined {
  if (!practicableOn(board, square)) return terrainOn(board, square) as ImpassableTerrain;
  if (gunOn(board, square)) return 'gun';
  if (board.pieces.has(square)) return 'piece';
  if (board.entrenched?.has(square)) return 'breastwork';
  return undefined;
}

/** `landingObstacle` on a checked board, square and reading (§88, §178; A5). /hellwig/s88/ */
export function landingOn(board: Board, square: Square, landing: LandingReading): ObstacleReason | undefined {
  const passage = passageOn(board, square);
  if (passage !== undefined || landing === 'onto-boards') return passage;
  if (artilleristsOn(board, square).length > 0) return 'artillerists';
  if (transporterOn(board, square)) return 'transporter';
  return undefined;
}
