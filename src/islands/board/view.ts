/**
 * What the board shows for a state, all of it asked of the rules engine: the checked position,
 * the selection with its field of effect, line and combination, its moves and its wheeling, and
 * for every square the flags the drawing and the tests read (`data-effect`, `data-path`…) and the
 * reasons, in words, for each. Nothing here decides a rule; it only puts the engine's answers
 * where the drawing can find them.
 */
import {
  artilleryLine,
  combinedGroup,
  coordsOf,
  createBoard,
  deviceMoves,
  duelsOf,
  formationAt,
  formationMoves,
  gunAt,
  isEffective,
  setupOf,
  pieceMoves,
  wheel,
  wheelFormation,
  wheelRectangle,
  DIRECTION_STEP,
  type ArtilleryDevice,
  type Board,
  type BoardSetup,
  type DeviceMove,
  type DeviceWheeling,
  type Direction,
  type FieldOfEffect,
  type Formation,
  type FormationMove,
  type FormationWheeling,
  type Piece,
  type PieceMove,
  type Square,
  fieldOfEffect,
} from '../../rules/hellwig/index.ts';
import { RuleError } from '../../rules/errors.ts';
import { tryRule, type Result } from '../../rules/result.ts';
import type { BoardState, Selection } from './state.ts';
import type { SquareKnown } from './plate3/plate.ts';

/** The flags of one square, as `data-*` attributes of its element. */
export interface SquareFlags {
  effect?: 'in-effect' | 'safe';
  path?: 'passed' | 'to';
  blocked?: true;
  /** A move's target square, or the one square a howitzer is to strike (§66). */
  target?: 'move' | 'capture' | 'chosen';
  selected?: true;
  /** A square the example itself points at (targets of §65, the rectangle of §174…). */
  mark?: true;
  /** A gun of the selected device's double or triple line (§54), or of its combination (§67). */
  line?: 'double' | 'combined';
  /** Predict, then reveal (predict.ts): a square the reader marked, and once checked, how it went. */
  guess?: 'guess' | 'right' | 'missed' | 'wrong';
  /** The square whose reason the reveal is on. */
  reveal?: true;
}

export type Resolved =
  | {
      readonly type: 'device';
      readonly device: ArtilleryDevice;
      readonly field: FieldOfEffect;
      readonly effective: boolean;
      readonly line: readonly ArtilleryDevice[];
      readonly combined: readonly ArtilleryDevice[];
      readonly moves: readonly DeviceMove[];
      readonly wheel?: Result<DeviceWheeling> | undefined;
      readonly duels: readonly Duel[];
    }
  | { readonly type: 'piece'; readonly piece: Piece; readonly moves: readonly PieceMove[] }
  | {
      readonly type: 'formation';
      readonly loose: boolean;
      readonly squares: readonly Square[];
      readonly formation?: Formation;
      readonly moves: readonly FormationMove[];
      readonly wheel?: Result<FormationWheeling> | undefined;
    };

/** Our device against one enemy device whose field or gun concerns it (§49, §54–§58). */
export interface Duel {
  readonly enemy: ArtilleryDevice;
  readonly ourStrength: number;
  readonly theirStrength: number;
  readonly weMayDestroy: boolean;
  readonly theyMayDestroy: boolean;
  readonly weDrive: boolean;
  readonly theyDrive: boolean;
}

/** A move offered on the board: clicking its target square makes it. */
export interface Target {
  readonly square: Square;
  readonly kind: 'move' | 'capture';
  readonly label: string;
  readonly setup: BoardSetup;
  /** What stays selected after the move. */
  readonly next: Selection;
}

export interface BoardView {
  readonly board: Board;
  /** What the text says of each square of plate III, where the board page brings it (plate3/kit.ts). */
  readonly known?: SquareKnown | undefined;
  readonly resolved?: Resolved;
  /** Why the selection could not be shown, if it could not. */
  readonly problem?: string;
  readonly flags: ReadonlyMap<number, SquareFlags>;
  readonly targets: ReadonlyMap<number, Target>;
}

