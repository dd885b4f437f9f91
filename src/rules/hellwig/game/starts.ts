/**
 * The edition's starting positions for a short game, on each of the game's maps. They are ours, not
 * Hellwig's: the set-up tables of §§201–216 (tables 4–8) are not in our sources. Each is proportioned
 * on §192's forces and set up as §191 and §201 ask, the two players' positions 180° images of each
 * other, placed on the map where its terrain leaves room, and each names the centre square of each
 * player's fortress (the map's: plate III's from §187, §210; plate II has none in the book).
 */
import type { BoardSetup, DeviceSetup, PieceSetup, TransporterSetup } from '../board.ts';
import { BRIDGE_SETS, type BridgeNetworkSetup } from '../bridges.ts';
import { fieldOf, keysOf, listOf, objectOf } from '../../checks.ts';
import { EMPTY_PLATE_SIZES, plateII, squareAt, type Grid } from '../grid.ts';
import type { CannonVariant, PieceKind, Player } from '../types.ts';
import { emptyOffset, mapOf, type GameMap } from './maps.ts';
import type { StartWorks } from './works.ts';
import { RuleError, describeValue } from '../../errors.ts';

/** A starting position: its set-up, the fortress centre of each player (§187), and what it is made of. */
export interface StartingPosition {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly setup: BoardSetup;
  readonly fortress: { readonly [P in Player]: number };
  /** A position the players set up themselves: what they placed and painted, without the map's own terrain. */
  readonly placed?: BoardSetup;
  /** Its bridge-transporters (§136, §141), numbered from each player's set (§196); none where absent. */
  readonly bridges?: BridgeNetworkSetup;
  /** The breastworks and depots the players set up (§104, §244); none where absent. */
  readonly works?: StartWorks;
}

/** Square (row, column) of plate II, both from 0 (n = 22·row + column + 1, §45): the layouts below are drawn on it. */
const sq = (row: number, col: number): number => row * plateII.columns + col + 1;

interface Side {
  readonly pieces: readonly (readonly [number, number, PieceKind])[];
  readonly pawns: readonly (readonly [number, number])[];
  readonly devices: readonly DeviceSetup[];
  readonly transporters: readonly TransporterSetup[];
  /** Bridge-transporters as [main, secondary] surfaces (§136a, §141). */
  readonly bridgeTransporters?: readonly (readonly [number, number])[];
}

/**
 * Where the layouts stand for a game of four on plate III (§221, §222): turned a quarter, A's along side AC facing
 * BD, its columns 2–19 on the plan’s rows 7–24 (clear of the water on rows 7 and 15 by the sides),
 * so that each army stands on both halves of the dividing surface and each
 * of the four players has troops (§233); B's is its half-turn along side BD.
 */
const ACROSS_ROWS = 5;

/** Where square n of A's layout on plate II goes on the map: A's square, and B's, its half-turn (§191, §201). */
function placersOn(map: GameMap, across: boolean): readonly [(n: number) => number, (n: number) => number] {
  const grid: Grid = map.grid;
  const [down, right] = map.offset;
  const mine = (n: number) => {
    const r = Math.floor((n - 1) / plateII.columns);
    const c = n - 1 - r * plateII.columns;
    return across ? ([c + ACROSS_ROWS, plateII.rows - 1 - r] as const) : ([r + down, c + right] as const);
  };
  const a = (n: number) => squareAt(...mine(n), grid);
  const b = (n: number) => {
    const [r, c] = mine(n);
    return squareAt(grid.rows - 1 - r, grid.columns - 1 - c, grid);
  };
  return [a, b];
}

/**
 * Both players' set-ups from A's layout on plate II, moved onto the map by its offset: A's at the foot
 * of the plate facing AB, B's its half-turn facing CD (§191, §201); or, `across`, along the sides AC
 * and BD, across plate III's dividing surface, for four players.
 */
