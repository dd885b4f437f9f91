/**
 * The set-up phase's draft: the pieces placed, the devices, transporters and bridge-transporters set down and the
 * terrain painted on the chosen map before the first move, and the tool that places them. Whether a square may
 * hold what is placed on it is the engine's (`newGame` from the set-up checks it as any board, §22–§29,
 * §43, §46, §85, §147); this only keeps the draft.
 */
import {
  BRIDGE_SETS,
  CANNON_VARIANTS,
  DIRECTIONS,
  newGame,
  offset,
  PIECE_KINDS,
  type BreastworkSetup,
  type BridgeTransporterSetup,
  type DepotSetup,
  type BoardSetup,
  type CannonVariant,
  type Direction,
  type Game,
  type Grid,
  type PieceKind,
  type Player,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';

/** The terrain a reader may paint (§24–§29). */
/** The terrain the editor paints, as the board page's tool does: `bridge` is water with a laid bridge on it (§170). */
export const PAINTS = ['water', 'marsh', 'mountain', 'building', 'bridge'] as const;
export type Paint = (typeof PAINTS)[number];

/**
 * What a click on a square does: place a piece of a player, paint terrain, set down a device (its artillerists on
 * the square, its gun the next square toward `facing`, §43), a transporter (the square and the next toward
 * `facing`, §85) or a player's bridge-transporter (its main surface on the square, §136a), or clear the square.
 */
export type Tool =
  | { readonly kind: 'piece'; readonly piece: PieceKind; readonly player: Player }
  | { readonly kind: 'paint'; readonly paint: Paint }
  | { readonly kind: 'device'; readonly device: 'cannon' | 'howitzer'; readonly variant: CannonVariant }
  | { readonly kind: 'transporter' }
  | { readonly kind: 'bridge'; readonly player: Player }
  | { readonly kind: 'breastwork' | 'depot'; readonly player: Player }
  | { readonly kind: 'clear' };

export interface Draft {
  readonly pieces: NonNullable<BoardSetup['pieces']>;
  readonly terrain: { readonly [P in Paint]?: readonly number[] };
  readonly devices?: NonNullable<BoardSetup['devices']>;
  readonly transporters?: NonNullable<BoardSetup['transporters']>;
  readonly bridgeTransporters?: readonly BridgeTransporterSetup[];
  /** The works the game starts with: breastworks of three signs (§104, §106) and depots (§244). */
  readonly breastworks?: readonly BreastworkSetup[];
  readonly depots?: readonly DepotSetup[];
}

export const EMPTY_DRAFT: Draft = { pieces: [], terrain: {} };

/**
 * The tool a value of the page's tool list names: `piece:A:knight`, `paint:water`, `device:cannon:left`, `bridge:A`,
 * `breastwork:B`, `depot:A`, `clear`.
 */
export function toolOf(value: string): Tool {
  const [kind, a, b] = value.split(':');
  if (kind === 'device' && a === 'howitzer') return { kind: 'device', device: 'howitzer', variant: 'axial' };
  if (kind === 'device' && a === 'cannon' && (CANNON_VARIANTS as readonly string[]).includes(b ?? ''))
    return { kind: 'device', device: 'cannon', variant: b as CannonVariant };
  if (kind === 'transporter') return { kind: 'transporter' };
  if ((kind === 'bridge' || kind === 'breastwork' || kind === 'depot') && (a === 'A' || a === 'B'))
    return { kind, player: a };
  if (kind === 'paint' && (PAINTS as readonly string[]).includes(a ?? '')) return { kind: 'paint', paint: a as Paint };
  if (kind === 'piece' && (a === 'A' || a === 'B') && (PIECE_KINDS as readonly string[]).includes(b ?? ''))
    return { kind: 'piece', player: a, piece: b as PieceKind };
  return { kind: 'clear' };
}

/** The draft as a set-up, to begin a game from. */
export const setupOfDraft = ({ terrain: { bridge = [], ...terrain }, ...d }: Draft): BoardSetup => ({
  pieces: d.pieces,
  terrain: bridge.length ? { ...terrain, water: [...(terrain.water ?? []), ...bridge] } : terrain,
  ...(bridge.length ? { bridges: bridge } : {}),
  ...(d.devices?.length ? { devices: d.devices } : {}),
  ...(d.transporters?.length ? { transporters: d.transporters } : {}),
  ...(d.bridgeTransporters?.length ? { bridgeTransporters: d.bridgeTransporters } : {}),
  ...(d.breastworks?.length ? { breastworks: d.breastworks } : {}),
  ...(d.depots?.length ? { depots: d.depots } : {}),
});

/** The facings a device or transporter may be set down with: toward a side of the plan (§43). */
export const FACINGS: readonly Direction[] = DIRECTIONS;

/**
 * The draft after a device, transporter or bridge-transporter is set down on `square` toward `facing`, or why not: its
 * second square (the gun, the transporter's other half, the secondary surface) must be on the plate (§43, §85, §136a).
 * A device or transporter takes the place of those it overlaps; a bridge-transporter, numbered from its player's set
 * (§196), goes under what stands there, which may stand on it (§147, §150). The engine checks the rest.
 */
export function placeTwoSquares(
  d: Draft,
  tool: Tool,
  square: number,
  facing: Direction,
  grid: Grid,
): { readonly draft: Draft } | { readonly error: string } {
  const next = offset(square, facing, 1, grid);
  const what =
    tool.kind === 'device'
      ? `the gun of a ${tool.device}`
      : tool.kind === 'bridge'
        ? 'a bridge-transporter’s secondary surface'
        : 'a transporter’s second square';
  if (next === undefined)
    return { error: `${what} would stand off the plate, beyond ${square} toward side ${facing} (§43, §85)` };
  if (tool.kind === 'bridge') {
    const carriers = d.bridgeTransporters ?? [];
    let number = BRIDGE_SETS[tool.player][0];
    while (carriers.some((t) => t.number === number)) number++;
    return { draft: { ...d, bridgeTransporters: [...carriers, { number, main: square, secondary: next }] } };
  }
  const away = (squares: readonly number[]) => !squares.includes(square) && !squares.includes(next);
  const devices = (d.devices ?? []).filter((x) => away([x.artillerists, x.gun]));
  const transporters = (d.transporters ?? []).filter((t) => away(t.squares));
  if (tool.kind === 'device')
    return {
      draft: {
        ...d,
        devices: [...devices, { artillerists: square, gun: next, kind: tool.device, variant: tool.variant }],
      },
    };
  return { draft: { ...d, transporters: [...transporters, { squares: [square, next] as const }] } };
}

/** The draft's game on a map, or the engine's reason it cannot stand. */
export function draftGame(d: Draft, map: string) {
  return tryRule((): Game => newGame(setupOfDraft(d), {}, 'A', map));
}

/**
 * The draft after a tool is used on a square: whatever stood there goes, and the tool's thing comes; a piece keeps a
 * building or a laid bridge under it, and a pawn faces `facing` (§37). A breastwork or a depot is laid beside what
 * the square holds, in place of its own kind there: whether it may lie there is the engine's (§107, §110, §245).
 */
export function applyTool(d: Draft, tool: Tool, square: number, facing?: Direction): Draft {
  if (tool.kind === 'breastwork' || tool.kind === 'depot') {
    const key = tool.kind === 'breastwork' ? 'breastworks' : 'depots';
    return { ...d, [key]: [...(d[key] ?? []).filter((w) => w.square !== square), { square, owner: tool.player }] };
  }
  const pieces = d.pieces.filter((p) => p.square !== square);
  const terrain = Object.fromEntries(
    PAINTS.map((t) => [t, (d.terrain[t] ?? []).filter((s) => s !== square)] as const).filter(([, s]) => s.length),
  ) as Draft['terrain'];
  if (tool.kind === 'piece')
    return {
      ...d,
      // A piece stands in a building or on a laid bridge (§23, §170): only ground no troops can hold gives way to it.
      terrain: Object.fromEntries(
        PAINTS.map((t) => [t, t === 'building' || t === 'bridge' ? d.terrain[t] : terrain[t]] as const).filter(
          ([, s]) => s?.length,
        ),
      ) as Draft['terrain'],
      pieces: [
        ...pieces,
        {
          square,
          kind: tool.piece,
          player: tool.player,
          // A pawn faces the side chosen, by default the enemy: A's toward side AB, B's toward CD (§37, §201).
          ...(tool.piece === 'pawn' ? { facing: facing ?? pawnFacing(tool.player) } : {}),
        },
      ],
    };
  if (tool.kind === 'paint')
    return { ...d, pieces, terrain: { ...terrain, [tool.paint]: [...(terrain[tool.paint] ?? []), square] } };
  // Clearing a square takes off whatever covers it: a piece, terrain, a device or a transporter of either kind.
  return {
    pieces,
    terrain,
    devices: (d.devices ?? []).filter((x) => x.artillerists !== square && x.gun !== square),
    transporters: (d.transporters ?? []).filter((t) => !t.squares.includes(square)),
    bridgeTransporters: (d.bridgeTransporters ?? []).filter((t) => t.main !== square && t.secondary !== square),
    breastworks: (d.breastworks ?? []).filter((w) => w.square !== square),
    depots: (d.depots ?? []).filter((w) => w.square !== square),
  };
}

/** The side a player's pawns face when set down: the enemy's, A's toward side AB and B's toward CD (§37, §201). */
export const pawnFacing = (player: Player): Direction => (player === 'A' ? 'AB' : 'CD');
