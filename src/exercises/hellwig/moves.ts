/**
 * The moves of each piece (§32–§42a, §172): the dice set a piece on plate II, with obstacles about it at the
 * support level, and, for the edge cases, a knight among guns and terrain where the readings of §172's
 * "practicable square" (A9) part. `pieceMoves` answers.
 */
import {
  DIRECTIONS,
  PIECE_LETTERS,
  createBoard,
  pieceMoves,
  type BoardSetup,
  type Direction,
  type PieceKind,
  type PieceMove,
  type PieceSetup,
} from '../../rules/hellwig/index.ts';
import { PIECE_WORDS } from '../../islands/board/words.ts';
import { sectionCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Cite, Exercise, ExerciseLevel } from '../types.ts';
import { isPosition, squareAwayFromEdge, terrainWords, toward, windowAround } from './plate.ts';

/** The §§ of each piece's moves. */
const PIECE_CITES: Record<PieceKind, readonly string[]> = {
  pawn: ['36', '37', '38'],
  knight: ['31', '172'],
  rook: ['32', '33'],
  bishop: ['32', '33'],
  queen: ['33', '42a'],
  'leaping-queen': ['41', '42a'],
  elephant: ['41', '42a'],
  'leaping-bishop': ['41', '42a'],
};
const cites = (kind: PieceKind): Cite[] => PIECE_CITES[kind].map(sectionCite);

/** A piece in words: "A’s knight (S) on 250", "A’s pawn (b) on 250, facing AB". */
const pieceWords = (p: PieceSetup) =>
  `${p.player}’s ${PIECE_WORDS[p.kind]} (${PIECE_LETTERS[p.kind]}) on ` +
  `${p.square}${p.facing ? `, its front toward ${p.facing}` : ''}`;

/** Everything on the plate but the piece asked about, in words. */
function surroundings(setup: BoardSetup, except: number): string {
  const parts = terrainWords(setup);
  for (const p of setup.pieces ?? []) if (p.square !== except) parts.push(pieceWords(p));
  for (const d of setup.devices ?? [])
    parts.push(`a gun on ${d.gun} with its artillerists’ square on ${d.artillerists}`);
  return parts.length ? ` Also on the plate: ${parts.join('; ')}.` : ' Nothing else stands near it.';
}

/** The moves in words: squares moved to, ascending, and captures with what they take. */
function movesWords(moves: readonly PieceMove[]): string {
  const steps = moves.filter((m) => m.kind === 'move').map((m) => m.to);
  const takes = moves.filter((m) => m.kind === 'capture');
  const turns = moves.filter((m) => m.kind === 'turn');
  const parts = [
    steps.length
      ? `it may move to ${[...new Set(steps)].sort((x, y) => x - y).join(', ')}`
      : 'it has no move to an empty square',
    ...takes.map((m) => `it may take on ${m.captures.join(', then ')}, ending on ${m.to}`),
    ...(turns.length ? [`it may turn on its square to face ${turns.map((m) => m.facing).join(' or ')}`] : []),
  ];
  return `${parts.join('; ')}.`;
}

/** A piece alone on open ground: a pawn or a knight, whose moves stay near it. */
function openGround(rng: Rng): { setup: BoardSetup; piece: PieceSetup } {
  const kind = rng.pick(['pawn', 'knight'] as const);
  const square = squareAwayFromEdge(rng, 3);
  const piece: PieceSetup =
    kind === 'pawn' ? { square, kind, player: 'A', facing: rng.pick(DIRECTIONS) } : { square, kind, player: 'A' };
  return { setup: { pieces: [piece] }, piece };
}

const LINES: readonly (readonly Direction[])[] = [
  ['AB'],
  ['BD'],
  ['CD'],
  ['AC'],
  ['AB', 'BD'],
  ['BD', 'CD'],
  ['CD', 'AC'],
  ['AC', 'AB'],
];