function mirrored(side: Side, map: GameMap, across: boolean): BoardSetup {
  const grid: Grid = map.grid;
  const [a, b] = placersOn(map, across);
  const pieces: PieceSetup[] = [];
  for (const player of ['A', 'B'] as const) {
    const place = player === 'A' ? a : b;
    for (const [r, c, kind] of side.pieces) pieces.push({ square: place(sq(r, c)), kind, player });
    for (const [r, c] of side.pawns)
      pieces.push({ square: place(sq(r, c)), kind: 'pawn', player, facing: FACING[player][across ? 1 : 0] });
  }
  const devices = [a, b].flatMap((place) =>
    side.devices.map((d) => ({ ...d, artillerists: place(d.artillerists), gun: place(d.gun) })),
  );
  const transporters = [a, b].flatMap((place) =>
    side.transporters.map((t) => ({ squares: [place(t.squares[0]), place(t.squares[1])] as const })),
  );
  return { plate: grid.name, terrain: map.terrain, pieces, devices, transporters };
}

/** Each player's bridge-transporters, placed as his set-up is, numbered from his set: A's 1, 2…, B's 41, 42… (§196). */
function mirroredBridges(side: Side, map: GameMap, across: boolean): BridgeNetworkSetup | undefined {
  const list = side.bridgeTransporters ?? [];
  if (list.length === 0) return undefined;
  const [a, b] = placersOn(map, across);
  return {
    transporters: (['A', 'B'] as const).flatMap((player) =>
      list.map(([main, secondary], i) => {
        const place = player === 'A' ? a : b;
        return { number: BRIDGE_SETS[player][0] + i, main: place(main), secondary: place(secondary) };
      }),
    ),
  };
}

/** Which way the pawns face: toward the enemy, across the plate, or along it for four (§37, §201). */
const FACING = { A: ['AB', 'BD'], B: ['CD', 'AC'] } as const;

const cannon = (artillerists: number, gun: number, variant: CannonVariant): DeviceSetup => ({
  artillerists,
  gun,
  variant,
  kind: 'cannon',
});

/**
 * A quarter of §192's army a side: 10 pawns, 8 knights, 1 rook, 2 bishops, 2 queens, 1 leaping queen,
 * 2 elephants and 2 leaping bishops (28 of 106 pieces); 4 cannon of the three varieties and a howitzer
 * (5 of 23 devices); 2 transporters (of 26) carrying a queen with the rook, and a queen with a leaping bishop.
 */
const SHORT: Side = {
  pawns: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((c) => [26, c] as const),
  pieces: [
    ...[2, 3, 18, 19].map((c) => [27, c, 'knight'] as const),
    ...[4, 5, 16, 17].map((c) => [28, c, 'knight'] as const),
    [28, 7, 'elephant'],
    [28, 14, 'elephant'],
    [27, 9, 'bishop'],
    [27, 12, 'bishop'],
    [29, 3, 'leaping-bishop'],
    [29, 7, 'queen'],
    [29, 8, 'rook'],
    [29, 12, 'queen'],
    [29, 13, 'leaping-bishop'],
    [29, 10, 'leaping-queen'],
  ],
  devices: [
    cannon(sq(28, 7), sq(27, 7), 'axial'),
    cannon(sq(28, 14), sq(27, 14), 'axial'),
    cannon(sq(27, 9), sq(27, 10), 'left'),
    cannon(sq(27, 12), sq(27, 11), 'right'),
    { artillerists: sq(29, 3), gun: sq(28, 3), kind: 'howitzer' },
  ],
  transporters: [{ squares: [sq(29, 7), sq(29, 8)] }, { squares: [sq(29, 12), sq(29, 13)] }],
};

/** A skirmish: 4 pawns, 2 knights, a rook, a bishop and a queen a side, one cannon and one transporter. */
const SKIRMISH: Side = {
  pawns: [8, 9, 12, 13].map((c) => [26, c] as const),
  pieces: [
    [27, 7, 'knight'],
    [27, 14, 'knight'],
    [28, 9, 'rook'],
    [28, 12, 'bishop'],
    [29, 12, 'queen'],
  ],
  devices: [cannon(sq(28, 9), sq(27, 9), 'axial')],
  transporters: [{ squares: [sq(29, 12), sq(29, 13)] }],
};

