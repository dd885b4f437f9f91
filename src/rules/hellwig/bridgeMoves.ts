/**
 * Moving a bridge-transporter (§137–§139, §148): with pieces on a surface it moves as the artillery
 * device does, up to 4 squares along a row or column, while it carries bridges (§137, §45); empty
 * of bridges, as any other transporter, up to 6 squares, 8 with cavalry only (§138, §87). The
 * transporters' own rules apply to it (§148: §88, §90, §91, §93, §94, §99): its riders move with it,
 * it passes only free, practicable squares, it does not move without a piece on it (§86) nor with
 * both players' pieces on it (§99). It wheels as the artillery device does, about its main or its secondary surface
 * (§137, §62, §148), over free practicable squares.
 */
import { RuleError, describeValue, oneOf } from '../errors.ts';
import { boardWith, readBoard, type Board } from './board.ts';
import { readRecord } from '../checks.ts';
import {
  BRIDGE_SURFACES,
  checkNetwork,
  movedOn,
  stackedTooHigh,
  transporterNumbered,
  type BridgeNetwork,
  type BridgeTransporter,
} from './bridges.ts';
import { formationAt, translations, wheelFormationOf, type Blocker, type FormationOptions } from './formations.ts';
import { squareOn, type Square } from './grid.ts';
import { ARTILLERY_RANGE } from './transporters.ts';
import { WHEEL_KINDS, WHEEL_SENSES, type Player, type WheelKind, type WheelSense } from './types.ts';

/** One move of a bridge-transporter: where its main and secondary surfaces come to, and the position after it. */
export interface BridgeTransporterMove {
  readonly main: Square;
  readonly secondary: Square;
  /** Where each of its squares, and so each piece standing on them, comes to (§137). */
  readonly moves: ReadonlyMap<Square, Square>;
  readonly board: Board;
  readonly network: BridgeNetwork;
}

/** The artillery's reach (§45), a bridge-transporter's while it carries bridges (§137). */
const LOADED_RANGE = ARTILLERY_RANGE;

/** Who moves a bridge-transporter and how far, or why it cannot move (§86, §99, §137, §138). */
export interface BridgeTransporterMobility {
  /** The player whose pieces ride on it, if one. */
  readonly player?: Player;
  readonly range: number;
  readonly immobile?: Blocker;
}

/** The board with the bridge-transporter as one more transporter, so the transporters' rules move it (§148). */
function asTransporter(board: Board, t: BridgeTransporter): Board {
  return boardWith(board, { transporters: [...board.transporters, { squares: [t.main, t.secondary] }] });
}

/** Its formation on the board where it stands among the transporters (`asTransporter`), its range by its load. */
function formationOf(trial: Board, t: BridgeTransporter) {
  const f = formationAt(trial, [t.main, t.secondary]);
  const loaded = t.aboard.main + t.aboard.secondary > 0;
  return { ...f, range: loaded ? Math.min(LOADED_RANGE, f.range) : f.range } as typeof f;
}

/**
 * Who may move bridge-transporter `number`, how far, or why it cannot move (§86, §99, §137, §138, §148): the player
 * whose pieces stand on it, 4 squares while it carries bridges, else a transporter's 6 or 8. /hellwig/s137/
 */
export function bridgeTransporterMobility(
  board: Board,
  network: BridgeNetwork,
  number: number,
): BridgeTransporterMobility {
  const b = readBoard(board);
  const t = transporterNumbered(checkNetwork(b, network), number);
  const f = formationOf(asTransporter(b, t), t);
  return {
    range: f.range,
    ...(f.player !== undefined && { player: f.player }),
    ...(f.immobile && { immobile: f.immobile }),
  };
}

/**
 * Every move of bridge-transporter `number` (§137, §138, §148): toward AB, BD, CD or AC, 1 up to its
 * range, over free practicable squares (a laid bridge is, §146a), with the pieces and boards
 * standing on it; none where it cannot move (§86, §99), nor where it would make three bridge-transporters one on
 * another (§150). Its laid bridges stay where they lie. /hellwig/s137/
 */
export function bridgeTransporterMoves(
  board: Board,
  network: BridgeNetwork,
  number: number,
  options: FormationOptions = {},
): readonly BridgeTransporterMove[] {
  // None onto two others stacked, nor across two, nor onto one that lies on another (§150): `moveBridgeTransporter`
  // says why.
  return everyMove(board, network, number, options).filter((m) => !stackedTooHigh(m.network.transporters));
}

