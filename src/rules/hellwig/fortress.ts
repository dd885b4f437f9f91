/**
 * The fortress and the end of the game (§9–§13, §185–§190): the two fortresses of plate III and
 * their outermost ditch (§186, §190, §210), conquest by holding the centre square through the
 * garrison's next move (§187, §188), blockade as a joint count of moves, 50 of each player and 20
 * more for each resupply (§190), the game's end while the enemy still holds a fortress (§186), and
 * the flags a victory earns (§13).
 */
import { RuleError, describeValue, oneOf, wholeNumber } from '../errors.ts';
import { fieldOf, objectOf, readOptions } from '../checks.ts';
import { gunOn, practicableOn, readBoard, type Board } from './board.ts';
import { controllerOf } from './combined.ts';
import { communicationOn, readings, type Communication, type CommunicationOptions } from './cutting-off.ts';
import { otherPlayer } from './defence.ts';
import { atOn, coordsOn, plateIII, type Square, plateCalled } from './grid.ts';
import { PLAYERS, type Player } from './types.ts';
import { FORTRESSES, FORTRESS_SHEETS, blockOf, type FortressSheet } from './fortressBlock.ts';

export { FORTRESSES, FORTRESS_SHEETS, fortressSquares, type FortressSheet } from './fortressBlock.ts';

/**
 * "Each player has made 50 moves, and in total 100 moves": a blockade's span without provisions (§190 (2), l.1291).
 * /hellwig/s190/
 */
export const BLOCKADE_MOVES = 50;

/** "Delayed by 20 moves in total": what one resupply adds (§190 (4), l.1293; (5), l.1294). /hellwig/s190/ */
export const RESUPPLY_MOVES = 20;

/** "4 small flags shall count as one large one" (§13, l.366). /hellwig/s13/ */
export const SMALL_FLAGS_PER_LARGE = 4;

/**
 * How a resupply's 20 moves are counted (§190). (4) says "delayed by 20 moves in total" (l.1293),
 * of the joint count of (2); (5) says only "20 moves longer" (l.1294). `total` (the edition's
 * reading): 20 moves of the joint count, 10 of each player; `each-player`: 20 of each, 40 in all. /hellwig/s190/
 */
export const RESUPPLY_READINGS = ['total', 'each-player'] as const;
export type ResupplyReading = (typeof RESUPPLY_READINGS)[number];

/** The number of players whose moves the joint blockade count adds up (§190 (2): "each player … in total"). */
const COUNTING_PLAYERS = PLAYERS.length;

/** The blockade's span in the joint count before any resupply: 50 moves of each player (§190 (2)). */
const BLOCKADE_TOTAL = BLOCKADE_MOVES * COUNTING_PLAYERS;

/**
 * The outermost ditch of a fortress (§190 (1), l.1290: "over squares 40–745–736"): the squares of its
 * block that face the rest of the plan, side by side with a square outside it. /hellwig/s190/
 */
export function outerDitch(sheet: FortressSheet): readonly Square[] {
  const s = oneOf('sheet', sheet, FORTRESS_SHEETS);
  return ditchOf(s);
}

function ditchOf(sheet: FortressSheet): Square[] {
  const block = new Set(blockOf(sheet));
  return [...block].filter((sq) => {
    const c = coordsOn(sq, plateIII);
    return [
      [-1, 0],
      [0, 1],
      [1, 0],
      [0, -1],
    ].some(([dr, dc]) => {
      const n = atOn(c.row + (dr as number), c.col + (dc as number), plateIII);
      return n !== undefined && !block.has(n);
    });
  });
}

/**
 * Whether a piece's move from `from` to `to` on plate III brings fresh provisions into the fortress on
 * `sheet` (§190 (4), (5), l.1293–1294): it comes from the adjacent terrains, outside the fortress's
 * block, into it (over a bridge on its outermost ditch, on plate III). The edition's reading: any piece
 * of the garrison's side that so enters brings them, a garrison's piece come back from the terrains (4)
 * or one of a relieving corps (5) alike, each entry one resupply of 20 moves. Whose the piece is and
 * whether a blockade is declared are the caller's to say. /hellwig/s190/
 */
