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
  controllerOf,
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
  plateII,
  terrainAt,
  transporterAt,
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
  type Terrain,
  fieldOfEffect,
} from '../../rules/hellwig/index.ts';
import { RuleError } from '../../rules/errors.ts';
import { tryRule, type Result } from '../../rules/result.ts';
import { capitalise } from '../shared/words.ts';
import type { BoardState, Selection } from './state.ts';

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
  readonly resolved?: Resolved;
  /** Why the selection could not be shown, if it could not. */
  readonly problem?: string;
  readonly flags: ReadonlyMap<number, SquareFlags>;
  readonly targets: ReadonlyMap<number, Target>;
}

/** The square a formation's move is offered on: where its foremost square toward the direction of travel comes to. */
function leadingSquare(squares: readonly Square[], moves: ReadonlyMap<Square, Square>, direction: Direction): Square {
  const d = DIRECTION_STEP[direction];
  const score = (s: Square) => {
    const c = coordsOf(s, plateII);
    return c.row * d.row + c.col * d.col;
  };
  const lead = [...squares].sort((a, b) => score(b) - score(a))[0] as Square;
  return moves.get(lead) as Square;
}

function resolve(board: Board, state: BoardState, sel: Selection): Resolved {
  if (sel.type === 'device') {
    const device = gunAt(board, sel.gun as Square);
    // A selection read from an address may name a square with no gun: the reader is told, as the engine tells of bad input.
    if (!device) throw new RuleError('UNKNOWN_ID', `there is no gun on square ${sel.gun} to select`);
    const effective = isEffective(board, device);
    const duels: Duel[] = duelsOf(board, device).map((d) => ({ enemy: d.enemy, ourStrength: d.ours.strength, theirStrength: d.theirs.strength, weMayDestroy: d.weMayDestroy, theyMayDestroy: d.theyMayDestroy, weDrive: d.weDrive, theyDrive: d.theyDrive }));
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
  const options = w && { pivot: typeof w.pivot === 'number' ? w.pivot : (squares[0] as number), kind: w.kind, sense: w.sense };
  if (loose) return { type: 'formation', loose, squares, moves: [], wheel: options && tryRule(() => wheelRectangle(board, squares, options)) };
  const formation = formationAt(board, squares);
  return { type: 'formation', loose, squares, formation, moves: formationMoves(board, squares), wheel: options && tryRule(() => wheelFormation(board, squares, options)) };
}

/** Everything the board shows for a state. Throws RuleError only if the set-up itself is no position (the state is checked before). */
export function viewOf(state: BoardState, marks: readonly number[] = []): BoardView {
  const board = createBoard(state.setup);
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
        const sq = leadingSquare([r.device.artillerists, r.device.gun], new Map([[r.device.artillerists, m.device.artillerists], [r.device.gun, m.device.gun]]), m.direction);
        targets.set(sq, { square: sq, kind: 'move', label: `${m.distance} toward ${m.direction}: artillerists ${m.device.artillerists}, gun ${m.device.gun}`, setup: setupOf(m.board), next: { type: 'device', gun: m.device.gun } });
      }
    }
    wheelFlags(r.wheel, flag);
  } else if (r.type === 'piece') {
    flag(r.piece.square, { selected: true });
    if (state.showMoves) {
      for (const m of r.moves) {
        if (m.kind === 'turn') continue;
        const label = m.kind === 'capture' ? `takes ${m.captures.join(', then ')}` : `to ${m.to}`;
        if (!targets.has(m.to) || m.kind === 'capture') targets.set(m.to, { square: m.to, kind: m.kind, label, setup: setupOf(m.board), next: { type: 'piece', square: m.to } });
      }
    }
  } else {
    for (const s of r.squares) flag(s, { selected: true });
    if (state.showMoves) {
      for (const m of r.moves) {
        const sq = leadingSquare(r.squares, m.moves, m.direction);
        targets.set(sq, { square: sq, kind: 'move', label: `${m.distance} toward ${m.direction}: to ${m.squares.join(', ')}`, setup: setupOf(m.board), next: { type: 'formation', squares: m.squares } });
      }
    }
    wheelFlags(r.wheel, flag);
  }
  for (const t of targets.values()) flag(t.square, { target: t.kind });
  if (r.type === 'device' && r.field.strikes === 'one' && state.target !== undefined && r.field.inEffect.includes(state.target as Square)) flag(state.target, { target: 'chosen' });
  return { board, resolved: r, flags, targets };
}

