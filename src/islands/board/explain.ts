/**
 * What the rules make of a square, a field or a wheeling, in words: the status line under the
 * board, "Why these squares?", a planned wheeling's course and verdict, and what blocks a way.
 */
import {
  controllerOf,
  coordsOf,
  type Board,
  type BoardSetup,
  type DeviceWheeling,
  type FieldOfEffect,
  type FormationWheeling,
  type Square,
  type Terrain,
} from '../../rules/hellwig/index.ts';
import type { Result } from '../../rules/result.ts';
import type { BoardView } from './view.ts';
import { shownTerrain } from './plate3/plate.ts';
import { occupantOf, PIECE_WORDS, player, refusal, TERRAIN_WORDS } from './words.ts';

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
  const c = coordsOf(sq, view.board.grid);
  const ground = shownTerrain(view.board, sq, view.known);
  const parts = [
    `Square ${sq} (row ${c.row + 1}, column ${c.col + 1}): ` +
      `${ground === 'unknown' ? 'terrain not known' : TERRAIN_WORDS[ground]}`,
  ];
  if (view.known) parts.push(view.known.words(sq));
  const occ = occupantOf(view.board, sq);
  if (occ.length) parts.push(`holds ${occ.join(' and ')}`);
  const f = view.flags.get(sq);
  const r = view.resolved;
  if (f?.effect && r?.type === 'device') {
    const reason = fieldReasons(view.board, r.field).find((s) => s.startsWith(`${sq} `));
    if (reason) parts.push(reason.replace(/^\d+ is /, 'it is ').replace(/\.$/, ''));
  } else if (r?.type === 'device' && sq !== r.device.gun && sq !== r.device.artillerists) {
    parts.push(
      `it is out of the field of the gun on ${r.device.gun}, which sweeps only the three squares in line ` +
        `toward ${r.field.direction} (§47)`,
    );
  }
  if (f?.line === 'double') parts.push('its gun is one of the selected line of artillery (§54)');
  else if (f?.line === 'combined') parts.push('its gun is combined with the selected device (§67)');
  if (f?.blocked && r && r.type !== 'piece' && r.wheel?.ok && !r.wheel.value.legal)
    parts.push(`it blocks the wheeling: ${blockWords(r.wheel.value.blockedBy.reason)} (§62, §177)`);
  else if (f?.path === 'passed') parts.push('the wheeling passes over it (§62)');
  else if (f?.path === 'to') parts.push('the wheeling ends on it (§62)');
  if (f?.target === 'chosen') parts.push('it is the square the howitzer will strike (§66)');
  const t = view.targets.get(sq);
  if (t) parts.push(`the selection can move here: ${t.label}`);
  return `${parts.join('; ')}.`;
}

/**
 * A planned wheeling in words, as the engine works it out: the squares it passes, where it ends, and whether the way is
 * free or what blocks it (§62, §177).
 */
export function wheelWords(
  w: Result<DeviceWheeling | FormationWheeling>,
  setup: BoardSetup,
): { readonly course: string; readonly verdict: string; readonly legal: boolean } {
  if (!w.ok) return { course: '', verdict: refusal(w.error.message), legal: false };
  const v = w.value;
  const end =
    'device' in v
      ? `ends with the artillerists on ${v.device.artillerists} and the gun on ${v.device.gun}, sweeping ` +
        `${v.field.inEffect.join(', ') || 'nothing'}`
      : `ends on ${v.squares.join(', ')}`;
  return {
    course: `Passes over ${v.passed.join(', ')}; ${end}.`,
    verdict: v.legal
      ? 'The way is free.'
      : `Blocked on ${v.blockedBy.square}: ${blockWords(v.blockedBy.reason, setup, v.blockedBy.square)}.`,
    legal: v.legal,
  };
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
