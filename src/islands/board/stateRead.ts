/**
 * Reading the board's state from the page address (state.ts writes it): only the board page does (addressKit.ts),
 * so a small board leaves this code out. Reading never throws: every value of the board's own keys it cannot read is
 * named in a message and the board keeps its default; other keys (a campaign tag, a click id) are ignored.
 */
import { gridOfSetup, withReconstruction, type TerrainLists } from './plate3/plate.ts';
import {
  PIECE_LETTERS,
  PIECE_KINDS,
  PIVOTS,
  WHEEL_KINDS,
  type BoardSetup,
  type DeviceSetup,
  type Direction,
  type PieceKind,
  type PieceSetup,
  type Pivot,
  type TransporterSetup,
  type WheelKind,
  type WheelSense,
} from '../../rules/hellwig/index.ts';
import { WORKS_ELSEWHERE, WORKS_KEYS, type WorksState } from './worksState.ts';
import { ADDRESS_KEYS, checkSetup, TERRAIN_KEYS, type BoardState, type Selection, type WheelChoice } from './state.ts';

type TerrainKey = keyof typeof TERRAIN_KEYS;
const LETTER_KIND = new Map<string, PieceKind>(PIECE_KINDS.map((k) => [PIECE_LETTERS[k], k]));
const VARIANT_KEYS = { a: 'axial', l: 'left', r: 'right' } as const;
const SENSE_KEYS = { cw: 'clockwise', acw: 'anticlockwise' } as const;

/** Printable and short: never echo a long or odd value back into the page. */
function shown(value: string): string {
  const clipped = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return JSON.stringify(clipped);
}

const SQUARE = /^\d{1,4}$/;

function squares(raw: string, name: string, problems: string[]): number[] | undefined {
  const parts = raw.split(',');
  if (parts.some((p) => !SQUARE.test(p))) {
    problems.push(`${name} must be square numbers separated by commas; received ${shown(raw)}`);
    return undefined;
  }
  return parts.map(Number);
}

function parsePieces(raw: string, problems: string[]): PieceSetup[] | undefined {
  const out: PieceSetup[] = [];
  if (raw === '') return out;
  for (const code of raw.split(',')) {
    const m = /^([AB])(SK|SL|[bSTLKE])(\d{1,4})(AB|BD|CD|AC)?$/.exec(code);
    const kind = m && LETTER_KIND.get(m[2] as string);
    if (!m || !kind) {
      problems.push(`p= lists pieces as player, letter and square (AS387, Bb185AB); received ${shown(code)}`);
      return undefined;
    }
    const facing = m[4] as Direction | undefined;
    // A pawn has a front and must say which way it faces; no other piece has one (§37).
    if ((kind === 'pawn') !== (facing !== undefined)) {
      problems.push(
        `p= gives a pawn (b) the side it faces after its square (Bb185AB), and no other piece a side; ` +
          `received ${shown(code)}`,
      );
      return undefined;
    }
    out.push({ player: m[1] as 'A' | 'B', kind, square: Number(m[3]), ...(facing ? { facing } : {}) });
  }
  return out;
}

function parseDevices(raw: string, problems: string[]): DeviceSetup[] | undefined {
  const out: DeviceSetup[] = [];
  for (const code of raw.split(',')) {
    const m = /^(\d{1,4})-(\d{1,4})([alrh])([AB])?$/.exec(code);
    if (!m) {
      problems.push(`d= lists devices as artillerists-gun and a, l, r or h (387-388l); received ${shown(code)}`);
      return undefined;
    }
    const v = m[3] as keyof typeof VARIANT_KEYS | 'h';
    const base = {
      artillerists: Number(m[1]),
      gun: Number(m[2]),
      ...(v === 'h' ? { kind: 'howitzer' as const, variant: 'axial' as const } : { variant: VARIANT_KEYS[v] }),
    };
    out.push(m[4] ? { ...base, owner: m[4] as 'A' | 'B' } : base);
  }
  return out;
}

function parseTransporters(raw: string, problems: string[]): TransporterSetup[] | undefined {
  const out: TransporterSetup[] = [];
  for (const code of raw.split(',')) {
    const m = /^(\d{1,4})-(\d{1,4})$/.exec(code);
    if (!m) {
      problems.push(`t= lists transporters as two squares (339-340); received ${shown(code)}`);
      return undefined;
    }
    out.push({ squares: [Number(m[1]), Number(m[2])] });
  }
  return out;
}

function parseSelection(raw: string, problems: string[]): Selection | undefined {
  const m = /^([dpfr])([\d.]{1,200})$/.exec(raw);
  if (m && m[1] === 'd' && SQUARE.test(m[2] as string)) return { type: 'device', gun: Number(m[2]) };
  if (m && m[1] === 'p' && SQUARE.test(m[2] as string)) return { type: 'piece', square: Number(m[2]) };
  if (m && (m[1] === 'f' || m[1] === 'r') && (m[2] as string).split('.').every((p) => SQUARE.test(p))) {
    const squares = (m[2] as string).split('.').map(Number);
    return m[1] === 'r' ? { type: 'formation', squares, loose: true } : { type: 'formation', squares };
  }
  problems.push(
    `s= selects d and a gun square, p and a piece's square, or f (boards) or r (pieces in a rectangle) and ` +
      `squares joined by dots; received ${shown(raw)}`,
  );
  return undefined;
}