function wheelFlags(w: Result<DeviceWheeling | FormationWheeling> | undefined, flag: (sq: number, f: SquareFlags) => void): void {
  if (!w?.ok) return;
  for (const s of w.value.passed) flag(s, { path: 'passed' });
  const after = 'device' in w.value ? [w.value.device.artillerists, w.value.device.gun] : w.value.squares;
  for (const s of after) flag(s, { path: 'to' });
  if (!w.value.legal) flag(w.value.blockedBy.square, { blocked: true });
}

const TERRAIN_WORDS: Record<Terrain, string> = {
  open: 'open ground',
  mountain: 'a red square (mountain)',
  marsh: 'a green square (marsh)',
  water: 'a blue square (water)',
  building: 'a building',
};

export const PIECE_WORDS: Record<Piece['kind'], string> = {
  pawn: 'pawn',
  knight: 'knight',
  rook: 'rook',
  bishop: 'bishop',
  queen: 'queen',
  'leaping-queen': 'leaping queen',
  elephant: 'elephant',
  'leaping-bishop': 'leaping bishop',
};

/** A device in words: "the left cannon 387→388", "the howitzer 94→116". */
export function describeDevice(d: { readonly artillerists: number; readonly gun: number; readonly variant?: string | undefined; readonly kind?: string | undefined }): string {
  return d.kind === 'howitzer' ? `the howitzer ${d.artillerists}→${d.gun}` : `the ${d.variant ?? 'axial'} cannon ${d.artillerists}→${d.gun}`;
}

/** What stands on a square, in words. */
export function occupantOf(board: Board, sq: Square): string[] {
  const out: string[] = [];
  const piece = board.pieces.get(sq);
  if (piece) out.push(`${player(piece.player)} ${PIECE_WORDS[piece.kind]}${piece.facing ? ` facing ${piece.facing}` : ''}`);
  const gun = gunAt(board, sq);
  if (gun) out.push(`the gun of ${describeDevice(gun)}`);
  for (const d of board.devices.filter((x) => x.artillerists === sq)) out.push(`the artillerists’ square of ${describeDevice(d)}`);
  const t = transporterAt(board, sq);
  if (t) out.push(`a transporter (${t.squares.join('/')})`);
  return out;
}

/** What an edit took off the board, in words: "the axial cannon 353→331 and the axial cannon 353→354". */
export function removedWords(before: BoardSetup, after: BoardSetup): string {
  const gone = <T>(xs: readonly T[] | undefined, ys: readonly T[] | undefined, same: (a: T, b: T) => boolean) => (xs ?? []).filter((x) => !(ys ?? []).some((y) => same(x, y)));
  const words = [
    ...gone(before.pieces, after.pieces, (a, b) => a.square === b.square).map((p) => `${player(p.player)} ${PIECE_WORDS[p.kind]}`),
    ...gone(before.devices, after.devices, (a, b) => a.gun === b.gun && a.artillerists === b.artillerists).map((d) => describeDevice(d)),
    ...gone(before.transporters, after.transporters, (a, b) => a.squares.join() === b.squares.join()).map((t) => `a transporter (${t.squares.join('/')})`),
  ];
  return words.join(' and ') || 'nothing';
}

export const player = (p: 'A' | 'B'): string => (p === 'A' ? 'A’s' : 'B’s');

/** Why each square of a field of effect is lit or not, nearest first (§47, §59, §60, §66). */
export function fieldReasons(board: Board, field: FieldOfEffect): string[] {
  const owner = controllerOf(board, field.device);
  const out = field.squares.map((s) => {
    const where = `${ordinal(s.distance)} square toward ${field.direction}`;
    if (s.status === 'safe') {
      return s.reason === 'red-square'
        ? `${s.square} is safe: it is a red square, which stops the fire (§59). It is the ${where}.`
        : `${s.square} is safe: the red square ${s.blockedBy} stops the fire (§59).`;
    }
    const piece = board.pieces.get(s.square);
    const extra =
      s.terrain === 'marsh' || s.terrain === 'water'
        ? ` The fire passes over ${TERRAIN_WORDS[s.terrain]} (§59).`
        : s.terrain === 'building'
          ? ' Buildings do not stop the fire.'
          : '';
    const who = piece
      ? piece.player === owner
        ? ` The ${PIECE_WORDS[piece.kind]} there is ours: unharmed, and it shields no one beyond it (§60).`
        : ` The ${PIECE_WORDS[piece.kind]} there is the enemy’s: it is shot (§47).`
      : '';
    return `${s.square} is in effect: the ${where} from the gun on ${field.device.gun} (§47).${extra}${who}`;
  });
  if (field.offBoard > 0) out.push(`${field.offBoard} of the three squares fall beyond the edge of the plate (§47).`);
  if (field.strikes === 'one') out.push('A howitzer strikes only one chosen square of its field (§66).');
  return out;
}

