/**
 * Rectangles in Hellwig's game (§53, §90, §96–§98, §102b, §172–§178, §181 (4)): several devices and
 * transporters whose squares together form a rectangle move as one, and all pieces standing behind
 * and beside one another in a rectangle, on boards or not, wheel as one (§173). The player names the
 * rectangle by two opposite corners. The rules are formations.ts's; this module only asks them, and
 * names the rectangles worth offering: those of two or three boards that adjoin, and a lone
 * transporter's wheelings (§95), which no other action makes.
 */
import { RuleError } from '../../errors.ts';
import { readBoard, type ArtilleryDevice, type Board } from '../board.ts';
import { listOf } from '../../checks.ts';
import {
  formationAt,
  translations,
  wheelFormationOf,
  wheelRectangle,
  type Formation,
  type FormationOptions,
} from '../formations.ts';
import { coordsOn, squareAt, squareOn, type Coords, type Square } from '../grid.ts';
import { cornersOn, rectangleOn, squaresOf, type Rect } from '../rectangles.ts';
import { WHEEL_KINDS, WHEEL_SENSES, type Player } from '../types.ts';
import type { Action } from './actions.ts';
import type { GameReadings } from './readings.ts';
import { asked, refuse } from './refusals.ts';
import { blockerWords } from './blockers.ts';

/** The engine's refusals that are the game's, with their reason and §; other errors are faults. */
const REFUSED = ['NOT_ADJACENT', 'BAD_PIVOT', 'OFF_BOARD'] as const;

type RectangleAction = Extract<Action, { type: 'rectangle' | 'wheel-rectangle' }>;
interface Offered {
  readonly action: Action;
  readonly board: Board;
}

const moving = (r: GameReadings): FormationOptions => ({ landing: r.landing, pawnFacing: r.pawnFacing });

/** The squares of the rectangle two opposite corners span, row by row (§173); corners off the plate are refused. */
export function rectangleSquares(board: Board, corners: readonly [number, number]): Square[] {
  const { grid } = readBoard(board);
  const two = listOf('corners', corners);
  if (two.length !== 2)
    throw new RuleError(
      'BAD_INPUT',
      `corners must be a rectangle's two opposite corners (§173); received ${two.length}`,
    );
  const [a, b] = [0, 1].map((i) => coordsOn(squareOn(two[i], grid, `corners[${i}]`), grid)) as [Coords, Coords];
  const [top, left] = [Math.min(a.row, b.row), Math.min(a.col, b.col)];
  return squaresOf(
    { top, left, rows: Math.max(a.row, b.row) - top + 1, columns: Math.max(a.col, b.col) - left + 1 },
    grid,
  );
}

/**
 * A rectangle's corners as the actions name them: its corner toward A's rows and columns, then the opposite one
 * (§173). Not the lowest and highest numbers: plate III is numbered serpentine (§197).
 */
function cornersOfSquares(board: Board, squares: readonly Square[]): [Square, Square] {
  const r = rectangleOn(squares, board.grid) as Rect;
  return [squareAt(r.top, r.left, board.grid), squareAt(r.top + r.rows - 1, r.left + r.columns - 1, board.grid)];
}

/** The squares of the boards: a device's two, a transporter's two. */
type Member = readonly Square[];

function membersOf(board: Board): Member[] {
  return [
    ...board.devices.map((d: ArtilleryDevice) => [d.artillerists, d.gun]),
    ...board.transporters.map((t) => [...t.squares]),
  ];
}

/** Whether two boards touch: a square of one beside, behind or on a square of the other. */
function touching(board: Board, a: Member, b: Member): boolean {
  return a.some((x) =>
    b.some((y) => {
      const p = coordsOn(x, board.grid);
      const q = coordsOn(y, board.grid);
      return Math.abs(p.row - q.row) + Math.abs(p.col - q.col) <= 1;
    }),
  );
}

/**
 * The rectangles worth offering a side: two or three adjoining boards filling one (§53, §90, §102b), and each lone
 * transporter (for its wheelings, §95). Each as its ascending squares, once.
 */