export function bringsProvisions(sheet: FortressSheet, from: number, to: number): boolean {
  const s = oneOf('sheet', sheet, FORTRESS_SHEETS);
  const f = wholeNumber('from', from, 1, plateIII.size);
  const t = wholeNumber('to', to, 1, plateIII.size);
  const block = blockSet(s);
  return !block.has(f as Square) && block.has(t as Square);
}

/**
 * How many of `player`'s pieces one move brings into the fortress on `sheet` with fresh provisions (§190 (4), (5),
 * l.1293–1294), read from the positions before and after it, so that a piece's move, a transporter's, a rectangle's, a
 * wheeling or a bridge-transporter's bring them alike. Pieces carry no names: the edition counts how many more of his
 * pieces stand in the fortress's block after the move than before it, one going out offsetting one coming in, each
 * entry one resupply of 20 moves (as `bringsProvisions` reads one piece's step). /hellwig/s190/
 */
export function provisionsEntering(sheet: FortressSheet, before: Board, after: Board, player: Player): number {
  const s = oneOf('sheet', sheet, FORTRESS_SHEETS);
  const b = readBoard(before, 'before');
  const a = readBoard(after, 'after');
  const who = oneOf('player', player, PLAYERS);
  for (const [name, board] of [
    ['before', b],
    ['after', a],
  ] as const)
    if (board.grid.name !== 'III')
      throw new RuleError(
        'BAD_INPUT',
        `${name} must be a position on plate III (§186, §210); it is on ${plateCalled(board.grid.name)}`,
      );
  const block = blockSet(s);
  const inBlock = (board: Board) => {
    let n = 0;
    for (const p of board.pieces.values()) if (p.player === who && block.has(p.square)) n++;
    return n;
  };
  return Math.max(0, inBlock(a) - inBlock(b));
}

/** A fortress's block as a set, kept once a sheet. */
const BLOCKS = new Map<FortressSheet, ReadonlySet<Square>>();
function blockSet(sheet: FortressSheet): ReadonlySet<Square> {
  let block = BLOCKS.get(sheet);
  if (!block) BLOCKS.set(sheet, (block = new Set(blockOf(sheet))));
  return block;
}

/** A board on plate III, where the fortresses are (§186); otherwise BAD_INPUT naming `name`. */
function plateIIIBoard(value: unknown, name: string): Board {
  const b = readBoard(value, name);
  if (b.grid.name !== plateIII.name)
    throw new RuleError(
      'BAD_INPUT',
      `${name} must be on plate III, where the fortresses are (§186); received a board on ${plateCalled(b.grid.name)}`,
    );
  return b;
}

/**
 * Whether a fortress communicates with the adjacent terrains (§190, by §182): from any square inside
 * its outermost ditch to any square beside its block, for the garrison's player. /hellwig/s190/
 */
export function fortressCommunication(
  board: Board,
  sheet: FortressSheet,
  garrison: Player,
  options: CommunicationOptions = {},
): Communication {
  const b = plateIIIBoard(board, 'board');
  const s = oneOf('sheet', sheet, FORTRESS_SHEETS);
  const g = oneOf('garrison', garrison, PLAYERS);
  const r = readings(options);
  return blockCommunication(b, new Set(blockOf(s)), new Set(ditchOf(s)), g, r);
}

/**
 * Whether a fortress's block communicates with the adjacent terrains for its garrison (§190, by §182): from any free
 * square inside the outermost ditch to any free square beside the block, over the ditch (its bridges). Plate III's
 * fortresses and a fortress placed by the reader (fortressPlan.ts) alike; the caller has checked its arguments.
 */
export function blockCommunication(
  b: Board,
  block: ReadonlySet<Square>,
  ditch: ReadonlySet<Square>,
  g: Player,
  r: ReturnType<typeof readings>,
): Communication {
  const free = (sq: Square) => practicableOn(b, sq) && !gunOn(b, sq) && b.pieces.get(sq)?.player !== otherPlayer(g);
  const inside = [...block].filter((sq) => !ditch.has(sq) && free(sq));
  const outside = new Set<Square>();
  for (const sq of ditch) {
    const c = coordsOn(sq, b.grid);
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const n = atOn(c.row + dr, c.col + dc, b.grid);
        if (n !== undefined && !block.has(n) && free(n)) outside.add(n);
      }
    }
  }
  if (inside.length === 0 || outside.size === 0) return { communicates: false, cut: [] };
  return communicationOn(
    b,
    g,
    inside,
    [...outside].sort((x, y) => x - y),
    r,
  );
}

