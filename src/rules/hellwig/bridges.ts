/**
 * Bridges (§135–§158a, §167): bridge-transporters and their four bridges, laying a bridge over
 * water by touch, crossing it, and breaking it down again. A `BridgeNetwork` is a value of its
 * own, made by `createBridgeNetwork` against a board, so the board keeps its shape: the board
 * says where the water is and who stands where; the network says which bridge-transporter stands
 * on which squares, how many bridges it still carries on each surface, and which water squares
 * its bridges cover. Ruining bridges is in `bridgeRuin.ts`.
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../errors.ts';
import { fieldOf, listOf, objectOf, readOptions, readRecord } from '../checks.ts';
import { boardWith, isPracticable, type Board, readBoard } from './board.ts';
import { coveredBy, isOutweighed } from './defence.ts';
import {
  chebyshevDistance,
  coordsOf,
  at,
  directionBetween,
  toSquare,
  type Grid,
  type Square,
  plateCalled,
} from './grid.ts';
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
const LAST_BRIDGE_TRANSPORTER = BRIDGE_SETS.B[1];

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

const made = new WeakSet<object>();

function seal(network: BridgeNetwork): BridgeNetwork {
  made.add(network);
  return Object.freeze(network);
}

/** The set a bridge-transporter's number belongs to (§196). */
function ownerOf(number: number): Player {
  return number <= BRIDGE_SETS.A[1] ? 'A' : 'B';
}

/** Whether two squares touch "with one of its sides or with the corner of one of its angles" (§145, l.1111). */
function touchesOn(grid: Grid, a: Square, b: Square): boolean {
  return a !== b && chebyshevDistance(a, b, grid) === 1;
}

/** Whether a square touches a bridge-transporter by a side or a corner (§145), not being under it. */
function touchesTransporter(grid: Grid, t: BridgeTransporter, s: Square): boolean {
  return s !== t.main && s !== t.secondary && (touchesOn(grid, t.main, s) || touchesOn(grid, t.secondary, s));
}

/** The squares touching a square by side or corner (§145). */
function around(grid: Grid, s: Square): Square[] {
  const c = coordsOf(s, grid);
  const out: Square[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const n = (dr !== 0 || dc !== 0) && at(c.row + dr, c.col + dc, grid);
      if (n) out.push(n);
    }
  }
  return out;
}

/**
 * Check bridge-transporters and laid bridges against a board (§136, §141, §143, §196): numbers
 * 1–80 used once, two side-by-side squares each on practicable ground (§88, §148), at most four bridges a
 * transporter, every laid bridge over water and one bridge a square. Pieces, artillery and other transporters may
 * stand on one, whole or in part (§147), and another bridge-transporter, but not a third (§150). /hellwig/s141/
 */