function candidates(board: Board): Square[][] {
  const members = membersOf(board);
  const seen = new Map<string, Square[]>();
  const keep = (parts: readonly Member[]) => {
    const squares = [...new Set(parts.flat())].sort((x, y) => x - y);
    if (rectangleOn(squares, board.grid)) seen.set(squares.join(','), squares);
  };
  for (const t of board.transporters) keep([t.squares]);
  for (let i = 0; i < members.length; i++)
    for (let j = i + 1; j < members.length; j++) {
      const a = members[i] as Member;
      const b = members[j] as Member;
      if (!touching(board, a, b)) continue;
      keep([a, b]);
      for (let k = j + 1; k < members.length; k++) {
        const c = members[k] as Member;
        if (touching(board, a, c) || touching(board, b, c)) keep([a, b, c]);
      }
    }
  return [...seen.values()];
}

/** The formation on these squares, or undefined where they carry none (§90, §173). */
function formationOn(board: Board, squares: readonly Square[]): Formation | undefined {
  try {
    return formationAt(board, squares);
  } catch (e) {
    if (e instanceof RuleError && e.code === 'NOT_ADJACENT') return undefined;
    throw e;
  }
}

/** How many boards a formation has. */
const boardsIn = (f: Formation) => f.devices.length + f.transporters.length;

/**
 * A rectangle's moves and wheelings for a player (§53, §87, §95–§98, §173–§176): its translations when it has two
 * boards or more (one alone moves as a device or transporter), its wheelings unless it is one device (which wheels
 * as a device, §62).
 */
function offersOfRectangle(board: Board, squares: readonly Square[], player: Player, r: GameReadings): Offered[] {
  const f = formationOn(board, squares);
  if (!f || f.immobile || f.player !== player) return [];
  const corners = cornersOfSquares(board, f.squares);
  const out: Offered[] = [];
  if (boardsIn(f) > 1)
    for (const m of translations(board, f, moving(r)))
      out.push({
        action: { type: 'rectangle', corners, to: m.moves.get(corners[0]) as Square },
        board: m.board,
      });
  if (f.devices.length === 1 && f.transporters.length === 0) return out;
  for (const pivot of cornersOn(f.rect, board.grid))
    for (const kind of WHEEL_KINDS)
      for (const sense of WHEEL_SENSES) {
        const w = offPlate(() => wheelFormationOf(board, f, { pivot, kind, sense, ...moving(r) }));
        if (w?.legal) out.push({ action: { type: 'wheel-rectangle', corners, pivot, kind, sense }, board: w.board });
      }
  return out;
}

/** A wheeling, or nothing where it would leave the plate (§62) or the squares are no rectangle of things (§173). */
function offPlate<T>(ask: () => T): T | undefined {
  try {
    return ask();
  } catch (e) {
    if (e instanceof RuleError && (e.code === 'OFF_BOARD' || e.code === 'NOT_ADJACENT')) return undefined;
    throw e;
  }
}

/**
 * The rectangles' actions a player may take (§181 (4), §173): of the boards' rectangles worth offering, or only of
 * those holding `square`.
 */
export function rectangleOffers(board: Board, player: Player, r: GameReadings, square?: Square): Offered[] {
  return candidates(board)
    .filter((squares) => square === undefined || squares.includes(square))
    .flatMap((squares) => offersOfRectangle(board, squares, player, r));
}

/**
 * The actions of the rectangle a player names by two opposite corners (§173–§176): its boards' moves, and the
 * wheelings of all that stands on it, on boards or not (§173).
 */
