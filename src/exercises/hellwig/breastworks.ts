/**
 * Breastworks (§103–§134f): how long a breastwork of so many signs takes to throw up and to bombard away (§106,
 * §123, §124), whether B may storm A's breastwork with the pieces about it (§125–§131), and, for the edge cases,
 * what B's cannon sweeps when A's breastwork stands in its line under §180's two readings (A14). `movesToBuild`,
 * `bombardmentMoves`, `stormCheck` and `breastworkField` answer.
 */
import {
  BREASTWORK_FIRE_READINGS,
  DIRECTIONS,
  NEW_BREASTWORK_SIGNS,
  bombardmentMoves,
  breastworkField,
  createBoard,
  createBreastworks,
  fieldOfEffect,
  movesToBuild,
  stormCheck,
  type BoardSetup,
  type BreastworkFireReading,
  type BreastworkSetup,
  type DeviceSetup,
  type PieceSetup,
} from '../../rules/hellwig/index.ts';
import { describeDevice, PIECE_WORDS } from '../../islands/board/words.ts';
import { sectionCite } from '../cites.ts';
import type { Rng } from '../random.ts';
import type { Exercise, ExerciseLevel } from '../types.ts';
import { isPosition, squareAwayFromEdge, toward, windowAround } from './plate.ts';

const KINDS = ['knight', 'rook', 'bishop', 'queen'] as const;
const STRENGTH_WORDS = ['', 'single', 'double', 'triple'] as const;

const pieceWords = (p: PieceSetup) => `${p.player}’s ${PIECE_WORDS[p.kind]} on ${p.square}`;
const list = (squares: readonly number[]) => (squares.length ? squares.join(', ') : 'none');

/** How long to stack the signs, and to bombard them away with single, double or triple artillery. */
function signsExercise(rng: Rng): Exercise {
  const signs = rng.int(NEW_BREASTWORK_SIGNS, 9);
  const strength = rng.int(1, 3);
  const build = movesToBuild(signs);
  const away = bombardmentMoves(signs, strength);
  return {
    topic: 'breastworks',
    level: 'numbers',
    given: { kind: 'works-signs', signs, strength },
    situation:
      `A’s pieces mean to stack a breastwork of ${signs} signs on one square; B’s ${STRENGTH_WORDS[strength]} ` +
      `artillery will bombard it.`,
    question: 'In how many of A’s moves is it thrown up, and in how many of B’s moves is it bombarded away?',
    answer:
      `It is thrown up in ${build} move${build === 1 ? '' : 's'} and bombarded away in ${away} ` +
      `move${away === 1 ? '' : 's'}.`,
    reasons: [
      `A new breastwork is ${NEW_BREASTWORK_SIGNS} signs laid in one move; each later move adds one sign (§106).`,
      'Single artillery takes one sign a move, double two, triple three; stronger counts as triple (§122–§124).',
    ],
    cites: ['106', '123', '124'].map(sectionCite),
    figure: {
      kind: 'facts',
      caption: 'The breastwork',
      rows: [
        ['Signs to stack', String(signs)],
        ['B’s artillery', STRENGTH_WORDS[strength] ?? String(strength)],
      ],
    },
  };
}

/** Up to `n` pieces of `player` within `reach` squares of `square`, where the dice put them. */
function around(rng: Rng, square: number, player: 'A' | 'B', n: number, reach: number): PieceSetup[] {
  const out: PieceSetup[] = [];
  for (let i = 0; i < n; i++) {
    const at = toward(square, rng.pick(DIRECTIONS), rng.int(1, reach));
    if (at !== undefined) out.push({ square: at, kind: rng.pick(KINDS), player });
  }
  return out;
}

/** A's breastwork with pieces of both players about it: may B storm it? */
function stormExercise(rng: Rng): Exercise {
  let square = squareAwayFromEdge(rng, 5);
  let pieces: PieceSetup[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    square = squareAwayFromEdge(rng, 5);
    pieces = [...around(rng, square, 'A', rng.int(0, 2), 2), ...around(rng, square, 'B', rng.int(1, 3), 3)];
    if (isPosition({ pieces }) && new Set(pieces.map((p) => p.square)).size === pieces.length) break;
    pieces = [];
  }
  const setup: BoardSetup = { pieces };
  const works: BreastworkSetup[] = [{ square, owner: 'A', signs: NEW_BREASTWORK_SIGNS }];
  const board = createBoard(setup);
  const check = stormCheck(board, createBreastworks(board, works), square);
  const window = windowAround([square, ...pieces.map((p) => p.square)], 1);
  return {
    topic: 'breastworks',
    level: 'support',
    given: { kind: 'storm', setup, works, square },
    situation:
      `A’s breastwork of ${NEW_BREASTWORK_SIGNS} signs stands on ${square} ` +
      `(marked).${pieces.length ? ` About it: ${pieces.map(pieceWords).join('; ')}.` : ''}`,
    question: 'How strongly is the breastwork defended and attacked, and may B storm it?',
    answer:
      `Defence ${check.defence}, attack ${check.attack}: ` +
      (check.allowed
        ? 'B may storm it, and all its signs go back to A.'
        : `B may not storm it; that needs an attack of ${check.needed}.`),
    reasons: [
      'A breastwork is defended by its holder’s pieces not more than one cannon-shot away (two squares ' +
        'between) that could occupy it with their next move, and attacked likewise by the other player’s ' +
        '(§116, §117).',
      'Each piece counts by what it is composed of: 1, 2 or 3 (§125, §127).',
      'It is stormed when the attack is greater than the defence, even if only by 1, and its holder’s ' +
        'artillery does not defend it (§130, §131, §134).',
    ],
    cites: ['116', '117', '125', '130'].map(sectionCite),
    figure: { kind: 'board', state: { setup, showMoves: false }, window, marks: [square] },
  };
}