/**
 * The skirmish with a bridge-transporter a side (ours, §136: two bridges on each surface), a knight holding its main
 * surface (§144). On plate III's reconstruction A's stands by the water of its row 28 (squares 1352–1354), where it
 * may bridge over to the far bank (§145, §146a); B's, its half-turn, finds no water within reach.
 */
const BRIDGING: Side = {
  ...SKIRMISH,
  pieces: [...SKIRMISH.pieces, [26, 14, 'knight']],
  devices: [...SKIRMISH.devices, cannon(sq(28, 12), sq(27, 12), 'axial')],
  bridgeTransporters: [[sq(26, 14), sq(26, 15)]],
};

/** The edition's starting positions, the short game first. */
const LAYOUTS = [
  {
    id: 'short',
    title: 'A short game (a quarter of §192)',
    description:
      'Each side has a quarter of §192’s army: 28 pieces in the proportions of the book, 4 cannon and a howitzer, ' +
      '2 transporters.',
    side: SHORT,
  },
  {
    id: 'skirmish',
    title: 'A skirmish',
    description: 'Each side has 9 pieces, one cannon and one transporter: a first game, to learn the moves.',
    side: SKIRMISH,
  },
  {
    id: 'bridging',
    title: 'A skirmish with bridges',
    description:
      'The skirmish with a bridge-transporter a side carrying four bridges, a knight on its main surface. On the ' +
      'plate III reconstruction A’s stands by the water and may bridge it.',
    side: BRIDGING,
  },
] as const;

/** The ids of the edition's starting positions (§§191–201; ours, not the book's). /hellwig/s192/ */
export const START_IDS = LAYOUTS.map((l) => l.id);

/**
 * The empty rows the edition leaves at least between the two armies' fronts, each army on its own side of the plate
 * (§191, §201): room to manoeuvre before they meet.
 */
const NO_MANS_LAND = 4;

/**
 * Whether A's layout, moved by `offset`, stands on a plate of `rows` × `columns` with NO_MANS_LAND empty rows between
 * its front and B's, its half-turn (a row r of A's faces row rows − 1 − r of B's).
 */
function fits(side: Side, rows: number, columns: number, [down, right]: GameMap['offset']): boolean {
  return [
    ...side.pieces,
    ...side.pawns,
    ...[
      ...side.devices.flatMap((d) => [d.artillerists, d.gun]),
      ...side.transporters.flatMap((t) => t.squares),
      ...(side.bridgeTransporters ?? []).flat(),
    ].map((n) => [Math.floor((n - 1) / plateII.columns), (n - 1) % plateII.columns] as const),
  ].every(
    ([r, c]) => c + right >= 0 && c + right < columns && r + down < rows && 2 * (r + down) - rows >= NO_MANS_LAND,
  );
}

/**
 * A layout on a map, refused OFF_BOARD if it does not fit (an empty plate too small), with the least rows and columns
 * of an empty plate it fits, centred (§191, §201).
 */
function refuseUnfit(l: (typeof LAYOUTS)[number], map: GameMap): void {
  if (fits(l.side, map.grid.rows, map.grid.columns, map.offset)) return;
  const { rows: r, columns: c } = EMPTY_PLATE_SIZES;
  const least = (min: number, max: number, ok: (n: number) => boolean) => {
    while (min < max && !ok(min)) min++;
    return min;
  };
  const rows = least(r.min, r.max, (n) => fits(l.side, n, c.max, emptyOffset(n, c.max)));
  const columns = least(c.min, c.max, (n) => fits(l.side, r.max, n, emptyOffset(r.max, n)));
  throw new RuleError(
    'OFF_BOARD',
    `start ${l.id} needs a plate of at least ${rows} rows and ${columns} columns ` +
      `(§191, §201: each army on its own side, ${NO_MANS_LAND} empty rows between the fronts)`,
  );
}

