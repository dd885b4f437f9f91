/**
 * The play page's state and its reducer: the game, the position being looked at, the selection,
 * the cursor, the computer's side, and the sentence last said. Every rule is the engine's
 * (`src/rules/hellwig/game/`); this only keeps what the reader did, and says it.
 */
import {
  applyAction,
  boardOf,
  coordsOf,
  gameAt,
  gunAt,
  legalActions,
  newGame,
  rectangleActions,
  moverAt,
  parseGame,
  seatOf,
  squareAt,
  toMove,
  transporterAt,
  type Action,
  type BoardSetup,
  type FourPlayer,
  type Game,
  type GameReadings,
  type Half,
  type Player,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import { sayAction, sayStatus, sayTakenOver } from './words.ts';
import { sayFireTurn } from './fireWords.ts';

/** A player at the table: A or B, or in a game of four AA, A, BB or B (§218). */
export type Seat = Player | FourPlayer;

export interface PlayState {
  /** The whole game, to its latest action. */
  readonly game: Game;
  /** How many of its actions the board shows (stepping back and forward). */
  readonly at: number;
  readonly selected: number | null;
  /** The opposite corner of a rectangle the selection is extended to (§173), or null for the selected square alone. */
  readonly corner: number | null;
  readonly cursor: number;
  /** The players the computer plays: a side, or in a game of four any of the four; none for readers alone. */
  readonly computer: readonly Seat[];
  readonly said: string;
  readonly error: string | null;
  /**
   * Whether the reader has changed the game or the computer's seats since the page opened: until then the address is
   * left as the reader came with it (a link that could not be read stays to be seen, an empty address stays empty).
   */
  readonly touched: boolean;
}

export type PlayAction =
  | { readonly type: 'square'; readonly square: number }
  /** Extend the selection to the rectangle from the selected square to this one (§173): Shift+click, Shift+Enter. */
  | { readonly type: 'extend'; readonly square: number }
  | { readonly type: 'act'; readonly action: Action }
  | { readonly type: 'step'; readonly to: number }
  | { readonly type: 'undo' }
  | { readonly type: 'escape' }
  | { readonly type: 'cursor'; readonly rows: number; readonly columns: number }
  | {
      readonly type: 'new';
      /** An edition's starting position by id, or a position set up by the readers. */
      readonly start: string | BoardSetup;
      readonly readings: Partial<GameReadings>;
      readonly map: string;
      /** For four players, the half the field marshals command on (§222). */
      readonly four?: Half | undefined;
    }
  | { readonly type: 'load'; readonly text: string }
  | { readonly type: 'computer'; readonly seats: readonly Seat[] }
  | {
      readonly type: 'open';
      readonly game?: Game | undefined;
      readonly computer: readonly Seat[];
      readonly problem?: string | undefined;
    };

/** The first state: a new game of the given start, the cursor on A's fortress. */
export function initialState(start = 'short', computer: readonly Seat[] = []): PlayState {
  const game = newGame(start);
  return {
    game,
    at: 0,
    selected: null,
    corner: null,
    cursor: game.start.fortress.A,
    computer,
    said: '',
    error: null,
    touched: false,
  };
}

/** The game as the board shows it: the whole game, or its first `at` actions when stepped back. */
const shown = (s: PlayState): Game => gameAt(s.game, s.at);

/** The square an action is offered on, when a reader points at the board: where it goes. */
export function targetsOf(action: Action): readonly number[] {
  switch (action.type) {
    case 'move':
      return [action.to];
    case 'device':
      return [action.to];
    case 'transport':
    case 'bridge-transport':
    case 'bridge-stack':
      return action.to;
    case 'fire':
      return action.targets;
    // A bombardment's target is the enemy breastwork's square (§122).
    case 'bombard':
      return [action.target];
    // Bridges (§145, §154, §163): the bridge's square; a device's ruin, the squares it strikes (§164, §165).
    case 'lay-bridge':
    case 'break-bridge':
    case 'ruin-bridge':
      return [action.square];
    case 'shell-bridges':
      return action.targets;
    case 'ruin-held':
    case 'ruin-secondary':
      return action.then === undefined ? [] : [action.then];
    case 'leave-ruin':
      return [action.to];
    // Fire (§74–§80, §166): the building or bridge set on fire, or demolished; a piece leaving a bridge, where it goes.
    case 'ignite':
    case 'fire-break':
      return [action.square];
    case 'leave-ignite':
      return [action.to];
    // A rectangle's move: where its first corner comes (§53); a wheeling is chosen from the list.
    case 'rectangle':
    case 'abandon':
      return [action.to];
    default:
      return [];
  }
}

function act(s: PlayState, action: Action): PlayState {
  const from = shown(s);
  const r = tryRule(() => applyAction(from, action));
  if (!r.ok) return { ...s, error: `Refused: ${r.error.message}`, said: `Refused: ${r.error.message}` };
  const game = r.value;
  const sentence = `${seatOf(from)}: ${sayAction(boardOf(from), action)}.${sayTakenOver(game)}${sayFireTurn(from, game, action)} ${sayStatus(game.status, seatOf(game), s.computer)}`;
  return { ...s, game, at: game.actions.length, selected: null, said: sentence, error: null };
}

/** The actions of the selection: the selected square's, or the rectangle's it is extended to (§173). */
export function selectionActions(game: Game, selected: number | null, corner: number | null): readonly Action[] {
  if (selected === null) return [];
  return corner === null ? legalActions(game, selected) : rectangleActions(game, [selected, corner]);
}

/** Extend the selection to a rectangle, or begin one on this square when nothing is selected (§173). */
function onExtend(s: PlayState, square: number): PlayState {
  if (s.selected === null || s.selected === square)
    return {
      ...s,
      selected: square,
      corner: null,
      cursor: square,
      said: `Square ${square} selected as a rectangle’s corner: extend to its opposite corner with Shift (§173).`,
      error: null,
    };
  const actions = rectangleActions(shown(s), [s.selected, square]);
  const named = `Rectangle from ${s.selected} to ${square}`;
  return {
    ...s,
    corner: square,
    cursor: square,
    said: actions.length
      ? `${named} selected: ${actions.length} ${actions.length === 1 ? 'action' : 'actions'}.`
      : `${named} selected: it has no move or wheeling now; its boards must fill it, carry only the mover’s pieces, and find the squares free (§53, §90, §99, §173–§178).`,
    error: null,
  };
}

/**
 * The move the reader meant by pointing from the selected square to another that is none of its actions: its piece's,
 * else its device's gun, else its transporter, brought there. The engine's refusal of it gives the reason and its §.
 */
function meant(game: Game, from: number, to: number): Action | undefined {
  const b = boardOf(game);
  if (b.pieces.get(from as never)?.player === toMove(game))
    return { type: 'move', from, to, captures: b.pieces.has(to as never) ? [to] : [] } as unknown as Action;
  const d = gunAt(b, from as never) ?? b.devices.find((x) => x.artillerists === from);
  if (d) return { type: 'device', gun: d.gun, to } as Action;
  const t = transporterAt(b, from as never);
  if (!t) return undefined;
  const [f, g] = [coordsOf(from, b.grid), coordsOf(to, b.grid)];
  const squares = [...t.squares].sort((x, y) => x - y);
  const moved = squares.map((q) => {
    const c = coordsOf(q, b.grid);
    return squareAt(c.row + g.row - f.row, c.col + g.col - f.col, b.grid);
  });
  return { type: 'transport', squares, to: moved } as unknown as Action;
}

function onSquare(s: PlayState, square: number): PlayState {
  const game = shown(s);
  if (s.selected !== null) {
    const offered = selectionActions(game, s.selected, s.corner).filter((a) => targetsOf(a).includes(square));
    // On an enemy breastwork's square, the device bombards it (§122): the cannon's fire stops there anyway (§111). A
    // stacked pair selected moves together where one of its transporters alone would go (§150).
    const stack = offered[0]?.type === 'bridge-transport' ? offered.find((a) => a.type === 'bridge-stack') : undefined;
    const first = offered.find((a) => a.type === 'bombard') ?? stack ?? offered[0];
    if (first) return act({ ...s, cursor: square }, first);
    if (square === s.selected) return { ...s, selected: null, cursor: square, said: 'Selection cleared.', error: null };
  }
  const mine = legalActions(game, square);
  const stack = mine.find((a) => a.type === 'bridge-stack');
  if (mine.length > 0)
    return {
      ...s,
      selected: square,
      cursor: square,
      said: `Square ${square} selected: ${mine.length} ${mine.length === 1 ? 'action' : 'actions'}${stack ? `; a marked square moves the stacked bridge-transporters ${stack.numbers.join(' and ')} together (§150)` : ''}.`,
      error: null,
    };
  // With a selection, the engine says why its move there is refused (§181; there is no check warning, §20).
  const refused = tryRule(() => {
    const a = s.selected === null ? undefined : meant(game, s.selected, square);
    return a && applyAction(game, a);
  });
  if (!refused.ok)
    return {
      ...s,
      cursor: square,
      said: `Refused: ${refused.error.message}`,
      error: `Refused: ${refused.error.message}`,
    };
  const piece = boardOf(game).pieces.get(square as never);
  const why =
    game.status.kind !== 'playing'
      ? `The game is over: ${sayStatus(game.status, '', [])}`
      : piece && piece.player !== toMove(game)
        ? `The piece on ${square} is ${piece.player}’s; it is ${toMove(game)}’s turn (§21).`
        : game.four
          ? `Nothing on ${square} can act for ${seatOf(game)}: each of the four moves only what stands on his half or on the dividing surface (§223).`
          : piece
            ? `The piece on ${square} has no action the rules allow now (§181).`
            : `Nothing on ${square} can act for ${toMove(game)}: a turn is one action of a piece, device, transporter or bridge (§181).`;
  return { ...s, selected: null, cursor: square, said: why, error: null };
}

const HANDLERS: {
  readonly [K in PlayAction['type']]: (s: PlayState, a: Extract<PlayAction, { type: K }>) => PlayState;
} = {
  square: (s, a) => onSquare(s, a.square),
  extend: (s, a) => onExtend(s, a.square),
  act: (s, a) => act(s, a.action),
  step: (s, a) => {
    const at = Math.max(0, Math.min(s.game.actions.length, a.to));
    return { ...s, at, selected: null, said: `Position after ${at} ${at === 1 ? 'move' : 'moves'}.`, error: null };
  },
  undo: (s) => {
    // Against the computer, undo takes back its answers too, so it is the reader's turn again.
    let n = s.game.actions.length;
    while (n > 0 && s.computer.includes(moverAt(s.game, n - 1))) n--;
    n = Math.max(0, n - 1);
    const game = gameAt(s.game, n);
    return { ...s, game, at: n, selected: null, said: `Undone: back to move ${n}.`, error: null };
  },
  escape: (s) => ({ ...s, selected: null, said: 'Selection cleared.', error: null }),
  cursor: (s, a) => {
    const grid = s.game.map.grid;
    const c = coordsOf(s.cursor, grid);
    const row = Math.max(0, Math.min(grid.rows - 1, c.row + a.rows));
    const col = Math.max(0, Math.min(grid.columns - 1, c.col + a.columns));
    return { ...s, cursor: squareAt(row, col, grid) };
  },
  new: (s, a) => {
    const r = tryRule(() => newGame(a.start, a.readings, 'A', a.map, a.four));
    if (!r.ok) return { ...s, error: `No new game: ${r.error.message}`, said: `No new game: ${r.error.message}` };
    const game = r.value;
    return {
      ...s,
      game,
      at: 0,
      selected: null,
      cursor: game.start.fortress.A,
      said: `New game on ${game.map.title}: ${game.start.title}.`,
      error: null,
    };
  },
  load: (s, a) => {
    const r = tryRule(() => parseGame(a.text));
    if (!r.ok) return { ...s, error: `Not loaded: ${r.error.message}`, said: `Not loaded: ${r.error.message}` };
    const game = r.value;
    return {
      ...s,
      game,
      cursor: game.start.fortress.A,
      at: game.actions.length,
      selected: null,
      said: `Game loaded: ${game.actions.length} moves.`,
      error: null,
    };
  },
  open: (s, a) => ({
    ...s,
    ...(a.game ? { game: a.game, at: a.game.actions.length, cursor: a.game.start.fortress.A } : {}),
    computer: a.computer,
    error: a.problem ? `The address’s game could not be read, so a new game is shown: ${a.problem}` : null,
  }),
  computer: (s, a) => ({
    ...s,
    computer: a.seats,
    said: a.seats.length ? `The computer plays ${a.seats.join(' and ')}.` : 'The computer does not play.',
  }),
};

/** The reducer: one handler per kind of action; a new selection, or none, drops the rectangle's corner. */
export function reduce(s: PlayState, a: PlayAction): PlayState {
  const handled = (HANDLERS[a.type] as (s: PlayState, a: PlayAction) => PlayState)(s, a);
  const touched = a.type !== 'open' && (s.touched || handled.game !== s.game || handled.computer !== s.computer);
  const next = touched === handled.touched ? handled : { ...handled, touched };
  return a.type === 'extend' || (next.selected === s.selected && next.selected !== null && next.game === s.game)
    ? next
    : { ...next, corner: null };
}