export function namedRectangleOffers(
  board: Board,
  player: Player,
  r: GameReadings,
  corners: readonly [Square, Square],
): Offered[] {
  const squares = rectangleSquares(board, corners);
  if (squares.length < 2) return [];
  const f = formationOn(board, squares);
  const out = f ? offersOfRectangle(board, squares, player, r) : [];
  if (f) return out;
  // Pieces standing on no board: they wheel together (§173), they do not move together but by transporter (§83).
  const rect = rectangleOn(squares, board.grid);
  if (!rect || !squares.every((s) => board.pieces.get(s)?.player === player || formationPart(board, s))) return [];
  for (const pivot of cornersOn(rect, board.grid))
    for (const kind of WHEEL_KINDS)
      for (const sense of WHEEL_SENSES) {
        const w = offPlate(() => wheelRectangle(board, squares, { pivot, kind, sense, ...moving(r) }));
        if (w?.legal)
          out.push({
            action: { type: 'wheel-rectangle', corners: cornersOfSquares(board, squares), pivot, kind, sense },
            board: w.board,
          });
      }
  return out;
}

/** Whether a square lies under a board (a device's or a transporter's). */
const formationPart = (board: Board, s: Square) => membersOf(board).some((m) => m.includes(s));

/**
 * The position a rectangle's move or wheeling leaves (§53, §87, §95–§98, §173–§178), or undefined for any other
 * action; a refusal with the reason and its § where the rules do not allow it.
 */
export function rectangleEffect(board: Board, action: Action, player: Player, r: GameReadings): Board | undefined {
  if (action.type !== 'rectangle' && action.type !== 'wheel-rectangle') return undefined;
  const squares = rectangleSquares(board, action.corners);
  const named = `the rectangle ${action.corners.join(':')}`;
  return action.type === 'rectangle'
    ? moved(board, action, squares, named, player, r)
    : wheeled(board, action, squares, named, player, r);
}

function moved(
  board: Board,
  action: RectangleAction & { type: 'rectangle' },
  squares: readonly Square[],
  named: string,
  player: Player,
  r: GameReadings,
): Board {
  const f = asked(REFUSED, () => formationAt(board, squares));
  if (f.immobile) refuse(`${named} cannot move: ${f.immobile.reason} on ${f.immobile.square} (§46, §86, §99)`);
  if (f.player !== player)
    refuse(`the pieces on ${named} are ${f.player ?? 'nobody'}’s, and it is ${player}’s turn (§21, §99)`);
  if (boardsIn(f) < 2)
    refuse(
      `${named} holds one board: it moves as a device (C 391-369) or a transporter (tr 339/340-207/208) (§45, §87)`,
    );
  const m = translations(board, f, moving(r)).find((x) => x.moves.get(action.corners[0]) === action.to);
  if (!m)
    refuse(
      `${named} cannot bring its corner ${action.corners[0]} to ${action.to}: it moves straight toward one side, over free practicable squares, 4 at most with artillery, else 6 (8 with cavalry only) (§45, §53, §87, §97, §177, §178)`,
    );
  return m.board;
}

function wheeled(
  board: Board,
  action: RectangleAction & { type: 'wheel-rectangle' },
  squares: readonly Square[],
  named: string,
  player: Player,
  r: GameReadings,
): Board {
  const pieces = squares.flatMap((s) => board.pieces.get(s) ?? []);
  if (pieces.length === 0) refuse(`${named} carries no piece to wheel it (§46, §86, §173)`);
  const enemy = pieces.find((p) => p.player !== player);
  if (enemy)
    refuse(
      `the piece on ${enemy.square} is ${enemy.player}’s, and it is ${player}’s turn: only one’s own wheel (§21, §99)`,
    );
  const f = formationOn(board, squares);
  if (f && f.devices.length === 1 && f.transporters.length === 0)
    refuse(`${named} is one device: it wheels as a device (C 391 wheel gun small clockwise) (§62)`);
  const w = asked(REFUSED, () =>
    wheelRectangle(board, squares, { pivot: action.pivot, kind: action.kind, sense: action.sense, ...moving(r) }),
  );
  if (!w.legal)
    refuse(
      `the ${action.kind} wheeling of ${named} about ${action.pivot} is blocked by ${blockerWords(w.blockedBy)} (§170, §174–§178)`,
    );
  return w.board;
}