/**
 * Whether the edition's starting position `id` fits the map `map` (§191, §201), as the notation names maps (`II`,
 * `III`, `empty 20x30`): on an empty plate too small for it `startOn` refuses it, and the page offers it greyed out.
 * A map or start the engine does not have is a RuleError naming `map` or `id`. /hellwig/s192/
 */
export function startFits(map: unknown, id: unknown): boolean {
  const { grid, offset } = mapOf(map);
  const l = LAYOUTS.find((x) => x.id === id);
  if (!l)
    throw new RuleError('UNKNOWN_OPTION', `id must be one of ${START_IDS.join(', ')}; received ${describeValue(id)}`);
  return fits(l.side, grid.rows, grid.columns, offset);
}

/**
 * The edition's starting position `id` on a map (§§191–201; ours, not the book's); `across` plate III's dividing
 * surface for four players (§221, §222). On a plate too small for it (an empty plate of the reader's size) it is
 * refused, OFF_BOARD, with the size it needs. /hellwig/s192/
 */
export function startOn(map: GameMap, id: string, across = false): StartingPosition {
  const l = LAYOUTS.find((x) => x.id === id) as (typeof LAYOUTS)[number];
  if (!across) refuseUnfit(l, map);
  const bridges = mirroredBridges(l.side, map, across);
  return {
    id: l.id,
    title: l.title,
    description: across
      ? `${l.description} For four players each army stands along its own side of the plan, across the dividing ` +
        `surface, so that the field marshal and the general each command part of it (§222).`
      : l.description,
    setup: mirrored(l.side, map, across),
    fortress: map.fortress,
    ...(bridges && { bridges }),
  };
}

/** The edition's starting positions on plate II, a saved game's map when it names none (§§191–201). /hellwig/s192/ */
export const STARTING_POSITIONS: readonly StartingPosition[] = /* @__PURE__ */ START_IDS.map((id) =>
  startOn(mapOf('II'), id),
);

/**
 * A position the players set up themselves on a map (§22–§29: pieces, devices, transporters, and terrain painted on
 * the map's own), with the map's fortress centres (§187). Checked when the game is made (`createBoard`).
 */
export function setUpOn(map: GameMap, start: object): StartingPosition {
  const placed = Object.fromEntries(
    SETUP_KEYS.map((k) => [k, fieldOf('start', start, k)] as const).filter(([, v]) => v !== undefined),
  ) as BoardSetup;
  const terrain: { -readonly [T in keyof GameMap['terrain']]?: number[] } = {};
  const own = placed.terrain === undefined ? {} : objectOf('start.terrain', placed.terrain);
  for (const [name, from] of [
    ['map', map.terrain],
    ['start.terrain', own],
  ] as const)
    for (const kind of keysOf(name, from) as (keyof GameMap['terrain'])[])
      terrain[kind] = [
        ...new Set([...(terrain[kind] ?? []), ...(listOf(`${name}.${kind}`, fieldOf(name, from, kind)) as number[])]),
      ];
  // The bridge-transporters are the network's, not the board's (§141): set down beside the board (game/bridges.ts).
  // So are the breastworks and depots the works' (§104, §244): they start the game's works (game/works.ts).
  const { bridgeTransporters, breastworks, depots, ...board } = placed as BoardSetup &
    StartWorks & { bridgeTransporters?: BridgeNetworkSetup['transporters'] };
  return {
    id: 'setup',
    title: 'A position set up by the players',
    description: 'The players set this position up themselves with the editor.',
    setup: { ...board, plate: map.grid.name, terrain },
    fortress: map.fortress,
    placed,
    ...(bridgeTransporters && { bridges: { transporters: bridgeTransporters } }),
    ...((breastworks || depots) && { works: { ...(breastworks && { breastworks }), ...(depots && { depots }) } }),
  };
}

/** The parts of a set-up the players place (§22–§29): the map gives the plate. */
const SETUP_KEYS = [
  'terrain',
  'bridges',
  'pieces',
  'devices',
  'transporters',
  'bridgeTransporters',
  'breastworks',
  'depots',
] as const;
