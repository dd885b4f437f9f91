/**
 * Bridges (§135–§167): a river of blue squares runs down plate II and A's bridge-transporter stands on its bank,
 * with some of its bridges laid. Where may it lay the next (§144–§146, §157)? At the support level the dice say who
 * holds its surfaces; for the edge cases B's pieces across the river contest the squares, which §167 (1) may or
 * may not forbid. `layingSquares` answers, under each reading of contested laying.
 */
import {
  BRIDGES_PER_TRANSPORTER,
  CONTESTED_LAYING_READINGS,
  createBoard,
  createBridgeNetwork,
  layingSquares,
  plateII,
  squareAt,
  type BoardSetup,
  type BridgeNetworkSetup,
  type ContestedLayingReading,
  type PieceSetup,
} from '../../rules/hellwig/index.ts';
import { PIECE_WORDS } from '../../islands/board/words.ts';
import { sectionCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';
import { isPosition, windowAround } from './plate.ts';

const pieceWords = (p: PieceSetup) => `${p.player}’s ${PIECE_WORDS[p.kind]} on ${p.square}`;

/** The squares in words: "on 124 and 125", or that there are none. */
function laying(squares: readonly number[]): string {
  if (!squares.length) return 'It can lay no bridge now.';
  const last = squares[squares.length - 1];
  const named = squares.length === 1 ? `${last}` : `${squares.slice(0, -1).join(', ')} or ${last}`;
  return `It may lay its next bridge on ${named}.`;
}

interface Crossing {
  readonly setup: BoardSetup;
  readonly network: BridgeNetworkSetup;
  readonly main: number;
  readonly secondary: number;
  readonly laid: readonly number[];
  readonly holder: PieceSetup | undefined;
  readonly others: readonly PieceSetup[];
}

/** The river down one column, the transporter on its west bank, its main surface by the water, and its laid bridges. */
function crossing(rng: Rng, level: ExerciseLevel): Crossing {
  for (;;) {
    const col = rng.int(6, plateII.columns - 7);
    const row = rng.int(5, plateII.rows - 6);
    const water = Array.from({ length: plateII.rows }, (_, r) => squareAt(r, col));
    const main = squareAt(row, col - 1);
    const secondary = squareAt(row, col - 2);
    // The bridges already laid: a chain down the river from the square by the main surface.
    const step = rng.pick([-1, 1]);
    const laid = Array.from({ length: rng.int(0, level === 'numbers' ? 3 : 2) }, (_, i) =>
      squareAt(row + step * i, col),
    );
    const holder: PieceSetup | undefined =
      level === 'support' && rng.chance(0.4)
        ? rng.chance(0.5)
          ? { square: main, kind: 'knight', player: 'B' }
          : undefined
        : { square: main, kind: 'rook', player: 'A' };
    const others: PieceSetup[] = [];
    if (level === 'support' && rng.chance(0.4)) others.push({ square: secondary, kind: 'knight', player: 'B' });
    if (level === 'readings')
      for (let i = rng.int(1, 2); i > 0; i--)
        others.push({
          square: squareAt(row + rng.int(-2, 2), col + rng.int(1, 2)),
          kind: rng.pick(['knight', 'rook', 'queen'] as const),
          player: 'B',
        });
    const pieces = [...(holder ? [holder] : []), ...others];
    const setup: BoardSetup = { terrain: { water }, bridges: laid, pieces };
    if (!isPosition(setup) || new Set(pieces.map((p) => p.square)).size !== pieces.length) continue;
    const network: BridgeNetworkSetup = {
      transporters: [{ number: 1, main, secondary }],
      laid: laid.map((square) => ({ square, transporter: 1 })),
    };
    return { setup: { ...setup, bridges: [] }, network, main, secondary, laid, holder, others };
  }
}

/** One bridges exercise at `level`. */
export function bridgesExercise(rng: Rng, level: ExerciseLevel): Exercise {
  const c = crossing(rng, level);
  const board = createBoard(c.setup);
  const network = createBridgeNetwork(board, c.network);
  const by = (contested: ContestedLayingReading) => layingSquares(board, network, 1, { contested });
  const edition = by(CONTESTED_LAYING_READINGS[0]);
  const allowed = by(CONTESTED_LAYING_READINGS[1]);
  const drawn: BoardSetup = { ...c.setup, bridges: [...c.laid] };
  const window = windowAround([c.main, c.secondary, ...c.laid, ...edition, ...c.others.map((p) => p.square)], 1);
  const differs = edition.join() !== allowed.join();
  return {
    topic: 'bridges',
    level,
    given: { kind: 'lay', setup: c.setup, network: c.network },
    situation:
      `A river of blue squares runs the whole length of the plate, from side AB to side CD. ` +
      (`A’s bridge-transporter No. 1 stands on its bank (marked): its main surface on ${c.main}, its ` +
        `secondary on ${c.secondary}, `) +
      `with ${BRIDGES_PER_TRANSPORTER} bridges at the start of the game. ` +
      (c.laid.length ? `Its bridges are laid on ${c.laid.join(', ')}. ` : 'None of its bridges is laid yet. ') +
      (c.holder ? `${pieceWords(c.holder)} stands on the main surface.` : 'No piece stands on the main surface.') +
      (c.others.length ? ` Also: ${c.others.map(pieceWords).join('; ')}.` : ''),
    question: 'Where may the bridge-transporter lay its next bridge?',
    answer: laying(edition),
    reasons: [
      'A bridge is laid while a piece of the transporter’s player holds its main surface, from a surface ' +
        'with bridges still aboard, but not from the secondary while an enemy piece stands on it (§140, §144, ' +
        '§157).',
      'It goes over a water square touching the transporter, or a bridge of the same number already laid, by ' +
        'a side or a corner (§145, §146).',
      ...(level === 'readings' || differs
        ? [
            `The edition reads §167 (1): outside its own artillery’s field, a bridge may not be laid where ` +
              `the enemy’s pieces attack it at least as strongly as A’s defend it. Reading §167 (3), that it ` +
              `may be laid there at risk: ${laying(allowed)}${differs ? '' : ' The readings agree here.'}`,
          ]
        : []),
    ],
    cites: ['144', '145', '146', ...(level === 'support' ? ['157'] : []), ...(level === 'readings' ? ['167'] : [])].map(
      sectionCite,
    ),
    figure: { kind: 'board', state: { setup: drawn, showMoves: false }, window, marks: [c.main, c.secondary] },
  };
}