/** The square a formation's move is offered on: where its foremost square toward the direction of travel comes to. */
function leadingSquare(
  board: Board,
  squares: readonly Square[],
  moves: ReadonlyMap<Square, Square>,
  direction: Direction,
): Square {
  const d = DIRECTION_STEP[direction];
  const score = (s: Square) => {
    const c = coordsOf(s, board.grid);
    return c.row * d.row + c.col * d.col;
  };
  const lead = [...squares].sort((a, b) => score(b) - score(a))[0] as Square;
  return moves.get(lead) as Square;
}

function resolve(board: Board, state: BoardState, sel: Selection): Resolved {
  if (sel.type === 'device') {
    const device = gunAt(board, sel.gun as Square);
    // A selection read from an address may name a square with no gun: the reader is told, as the engine tells of bad
    // input.
    if (!device) throw new RuleError('UNKNOWN_ID', `there is no gun on square ${sel.gun} to select`);
    const effective = isEffective(board, device);
    const duels: Duel[] = duelsOf(board, device).map((d) => ({
      enemy: d.enemy,
      ourStrength: d.ours.strength,
      theirStrength: d.theirs.strength,
      weMayDestroy: d.weMayDestroy,
      theyMayDestroy: d.theyMayDestroy,
      weDrive: d.weDrive,
      theyDrive: d.theyDrive,
    }));
    const w = state.wheel;
    const pivot = w === undefined || typeof w.pivot === 'number' ? 'artillerists' : w.pivot;
    return {
      type: 'device',
      device,
      field: fieldOfEffect(board, device),
      effective,
      line: artilleryLine(board, device),
      combined: combinedGroup(board, device),
      moves: deviceMoves(board, device),
      wheel: w && tryRule(() => wheel(board, device, { kind: w.kind, sense: w.sense, pivot })),
      duels,
    };
  }
  if (sel.type === 'piece') {
    const piece = board.pieces.get(sel.square as Square);
    if (!piece) throw new RuleError('UNKNOWN_ID', `there is no piece on square ${sel.square} to select`);
    // A piece standing on a board moves with it, unless it steps off by itself (§94): its own moves.
    return { type: 'piece', piece, moves: pieceMoves(board, piece.square) };
  }
  const squares = [...new Set(sel.squares)].sort((a, b) => a - b) as Square[];
  const loose = sel.loose === true;
  const w = state.wheel;
  const options = w && {
    pivot: typeof w.pivot === 'number' ? w.pivot : (squares[0] as number),
    kind: w.kind,
    sense: w.sense,
  };
  if (loose)
    return {
      type: 'formation',
      loose,
      squares,
      moves: [],
      wheel: options && tryRule(() => wheelRectangle(board, squares, options)),
    };
  const formation = formationAt(board, squares);
  return {
    type: 'formation',
    loose,
    squares,
    formation,
    moves: formationMoves(board, squares),
    wheel: options && tryRule(() => wheelFormation(board, squares, options)),
  };
}

/**
 * Everything the board shows for a state. Throws RuleError only if the set-up itself is no position (the state is
 * checked before).
 */
export function viewOf(state: BoardState, marks: readonly number[] = [], known?: SquareKnown): BoardView {
  const board = boardOf(state.setup);
  if (known && board.grid.name === 'III') return { ...viewOn(board, state, marks), known };
  return viewOn(board, state, marks);
}

/**
 * The boards made of set-ups, each made once: a selection's change keeps the set-up (plate III's is 1,617 squares).
 * The works' answers (worksView.ts) take the same board, so what the engine remembers of it serves both.
 */
const BOARDS = new WeakMap<BoardSetup, Board>();
export function boardOf(setup: BoardSetup): Board {
  let board = BOARDS.get(setup);
  if (!board) BOARDS.set(setup, (board = createBoard(setup)));
  return board;
}

/**
 * A target's position after the move, worked out only when the reader takes it: a queen on plate III may have fifty
 * moves, each a whole position as plain data, at every update (issue 16's 16 ms frame). The move's own position is
 * asked for then too, not when the target is made: the engine keeps a piece's moves lazy for the same reason.
 */
