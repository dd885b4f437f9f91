/**
 * Fields of effect (§47, §59, §60, §65, §66): the dice set a cannon of one of the three varieties on plate II,
 * with terrain and pieces in its line at the support level, and by the edge of the plate or as a howitzer for the
 * edge cases. `fieldOfEffect` answers, and the board's own reasons (board/explain.ts) say why each square is lit.
 */
import {
  CANNON_VARIANTS,
  DIRECTIONS,
  createBoard,
  fieldOfEffect,
  fire,
  plateII,
  squareAt,
  type BoardSetup,
  type DeviceSetup,
  type PieceSetup,
} from '../../rules/hellwig/index.ts';
import { fieldReasons } from '../../islands/board/explain.ts';
import { describeDevice, PIECE_WORDS } from '../../islands/board/words.ts';
import { sectionCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';
import { isPosition, squareAwayFromEdge, terrainWords, toward, windowAround } from './plate.ts';

/** A device of A's on two adjacent squares, pointing any way, of any variety. */
function device(rng: Rng, gun: number): DeviceSetup | undefined {
  const artillerists = toward(gun, rng.pick(DIRECTIONS));
  if (artillerists === undefined) return undefined;
  return { artillerists, gun, variant: rng.pick(CANNON_VARIANTS), owner: 'A' };
}

/** A square on the last row or column of the plate, or one in from it. */
function nearEdge(rng: Rng): number {
  const row = rng.pick([0, 1, plateII.rows - 2, plateII.rows - 1, rng.int(2, plateII.rows - 3)]);
  const col =
    row > 1 && row < plateII.rows - 2
      ? rng.pick([0, 1, plateII.columns - 2, plateII.columns - 1])
      : rng.int(0, plateII.columns - 1);
  return squareAt(row, col);
}

/** A's knight works the gun from its artillerists' square (§43, §46). */
const crew = (d: DeviceSetup): PieceSetup => ({ square: d.artillerists, kind: 'knight', player: 'A' });

function chooseSetup(rng: Rng, level: ExerciseLevel): BoardSetup {
  for (let attempt = 0; ; attempt++) {
    const gun = level === 'readings' && rng.chance(0.6) ? nearEdge(rng) : squareAwayFromEdge(rng, 4);
    const d = device(rng, gun);
    if (!d) continue;
    const dev: DeviceSetup = level === 'readings' && rng.chance(0.4) ? { ...d, kind: 'howitzer', variant: 'axial' } : d;
    if (level === 'numbers' || attempt > 50) return { devices: [dev], pieces: [crew(dev)] };
    // The line the gun sweeps, as the engine draws it on an empty plate: the dice put things on it.
    const line = fieldOfEffect(createBoard({ devices: [dev] }), dev).squares.map((s) => s.square);
    const terrain: Record<'mountain' | 'marsh' | 'water', number[]> = { mountain: [], marsh: [], water: [] };
    const pieces: PieceSetup[] = [crew(dev)];
    for (const sq of line) {
      const what = rng.int(0, level === 'support' ? 5 : 8);
      if (what === 0) terrain.mountain.push(sq);
      else if (what === 1) terrain.marsh.push(sq);
      else if (what === 2) terrain.water.push(sq);
      else if (what === 3) pieces.push({ square: sq, kind: 'knight', player: 'B' });
      else if (what === 4) pieces.push({ square: sq, kind: 'rook', player: 'A' });
    }
    const setup: BoardSetup = { terrain, pieces, devices: [dev] };
    if (isPosition(setup)) return setup;
  }
}

/** One field-of-effect exercise at `level`. */
export function fieldExercise(rng: Rng, level: ExerciseLevel): Exercise {
  const setup = chooseSetup(rng, level);
  const dev = setup.devices![0]!;
  const board = createBoard(setup);
  const field = fieldOfEffect(board, dev);
  const window = windowAround([dev.artillerists, dev.gun, ...field.squares.map((s) => s.square)], 1);
  const what = describeDevice(dev);
  const onLine: string[] = (setup.pieces ?? [])
    .filter((p) => p.square !== dev.artillerists)
    .map((p) => `${p.player}’s ${PIECE_WORDS[p.kind]} on ${p.square}`);
  const shot = field.strikes === 'all' ? fire(board, dev).removedPieces : [];
  onLine.push(...terrainWords(setup));
  return {
    topic: 'field',
    level,
    given: { kind: 'field', setup, device: dev },
    situation:
      `A’s ${what.replace(/^the /, '')}: its artillerists’ square on ${dev.artillerists}, manned by A’s ` +
      `knight, and its gun on ${dev.gun}.${onLine.length ? ` Near it: ${onLine.join('; ')}.` : ''}`,
    question:
      field.strikes === 'one'
        ? 'Which squares are in its field of effect, and how many of them does it strike when it fires?'
        : 'Which squares does it sweep when it fires, and which of the pieces there are shot?',
    answer:
      `Toward ${field.direction}: ${field.inEffect.length ? field.inEffect.join(', ') : 'no square'} ` +
      `${field.inEffect.length === 1 ? 'is' : 'are'} in ` +
      `effect` +
      (field.strikes === 'one'
        ? '; a howitzer strikes one of them, chosen'
        : `. Shot: ` +
          (shot.map((p) => `${p.player}’s ${PIECE_WORDS[p.kind]} on ${p.square}`).join(', ') || 'no piece')) +
      `.`,
    reasons: fieldReasons(board, field),
    cites: ['47', '59', '60', field.strikes === 'one' ? '66' : '65'].map(sectionCite),
    figure: { kind: 'board', state: { setup, showMoves: false }, window },
    answerFigure: {
      kind: 'board',
      state: { setup, showMoves: false, selected: { type: 'device', gun: dev.gun } },
      window,
    },
  };
}
