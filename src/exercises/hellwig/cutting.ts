/**
 * Cutting off (§182–§184): a river of blue squares runs the length of plate II with one defile; A's corps stands
 * on one bank and A's army on the other, and B may hold the defile or reach it. `communication` answers whether
 * the corps communicates (under §184's readings of barring, for the edge cases), and `cutOffOutcome` how a
 * declared cut-off stands after so many moves.
 */
import {
  CUT_OFF_MOVES,
  communication,
  createBoard,
  cutOffOutcome,
  plateII,
  squareAt,
  type BoardSetup,
  type Communication,
  type CutReason,
  type PieceSetup,
} from '../../rules/hellwig/index.ts';
import { PIECE_WORDS, TERRAIN_WORDS } from '../../islands/board/words.ts';
import { sectionCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';
import { windowAround } from './plate.ts';

const CUT_WORDS: Record<CutReason, string> = {
  mountain: TERRAIN_WORDS.mountain,
  marsh: TERRAIN_WORDS.marsh,
  water: TERRAIN_WORDS.water,
  gun: 'a gun',
  'enemy-piece': 'the enemy stands on it',
  'enemy-reach': 'an enemy piece could capture there with its next move',
  'enemy-artillery': 'the enemy’s artillery sweeps it',
};

/** Communication in words: the way through, or the squares that stop the troops, each with why. */
function said(c: Communication, gap: number): string {
  if (c.communicates) return `It communicates: a way of ${c.path.length} squares leads through the defile on ${gap}.`;
  const atGap = c.cut.find((x) => x.square === gap);
  return `It is cut off${atGap ? `: the defile on ${gap} is barred, as ${CUT_WORDS[atGap.reason]}` : ''}.`;
}

interface River {
  readonly setup: BoardSetup;
  readonly gap: number;
  readonly corps: number;
  readonly army: number;
  readonly enemy: PieceSetup | undefined;
}

/** The river down one column with its defile, the corps west of it and the army east, and B's piece, if any. */
function river(rng: Rng, enemyAt: 'none' | 'on' | 'near'): River {
  const col = rng.int(6, plateII.columns - 7);
  const gapRow = rng.int(4, plateII.rows - 5);
  const gap = squareAt(gapRow, col);
  const water = Array.from({ length: plateII.rows }, (_, r) => squareAt(r, col)).filter((s) => s !== gap);
  const corps = squareAt(gapRow + rng.int(-2, 2), col - rng.int(2, 3));
  const army = squareAt(gapRow + rng.int(-2, 2), col + rng.int(2, 3));
  // B's knight on the defile, or a knight's leap from it on the army's bank, or none.
  const enemy: PieceSetup | undefined =
    enemyAt === 'on'
      ? { square: gap, kind: 'knight', player: 'B' }
      : enemyAt === 'near'
        ? { square: squareAt(gapRow + rng.pick([-2, 2]), col + 1), kind: 'knight', player: 'B' }
        : undefined;
  const pieces: PieceSetup[] = [
    { square: corps, kind: 'rook', player: 'A' },
    { square: army, kind: 'queen', player: 'A' },
    ...(enemy ? [enemy] : []),
  ];
  return { setup: { terrain: { water }, pieces }, gap, corps, army, enemy };
}

/** One cutting-off exercise at `level`. */
export function cuttingExercise(rng: Rng, level: ExerciseLevel): Exercise {
  const r = river(rng, level === 'readings' ? 'near' : rng.pick(['none', 'on', 'near'] as const));
  const board = createBoard(r.setup);
  const c = communication(board, 'A', [r.corps], [r.army]);
  const window = windowAround([r.gap, r.corps, r.army, ...(r.enemy ? [r.enemy.square] : [])], 1);
  const situation =
    `A river of blue squares runs the whole length of the plate, from side AB to side CD, but for one ` +
    `square, the defile on ${r.gap}. ` +
    `A’s corps, a rook, stands on ${r.corps}; A’s army, a queen, on ${r.army}.` +
    (r.enemy ? ` B’s ${PIECE_WORDS[r.enemy.kind]} stands on ${r.enemy.square}.` : '');
  const base = {
    topic: 'cutting',
    level,
    figure: { kind: 'board' as const, state: { setup: r.setup, showMoves: false }, window },
  };
  if (level === 'numbers') {
    // Declared cut off at one of its own moves; so many moves on, still cut off or not.
    const declaredAt = rng.int(1, 6);
    const now = declaredAt + rng.int(1, CUT_OFF_MOVES + 1);
    const outcome = cutOffOutcome({ declaredAt }, now, c.communicates);
    const fate =
      outcome.kind === 'restored'
        ? 'Communication is restored: the corps is saved.'
        : outcome.kind === 'counting'
          ? `Still cut off, with ${outcome.movesLeft} of A’s own moves left to restore communication.`
          : outcome.kind === 'surrenders'
            ? 'Still cut off after six of A’s own moves: the corps lays down its arms.'
            : 'It was never declared cut off, so it cannot be captured.';
    return {
      ...base,
      given: { kind: 'cut-clock', setup: r.setup, corps: r.corps, army: r.army, declaredAt, now },
      situation:
        `${situation} B declared the corps cut off at A’s own move ${declaredAt}; it is now A’s own move ` + `${now}.`,
      question: 'Does the corps communicate with the army now? What becomes of it?',
      answer: `${said(c, r.gap)} ${fate}`,
      reasons: [
        'Troops communicate by a way of practicable squares the enemy neither holds nor can take with his ' +
          'next move (§182, §184).',
        `A corps declared cut off has ${CUT_OFF_MOVES} of its player’s own moves to restore communication, ` +
          `else it lays down its arms (§182, §183).`,
      ],
      cites: ['182', '183'].map(sectionCite),
    };
  }
  const occupied = communication(board, 'A', [r.corps], [r.army], { barring: 'occupied' });
  const differs = occupied.communicates !== c.communicates;
  return {
    ...base,
    given: { kind: 'cut', setup: r.setup, corps: r.corps, army: r.army, gap: r.gap },
    situation,
    question: 'Does A’s corps communicate with A’s army, or is it cut off?',
    answer: said(c, r.gap),
    reasons: [
      'The edition reads §184 III: a square is barred when the enemy stands on it, could capture there with ' +
        'his next move, or his artillery sweeps it.',
      ...(level === 'readings' || differs
        ? [
            `Reading that only the squares the enemy stands on are barred (§184 II): ` +
              `${said(occupied, r.gap)}${differs ? '' : ' The readings agree here.'}`,
          ]
        : []),
    ],
    cites: ['182', '184'].map(sectionCite),
  };
}
