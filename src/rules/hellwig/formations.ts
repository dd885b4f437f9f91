/**
 * Formations: devices and transporters whose squares together form a rectangle and move or
 * wheel as one, with everything standing on them (§53, §63, §90–§98, §173–§178). A lone device
 * or transporter is the smallest formation, so this module also moves those.
 */
import { RuleError, oneOf } from '../errors.ts';
import { fieldOf, listOf, objectOf, readOptions } from '../checks.ts';
import {
  artilleristsOn,
  boardWith,
  landingOn,
  passageOn,
  readBoard,
  transporterOn,
  sameDevice,
  type ArtilleryDevice,
  type Board,
  type ObstacleReason,
  type Piece,
  type Transporter,
} from './board.ts';
import { effective } from './combined.ts';
import { atOn, coordsOn, DIRECTION_STEP, squareOn, turnBy, type Coords, type Square, plateCalled } from './grid.ts';
import { cornersOn, rectangleOn, pathOf, type Rect } from './rectangles.ts';
import { rangeOf, immobilityOf, type TransportRange } from './transporters.ts';
import {
  DIRECTIONS,
  LANDING_READINGS,
  PAWN_FACING_READINGS,
  WHEEL_KINDS,
  WHEEL_SENSES,
  type Direction,
  type LandingReading,
  type PawnFacingReading,
  type Player,
  type WheelKind,
  type WheelSense,
} from './types.ts';

/** Why a formation cannot move at all (§46, §67, §86, §99). /hellwig/s46/ */
export type ImmobilityReason = 'unmanned' | 'empty-transporter' | 'players-mixed';

/** Why a move or wheeling is refused, and the square responsible (§46, §86, §99, §170, §177). /hellwig/s177/ */
export interface Blocker {
  readonly square: Square;
  readonly reason: ObstacleReason | ImmobilityReason;
}

/** Devices and transporters filling a rectangle, and the pieces riding on them (§53, §90, §96, §97). /hellwig/s53/ */
export interface Formation {
  /** Its squares, ascending. */
  readonly squares: readonly Square[];
  readonly rect: Rect;
  readonly devices: readonly ArtilleryDevice[];
  readonly transporters: readonly Transporter[];
  /** Pieces standing on its squares; they move with it and cannot be left behind (§84, §92, §93). */
  readonly pieces: readonly Piece[];
  /** The player whose pieces ride, if one (§99). */
  readonly player?: Player;
  /** Steps per move: 4 with artillery, 8 with cavalry only, else 6 (§45, §87, §97). */
  readonly range: TransportRange;
  /** Set when it cannot move at all. */
  readonly immobile?: Blocker;
}

/** Readings for moving boards (A5, A19), both defaulting to the notes' recommendation (§89, §95). /hellwig/s89/ */
export interface FormationOptions {
  readonly landing?: LandingReading;
  readonly pawnFacing?: PawnFacingReading;
}

interface Readings {
  readonly landing: LandingReading;
  readonly pawnFacing: PawnFacingReading;
}

/** Check an options object: unknown keys and values are rejected (UNKNOWN_OPTION). */
const FORMATION_OPTIONS = { landing: LANDING_READINGS, pawnFacing: PAWN_FACING_READINGS } as const;

function formationReadings(options: unknown, others: readonly string[] = []): Readings {
  return readOptions(
    'options',
    objectOf('options', options),
    FORMATION_OPTIONS,
    { landing: LANDING_READINGS[0], pawnFacing: PAWN_FACING_READINGS[0] },
    others,
  );
}