/** A piece with obstacles at two to four squares on each of its lines: terrain, its own side's pieces, the enemy's. */
function obstacles(rng: Rng): { setup: BoardSetup; piece: PieceSetup } {
  const kind = rng.pick(['rook', 'bishop', 'queen', 'knight', 'pawn'] as const);
  const square = squareAwayFromEdge(rng, 5);
  const piece: PieceSetup =
    kind === 'pawn' ? { square, kind, player: 'A', facing: rng.pick(DIRECTIONS) } : { square, kind, player: 'A' };
  const terrain: Record<'mountain' | 'water', number[]> = { mountain: [], water: [] };
  const pieces: PieceSetup[] = [piece];
  const local = kind === 'knight' || kind === 'pawn';
  for (const line of LINES) {
    // Each line ends at a wall: terrain or a piece of A's, so a cavalry's slide stays near (§33, §177).
    const n = local ? rng.int(1, 2) : rng.int(2, 4);
    const at = (k: number) => {
      let sq: number | undefined = square;
      for (let i = 0; i < k; i++) for (const d of line) sq = sq === undefined ? sq : toward(sq, d);
      return sq;
    };
    const wall = at(n);
    if (wall === undefined || (local && rng.chance(0.4))) continue;
    const what = rng.int(0, 2);
    if (what === 0) terrain.mountain.push(wall);
    else if (what === 1) terrain.water.push(wall);
    else pieces.push({ square: wall, kind: 'knight', player: 'A' });
    // Now and then an enemy in front of the wall: a cavalry piece may take it (§32, §33).
    const enemy = n > 1 && rng.chance(0.35) ? at(n - 1) : undefined;
    if (enemy !== undefined) pieces.push({ square: enemy, kind: rng.pick(['knight', 'rook'] as const), player: 'B' });
  }
  return { setup: { terrain, pieces }, piece };
}

/** A knight among guns and terrain where §172's readings (A9) give different leaps, if the dice find one. */
function knightAmongGuns(rng: Rng): { setup: BoardSetup; piece: PieceSetup } | undefined {
  for (let attempt = 0; attempt < 60; attempt++) {
    const square = squareAwayFromEdge(rng, 4);
    const piece: PieceSetup = { square, kind: 'knight', player: 'A' };
    const near = () => {
      let sq: number | undefined = square;
      for (const d of [rng.pick(['AB', 'CD'] as const), rng.pick(['AC', 'BD'] as const)])
        sq = sq === undefined ? sq : toward(sq, d, rng.int(0, 1));
      return sq;
    };
    const gun = near();
    const dir = rng.pick(DIRECTIONS);
    const artillerists = gun === undefined ? undefined : toward(gun, dir);
    const mountain = [near(), near()].filter((s): s is number => s !== undefined && s !== gun);
    if (gun === undefined || artillerists === undefined) continue;
    const setup: BoardSetup = {
      terrain: { mountain: [...new Set(mountain)] },
      pieces: [piece],
      devices: [{ artillerists, gun, variant: 'axial', owner: 'B' }],
    };
    if (!isPosition(setup)) continue;
    const board = createBoard(setup);
    const a = targets(pieceMoves(board, square));
    const b = targets(pieceMoves(board, square, { knightPassage: 'terrain-only' }));
    if (a !== b) return { setup, piece };
  }
  return undefined;
}

const targets = (moves: readonly PieceMove[]) =>
  moves
    .map((m) => m.to)
    .sort((x, y) => x - y)
    .join(',');

/** One moves exercise at `level`. */
export function movesExercise(rng: Rng, level: ExerciseLevel): Exercise {
  const chosen =
    (level === 'readings' ? knightAmongGuns(rng) : undefined) ??
    (level === 'numbers' ? openGround(rng) : obstacles(rng));
  const { setup, piece } = chosen;
  const board = createBoard(setup);
  const moves = pieceMoves(board, piece.square);
  const other = piece.kind === 'knight' ? pieceMoves(board, piece.square, { knightPassage: 'terrain-only' }) : moves;
  const differs = targets(other) !== targets(moves);
  const shown = [piece.square, ...moves.map((m) => m.to), ...(setup.pieces ?? []).map((p) => p.square)];
  const window = windowAround(shown, 1);
  return {
    topic: 'moves',
    level,
    given: { kind: 'moves', setup, square: piece.square },
    situation: `${pieceWords(piece)}.${surroundings(setup, piece.square)}`,
    question: `Where may ${piece.player}’s ${PIECE_WORDS[piece.kind]} on ${piece.square} go in one move?`,
    answer: `${moves.filter((m) => m.kind !== 'turn').length} squares: ${movesWords(moves)}`,
    reasons: [
      ...(piece.kind === 'knight'
        ? [
            'A knight’s leap needs a practicable square connecting its two ends (§172); the edition counts a ' +
              'gun’s square as impassable, like a green one (§46).',
          ]
        : []),
      ...(['rook', 'bishop', 'queen'].includes(piece.kind)
        ? ['Cavalry move in a straight line until stopped, and take every unprotected enemy piece met on it (§33).']
        : []),
      ...(differs ? [`Reading terrain alone as blocking the leap: ${movesWords(other)}`] : []),
    ],
    cites: cites(piece.kind),
    figure: { kind: 'board', state: { setup, showMoves: false }, window },
    answerFigure: {
      kind: 'board',
      state: { setup, showMoves: true, selected: { type: 'piece', square: piece.square } },
      window,
    },
  };
}
