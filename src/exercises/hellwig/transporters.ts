/**
 * Transporters (§83–§102): how far a load may be carried (§87, §97), when a transporter cannot move at all
 * (§86, §99), and how far it may go toward one side with something in its way (§87, §177). `transportRange`,
 * `transporterImmobility` and `formationMoves` answer.
 */
import {
  DIRECTIONS,
  TRANSPORT_RANGE,
  createBoard,
  formationMoves,
  transportRange,
  transporterImmobility,
  type BoardSetup,
  type Piece,
  type PieceSetup,
} from '../../rules/hellwig/index.ts';
import { blockWords } from '../../islands/board/explain.ts';
import { PIECE_WORDS } from '../../islands/board/words.ts';
import { sectionCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';
import { squareAwayFromEdge, terrainWords, toward, windowAround } from './plate.ts';

const CAVALRY = ['rook', 'bishop', 'queen'] as const;
const OTHERS = ['pawn', 'knight'] as const;

const riderWords = (p: PieceSetup) => `${p.player}’s ${PIECE_WORDS[p.kind]} on ${p.square}`;

/** One transporters exercise at `level`. */
export function transportersExercise(rng: Rng, level: ExerciseLevel): Exercise {
  const first = squareAwayFromEdge(rng, 8);
  const dir = rng.pick(DIRECTIONS);
  const second = toward(first, dir)!;
  const squares = [first, second] as const;
  const riders: PieceSetup[] = [];
  for (const sq of squares) {
    if (level === 'support' && rng.chance(0.3)) continue;
    const cavalry = rng.chance(0.6);
    const kind = rng.pick(cavalry ? CAVALRY : OTHERS);
    const player = level === 'support' && rng.chance(0.3) ? 'B' : 'A';
    riders.push(
      kind === 'pawn'
        ? { square: sq, kind, player, facing: player === 'A' ? 'AB' : 'CD' }
        : { square: sq, kind, player },
    );
  }
  const toSide = rng.pick(DIRECTIONS);
  let setup: BoardSetup = { pieces: riders, transporters: [{ squares: [first, second] }] };
  if (level === 'readings') {
    // Something in the way toward one side, two to seven squares off.
    const ahead = toward(toSide === dir ? second : first, toSide, rng.int(2, 7));
    if (ahead !== undefined && !squares.includes(ahead))
      setup = { ...setup, terrain: { [rng.pick(['mountain', 'water'] as const)]: [ahead] } };
  }
  const board = createBoard(setup);
  const transporter = board.transporters[0]!;
  const stuck = transporterImmobility(board, transporter);
  const onIt = [...board.pieces.values()] as Piece[];
  const range = onIt.length ? transportRange(onIt, false) : undefined;
  const moves = formationMoves(board, squares);
  const farthest = Math.max(0, ...moves.filter((m) => m.direction === toSide).map((m) => m.distance));
  const things = terrainWords(setup);
  const load = riders.length ? riders.map(riderWords).join(' and ') : 'nothing';
  const rangeWords =
    `With cavalry only a load goes up to the 9th square, otherwise up to the 7th, counting the square it ` +
    `stands on: ${TRANSPORT_RANGE.cavalry} or ${TRANSPORT_RANGE.mixed} squares on (§87).`;
  const answer =
    level === 'readings'
      ? `Toward ${toSide} it may go ${farthest} square${farthest === 1 ? '' : 's'} at most.`
      : stuck
        ? `It cannot move: ${blockWords(stuck.reason)}.`
        : `It may carry its load up to ${range} squares in one ` +
          `move${range === TRANSPORT_RANGE.cavalry ? ', as every rider is cavalry' : ''}.`;
  const window = windowAround(
    [first, second, ...moves.filter((m) => m.direction === toSide).flatMap((m) => m.squares)],
    1,
  );
  return {
    topic: 'transporters',
    level,
    given: { kind: level === 'readings' ? 'toward' : 'range', setup, squares, toward: toSide },
    situation:
      `A transporter lies on ${first} and ${second}, carrying ` +
      `${load}.${things.length ? ` On the plate: ${things.join('; ')}.` : ''}`,
    question:
      level === 'readings'
        ? `How many squares at most may it go toward ${toSide} in one move?`
        : 'May it move, and if so, how many squares at most may it carry its load in one move?',
    answer,
    reasons: [
      rangeWords,
      ...(level === 'readings'
        ? ['It moves like a rook, over free and practicable squares only (§87, §177).']
        : ['An empty transporter, or one with pieces of both players on it, cannot move (§86, §99).']),
    ],
    cites: ['86', '87', '99', ...(level === 'readings' ? ['177'] : [])].map(sectionCite),
    figure: { kind: 'board', state: { setup, showMoves: false }, window },
    ...(level === 'readings' && !stuck
      ? {
          answerFigure: {
            kind: 'board' as const,
            state: { setup, showMoves: true, selected: { type: 'formation' as const, squares: [first, second] } },
            window,
          },
        }
      : {}),
  };
}