/** The formation of these members, with its riders, range and movability. */
function assemble(
  board: Board,
  devices: readonly ArtilleryDevice[],
  transporters: readonly Transporter[],
  loose: readonly Square[] = [],
): Formation {
  const all = [...devices.flatMap((d) => [d.artillerists, d.gun]), ...transporters.flatMap((t) => t.squares), ...loose];
  const squares = [...new Set(all)].sort((a, b) => a - b);
  const rect = rectangleOn(squares, board.grid);
  if (!rect) {
    throw new RuleError(
      'NOT_ADJACENT',
      `devices and transporters move together only when their squares form a rectangle (§53, §90); received ${squares.join(', ')}`,
    );
  }
  const pieces = squares.map((s) => board.pieces.get(s)).filter((p): p is Piece => p !== undefined);
  const first = pieces[0];
  const mixed = pieces.find((p) => p.player !== first?.player);
  // A device in the formation is worked from inside it: by its own artillerists or a member covering them (§67).
  const inside: Board = { ...board, devices, pieces: new Map(pieces.map((p) => [p.square, p])) };
  const unmanned = devices.find((d) => !effective(inside, d));
  const stuck = transporters.map((t) => immobilityOf(board, t)).find((x) => x !== undefined);
  const immobile: Blocker | undefined = unmanned
    ? { square: unmanned.artillerists, reason: 'unmanned' }
    : stuck
      ? { square: stuck.square, reason: stuck.reason }
      : mixed
        ? { square: mixed.square, reason: 'players-mixed' }
        : undefined;
  const range = rangeOf(pieces, devices.length > 0);
  const base = { squares, rect, devices, transporters, pieces, range };
  const withPlayer = first && !mixed ? { ...base, player: first.player } : base;
  return immobile ? { ...withPlayer, immobile } : withPlayer;
}

/** The members lying wholly on some squares; with `loose`, pieces standing on no board also count (§173). */
function gather(board: Board, squares: unknown, loose: boolean): Formation {
  const set = new Set(listOf('squares', squares, 1).map((s) => squareOn(s, board.grid, 'squares item')));
  const devices = board.devices.filter((d) => set.has(d.artillerists) && set.has(d.gun));
  const transporters = board.transporters.filter((t) => t.squares.every((s) => set.has(s)));
  const covered = new Set([
    ...devices.flatMap((d) => [d.artillerists, d.gun]),
    ...transporters.flatMap((t) => t.squares),
  ]);
  const bare = [...set].filter((s) => !covered.has(s) && !(loose && board.pieces.has(s)));
  if (bare.length > 0) {
    const what = loose ? 'no piece, device or transporter' : 'no device or transporter lying wholly within them';
    throw new RuleError(
      'NOT_ADJACENT',
      `squares ${bare.join(', ')} carry ${what} (§84, §90, §173); received ${[...set].join(', ')}`,
    );
  }
  return assemble(board, devices, transporters, [...set]);
}

/**
 * The formation on these squares: every device and transporter lying wholly on them, which must
 * fill them and form a rectangle (§53, §90, §96–§98); boards only partly on them stay behind (§91). /hellwig/s90/
 */
export function formationAt(board: Board, squares: readonly number[]): Formation {
  return gather(readBoard(board), squares, false);
}

/** A lone device as a formation (§45, §46). /hellwig/s45/ */
export function deviceFormation(board: Board, device: ArtilleryDevice): Formation {
  return assemble(board, [device], []);
}

/** The board without the formation and its riders: what it moves among. */
function leaving(board: Board, f: Formation): Board {
  const pieces = new Map(board.pieces);
  for (const p of f.pieces) pieces.delete(p.square);
  return boardWith(board, {
    pieces,
    devices: board.devices.filter((d) => !f.devices.some((x) => sameDevice(x, d))),
    transporters: board.transporters.filter((t) => !f.transporters.includes(t)),
  });
}

/**
 * Why a square of the formation cannot come to rest on `to`, if it cannot (A5). A transporter
 * never lands on another board, whatever the reading: the engine keeps one board per square
 * beneath the pieces, and the book shows none sliding under another.
 */
function landingBlock(
  rest: Board,
  f: Formation,
  from: Square,
  to: Square,
  landing: LandingReading,
): ObstacleReason | undefined {
  const reason = landingOn(rest, to, landing);
  if (reason !== undefined || !f.transporters.some((t) => t.squares.includes(from))) return reason;
  if (transporterOn(rest, to)) return 'transporter';
  if (artilleristsOn(rest, to).length > 0) return 'artillerists';
  return undefined;
}

