/**
 * The engine's answers about the second half for the position on the board, in one value the panel words and the
 * drawing marks: what the selected piece may entrench (§107–§109) and which bridges it may ruin (§163), whether it
 * communicates with the rest of its side (§182: the path, or the squares that cut it), each breastwork's defence,
 * attack and storm (§116–§131), where each bridge-transporter may lay next and what it may break down (§145–§158),
 * and which pieces may ruin each laid bridge from where (§163). Nothing here decides a rule.
 */
import {
  breakableBridges,
  bridgedBoard,
  bridgesRuinableBy,
  communication,
  createBreastworks,
  createBridgeNetwork,
  entrenchableSquares,
  entrenchersOf,
  layingSquares,
  pieceRuinCheck,
  stormCheck,
  type Board,
  type BoardSetup,
  type Breastworks,
  type BridgeNetwork,
  type Communication,
  type Piece,
  type Square,
  type StormCheck,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import type { BoardState } from './state.ts';
import { boardOf } from './view.ts';
import type { SchoolView } from './schoolView.ts';

export interface WorksView {
  /** The selected piece, if one is. */
  readonly piece?: Piece;
  readonly entrench?: readonly number[];
  readonly ruins?: readonly number[];
  /** With the other pieces of its side, if it has any. */
  readonly communication?: Communication;
  readonly storms: readonly { readonly square: number; readonly owner: string; readonly check: StormCheck }[];
  readonly transporters: readonly {
    readonly number: number;
    readonly layable: readonly number[];
    readonly breakable: readonly number[];
  }[];
  readonly ruiners: readonly { readonly bridge: number; readonly from: readonly number[] }[];
  /** Why the works do not fit the position, if they do not. */
  readonly problem?: string;
  /** Hills, depots, supply and fire (schoolView.ts), where the board has any. */
  readonly school?: SchoolView;
}

const EMPTY: WorksView = { storms: [], transporters: [], ruiners: [] };

/** The position with its breastworks and bridges, as the engine takes them. */
interface Position {
  readonly board: Board;
  readonly works: Breastworks;
  readonly network: BridgeNetwork;
  readonly bridged: Board;
  /**
   * The pieces that may entrench each square asked, asked once a position: the cursor's words ask it at every update,
   * and on plate III with 200 pieces each answer is some forty pieces' reach (issue 16's 16 ms).
   */
  readonly entrenchers: Map<number, readonly number[]>;
  /**
   * The answers for each piece selected (none, for no piece), kept: a reader going back to a piece finds them at once,
   * where its communication (§182) walks the plate.
   */
  readonly answers: Map<number | undefined, WorksView>;
}

/**
 * Each set-up's position, made once for its works: a new selection keeps them, and so whatever the engine keeps of a
 * board (the enemy's reach that a piece's communication asks, §184), where making them afresh at each selection cost
 * plate III with 200 pieces most of its update (issue 16's 16 ms).
 */
const POSITIONS = new WeakMap<BoardSetup, { readonly of: BoardState; readonly position: Position }>();
function positionOf(state: BoardState): Position {
  const made = POSITIONS.get(state.setup);
  if (made && made.of.works === state.works && made.of.network === state.network) return made.position;
  const board = boardOf(state.setup);
  const works = createBreastworks(board, state.works ?? []);
  const network = createBridgeNetwork(board, state.network ?? {});
  const position = {
    board,
    works,
    network,
    bridged: bridgedBoard(board, network),
    entrenchers: new Map(),
    answers: new Map(),
  };
  POSITIONS.set(state.setup, { of: state, position });
  return position;
}

/** The engine's answers for the state; a position the engine refuses gives its reason and no answers. */
export function worksViewOf(state: BoardState): WorksView {
  const position = tryRule(() => positionOf(state));
  if (!position.ok) return { ...EMPTY, problem: position.error.message };
  const { answers, board } = position.value;
  const sel = state.selected;
  const piece = sel?.type === 'piece' ? board.pieces.get(sel.square as Square) : undefined;
  let view = answers.get(piece?.square);
  if (!view) answers.set(piece?.square, (view = answersOf(position.value, piece)));
  return view;
}

/** The engine's answers for a position and the piece selected, if any. */
function answersOf(position: Position, piece: Piece | undefined): WorksView {
  const tried = tryRule((): WorksView => {
    const { board, works, network, bridged } = position;
    const laid = [...network.laid.keys()];
    const own = piece ? [...board.pieces.values()].filter((p) => p.player === piece.player && p !== piece) : [];
    const pieceAnswers = piece
      ? {
          piece,
          entrench: entrenchableSquares(board, works, piece.square),
          ...(laid.length ? { ruins: bridgesRuinableBy(board, network, piece.square) } : {}),
          ...(own.length
            ? {
                communication: communication(
                  bridged,
                  piece.player,
                  [piece.square],
                  own.map((p) => p.square),
                ),
              }
            : {}),
        }
      : {};
    return {
      ...pieceAnswers,
      storms: [...works.works.values()].map((w) => ({
        square: w.square,
        owner: w.owner,
        check: stormCheck(board, works, w.square),
      })),
      transporters: network.transporters.map((t) => ({
        number: t.number,
        layable: layingSquares(board, network, t.number),
        breakable: breakableBridges(board, network, t.number),
      })),
      ruiners: laid
        .sort((a, b) => a - b)
        .map((bridge) => ({
          bridge,
          from: [...board.pieces.keys()]
            .filter((s) => s !== bridge && pieceRuinCheck(board, network, s, bridge).allowed)
            .sort((a, b) => a - b),
        })),
    };
  });
  return tried.ok ? tried.value : { ...EMPTY, problem: tried.error.message };
}

/**
 * The squares of the pieces that may entrench `square` on the board (the engine's `entrenchersOf`, §108–§109), for the
 * words of a square under the cursor; none where the position is refused.
 */
export function entrenchersAt(state: BoardState, square: number): readonly number[] {
  const tried = tryRule(() => {
    const { board, works, entrenchers } = positionOf(state);
    let by = entrenchers.get(square);
    if (!by) entrenchers.set(square, (by = entrenchersOf(board, works, square)));
    return by;
  });
  return tried.ok ? tried.value : [];
}