/** B's cannon with A's breastwork in its line and A's piece behind: what it sweeps under §180's readings. */
function shelterExercise(rng: Rng): Exercise {
  for (;;) {
    const gun = squareAwayFromEdge(rng, 7);
    const artillerists = toward(gun, rng.pick(DIRECTIONS));
    if (artillerists === undefined) continue;
    const dev: DeviceSetup = { artillerists, gun, variant: 'axial', owner: 'B' };
    // The line the cannon sweeps on an empty plate: the breastwork on it, A's piece beyond.
    const line = fieldOfEffect(createBoard({ devices: [dev] }), dev).squares.map((s) => s.square);
    if (line.length < 3) continue;
    const at = rng.int(0, line.length - 2);
    const work = line[at]!;
    const behind = line[rng.int(at + 1, line.length - 1)]!;
    const device = dev;
    const pieces: PieceSetup[] = [
      { square: artillerists, kind: 'knight', player: 'B' },
      { square: behind, kind: rng.pick(KINDS), player: 'A' },
    ];
    const setup: BoardSetup = { pieces, devices: [device] };
    if (!isPosition(setup)) continue;
    const works: BreastworkSetup[] = [{ square: work, owner: 'A', signs: NEW_BREASTWORK_SIGNS }];
    const board = createBoard(setup);
    const w = createBreastworks(board, works);
    const by = (r: BreastworkFireReading) => breastworkField(board, w, device, r);
    const [edition, never] = BREASTWORK_FIRE_READINGS.map(by) as [ReturnType<typeof by>, ReturnType<typeof by>];
    const window = windowAround([artillerists, gun, work, behind, ...never.inEffect], 1);
    return {
      topic: 'breastworks',
      level: 'readings',
      given: { kind: 'shelter', setup, works, device },
      situation:
        `B’s ${describeDevice(device).replace(/^the /, '')}: its artillerists’ square on ${artillerists}, ` +
        `manned by B’s knight, and its gun on ${gun}. A’s breastwork of ${NEW_BREASTWORK_SIGNS} signs stands ` +
        `on ${work} (marked); ${pieceWords(pieces[1]!)}.`,
      question:
        `Which squares does B’s cannon sweep, and is A’s ${PIECE_WORDS[pieces[1]!.kind]} on ${behind} ` + `sheltered?`,
      answer:
        `It sweeps ${list(edition.inEffect)}; it may bombard the breastwork on ${list(edition.targets)}, and ` +
        `${list(edition.sheltered)} behind it ${edition.sheltered.length === 1 ? 'is' : 'are'} ` +
        `sheltered${edition.sheltered.includes(behind) ? `, the ${PIECE_WORDS[pieces[1]!.kind]} with them` : ''}` +
        `.`,
      reasons: [
        'The edition reads §180 (4) with §110–§112: the enemy’s cannon fire stops at a breastwork, which it ' +
          'may bombard, and what lies beyond is sheltered; the owner fires through his own.',
        `Reading §180 (3) literally, breastworks do not obstruct artillery fire: it sweeps ` +
          list(never.inEffect) +
          (never.inEffect.includes(behind) ? `, the ${PIECE_WORDS[pieces[1]!.kind]} on ${behind} among them` : '') +
          `.`,
      ],
      cites: ['110', '111', '180'].map(sectionCite),
      figure: { kind: 'board', state: { setup, showMoves: false }, window, marks: [work] },
      answerFigure: {
        kind: 'board',
        state: { setup, showMoves: false, selected: { type: 'device', gun } },
        window,
        marks: [work],
      },
    };
  }
}

/** One breastworks exercise at `level`. */
export function breastworksExercise(rng: Rng, level: ExerciseLevel): Exercise {
  return level === 'numbers' ? signsExercise(rng) : level === 'support' ? stormExercise(rng) : shelterExercise(rng);
}