/** The board with the formation put back, every square mapped. */
function arriving(rest: Board, f: Formation, to: (s: Square) => Square, facing: (d: Direction) => Direction): Board {
  const pieces = new Map(rest.pieces);
  for (const p of f.pieces) {
    const moved = { ...p, square: to(p.square) };
    pieces.set(moved.square, p.facing === undefined ? moved : { ...moved, facing: facing(p.facing) });
  }
  return boardWith(rest, {
    pieces,
    devices: [...rest.devices, ...f.devices.map((d) => ({ ...d, artillerists: to(d.artillerists), gun: to(d.gun) }))],
    transporters: [
      ...rest.transporters,
      ...f.transporters.map((t) => ({ squares: [to(t.squares[0]), to(t.squares[1])] as const })),
    ],
  });
}

/** One translation of a formation (§53, §87). /hellwig/s87/ */
export interface FormationMove {
  readonly direction: Direction;
  readonly distance: number;
  /** The squares it comes to, ascending. */
  readonly squares: readonly Square[];
  /** Where each of its squares comes to. */
  readonly moves: ReadonlyMap<Square, Square>;
  /** The position after the move. */
  readonly board: Board;
}

/**
 * Every translation of a formation toward AB, BD, CD or AC by 1 up to its range, over squares
 * free of pieces, guns and impassable terrain, coming to rest on empty squares (§45, §53, §87,
 * §88, §97, §177; A5). None if it cannot move (§46, §86, §99). /hellwig/s87/
 */
export function translations(board: Board, f: Formation, options: FormationOptions = {}): readonly FormationMove[] {
  const { landing } = formationReadings(options);
  if (f.immobile) return [];
  const rest = leaving(board, f);
  const cells = f.squares.map((s) => coordsOn(s, board.grid));
  const moves: FormationMove[] = [];
  for (const direction of DIRECTIONS) {
    const d = DIRECTION_STEP[direction];
    for (let k = 1; k <= f.range; k++) {
      const next = cells.map((c) => atOn(c.row + d.row * k, c.col + d.col * k, board.grid));
      if (next.some((s) => s === undefined)) break;
      const squares = next as Square[];
      if (squares.some((s) => passageOn(rest, s) !== undefined)) break;
      const map = new Map(f.squares.map((s, i) => [s, squares[i] as Square]));
      if (f.squares.some((s) => landingBlock(rest, f, s, map.get(s) as Square, landing) !== undefined)) continue;
      moves.push({
        direction,
        distance: k,
        squares: [...squares].sort((a, b) => a - b),
        moves: map,
        board: arriving(
          rest,
          f,
          (s) => map.get(s) as Square,
          (x) => x,
        ),
      });
    }
  }
  return moves;
}

/** Every translation of the formation on these squares (§53, §87, §96–§98). /hellwig/s87/ */
export function formationMoves(
  board: Board,
  squares: readonly number[],
  options: FormationOptions = {},
): readonly FormationMove[] {
  const b = readBoard(board);
  return translations(b, gather(b, squares, false), options);
}

/** How many quarter-turns each wheeling makes (§62). /hellwig/s62/ */
export const QUARTER_TURNS: { readonly [K in WheelKind]: 1 | 2 | 3 } = { small: 1, larger: 2, greatest: 3 };

/** A wheeling of a formation, legal or not. */
interface WheelingBase {
  readonly pivot: Square;
  readonly kind: WheelKind;
  readonly sense: WheelSense;
  /**
   * The squares passed over, in order: 1, 3 or 5 for a 1 × 2 board (§62); the complement-rectangles for larger ones
   * (§174).
   */
  readonly passed: readonly Square[];
  /** Where each square of the formation comes to. */
  readonly moves: ReadonlyMap<Square, Square>;
  /** The squares it comes to, ascending. */
  readonly squares: readonly Square[];
}

/**
 * The outcome of a wheeling: the position after it, or the square that forbids it (§62, §170, §177, §178).
 * /hellwig/s62/
 */
export type FormationWheeling =
  | (WheelingBase & { readonly legal: true; readonly board: Board })
  | (WheelingBase & { readonly legal: false; readonly blockedBy: Blocker });

