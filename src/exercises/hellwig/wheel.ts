/**
 * What a wheel sweeps (§61–§64, §177): the dice set a manned cannon on plate II and choose a wheeling (small,
 * larger or greatest; clockwise or not; about the artillerists or the gun). At the support level something may
 * stand in its way; in the edge cases an empty transporter lies where the device would land, which the readings
 * of A5 (may a board land on another?) decide. `wheel` answers; the board's words (board/explain.ts) say it.
 */
import {
  DIRECTIONS,
  PIVOTS,
  WHEEL_KINDS,
  WHEEL_SENSES,
  createBoard,
  wheel,
  type BoardSetup,
  type DeviceSetup,
  type DeviceWheelOptions,
  type PieceSetup,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import { wheelWords } from '../../islands/board/explain.ts';
import { describeDevice, PIECE_WORDS } from '../../islands/board/words.ts';
import { sectionCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';
import { isPosition, squareAwayFromEdge, terrainWords, toward, windowAround } from './plate.ts';

const PIVOT_WORDS = { artillerists: 'its artillerists’ square', gun: 'its gun' } as const;

interface Chosen {
  readonly setup: BoardSetup;
  readonly dev: DeviceSetup;
  readonly plan: DeviceWheelOptions;
  readonly note: string;
}

function choose(rng: Rng, level: ExerciseLevel): Chosen {
  for (let attempt = 0; ; attempt++) {
    const gun = squareAwayFromEdge(rng, 3);
    const artillerists = toward(gun, rng.pick(DIRECTIONS))!;
    const dev: DeviceSetup = { artillerists, gun, variant: 'axial', owner: 'A' };
    const crew: PieceSetup = { square: artillerists, kind: 'knight', player: 'A' };
    const plan: DeviceWheelOptions = {
      pivot: rng.pick(PIVOTS),
      kind: rng.pick(WHEEL_KINDS),
      sense: rng.pick(WHEEL_SENSES),
    };
    const plain: BoardSetup = { pieces: [crew], devices: [dev] };
    if (level === 'numbers' || attempt > 50) return { setup: plain, dev, plan, note: '' };
    // The wheeling on an empty plate, as the engine works it out: the dice put something on or beside its way.
    const free = wheel(createBoard(plain), dev, plan);
    if (level === 'support') {
      const sq = rng.pick([...free.passed, toward(rng.pick(free.passed), rng.pick(DIRECTIONS))]);
      const blocker = rng.chance(0.5)
        ? { terrain: { mountain: [sq!] } }
        : { pieces: [crew, { square: sq!, kind: 'rook' as const, player: 'B' as const }] };
      const setup: BoardSetup = { pieces: [crew], devices: [dev], ...blocker };
      if (sq !== undefined && isPosition(setup)) return { setup, dev, plan, note: '' };
      continue;
    }
    // Edge case: an empty transporter where the moving part of the device lands.
    const moving = plan.pivot === 'gun' ? free.device.artillerists : free.device.gun;
    const beside = toward(moving, rng.pick(DIRECTIONS));
    if (beside === undefined || beside === dev.artillerists || beside === dev.gun) continue;
    const setup: BoardSetup = { pieces: [crew], devices: [dev], transporters: [{ squares: [moving, beside] }] };
    if (!isPosition(setup)) continue;
    const landed = tryRule(() => wheel(createBoard(setup), dev, { ...plan, landing: 'onto-boards' }));
    const other = landed.ok ? wheelWords(landed, setup) : undefined;
    return {
      setup,
      dev,
      plan,
      note: other
        ? `Reading that a board may land on an empty transporter (A5; §67, §70, §89): ${other.course} ${other.verdict}`
        : '',
    };
  }
}

/** One wheeling exercise at `level`. */
export function wheelExercise(rng: Rng, level: ExerciseLevel): Exercise {
  const { setup, dev, plan, note } = choose(rng, level);
  const board = createBoard(setup);
  const result = tryRule(() => wheel(board, dev, plan));
  const words = wheelWords(result, setup);
  const shown = result.ok ? [...result.value.passed, result.value.device.artillerists, result.value.device.gun] : [];
  const window = windowAround([dev.artillerists, dev.gun, ...shown], 1);
  const pivot = typeof plan.pivot === 'number' ? 'artillerists' : plan.pivot;
  const things = [
    ...terrainWords(setup),
    ...(setup.pieces ?? [])
      .filter((p) => p.square !== dev.artillerists)
      .map((p) => `${p.player}’s ${PIECE_WORDS[p.kind]} on ${p.square}`),
    ...(setup.transporters ?? []).map((t) => `an empty transporter on ${t.squares.join(' and ')}`),
  ];
  return {
    topic: 'wheel',
    level,
    given: { kind: 'wheel', setup, device: dev, plan },
    situation:
      `A’s ${describeDevice(dev).replace(/^the /, '')}: its artillerists’ square on ${dev.artillerists}, ` +
      `manned by A’s knight, and its gun on ${dev.gun}.` +
      (things.length ? ` Near it: ${things.join('; ')}.` : ''),
    question:
      `It makes the ${plan.kind} wheeling, ${plan.sense}, about ${PIVOT_WORDS[pivot]}. Which squares does it ` +
      `pass over, where does it end, and is the way free?`,
    answer: `${words.course} ${words.verdict}`.trim(),
    reasons: [
      'The part that moves swings about the pivot over 1, 3 or 5 squares of the ring about it, for the ' +
        'small, larger and greatest wheeling; each must be practicable and free (§62, §177).',
      ...(note ? [note] : []),
    ],
    cites: ['62', '177', ...(level === 'readings' ? ['89'] : [])].map(sectionCite),
    figure: { kind: 'board', state: { setup, showMoves: false }, window },
    answerFigure: {
      kind: 'board',
      state: {
        setup,
        showMoves: false,
        selected: { type: 'device', gun: dev.gun },
        wheel: { pivot, kind: plan.kind, sense: plan.sense },
      },
      window,
    },
  };
}
