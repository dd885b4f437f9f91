/**
 * Every sentence the board says, and the names it gives things: pieces, devices, terrain, tools;
 * what an action did ("Placed a left cannon…", "Wheeled…", "Fired…"); a refusal made a sentence.
 * What a square or a field means by the rules is in explain.ts; this module only words answers.
 */
import {
  gunAt,
  transporterAt,
  type Board,
  type BoardSetup,
  type Piece,
  type Square,
  type Terrain,
  type DeviceWheeling,
  type FormationWheeling,
  type FireResult,
} from '../../rules/hellwig/index.ts';
import { capitalise } from '../shared/words.ts';
import type { DeviceChoice } from './edits.ts';
import type { BoardState, WheelChoice } from './state.ts';
import { WORKS_ELSEWHERE } from './worksState.ts';
import type { Direction, PieceKind, Player } from '../../rules/hellwig/index.ts';
import type { Paint, Tool } from './state/tools.ts';
import type { BoardView } from './view.ts';

export const TERRAIN_WORDS: Record<Terrain, string> = {
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
export function describeDevice(d: {
  readonly artillerists: number;
  readonly gun: number;
  readonly variant?: string | undefined;
  readonly kind?: string | undefined;
}): string {
  return d.kind === 'howitzer'
    ? `the howitzer ${d.artillerists}→${d.gun}`
    : `the ${d.variant ?? 'axial'} cannon ${d.artillerists}→${d.gun}`;
}

/** What stands on a square, in words. */
export function occupantOf(board: Board, sq: Square): string[] {
  const out: string[] = [];
  const piece = board.pieces.get(sq);
  if (piece)
    out.push(`${player(piece.player)} ${PIECE_WORDS[piece.kind]}${piece.facing ? ` facing ${piece.facing}` : ''}`);
  const gun = gunAt(board, sq);
  if (gun) out.push(`the gun of ${describeDevice(gun)}`);
  for (const d of board.devices.filter((x) => x.artillerists === sq))
    out.push(`the artillerists’ square of ${describeDevice(d)}`);
  const t = transporterAt(board, sq);
  if (t) out.push(`a transporter (${t.squares.join('/')})`);
  return out;
}

/** What an edit took off the board, in words: "the axial cannon 353→331 and the axial cannon 353→354". */
export function removedWords(before: BoardSetup, after: BoardSetup): string {
  const gone = <T>(xs: readonly T[] | undefined, ys: readonly T[] | undefined, same: (a: T, b: T) => boolean) =>
    (xs ?? []).filter((x) => !(ys ?? []).some((y) => same(x, y)));
  const words = [
    ...gone(before.pieces, after.pieces, (a, b) => a.square === b.square).map(
      (p) => `${player(p.player)} ${PIECE_WORDS[p.kind]}`,
    ),
    ...gone(before.devices, after.devices, (a, b) => a.gun === b.gun && a.artillerists === b.artillerists).map((d) =>
      describeDevice(d),
    ),
    ...gone(before.transporters, after.transporters, (a, b) => a.squares.join() === b.squares.join()).map(
      (t) => `a transporter (${t.squares.join('/')})`,
    ),
  ];
  return words.join(' and ') || 'nothing';
}

export const player = (p: 'A' | 'B'): string => (p === 'A' ? 'A’s' : 'B’s');

/**
 * A refusal (the engine's, or an edit's) told to the reader as a sentence: capitalised, with its full stop, and without
 * the engine's echo of what the reader just chose ("; received a knight").
 */
export function refusal(message: string): string {
  const text = capitalise(message.replace(/; received [^;]*$/, ''));
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export const TOOL_LABELS: Record<Tool, string> = {
  select: 'Select and move',
  terrain: 'Paint terrain',
  piece: 'Place a piece',
  device: 'Place artillery',
  transporter: 'Place a transporter',
  breastwork: 'Throw up or remove a breastwork',
  strengthen: 'Strengthen a breastwork by one sign',
  'bridge-transporter': 'Place or remove a bridge-transporter',
  'lay-bridge': 'Lay or take up a bridge',
  'hill-first': 'Raise or level a hill of the first kind',
  'hill-second': 'Raise or level a hill of the second kind',
  depot: 'Establish or take away a depot',
  ignite: 'Set a building on fire or put it out',
  fortress: 'Place or take away a fortress (centre)',
  remove: 'Remove',
};
export const TERRAIN_LABELS: Record<Paint, string> = {
  open: 'open',
  mountain: 'mountain (red)',
  marsh: 'marsh (green)',
  water: 'water (blue)',
  building: 'building',
  bridge: 'bridge (on water)',
};
export const DEVICE_LABELS: Record<DeviceChoice, string> = {
  axial: 'cannon, axial',
  left: 'cannon, left',
  right: 'cannon, right',
  howitzer: 'howitzer',
};
/** The same in a sentence: “Placed a left cannon with its artillerists on 5”. */
const DEVICE_WORDS: Record<DeviceChoice, string> = {
  axial: 'an axial cannon',
  left: 'a left cannon',
  right: 'a right cannon',
  howitzer: 'a howitzer',
};

/** What a selection is, as the live region says it when it is selected (§45, §47, §54, §87). */
export function describeSelection(view: BoardView, state: BoardState): string {
  const r = view.resolved;
  if (!r) return view.problem ?? 'Nothing selected.';
  if (r.type === 'device')
    return (
      `Selected ${describeDevice(r.device)}: it sweeps ${r.field.inEffect.join(', ') || 'nothing'} toward ` +
      `${r.field.direction}${r.line.length > 1 ? `; strength ${r.line.length}` : ''}.`
    );
  if (r.type === 'piece')
    return (
      `Selected the ${PIECE_WORDS[r.piece.kind]} on ${r.piece.square}: ` +
      `${r.moves.filter((m) => m.kind !== 'turn').length} moves.`
    );
  return (
    `Selected the ${r.loose ? 'rectangle of pieces' : 'formation'} on ` +
    `${r.squares.join(', ')}${state.showMoves ? `: ${r.moves.length} moves` : ''}.`
  );
}

/**
 * The pivot of a wheeling in words: the artillerists' square or the gun by number, or a formation's corner (§62, §176).
 */
export function pivotWords(r: NonNullable<BoardView['resolved']>, pivot: WheelChoice['pivot']): string {
  if (r.type !== 'device') return `the corner ${pivot}`;
  return pivot === 'gun' ? `the gun on ${r.device.gun}` : `the artillerists’ square ${r.device.artillerists}`;
}

/** A wheel done, in words: how, about what, over which squares, and where the thing now stands (§62, §95). */
export function wheeledWords(w: DeviceWheeling | FormationWheeling, plan: WheelChoice): string {
  return 'device' in w
    ? `Wheeled (${plan.kind}, ${plan.sense}) about the ` +
        `${w.pivot === 'artillerists' ? 'artillerists’ square' : 'gun'}, over ${w.passed.join(', ')}: the device ` +
        `now stands on ${w.device.artillerists} and ${w.device.gun}, sweeping ` +
        `${w.field.inEffect.join(', ') || 'nothing'}.`
    : `Wheeled (${plan.kind}, ${plan.sense}) about ${w.pivot}, over ${w.passed.join(', ')}: now on ` +
        `${w.squares.join(', ')}.`;
}

/** A firing, in words: who was shot, which guns destroyed, which spared (§47–§49b, §68a). */
export function firedWords(f: FireResult): string {
  return (
    `Fired: pieces shot ${f.removedPieces.map((p) => p.square).join(', ') || 'none'}; guns destroyed ` +
    `${f.removedDevices.map((d) => d.gun).join(', ') || 'none'}` +
    `${f.spared.length ? `; stronger guns spared on ${f.spared.map((s) => s.square).join(', ')}` : ''}.`
  );
}

/** The sentences the live region says after an action, each as the board has always said it. */
export const SAID = {
  nothingSelected: 'Nothing selected.',
  cleared: 'The board is cleared.',
  plate: (plate: 'II' | 'III') =>
    plate === 'II'
      ? 'Plate II, the example plate: an empty board.'
      : 'Plate III, the playing plan: an empty board with the terrain the text names; the rest is not known.',
  movesHidden: 'Moves hidden.',
  movesShown: 'Moves shown.',
  movesLater: 'Moves will be shown for what you select: a piece, a gun or a transporter.',
  numbersHidden: 'Square numbers hidden.',
  numbersShown: 'Square numbers shown.',
  territoryHidden: 'The territory line taken away.',
  territoryShown: (words: string) => `The territory line drawn (§199). ${words}`.trim(),
  linkCopied: 'Link copied.',
  linkShown: 'The clipboard was refused: the link is selected below the board’s buttons, to copy.',
  stillWheeling: 'The gun is still wheeling.',
  onlyWheels: 'Only a gun or a formation wheels: select one first (§62).',
  cannotWorkOut: 'This wheeling cannot be worked out here.',
  onlyFires: 'Only a gun fires: select one first (§47).',
  chooseTarget: 'Choose the howitzer’s target first: it strikes one square of its field (§66).',
  wheelPutAway: 'Wheeling put away.',
  wheelPlanOpened: 'Plan a wheeling: its path is drawn.',
  chosen: (p: { readonly title: string; readonly cite: string }) => `${p.title} (${p.cite}) is on the board.`,
  moved: (label: string) => `Moved: ${label}.`,
  target: (sq: number) => `Target ${sq} chosen.`,
  turned: (sq: number, facing: Direction | undefined) => `The pawn on ${sq} now faces ${facing}.`,
  bridge: (laid: boolean, sq: number) => `${laid ? 'Took up the bridge' : 'Laid a bridge'} on ${sq}.`,
  painted: (sq: number, paint: Paint) => `Square ${sq} is now ${TERRAIN_LABELS[paint]}.`,
  placedPiece: (p: Player, kind: PieceKind, sq: number, toward: Direction) =>
    `Placed ${player(p)} ${PIECE_WORDS[kind]} on ${sq}${kind === 'pawn' ? ` facing ${toward}` : ''}.`,
  placedDevice: (choice: DeviceChoice, sq: number, toward: Direction) =>
    `Placed ${DEVICE_WORDS[choice]} with its artillerists on ${sq} and its gun toward ${toward}.`,
  placedTransporter: (sq: number, toward: Direction) => `Placed a transporter on ${sq} reaching toward ${toward}.`,
  /**
   * R: where the thing turned now stands (`at`, turned by its gun square), or where the gun went (turned about its
   * artillerists).
   */
  rotated: (sq: number, at: number | undefined, gunNow: number | undefined) =>
    at !== undefined
      ? `Rotated what stood on ${sq} a quarter-turn clockwise: it now stands on ${at}.`
      : gunNow !== undefined
        ? `Turned the device on ${sq} a quarter-turn clockwise about its artillerists: its gun now stands on ${gunNow}.`
        : `Rotated what stands on ${sq} a quarter-turn clockwise.`,
  removed: (what: string, sq: number) => `Removed ${what} from ${sq}.`,
  worksElsewhere: WORKS_ELSEWHERE,
  /** An example of plate III answered before plate III's kit has come (its answer comes with it). */
  plateIIIElsewhere: 'The answer comes with plate III, once it is loaded.',
  stopped: (sentence: string) => `The wheeling was stopped before it ended. ${sentence}`,
  blocked: (sq: number, why: string) => `The wheeling is blocked on ${sq}: ${why} (§62, §177).`,
  /** W opens the planner, saying what the engine makes of the plan: its path, or why there is none. */
  planOpened: (words: { readonly course: string; readonly verdict: string } | undefined) =>
    (
      `Plan a wheeling. ${words ? `${words.course} ${words.verdict}`.trim() : ''} Choose pivot, kind and ` +
      `sense, then press W again to wheel.`
    ).replace(/\s+/g, ' '),
  replanned: (
    wheel: WheelChoice,
    pivot: string,
    words: { readonly course: string; readonly verdict: string } | undefined,
  ) =>
    (
      `Planned the ${wheel.kind} wheeling, ${wheel.sense}, about ${pivot}. ` +
      `${words ? `${words.course} ${words.verdict}` : ''}`
    ).trim(),
} as const;