/**
 * Who holds the centre square of the fortress on `sheet` with a piece or with artillery (§187, §188, l.1285: "occupies
 * this place with a piece or with artillery"), if anyone: the piece's player, or the player who controls the artillery
 * standing on it (§70). /hellwig/s188/
 */
export function centreHolder(board: Board, sheet: FortressSheet): Player | undefined {
  return holderOfCentre(plateIIIBoard(board, 'board'), oneOf('sheet', sheet, FORTRESS_SHEETS));
}

function holderOfCentre(board: Board, sheet: FortressSheet): Player | undefined {
  return holderOn(board, FORTRESSES[sheet].centre as Square);
}

/** Who holds a fortress's centre square with a piece or with artillery (§187, §188, §70); the caller has checked it. */
export function holderOn(board: Board, centre: Square): Player | undefined {
  const piece = board.pieces.get(centre);
  if (piece) return piece.player;
  const device = board.devices.find((d) => d.gun === centre || d.artillerists === centre);
  return device === undefined ? undefined : controllerOf(board, device);
}

/** Where an attempt on a fortress's centre stands (§187, §188). /hellwig/s188/ */
export type ConquestOutcome =
  /** The besieger does not occupy the centre square. */
  | { readonly kind: 'not-occupied' }
  /** The garrison's next move drove him from it. */
  | { readonly kind: 'driven-off' }
  /** He held it undisturbed for one move: the fortress is conquered and the game decided (§188). */
  | { readonly kind: 'conquered' };

/**
 * Whether the besieger of `garrison` conquers the fortress on `sheet` (§187, §188): he occupies its
 * centre with a piece or artillery in `occupied`, and still holds it in `answered`, the position
 * after the garrison's next move. /hellwig/s188/
 */
export function conquest(occupied: Board, answered: Board, sheet: FortressSheet, garrison: Player): ConquestOutcome {
  const before = plateIIIBoard(occupied, 'occupied');
  const after = plateIIIBoard(answered, 'answered');
  const s = oneOf('sheet', sheet, FORTRESS_SHEETS);
  const besieger = otherPlayer(oneOf('garrison', garrison, PLAYERS));
  if (holderOfCentre(before, s) !== besieger) return { kind: 'not-occupied' };
  return holderOfCentre(after, s) === besieger ? { kind: 'conquered' } : { kind: 'driven-off' };
}

/**
 * A declared blockade's joint count (§190 (2), (3)): the moves both players have made since it was
 * declared, and how many it may last, 100 and more with each resupply. /hellwig/s190/
 */
export interface BlockadeCount {
  readonly movesMade: number;
  readonly allowance: number;
}

/**
 * What happens to a blockade's count: the besieger's declaration (§190 (3)), a move of either player (2), a resupply
 * (4), (5). /hellwig/s190/
 */
export type BlockadeEvent = 'declare' | 'move' | 'resupply';
const BLOCKADE_EVENTS: readonly BlockadeEvent[] = ['declare', 'move', 'resupply'];

/** Readings for the blockade count (§190). /hellwig/s190/ */
export interface BlockadeOptions {
  readonly resupply?: ResupplyReading;
}

function readCount(value: unknown): BlockadeCount {
  const c = objectOf('count', value, 'a blockade count');
  const allowance = wholeNumber('count.allowance', fieldOf('count', c, 'allowance'), BLOCKADE_TOTAL);
  if ((allowance - BLOCKADE_TOTAL) % RESUPPLY_MOVES !== 0) {
    throw new RuleError(
      'OUT_OF_RANGE',
      `count.allowance must be ${BLOCKADE_TOTAL} and a number of resupplies of ${RESUPPLY_MOVES} (§190); received ${allowance}`,
    );
  }
  const movesMade = wholeNumber('count.movesMade', fieldOf('count', c, 'movesMade'), 0, allowance);
  return { movesMade, allowance };
}

/**
 * Declare a fortress blockaded (§190 (1), (3)): allowed only when it has no communication with the
 * adjacent terrains; the joint count starts at 0 of 100 moves. /hellwig/s190/
 */