function withAfter(t: Omit<Target, 'setup'>, after: () => Board): Target {
  let setup: BoardSetup | undefined;
  return {
    ...t,
    get setup() {
      return (setup ??= setupOf(after()));
    },
  };
}

function viewOn(board: Board, state: BoardState, marks: readonly number[]): BoardView {
  const flags = new Map<number, SquareFlags>();
  const flag = (sq: number, f: SquareFlags) => flags.set(sq, { ...flags.get(sq), ...f });
  for (const m of marks) flag(m, { mark: true });
  const targets = new Map<number, Target>();
  if (!state.selected) return { board, flags, targets };
  const tried = tryRule(() => resolve(board, state, state.selected as Selection));
  if (!tried.ok) return { board, flags, targets, problem: tried.error.message };
  const r = tried.value;
  if (r.type === 'device') {
    flag(r.device.gun, { selected: true });
    flag(r.device.artillerists, { selected: true });
    for (const s of r.field.squares) flag(s.square, { effect: s.status });
    if (r.line.length > 1) for (const d of r.line) flag(d.gun, { line: 'double' });
    else if (r.combined.length > 1) for (const d of r.combined) flag(d.gun, { line: 'combined' });
    if (state.showMoves) {
      for (const m of r.moves) {
        const sq = leadingSquare(
          board,
          [r.device.artillerists, r.device.gun],
          new Map([
            [r.device.artillerists, m.device.artillerists],
            [r.device.gun, m.device.gun],
          ]),
          m.direction,
        );
        targets.set(
          sq,
          withAfter(
            {
              square: sq,
              kind: 'move',
              label: `${m.distance} toward ${m.direction}: artillerists ${m.device.artillerists}, gun ${m.device.gun}`,
              next: { type: 'device', gun: m.device.gun },
            },
            () => m.board,
          ),
        );
      }
    }
    wheelFlags(r.wheel, flag);
  } else if (r.type === 'piece') {
    flag(r.piece.square, { selected: true });
    if (state.showMoves) {
      for (const m of r.moves) {
        if (m.kind === 'turn') continue;
        const label = m.kind === 'capture' ? `takes ${m.captures.join(', then ')}` : `to ${m.to}`;
        if (!targets.has(m.to) || m.kind === 'capture')
          targets.set(
            m.to,
            withAfter(
              {
                square: m.to,
                kind: m.kind,
                label,
                next: { type: 'piece', square: m.to },
              },
              () => m.board,
            ),
          );
      }
    }
  } else {
    for (const s of r.squares) flag(s, { selected: true });
    if (state.showMoves) {
      for (const m of r.moves) {
        const sq = leadingSquare(board, r.squares, m.moves, m.direction);
        targets.set(
          sq,
          withAfter(
            {
              square: sq,
              kind: 'move',
              label: `${m.distance} toward ${m.direction}: to ${m.squares.join(', ')}`,
              next: { type: 'formation', squares: m.squares },
            },
            () => m.board,
          ),
        );
      }
    }
    wheelFlags(r.wheel, flag);
  }
  for (const t of targets.values()) flag(t.square, { target: t.kind });
  if (
    r.type === 'device' &&
    r.field.strikes === 'one' &&
    state.target !== undefined &&
    r.field.inEffect.includes(state.target as Square)
  )
    flag(state.target, { target: 'chosen' });
  return { board, resolved: r, flags, targets };
}

function wheelFlags(
  w: Result<DeviceWheeling | FormationWheeling> | undefined,
  flag: (sq: number, f: SquareFlags) => void,
): void {
  if (!w?.ok) return;
  for (const s of w.value.passed) flag(s, { path: 'passed' });
  const after = 'device' in w.value ? [w.value.device.artillerists, w.value.device.gun] : w.value.squares;
  for (const s of after) flag(s, { path: 'to' });
  if (!w.value.legal) flag(w.value.blockedBy.square, { blocked: true });
}