export function createBridgeNetwork(board: Board, setup: BridgeNetworkSetup = {}): BridgeNetwork {
  const b = readBoard(board);
  const s = objectOf('setup', setup);
  const laid = new Map<Square, number>();
  const laidCount = new Map<number, number>();
  for (const [i, value] of listOf('setup.laid', fieldOf('setup', s, 'laid') ?? []).entries()) {
    const name = `setup.laid[${i}]`;
    const l = objectOf(name, value, 'a laid bridge');
    const square = toSquare(fieldOf(name, l, 'square'), b.grid, `${name}.square`);
    const number = wholeNumber(`${name}.transporter`, fieldOf(name, l, 'transporter'), 1, LAST_BRIDGE_TRANSPORTER);
    if (b.terrain.get(square) !== 'water') {
      throw new RuleError(
        'BAD_INPUT',
        `a bridge is laid over water (§142); square ${square} is ${b.terrain.get(square) ?? 'open'}`,
      );
    }
    if (laid.has(square))
      throw new RuleError(
        'OVERLAP',
        `square ${square} already has the bridge of transporter ${laid.get(square)}; received another of ${number}`,
      );
    laid.set(square, number);
    laidCount.set(number, (laidCount.get(number) ?? 0) + 1);
  }
  const transporters: BridgeTransporter[] = [];
  for (const [i, value] of listOf('setup.transporters', fieldOf('setup', s, 'transporters') ?? []).entries()) {
    const name = `setup.transporters[${i}]`;
    const t = objectOf(name, value, 'a bridge-transporter');
    const number = wholeNumber(`${name}.number`, fieldOf(name, t, 'number'), 1, LAST_BRIDGE_TRANSPORTER);
    if (transporters.some((x) => x.number === number))
      throw new RuleError('BAD_INPUT', `bridge-transporter number ${number} is used twice (§196)`);
    const main = toSquare(fieldOf(name, t, 'main'), b.grid, `${name}.main`);
    const secondary = toSquare(fieldOf(name, t, 'secondary'), b.grid, `${name}.secondary`);
    if (directionBetween(main, secondary, b.grid) === undefined) {
      throw new RuleError(
        'NOT_ADJACENT',
        `a bridge-transporter covers two side-by-side squares (§136); received main ${main} and secondary ${secondary}`,
      );
    }
    for (const sq of [main, secondary]) {
      // §148 applies §88 to bridge-transporters: they stand on practicable ground (a laid bridge is, §146a). Artillery
      // may stand on one, whole or with one of its squares, as on any practicable ground (§147).
      if (!(isPracticable(b, sq) || laid.has(sq))) {
        throw new RuleError(
          'BLOCKED',
          `a bridge-transporter stands on practicable ground (§88, §148); square ${sq} is ${b.terrain.get(sq) ?? 'open'}`,
        );
      }
    }
    const used = laidCount.get(number) ?? 0;
    const aboardValue = fieldOf(name, t, 'aboard');
    const a = aboardValue === undefined ? undefined : objectOf(`${name}.aboard`, aboardValue);
    const startMain = Math.max(0, 2 - used);
    const startSecondary = Math.max(0, 2 - Math.max(0, used - 2));
    const aboard = {
      main: wholeNumber(
        `${name}.aboard.main`,
        (a && fieldOf(`${name}.aboard`, a, 'main')) ?? startMain,
        0,
        BRIDGES_PER_TRANSPORTER,
      ),
      secondary: wholeNumber(
        `${name}.aboard.secondary`,
        (a && fieldOf(`${name}.aboard`, a, 'secondary')) ?? startSecondary,
        0,
        BRIDGES_PER_TRANSPORTER,
      ),
    };
    if (aboard.main + aboard.secondary + used > BRIDGES_PER_TRANSPORTER) {
      throw new RuleError(
        'OUT_OF_RANGE',
        `a bridge-transporter has 4 bridges (§136); number ${number} received ${aboard.main} + ${aboard.secondary} aboard and ${used} laid`,
      );
    }
    transporters.push({ number, owner: ownerOf(number), main, secondary, aboard });
  }
  for (const number of laidCount.keys()) {
    if (!transporters.some((t) => t.number === number)) {
      throw new RuleError(
        'UNKNOWN_ID',
        `a laid bridge bears the number of its bridge-transporter (§143); no transporter is numbered ${number}`,
      );
    }
  }
  const high = stackedTooHigh(transporters);
  if (high) throw new RuleError('OVERLAP', high);
  return seal({ plate: b.grid.name, transporters, laid });
}

/**
 * Why bridge-transporters lie more than two one on another, if they do (§147, §150): the book places "another
 * bridge-transporter" on one free of pieces, and its rules for them are for the pair, "the one" and "the other"; a
 * bridge-transporter takes anything more only while nothing but its bridges is on it (§147). So one lies on or under
 * one other at most, whether a third would stand on both or across two. Of checked values (the engine's own moves).
 * The one numbered `moved`, if given, is named first: the one just moved onto the others.
 */
export function stackedTooHigh(transporters: readonly BridgeTransporter[], moved?: number): string | undefined {
  const order = [...transporters.filter((t) => t.number === moved), ...transporters.filter((t) => t.number !== moved)];
  for (const t of order) {
    const others = transporters.filter(
      (x) => x !== t && [x.main, x.secondary].some((s) => s === t.main || s === t.secondary),
    );
    if (others.length > 1)
      return `bridge-transporter ${t.number} would lie on or under ${others.map((x) => x.number).join(' and ')}: one bridge-transporter lies on another, two at most (§150; §147)`;
  }
  return undefined;
}