export function declareBlockade(
  board: Board,
  sheet: FortressSheet,
  garrison: Player,
  options: CommunicationOptions = {},
): BlockadeCount {
  if (fortressCommunication(board, sheet, garrison, options).communicates) {
    throw new RuleError(
      'BLOCKED',
      `the fortress on sheet ${describeValue(sheet)} still communicates with the adjacent terrains: it is not blockaded (§190 (1))`,
    );
  }
  return { movesMade: 0, allowance: BLOCKADE_TOTAL };
}

/**
 * The blockade count after one event (§190 (2)–(5)), undefined while undeclared: moves before the
 * declaration are not counted (3); a resupply adds 20 moves (4), (5); no move is made once the
 * fortress has surrendered. /hellwig/s190/
 */
export function blockadeStep(
  count: BlockadeCount | undefined,
  event: BlockadeEvent,
  options: BlockadeOptions = {},
): BlockadeCount | undefined {
  const e = oneOf('event', event, BLOCKADE_EVENTS);
  const { resupply } = readOptions(
    'options',
    options,
    { resupply: RESUPPLY_READINGS },
    { resupply: RESUPPLY_READINGS[0] },
  );
  if (count === undefined) {
    if (e === 'resupply')
      throw new RuleError('OUT_OF_TURN', 'event "resupply" needs a declared blockade (§190 (4)); count is undefined');
    return e === 'declare' ? { movesMade: 0, allowance: BLOCKADE_TOTAL } : undefined;
  }
  const c = readCount(count);
  if (e === 'declare')
    throw new RuleError('OUT_OF_TURN', 'event "declare": the blockade in count is already declared (§190 (3))');
  if (c.movesMade >= c.allowance)
    throw new RuleError(
      'OUT_OF_TURN',
      `event ${JSON.stringify(e)} after the fortress surrendered: count has ${c.movesMade} of ${c.allowance} moves made (§190 (2))`,
    );
  if (e === 'move') return { ...c, movesMade: c.movesMade + 1 };
  return { ...c, allowance: c.allowance + (resupply === 'total' ? RESUPPLY_MOVES : RESUPPLY_MOVES * COUNTING_PLAYERS) };
}

/** Where a blockade stands (§190). /hellwig/s190/ */
export type BlockadeOutcome =
  /** Never declared, so not blockaded (§190 (3)). */
  | { readonly kind: 'not-blockaded' }
  /** Holding out, with this many moves of the joint count left (§190 (2)). */
  | { readonly kind: 'holding'; readonly movesLeft: number }
  /** All its moves made without fresh provisions: it surrenders and the besieger wins (§190 (2)). */
  | { readonly kind: 'surrenders' };

/** Where a blockade stands after its count (§190 (2), (3)). /hellwig/s190/ */
export function blockadeOutcome(count: BlockadeCount | undefined): BlockadeOutcome {
  if (count === undefined) return { kind: 'not-blockaded' };
  const c = readCount(count);
  const left = c.allowance - c.movesMade;
  return left > 0 ? { kind: 'holding', movesLeft: left } : { kind: 'surrenders' };
}

/** Whether the game is decided: not so long as the enemy still holds a fortress (§186, l.1277). /hellwig/s186/ */
export function isGameDecided(enemyFortresses: number): boolean {
  return wholeNumber('enemyFortresses', enemyFortresses) === 0;
}

/** How a game ended (§11, §12): conquest of the enemy's fortress, or a peace agreed. /hellwig/s12/ */
export type GameEnd = 'conquest' | 'peace';
const GAME_ENDS: readonly GameEnd[] = ['conquest', 'peace'];

/** The flags the winner receives from the loser (§13). /hellwig/s13/ */
export interface VictoryFlags {
  readonly large: number;
  readonly small: number;
}

/**
 * The flags a victory earns (§13, l.364–366): one large flag for complete defeat; for a peace, the
 * `agreed` number of small flags, at least one and fewer than the four that make a large one. /hellwig/s13/
 */
export function victoryFlags(end: GameEnd, agreed?: number): VictoryFlags {
  const e = oneOf('end', end, GAME_ENDS);
  if (e === 'conquest') {
    if (agreed !== undefined)
      throw new RuleError(
        'BAD_INPUT',
        `agreed is for a peace; a conquest earns one large flag (§13); received ${describeValue(agreed)}`,
      );
    return { large: 1, small: 0 };
  }
  return { large: 0, small: wholeNumber('agreed', agreed, 1, SMALL_FLAGS_PER_LARGE - 1) };
}