/** Options of a wheeling: about which corner square, how far and which way (§62, §95, §176). /hellwig/s62/ */
export interface WheelOptions extends FormationOptions {
  readonly pivot: number;
  readonly kind: WheelKind;
  readonly sense: WheelSense;
}

/**
 * Wheel a formation about one of its corner squares by a quarter, half or three-quarter turn
 * (§62, §63, §95, §96, §173–§176): the passed squares must be practicable and free of pieces and
 * guns (§170, §177, §178), and the squares it comes to must be empty (A5). /hellwig/s174/
 */
export function wheelFormationOf(board: Board, f: Formation, options: WheelOptions): FormationWheeling {
  const o = objectOf('options', options, 'an object with pivot, kind and sense');
  const r = formationReadings(o, ['pivot', 'kind', 'sense']);
  const kind = oneOf('options.kind', fieldOf('options', o, 'kind'), WHEEL_KINDS);
  const sense = oneOf('options.sense', fieldOf('options', o, 'sense'), WHEEL_SENSES);
  const pivot = squareOn(fieldOf('options', o, 'pivot'), board.grid, 'options.pivot');
  const corners = cornersOn(f.rect, board.grid);
  if (!corners.includes(pivot)) {
    throw new RuleError(
      'BAD_PIVOT',
      `a wheeling turns about a corner square of the formation (§63, §176): one of ${corners.join(', ')}; received ${pivot}`,
    );
  }
  const turns = QUARTER_TURNS[kind];
  const cells = f.squares.map((s) => coordsOn(s, board.grid));
  const path = pathOf(cells, coordsOn(pivot, board.grid), sense, turns);
  const onPlate = (c: Coords): Square => {
    const s = atOn(c.row, c.col, board.grid);
    if (s === undefined) {
      // The engine's rows and columns count from 0: said to a reader they would mislead, and the edge is what matters.
      throw new RuleError(
        'OFF_BOARD',
        `the ${kind} wheeling ${sense} about ${pivot} would leave ${plateCalled(board.grid.name)} (§62)`,
      );
    }
    return s;
  };
  const passed = path.passed.map(onPlate);
  const after = path.after.map(onPlate);
  const moves = new Map(f.squares.map((s, i) => [s, after[i] as Square]));
  const base: WheelingBase = { pivot, kind, sense, passed, moves, squares: [...after].sort((a, b) => a - b) };
  if (f.immobile) return { ...base, legal: false, blockedBy: f.immobile };
  const rest = leaving(board, f);
  const own = new Set(f.squares);
  for (const square of passed) {
    const reason = passageOn(rest, square);
    if (reason) return { ...base, legal: false, blockedBy: { square, reason } };
  }
  // Squares it already held are vacated by the wheeling; new ones must be empty to land on.
  for (const [from, square] of [...moves].sort((a, b) => a[1] - b[1])) {
    const reason = own.has(square) ? passageOn(rest, square) : landingBlock(rest, f, from, square, r.landing);
    if (reason) return { ...base, legal: false, blockedBy: { square, reason } };
  }
  const facing = (d: Direction): Direction => (r.pawnFacing === 'rotate' ? turnBy(d, sense, turns) : d);
  return { ...base, legal: true, board: arriving(rest, f, (s) => moves.get(s) as Square, facing) };
}

/** Wheel the formation of devices and transporters on these squares (§95–§97, §63). /hellwig/s95/ */
export function wheelFormation(board: Board, squares: readonly number[], options: WheelOptions): FormationWheeling {
  const b = readBoard(board);
  return wheelFormationOf(b, gather(b, squares, false), options);
}

/**
 * Wheel "all pieces standing behind and beside one another" that form a rectangle, on boards or
 * not (§173–§176): the rectangle of §174 and the squares of §174a. /hellwig/s173/
 */
export function wheelRectangle(board: Board, squares: readonly number[], options: WheelOptions): FormationWheeling {
  const b = readBoard(board);
  return wheelFormationOf(b, gather(b, squares, true), options);
}