/**
 * A network made by `createBridgeNetwork` or by a move of this module, on the board's plate, its bridges still over
 * water (§141–§143).
 */
export function checkNetwork(board: Board, network: unknown): BridgeNetwork {
  if (typeof network !== 'object' || network === null || !made.has(network)) {
    throw new RuleError(
      'BAD_INPUT',
      `network must be a bridge network made by createBridgeNetwork; received ${describeValue(network)}`,
    );
  }
  const n = network as BridgeNetwork;
  if (n.plate !== board.grid.name)
    throw new RuleError(
      'BAD_INPUT',
      `the bridge network is on ${plateCalled(n.plate)}; the board is on ${plateCalled(board.grid.name)}`,
    );
  for (const sq of n.laid.keys()) {
    if (board.terrain.get(sq) !== 'water')
      throw new RuleError(
        'BAD_INPUT',
        `the bridge on ${sq} lies over water (§142); on this board ${sq} is ${board.terrain.get(sq) ?? 'open'}`,
      );
  }
  return n;
}

/** The bridge-transporter bearing a number (§136, §196), or UNKNOWN_ID. */
export function transporterNumbered(network: BridgeNetwork, number: unknown): BridgeTransporter {
  const n = wholeNumber('bridge-transporter number', number, 1, LAST_BRIDGE_TRANSPORTER);
  const t = network.transporters.find((x) => x.number === n);
  if (!t)
    throw new RuleError(
      'UNKNOWN_ID',
      `there is no bridge-transporter numbered ${n}; there are ${network.transporters.map((x) => x.number).join(', ') || 'none'}`,
    );
  return t;
}

/** The network with its bridge-transporters where a move of theirs leaves them (§137, §138), of checked values. */
export function movedOn(network: BridgeNetwork, transporters: readonly BridgeTransporter[]): BridgeNetwork {
  return seal({ ...network, transporters: [...transporters] });
}

/**
 * The board with every laid bridge practicable (§146a), of a board already checked: still checked, so that the engine
 * reads it as itself and not as a copy (a game's starting position was a copy to every later `readBoard`).
 */
export function bridgedOn(board: Board, network: BridgeNetwork): Board {
  // Derived as the engine derives positions, still checked: a position under fire holds pieces on squares createBoard
  // would refuse (a piece left in a burning building, §74), and a copy read afresh would be refused or, read as a copy,
  // lose what the engine remembers of the position (movedPieces' map of a transporter's move).
  return boardWith(board, { bridges: new Set([...board.bridges, ...network.laid.keys()]) });
}

/**
 * The board with the network's laid bridges practicable: the water under them "can now be occupied and passed over"
 * (§146a, l.1115). /hellwig/s146a/
 */
export function bridgedBoard(board: Board, network: BridgeNetwork): Board {
  const b = readBoard(board);
  return bridgedOn(b, checkNetwork(b, network));
}

/**
 * The laid bridges of a transporter connected to it: touching it, or touching another such bridge of the same number
 * (§158), of checked values.
 */
export function connectedOn(grid: Grid, network: BridgeNetwork, t: BridgeTransporter): Square[] {
  const own = [...network.laid].filter(([, n]) => n === t.number).map(([s]) => s);
  const found = own.filter((s) => touchesTransporter(grid, t, s));
  for (let i = 0; i < found.length; i++) {
    const s = found[i] as Square;
    for (const o of own) if (!found.includes(o) && touchesOn(grid, s, o)) found.push(o);
  }
  return found.sort((a, b) => a - b);
}

/**
 * The laid bridges of a transporter that touch it or are connected to it "by means of other
 * bridges belonging to that same bridge-transporter" (§158, l.1153; §160). /hellwig/s158/
 */
export function connectedBridges(board: Board, network: BridgeNetwork, number: number): readonly Square[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  return connectedOn(b.grid, n, transporterNumbered(n, number));
}