const ordinal = (n: number) => ['first', 'second', 'third'][n - 1] ?? `${n}th`;

/** Everything known about one square, in words: for the status line and "why?" (§22–§29, §47, §62). */
export function explainSquare(view: BoardView, sq: Square): string {
  const c = coordsOf(sq, plateII);
  const parts = [`Square ${sq} (row ${c.row + 1}, column ${c.col + 1}): ${TERRAIN_WORDS[terrainAt(view.board, sq)]}`];
  const occ = occupantOf(view.board, sq);
  if (occ.length) parts.push(`holds ${occ.join(' and ')}`);
  const f = view.flags.get(sq);
  const r = view.resolved;
  if (f?.effect && r?.type === 'device') {
    const reason = fieldReasons(view.board, r.field).find((s) => s.startsWith(`${sq} `));
    if (reason) parts.push(reason.replace(/^\d+ is /, 'it is ').replace(/\.$/, ''));
  } else if (r?.type === 'device' && sq !== r.device.gun && sq !== r.device.artillerists) {
    parts.push(`it is out of the field of the gun on ${r.device.gun}, which sweeps only the three squares in line toward ${r.field.direction} (§47)`);
  }
  if (f?.line === 'double') parts.push('its gun is one of the selected line of artillery (§54)');
  else if (f?.line === 'combined') parts.push('its gun is combined with the selected device (§67)');
  if (f?.blocked && r && r.type !== 'piece' && r.wheel?.ok && !r.wheel.value.legal) parts.push(`it blocks the wheeling: ${blockWords(r.wheel.value.blockedBy.reason)} (§62, §177)`);
  else if (f?.path === 'passed') parts.push('the wheeling passes over it (§62)');
  else if (f?.path === 'to') parts.push('the wheeling ends on it (§62)');
  if (f?.target === 'chosen') parts.push('it is the square the howitzer will strike (§66)');
  const t = view.targets.get(sq);
  if (t) parts.push(`the selection can move here: ${t.label}`);
  return `${parts.join('; ')}.`;
}

/** A planned wheeling in words, as the engine works it out: the squares it passes, where it ends, and whether the way is free or what blocks it (§62, §177). */
export function wheelWords(w: Result<DeviceWheeling | FormationWheeling>, setup: BoardSetup): { readonly course: string; readonly verdict: string; readonly legal: boolean } {
  if (!w.ok) return { course: '', verdict: refusal(w.error.message), legal: false };
  const v = w.value;
  const end = 'device' in v ? `ends with the artillerists on ${v.device.artillerists} and the gun on ${v.device.gun}, sweeping ${v.field.inEffect.join(', ') || 'nothing'}` : `ends on ${v.squares.join(', ')}`;
  return {
    course: `Passes over ${v.passed.join(', ')}; ${end}.`,
    verdict: v.legal ? 'The way is free.' : `Blocked on ${v.blockedBy.square}: ${blockWords(v.blockedBy.reason, setup, v.blockedBy.square)}.`,
    legal: v.legal,
  };
}

/** A refusal (the engine's, or an edit's) told to the reader as a sentence: capitalised, with its full stop, and without the engine's echo of what the reader just chose ("; received a knight"). */
export function refusal(message: string): string {
  const text = capitalise(message.replace(/; received [^;]*$/, ''));
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function blockWords(reason: string, setup?: BoardSetup, square?: number): string {
  switch (reason) {
    case 'piece': {
      // Name the piece, so the reader knows what to move: "B’s knight stands on it".
      const p = square === undefined ? undefined : setup?.pieces?.find((x) => x.square === square);
      return p ? `${player(p.player)} ${PIECE_WORDS[p.kind]} stands on it` : 'a piece stands on it';
    }
    case 'gun':
      return 'a gun stands on it';
    case 'artillerists':
      return 'an artillerists’ board lies on it';
    case 'transporter':
      return 'a transporter lies on it';
    case 'unmanned':
      return 'the device has no artillerists (§46)';
    case 'empty-transporter':
      return 'the transporter carries nothing (§86)';
    case 'players-mixed':
      return 'pieces of both players stand on it (§99)';
    default:
      return `it is ${TERRAIN_WORDS[reason as Terrain] ?? reason}, impassable`;
  }
}