/** Every move of the bridge-transporter over free practicable squares, whatever stands there stacked (§137, §138). */
function everyMove(
  board: Board,
  network: BridgeNetwork,
  number: number,
  options: FormationOptions,
): readonly BridgeTransporterMove[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const trial = asTransporter(b, t);
  return translations(trial, formationOf(trial, t), options).map((m) => {
    const main = m.moves.get(t.main) as Square;
    const secondary = m.moves.get(t.secondary) as Square;
    // The bridge-transporter stood among the transporters for the move only: take one board on its new squares out.
    const i = m.board.transporters.findIndex((x) => x.squares.includes(main) && x.squares.includes(secondary));
    const transporters = m.board.transporters.filter((_, k) => k !== i);
    const moved = n.transporters.map((x) => (x === t ? { ...t, main, secondary } : x));
    return { main, secondary, moves: m.moves, board: boardWith(m.board, { transporters }), network: movedOn(n, moved) };
  });
}

/**
 * Move bridge-transporter `number` so that its main surface comes to `main` (§137, §138, §148), or
 * BLOCKED naming where it may go. /hellwig/s137/
 */
export function moveBridgeTransporter(
  board: Board,
  network: BridgeNetwork,
  number: number,
  main: number,
  options: FormationOptions = {},
): BridgeTransporterMove {
  const all = everyMove(board, network, number, options);
  const to = squareOn(main, readBoard(board).grid, 'main');
  const move = all.find((m) => m.main === to);
  const high = move && stackedTooHigh(move.network.transporters, number);
  if (high) throw new RuleError('BLOCKED', high);
  const moves = all.filter((m) => !stackedTooHigh(m.network.transporters));
  if (!move)
    throw new RuleError(
      'BLOCKED',
      `bridge-transporter ${number}'s main surface may come to ${describeValue(moves.map((m) => m.main))} (§137, §138, §148); received ${to}`,
    );
  return move;
}

/** How a bridge-transporter wheels: about which surface, how far, which way (§137, §62). /hellwig/s137/ */
export interface BridgeWheelOptions extends FormationOptions {
  readonly pivot: 'main' | 'secondary';
  readonly kind: WheelKind;
  readonly sense: WheelSense;
}

/**
 * A wheeling of a bridge-transporter: where its surfaces come to and the position after it, or the square that
 * forbids it (§62, §170, §177, §178). /hellwig/s137/
 */
export type BridgeTransporterWheeling =
  (BridgeTransporterMove & { readonly legal: true }) | { readonly legal: false; readonly blockedBy: Blocker };

/**
 * Wheel bridge-transporter `number` "as was shown for the artillery-machines in §62" (§137): its main or secondary
 * surface stays and the other swings a quarter, half or three-quarter turn about it, with the pieces on it, over free
 * practicable squares; it does not wheel without a piece on it nor with both players' on it (§86, §99, §148). The
 * bridges it has laid stay where they lie. OFF_BOARD where the wheeling would leave the plate. /hellwig/s137/
 */
export function wheelBridgeTransporter(
  board: Board,
  network: BridgeNetwork,
  number: number,
  options: BridgeWheelOptions,
): BridgeTransporterWheeling {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const t = transporterNumbered(n, number);
  const o = readRecord('options', options, ['pivot', 'kind', 'sense', 'landing', 'pawnFacing'], 'UNKNOWN_OPTION');
  const pivot = oneOf('options.pivot', o['pivot'], BRIDGE_SURFACES);
  const trial = asTransporter(b, t);
  // The readings travel on to the formation's wheeling, which checks them (A5, A19).
  const w = wheelFormationOf(trial, formationOf(trial, t), {
    ...(o as unknown as FormationOptions),
    pivot: t[pivot],
    kind: oneOf('options.kind', o['kind'], WHEEL_KINDS),
    sense: oneOf('options.sense', o['sense'], WHEEL_SENSES),
  });
  if (!w.legal) return { legal: false, blockedBy: w.blockedBy };
  const main = w.moves.get(t.main) as Square;
  const secondary = w.moves.get(t.secondary) as Square;
  // As in a move: the bridge-transporter stood among the transporters for the wheeling only.
  const i = w.board.transporters.findIndex((x) => x.squares.includes(main) && x.squares.includes(secondary));
  const moved = n.transporters.map((x) => (x === t ? { ...t, main, secondary } : x));
  // Not onto two others stacked, nor across two (§150): the square where it would come to lie on them blocks it.
  if (stackedTooHigh(moved)) {
    const square = [main, secondary].find((s) =>
      n.transporters.some((x) => x !== t && (x.main === s || x.secondary === s)),
    ) as Square;
    return { legal: false, blockedBy: { square, reason: 'transporter' } };
  }
  return {
    legal: true,
    main,
    secondary,
    moves: w.moves,
    board: boardWith(w.board, { transporters: w.board.transporters.filter((_, k) => k !== i) }),
    network: movedOn(n, moved),
  };
}