function parseWheel(raw: string, problems: string[]): WheelChoice | undefined {
  const m = /^(a|g|\d{1,4})-(small|larger|greatest)-(cw|acw)$/.exec(raw);
  if (!m) {
    problems.push(
      `w= is a pivot (a, g or a square), a kind (${WHEEL_KINDS.join(', ')}) and cw or acw; received ${shown(raw)}`,
    );
    return undefined;
  }
  const pivot: Pivot | number = m[1] === 'a' ? PIVOTS[0] : m[1] === 'g' ? PIVOTS[1] : Number(m[1]);
  return { pivot, kind: m[2] as WheelKind, sense: SENSE_KEYS[m[3] as keyof typeof SENSE_KEYS] as WheelSense };
}

/**
 * Read a state from an address. `fallback` is the state shown when the address is empty or cannot
 * be read; `presets` resolve `ex=`. Returns the state and the problems found, for an inline message.
 */
export function parseState(
  search: string,
  fallback: BoardState,
  presets: readonly { readonly id: string; readonly state: BoardState }[] = [],
  base: TerrainLists = {},
  /** Reading and checking breastworks and bridges (worksKit.ts): without them an address may not carry any. */
  kit?: {
    readonly read: (q: URLSearchParams, problems: string[]) => WorksState;
    readonly check: (setup: BoardSetup, works: WorksState) => string | undefined;
  },
): {
  readonly state: BoardState;
  readonly problems: readonly string[];
  readonly preset?: string;
  readonly note?: string;
} {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  // Keys the board does not use (utm_source, fbclid…) are someone else's business: ignored, never an error.
  const ex = q.get('ex');
  if (ex !== null) {
    const preset = presets.find((p) => p.id === ex);
    // ex= wins over a position written beside it; say so rather than drop it silently.
    const beside = ADDRESS_KEYS.filter((k) => k !== 'ex' && q.has(k));
    if (preset)
      return {
        state: preset.state,
        problems,
        preset: preset.id,
        ...(beside.length
          ? {
              note:
                `The example named by ex= is shown; ${beside.map((k) => `${k}=`).join(', ')} ` +
                `${beside.length === 1 ? 'was' : 'were'} ignored.`,
            }
          : {}),
      };
    problems.push(`ex= names no example of this board; received ${shown(ex)}`);
    return { state: fallback, problems };
  }
  if (![...q.keys()].some((k) => k !== 'ex' && (ADDRESS_KEYS as readonly string[]).includes(k)))
    return { state: fallback, problems };
  const pl = q.get('pl');
  if (pl !== null && pl !== 'II' && pl !== 'III') problems.push(`pl= is the plate, II or III; received ${shown(pl)}`);
  const grid = gridOfSetup(pl === 'III' ? { plate: 'III' } : {});
  const terrain: Record<string, number[]> = {};
  for (const key of Object.keys(TERRAIN_KEYS) as TerrainKey[]) {
    const raw = q.get(key);
    if (raw === null) continue;
    const list = squares(raw, `${key}= (${TERRAIN_KEYS[key]})`, problems);
    if (list) terrain[TERRAIN_KEYS[key]] = list;
  }
  const read = <T>(key: string, parse: (raw: string, problems: string[]) => T | undefined): T | undefined => {
    const raw = q.get(key);
    return raw === null ? undefined : parse(raw, problems);
  };
  const bridges = read('br', (raw, p) => squares(raw, 'br= (bridges)', p));
  const pieces = read('p', parsePieces);
  const devices = read('d', parseDevices);
  const transporters = read('t', parseTransporters);
  const works = kit ? kit.read(q, problems) : {};
  const elsewhere = !kit && WORKS_KEYS.some((k) => q.has(k));
  const selected = read('s', parseSelection);
  const wheel = read('w', parseWheel);
  const mv = q.get('mv');
  if (mv !== null && mv !== '1' && mv !== '0') problems.push(`mv= is 1 or 0; received ${shown(mv)}`);
  const tg = read('tg', (raw, p) =>
    SQUARE.test(raw) ? Number(raw) : (p.push(`tg= is a square number; received ${shown(raw)}`), undefined),
  );
  // Squares named outside the set-up must be on the plate too, or the board would be asked about square 999.
  const named = [
    ...(selected
      ? selected.type === 'device'
        ? [selected.gun]
        : selected.type === 'piece'
          ? [selected.square]
          : selected.squares
      : []),
    ...(typeof wheel?.pivot === 'number' ? [wheel.pivot] : []),
    ...(tg !== undefined ? [tg] : []),
  ].filter((n) => n < 1 || n > grid.size);
  if (named.length)
    problems.push(`s=, w= and tg= name squares of plate ${grid.name}, 1 to ${grid.size}; received ${named.join(', ')}`);
  if (problems.length) return { state: fallback, problems };
  const setup: BoardSetup = {
    ...(grid.name === 'III'
      ? { plate: 'III' as const, terrain: withReconstruction(base, terrain) }
      : Object.keys(terrain).length
        ? { terrain }
        : {}),
    ...(bridges ? { bridges } : {}),
    ...(pieces ? { pieces } : {}),
    ...(devices ? { devices } : {}),
    ...(transporters ? { transporters } : {}),
  };
  const invalid = checkSetup(setup) ?? (elsewhere ? WORKS_ELSEWHERE : kit?.check(setup, works));
  if (invalid)
    return { state: fallback, problems: [`the position in the address is not one the rules allow: ${invalid}`] };
  return { state: { setup, ...works, selected, wheel, showMoves: mv === '1', target: tg }, problems };
}