/**
 * The bridge options: the reading of contested laying (§167), the bridges exposed more than one move (§167 (5)), and
 * the pieces' readings.
 */
function bridgeOptions(options: unknown): {
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

/**
 * The surfaces a bridge may be taken from or put back on: the secondary not while an enemy piece stands on it (§157,
 * l.1151).
 */
function usableSurfaces(board: Board, t: BridgeTransporter): BridgeSurface[] {
  const onSecondary = board.pieces.get(t.secondary);
  return onSecondary && onSecondary.player !== t.owner ? ['main'] : ['main', 'secondary'];
}

/**
 * Where the next bridge of a transporter may be laid (§144–§146, §157, §167 (1)): its main surface
 * held by a piece of its owner, a bridge aboard a usable surface, and an unbridged water square
 * touching the transporter or a laid bridge of the same number, by side or corner. /hellwig/s146/
 */
export function layingSquares(
  board: Board,
  network: BridgeNetwork,
  number: number,
  options: BridgeOptions = {},
): readonly Square[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const o = bridgeOptions(options);
  return layableOn(b, n, t, o.contested, o.pieces);
}

function layableOn(
  board: Board,
  network: BridgeNetwork,
  t: BridgeTransporter,
  contested: ContestedLayingReading,
  pieces: PieceOptions,
): Square[] {
  if (board.pieces.get(t.main)?.player !== t.owner) return [];
  if (!usableSurfaces(board, t).some((s) => t.aboard[s] > 0)) return [];
  const bridged = bridgedOn(board, network);
  const from = [t.main, t.secondary, ...[...network.laid].filter(([, k]) => k === t.number).map(([s]) => s)];
  const found = new Set<Square>();
  for (const f of from) {
    for (const s of around(board.grid, f)) {
      if (s === t.main || s === t.secondary || board.terrain.get(s) !== 'water' || bridged.bridges.has(s)) continue;
      const trial = boardWith(bridged, { bridges: new Set([...bridged.bridges, s]) });
      if (contested === 'forbidden' && isOutweighed(trial, s, t.owner, pieces)) continue;
      found.add(s);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * Lay one bridge of a transporter over a water square, one move (§140, §142–§146, §157, §167 (1)):
 * from the given surface, or the main surface while it has bridges. Returns the new network. /hellwig/s145/
 */
export function layBridge(
  board: Board,
  network: BridgeNetwork,
  number: number,
  square: number,
  surface?: BridgeSurface,
  options: BridgeOptions = {},
): BridgeNetwork {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const sq = toSquare(square, b.grid, 'bridge square');
  const o = bridgeOptions(options);
  const usable = usableSurfaces(b, t).filter((s) => t.aboard[s] > 0);
  const from = surface === undefined ? usable[0] : oneOf('surface', surface, BRIDGE_SURFACES);
  if (from === undefined || !usable.includes(from)) {
    throw new RuleError(
      'BLOCKED',
      `bridge-transporter ${t.number} has no bridge to give from its ${from ?? 'surfaces'} (aboard: main ${t.aboard.main}, secondary ${t.aboard.secondary}; an enemy on the secondary surface keeps its bridges, §157)`,
    );
  }
  if (b.pieces.get(t.main)?.player !== t.owner) {
    throw new RuleError(
      'BLOCKED',
      `no bridge is taken unless the main surface ${t.main} is held by a piece of player ${t.owner} (§144)`,
    );
  }
  if (!layableOn(b, n, t, o.contested, o.pieces).includes(sq)) {
    throw new RuleError(
      'BLOCKED',
      `a bridge of transporter ${t.number} may be laid on ${describeValue(layableOn(b, n, t, o.contested, o.pieces))} (§145, §146, §167); received ${sq}`,
    );
  }
  const laid = new Map(n.laid);
  laid.set(sq, t.number);
  const moved: BridgeTransporter = { ...t, aboard: { ...t.aboard, [from]: t.aboard[from] - 1 } };
  return seal({ ...n, laid, transporters: n.transporters.map((x) => (x === t ? moved : x)) });
}

/**
 * The laid bridges of a transporter its holder may break down now (§154, §158, §158a, §167 (5),
 * (6)): the main surface held by the owner, connected to the transporter, no piece on it, not
 * exposed to the enemy's field for more than a move, not outweighed by the enemy's attack. /hellwig/s158/
 */
export function breakableBridges(
  board: Board,
  network: BridgeNetwork,
  number: number,
  options: BridgeOptions = {},
): readonly Square[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const o = bridgeOptions(options);
  return breakableOn(b, n, t, o.exposed, o.pieces);
}

function breakableOn(
  board: Board,
  network: BridgeNetwork,
  t: BridgeTransporter,
  exposed: ReadonlySet<number>,
  pieces: PieceOptions,
): Square[] {
  if (board.pieces.get(t.main)?.player !== t.owner) return [];
  const bridged = bridgedOn(board, network);
  const enemy: Player = t.owner === 'A' ? 'B' : 'A';
  return connectedOn(board.grid, network, t).filter(
    (s) =>
      !bridged.pieces.has(s) &&
      !(exposed.has(s) && coveredBy(bridged, s, enemy)) &&
      !isOutweighed(bridged, s, t.owner, pieces),
  );
}

/** A network and the board after bridges were broken down or ruined, and what was lost on them. */
export interface BridgeChange {
  readonly network: BridgeNetwork;
  readonly board: Board;
  /** Squares of the pieces lost with ruined bridges (§167 (7)); devices likewise, by their gun squares (§158a). */
  readonly lostPieces: readonly Square[];
  readonly lostDevices: readonly Square[];
}

/** The board and network with some laid bridges taken away, and what stood on them lost (§158a, §167 (7)). */
export function liftOn(
  board: Board,
  network: BridgeNetwork,
  squares: readonly Square[],
  transporters: readonly BridgeTransporter[],
): BridgeChange {
  const gone = new Set(squares);
  const lostPieces = [...board.pieces.keys()].filter((s) => gone.has(s)).sort((a, b) => a - b);
  const lostDevices = board.devices.filter((d) => gone.has(d.artillerists) || gone.has(d.gun));
  const pieces = new Map(board.pieces);
  for (const s of lostPieces) pieces.delete(s);
  const laid = new Map([...network.laid].filter(([s]) => !gone.has(s)));
  return {
    network: seal({ ...network, laid, transporters }),
    board: boardWith(board, {
      bridges: new Set([...board.bridges].filter((s) => !gone.has(s))),
      pieces,
      devices: board.devices.filter((d) => !lostDevices.includes(d)),
    }),
    lostPieces,
    lostDevices: lostDevices.map((d) => d.gun).sort((a, b) => a - b),
  };
}

/**
 * Break down one laid bridge and put it back aboard its transporter, on either surface (§153–§158a,
 * §157): one move; machines left on it without pieces leave the game. /hellwig/s154/
 */
export function breakDown(
  board: Board,
  network: BridgeNetwork,
  number: number,
  square: number,
  surface: BridgeSurface = 'main',
  options: BridgeOptions = {},
): BridgeChange {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const sq = toSquare(square, b.grid, 'bridge square');
  const to = oneOf('surface', surface, BRIDGE_SURFACES);
  const o = bridgeOptions(options);
  if (!usableSurfaces(b, t).includes(to)) {
    throw new RuleError(
      'BLOCKED',
      `an enemy piece on the secondary surface ${t.secondary} keeps a broken-down bridge off it (§157); put it on the main surface`,
    );
  }
  const allowed = breakableOn(b, n, t, o.exposed, o.pieces);
  if (!allowed.includes(sq)) {
    throw new RuleError(
      'BLOCKED',
      `transporter ${t.number} may break down ${describeValue(allowed)} now (§154, §158, §158a, §167); received ${sq}`,
    );
  }
  const back: BridgeTransporter = { ...t, aboard: { ...t.aboard, [to]: t.aboard[to] + 1 } };
  return liftOn(
    b,
    n,
    [sq],
    n.transporters.map((x) => (x === t ? back : x)),
  );
}
