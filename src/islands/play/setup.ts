/**
 * The set-up phase's draft: the pieces placed and the terrain painted on the chosen map before the
 * first move, and the tool that places them. Whether a square may hold what is placed on it is the
 * engine's (`newGame` from the set-up checks it as any board, §22–§29); this only keeps the draft.
 */
import {
  newGame,
  PIECE_KINDS,
  type BoardSetup,
  type Game,
  type PieceKind,
  type Player,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';

/** The terrain a reader may paint (§24–§29). */
export const PAINTS = ['water', 'marsh', 'mountain', 'building'] as const;
export type Paint = (typeof PAINTS)[number];

/** What a click on a square does: place a piece of a player, paint terrain, or clear the square. */
export type Tool =
  | { readonly kind: 'piece'; readonly piece: PieceKind; readonly player: Player }
  | { readonly kind: 'paint'; readonly paint: Paint }
  | { readonly kind: 'clear' };

export interface Draft {
  readonly pieces: NonNullable<BoardSetup['pieces']>;
  readonly terrain: { readonly [P in Paint]?: readonly number[] };
}

export const EMPTY_DRAFT: Draft = { pieces: [], terrain: {} };

/** The tool a value of the page's tool list names: `piece:A:knight`, `paint:water`, `clear`. */
export function toolOf(value: string): Tool {
  const [kind, a, b] = value.split(':');
  if (kind === 'paint' && (PAINTS as readonly string[]).includes(a ?? '')) return { kind: 'paint', paint: a as Paint };
  if (kind === 'piece' && (a === 'A' || a === 'B') && (PIECE_KINDS as readonly string[]).includes(b ?? ''))
    return { kind: 'piece', player: a, piece: b as PieceKind };
  return { kind: 'clear' };
}

/** The draft as a set-up, to begin a game from. */
export const setupOfDraft = (d: Draft): BoardSetup => ({ pieces: d.pieces, terrain: d.terrain });

/** The draft's game on a map, or the engine's reason it cannot stand. */
export function draftGame(d: Draft, map: string) {
  return tryRule((): Game => newGame(setupOfDraft(d), {}, 'A', map));
}

/** The draft after a tool is used on a square: whatever stood there goes, and the tool's thing comes. */
export function applyTool(d: Draft, tool: Tool, square: number): Draft {
  const pieces = d.pieces.filter((p) => p.square !== square);
  const terrain = Object.fromEntries(
    PAINTS.map((t) => [t, (d.terrain[t] ?? []).filter((s) => s !== square)] as const).filter(([, s]) => s.length),
  ) as Draft['terrain'];
  if (tool.kind === 'piece')
    return {
      terrain,
      pieces: [
        ...pieces,
        {
          square,
          kind: tool.piece,
          player: tool.player,
          // A pawn faces the enemy: A's toward side AB, B's toward CD (§37, §201).
          ...(tool.piece === 'pawn' ? { facing: tool.player === 'A' ? ('AB' as const) : ('CD' as const) } : {}),
        },
      ],
    };
  if (tool.kind === 'paint')
    return { pieces, terrain: { ...terrain, [tool.paint]: [...(terrain[tool.paint] ?? []), square] } };
  return { pieces, terrain };
}
