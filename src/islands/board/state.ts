/**
 * The state of the Hellwig board: a position on plate II or III as the engine's plain `BoardSetup`, what
 * is selected, the wheeling chosen, and a few display switches; and its short form in the page
 * address (`?p=AS387&d=387-388l&s=d388`), so that a position can be shared. Reading an address is the board page's
 * alone (stateRead.ts).
 */
import { tryRule } from '../../rules/result.ts';
import { beyondReconstruction, type TerrainLists } from './plate3/plate.ts';
import {
  createBoard,
  PIECE_LETTERS,
  type BoardSetup,
  type DeviceSetup,
  type PieceSetup,
  type Pivot,
  type WheelKind,
  type WheelSense,
} from '../../rules/hellwig/index.ts';
import { WORKS_KEYS, type WorksState } from './worksState.ts';

/**
 * What the reader has selected: a device (by its gun, §46), a piece, or a formation of boards (§90), or of pieces
 * standing in a rectangle (`loose`, §173).
 */
export type Selection =
  | { readonly type: 'device'; readonly gun: number }
  | { readonly type: 'piece'; readonly square: number }
  | { readonly type: 'formation'; readonly squares: readonly number[]; readonly loose?: boolean };

/** A wheeling as the reader sets it up (§62, §95): a device's pivot by name, a formation's by square. */
export interface WheelChoice {
  readonly pivot: Pivot | number;
  readonly kind: WheelKind;
  readonly sense: WheelSense;
}

/** The breastworks and bridges of the second half are optional fields (worksState.ts). */
export interface BoardState extends WorksState {
  readonly setup: BoardSetup;
  readonly selected?: Selection | undefined;
  /** A wheeling being planned for the selection (§62), or none: its path shows only while planned. */
  readonly wheel?: WheelChoice | undefined;
  /** Show the selection's possible moves as targets (§45, §87, §32–§41). */
  readonly showMoves: boolean;
  /** A howitzer's chosen square (§66). */
  readonly target?: number | undefined;
}

export const DEFAULT_WHEEL: WheelChoice = { pivot: 'artillerists', kind: 'small', sense: 'anticlockwise' };
export const EMPTY_STATE: BoardState = { setup: {}, showMoves: false };

/** Terrain in the address by colour: m (red mountain), g (green marsh), b (blue water), h (house, a building). */
export const TERRAIN_KEYS = { m: 'mountain', g: 'marsh', b: 'water', h: 'building' } as const;

/** A piece in the address: player, the book's letter (§31, §41), square, and a pawn's front: `Ab185AB`. */
function pieceCode(p: PieceSetup): string {
  return `${p.player}${PIECE_LETTERS[p.kind]}${p.square}${p.facing ?? ''}`;
}

/**
 * A device in the address: `387-388l` (a, l, r for the cannon varieties, h for a howitzer), then its pin colour if any.
 */
function deviceCode(d: DeviceSetup): string {
  const v = d.kind === 'howitzer' ? 'h' : (d.variant ?? 'axial')[0];
  return `${d.artillerists}-${d.gun}${v}${d.owner ?? ''}`;
}

function selectionCode(s: Selection): string {
  return s.type === 'device'
    ? `d${s.gun}`
    : s.type === 'piece'
      ? `p${s.square}`
      : `${s.loose ? 'r' : 'f'}${s.squares.join('.')}`;
}

function wheelCode(w: WheelChoice): string {
  const pivot = typeof w.pivot === 'number' ? String(w.pivot) : w.pivot === 'artillerists' ? 'a' : 'g';
  return `${pivot}-${w.kind}-${w.sense === 'clockwise' ? 'cw' : 'acw'}`;
}

/**
 * The position's keys of the address, made once for each set-up: a new selection keeps the set-up, and writing 200
 * pieces of plate III again at each one cost its update time (issue 16's 16 ms).
 */
const SETUP_KEYS = new WeakMap<
  BoardSetup,
  { readonly base: TerrainLists; readonly keys: readonly [string, string][] }
>();
function setupKeys(setup: BoardSetup, base: TerrainLists): readonly [string, string][] {
  const made = SETUP_KEYS.get(setup);
  if (made?.base === base) return made.keys;
  const keys: [string, string][] = [];
  // Plate III is written as pl=III, its terrain only where it differs from the text's (plate.ts); plate II as before.
  if (setup.plate === 'III') keys.push(['pl', 'III']);
  const terrainShown = setup.plate === 'III' ? beyondReconstruction(base, setup.terrain) : setup.terrain;
  for (const [key, terrain] of Object.entries(TERRAIN_KEYS)) {
    const squares = terrainShown?.[terrain];
    if (squares?.length) keys.push([key, squares.join(',')]);
  }
  if (setup.bridges?.length) keys.push(['br', setup.bridges.join(',')]);
  if (setup.pieces?.length) keys.push(['p', setup.pieces.map(pieceCode).join(',')]);
  if (setup.devices?.length) keys.push(['d', setup.devices.map(deviceCode).join(',')]);
  if (setup.transporters?.length) keys.push(['t', setup.transporters.map((t) => t.squares.join('-')).join(',')]);
  SETUP_KEYS.set(setup, { base, keys });
  return keys;
}

/**
 * The address of a state: only what differs from an empty board is written; on plate III, only the terrain beyond
 * `base`, the text's (plate3/kit.ts), when the board page brings it.
 */
export function stateToSearch(
  state: BoardState,
  base: TerrainLists = {},
  /** Writes breastworks and bridges (worksKit.ts); a board without them has none to write. */
  kit?: { readonly write: (q: URLSearchParams, works: WorksState) => void },
): string {
  const q = new URLSearchParams([...setupKeys(state.setup, base)]);
  kit?.write(q, state);
  if (state.selected) q.set('s', selectionCode(state.selected));
  if (state.wheel) q.set('w', wheelCode(state.wheel));
  if (state.showMoves) q.set('mv', '1');
  if (state.target !== undefined) q.set('tg', String(state.target));
  // An empty board is a position too: `p=` (no pieces) keeps it from reading as "no address".
  return q.toString() || 'p=';
}

/** The keys an address may carry (`ex` names a preset). */
export const ADDRESS_KEYS = [
  'ex',
  'pl',
  'm',
  'g',
  'b',
  'h',
  'br',
  'p',
  'd',
  't',
  ...WORKS_KEYS,
  's',
  'w',
  'mv',
  'tg',
] as const;

/** The checked board of a state's set-up, or the engine's reason it is not a position (two things on one square…). */
export function checkSetup(setup: BoardSetup): string | undefined {
  const checked = tryRule(() => createBoard(setup));
  return checked.ok ? undefined : checked.error.message;
}
