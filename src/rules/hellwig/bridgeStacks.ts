/**
 * Bridge-transporters placed one on another (§150): both moved in one move. When the surface of one lies wholly over
 * the other's (I), or the two overlap and together form a rectangle, their shared part held by a piece (II a), both
 * move in one move if one of them carries no bridges (I b, II a); loaded both, only one moves at a time (I a), which
 * is bridgeMoves.ts's; one whose shared part is free, or two that form no rectangle, never move together (II b, III).
 * The pair moves as one formation of transporters (§148: §90, §93), as the artillery while one carries bridges (§137).
 */
import { RuleError, describeValue } from '../errors.ts';
import { boardWith, readBoard, type Board } from './board.ts';
import {
  checkNetwork,
  movedOn,
  stackedTooHigh,
  transporterNumbered,
  type BridgeNetwork,
  type BridgeTransporter,
} from './bridges.ts';
import { formationAt, translations, type FormationOptions } from './formations.ts';
import { squareOn, type Square } from './grid.ts';
import { rectangleOn } from './rectangles.ts';

/** The artillery's reach (§45), the pair's while one of them carries bridges (§137). */
const LOADED_RANGE = 4;

const loaded = (t: BridgeTransporter) => t.aboard.main + t.aboard.secondary > 0;
const squaresOf = (t: BridgeTransporter) => [t.main, t.secondary];

/** Why two bridge-transporters may not move together, if they may not (§150); `stackRefusal` checks its arguments. */
function refusalOf(board: Board, a: BridgeTransporter, b: BridgeTransporter): string | undefined {
  const shared = squaresOf(a).filter((s) => squaresOf(b).includes(s));
  const names = `bridge-transporters ${a.number} and ${b.number}`;
  if (a.number === b.number || shared.length === 0) return `${names} do not lie one on the other (§150)`;
  if (!rectangleOn([...new Set([...squaresOf(a), ...squaresOf(b)])], board.grid))
    return `${names} together form no rectangle: they never move in one move (§150 III)`;
  if (loaded(a) && loaded(b)) return `${names} both carry bridges: only one of them moves in a move (§150 I a, II a)`;
  if (shared.length === 1 && !board.pieces.has(shared[0] as Square))
    return `the part ${names} share, ${shared[0]}, holds no piece: only the one whose piece stands on it moves (§150 II b)`;
  return undefined;
}

/** The two bridge-transporters `numbers` names in a network (§150): two numbers, each of one on the plate. */
function pairNumbered(network: BridgeNetwork, numbers: unknown): readonly [BridgeTransporter, BridgeTransporter] {
  if (!Array.isArray(numbers) || numbers.length !== 2)
    throw new RuleError(
      'BAD_INPUT',
      `numbers must be two bridge-transporters' numbers; received ${describeValue(numbers)}`,
    );
  return [transporterNumbered(network, numbers[0]), transporterNumbered(network, numbers[1])];
}

/**
 * Why two bridge-transporters may not move together, if they may not (§150): not stacked, forming no rectangle, both
 * loaded, or their shared part free of pieces; undefined when they may. /hellwig/s150/
 */
export function stackRefusal(
  board: Board,
  network: BridgeNetwork,
  numbers: readonly [number, number],
): string | undefined {
  const b = readBoard(board);
  const [x, y] = pairNumbered(checkNetwork(b, network), numbers);
  return refusalOf(b, x, y);
}

/** One move of a stacked pair: where each comes, the position and network after it. */
export interface StackMove {
  /** Each transporter's main and secondary surface after the move, by number. */
  readonly to: ReadonlyMap<number, readonly [Square, Square]>;
  /** Where each of their squares, and so each piece standing on them, comes to (§150). */
  readonly moves: ReadonlyMap<Square, Square>;
  readonly board: Board;
  readonly network: BridgeNetwork;
}

/** Every move of the pair over free practicable squares, whatever bridge-transporter stands there (§150). */
function everyStackMove(
  board: Board,
  network: BridgeNetwork,
  numbers: readonly [number, number],
  options: FormationOptions = {},
): readonly StackMove[] {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const [x, y] = pairNumbered(n, numbers);
  if (refusalOf(b, x, y) !== undefined) return [];
  const trial = boardWith(b, {
    transporters: [...b.transporters, { squares: [x.main, x.secondary] }, { squares: [y.main, y.secondary] }],
  });
  const f = formationAt(trial, [...new Set([...squaresOf(x), ...squaresOf(y)])]);
  const pair = { ...f, range: Math.min(LOADED_RANGE, f.range) } as typeof f;
  return translations(trial, pair, options).map((m) => {
    const at = (t: BridgeTransporter) => [m.moves.get(t.main) as Square, m.moves.get(t.secondary) as Square] as const;
    // The pair stood among the transporters for the move only: take their two boards out again.
    const theirs = [at(x), at(y)];
    const transporters = [...m.board.transporters];
    for (const [main, secondary] of theirs) {
      const i = transporters.findIndex((t) => t.squares[0] === main && t.squares[1] === secondary);
      if (i >= 0) transporters.splice(i, 1);
    }
    const moved = n.transporters.map((t) =>
      t === x
        ? { ...t, main: at(x)[0], secondary: at(x)[1] }
        : t === y
          ? { ...t, main: at(y)[0], secondary: at(y)[1] }
          : t,
    );
    return {
      to: new Map([
        [x.number, at(x)],
        [y.number, at(y)],
      ]),
      moves: m.moves,
      board: boardWith(m.board, { transporters }),
      network: movedOn(n, moved),
    };
  });
}

/**
 * Every move of two bridge-transporters stacked so that they may move together (§150 I b, II a): toward AB, BD, CD or
 * AC, 1 up to 4 squares (one carries bridges, §137), with the pieces on them, over free practicable squares; none where
 * they may not move together or cannot move (§86, §99), nor onto or across a third, which would make three one on
 * another (§150; `moveStack` says why). /hellwig/s150/
 */
export function stackMoves(
  board: Board,
  network: BridgeNetwork,
  numbers: readonly [number, number],
  options: FormationOptions = {},
): readonly StackMove[] {
  return everyStackMove(board, network, numbers, options).filter((m) => !stackedTooHigh(m.network.transporters));
}

/**
 * Move two stacked bridge-transporters together so that the first's main surface comes to `main` (§150), or BLOCKED
 * with the reason. /hellwig/s150/
 */
export function moveStack(
  board: Board,
  network: BridgeNetwork,
  numbers: readonly [number, number],
  main: number,
  options: FormationOptions = {},
): StackMove {
  const b = readBoard(board);
  const n = checkNetwork(b, network);
  const [x, y] = pairNumbered(n, numbers);
  const why = refusalOf(b, x, y);
  if (why) throw new RuleError('BLOCKED', why);
  const to = squareOn(main, b.grid, 'main');
  const all = everyStackMove(b, n, numbers, options);
  const move = all.find((m) => m.to.get(x.number)?.[0] === to);
  const high = move && stackedTooHigh(move.network.transporters, x.number);
  if (high) throw new RuleError('BLOCKED', high);
  const moves = all.filter((m) => !stackedTooHigh(m.network.transporters));
  if (!move)
    throw new RuleError(
      'BLOCKED',
      `bridge-transporter ${x.number}'s main surface may come to ${describeValue(moves.map((m) => m.to.get(x.number)?.[0]))} with ${y.number} (§137, §150); received ${to}`,
    );
  return move;
}
