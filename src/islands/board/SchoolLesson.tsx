/**
 * The answers to the second school's questions and to howitzer fire that spreads (§74–§77, §236–§238, §248, §257,
 * §258), each asked of the engine for the position on the board and said in words with its §. No rule is decided here;
 * a refusal of the engine is shown by LessonPanel.
 */
import type { JSX } from 'preact';
import {
  barredSupplySquares,
  burningBoard,
  createFire,
  createHills,
  depotField,
  drivesOff,
  fireBreakCheck,
  heightAt,
  hillField,
  ignitable,
  ignite,
  navigableWater,
  spread,
  spreadSquares,
  type Board,
  type FireBreakRefusal,
  type HillGun,
} from '../../rules/hellwig/index.ts';
import { capitalise } from '../shared/words.ts';
import { describeDevice } from './words.ts';
import { cornersOf } from './schoolView.ts';
import type { SchoolLesson } from './schoolLessons.ts';
import type { SchoolState } from './schoolState.ts';

const list = (xs: readonly number[]) => (xs.length ? [...xs].sort((a, b) => a - b).join(', ') : 'none');

const BREAK_WORDS: Record<FireBreakRefusal, string> = {
  'not-next-to-fire': 'it does not lie beside the fire (§77)',
  'no-piece-reaches': 'no piece of the defender within three squares could reach it (§77)',
  'equal-force': 'the igniter’s pieces as near are as strong (§78)',
  'in-igniter-field': 'it lies in the igniter’s artillery field (§79)',
};

const HEIGHT_WORDS = ['the plain', 'a hill of the second kind', 'a hill of the first kind'];
const gunWords = (g: HillGun) =>
  `${['single', 'double', 'triple'][g.strength - 1] ?? `${g.strength}-fold`} artillery on ` +
  `${HEIGHT_WORDS[g.height] ?? `height ${g.height}`}`;

function fireSpread(board: Board, lesson: Extract<SchoolLesson, { kind: 'school-fire-spread' }>): JSX.Element {
  const can = ignitable(board, lesson.device);
  let fire = ignite(board, lesson.device, lesson.ignite);
  const steps = lesson.spreads.map((chosen) => {
    const open = spreadSquares(board, fire);
    fire = spread(board, fire, chosen);
    return { open, chosen };
  });
  const burning = [...fire.burning.keys()];
  const closed = burningBoard(board, fire);
  return (
    <p>
      {capitalise(describeDevice(lesson.device))} may set on fire {list(can)} (§74). Set on
      {lesson.ignite}, the fire{' '}
      {steps.map((s, i) => (
        <span key={i}>
          {i > 0 ? '; then ' : ''}may spread to {list(s.open)}, and spreads to {list(s.chosen)}
        </span>
      ))}{' '}
      (§74, §75). Burning: {list(burning)}; impassable for six moves:{' '}
      {list(burning.filter((s) => closed.terrain.get(s) === 'marsh'))} (§74).
    </p>
  );
}

/** The answer to one of the second school's questions, for the position and the second school on the board. */
export function schoolAnswer(lesson: SchoolLesson, board: Board, s: SchoolState): JSX.Element {
  switch (lesson.kind) {
    case 'school-fire-spread':
      return fireSpread(board, lesson);
    case 'school-fire-break': {
      const c = fireBreakCheck(board, createFire(board, s.fire ?? { igniter: 'A' }), lesson.square);
      return (
        <p>
          The defender may {c.allowed ? '' : 'not '}demolish {lesson.square} against the fire
          {c.allowed
            ? `: his pieces on ${list(c.by)} could reach it (§77)`
            : `: ${c.refusal ? BREAK_WORDS[c.refusal] : ''}`}
          . The inner strength of his pieces that reach it is {c.defence}, of the igniter’s {c.attack} (§78).
        </p>
      );
    }
    case 'school-hill-heights': {
      const hills = createHills(board, s.hills ?? []);
      return (
        <p>
          Heights (§236): {lesson.squares.map((sq) => `${sq}: ${heightAt(board, hills, sq)}`).join(', ')}; 2 a hill of
          the first kind, 1 of the second, 0 the plain.
        </p>
      );
    }
    case 'school-hill-field': {
      const f = hillField(board, createHills(board, s.hills ?? []), lesson.device);
      return (
        <p>
          {capitalise(describeDevice(lesson.device))}, at height {f.height}, acts on {list(f.inEffect)}; the hill
          screens {list(f.screened.map((x) => x.square))} (§238).
        </p>
      );
    }
    case 'school-hill-drive': {
      const drives = drivesOff(lesson.attacker, lesson.defender);
      return (
        <p>
          {capitalise(gunWords(lesson.attacker))} {drives ? 'drives' : 'does not drive'} {gunWords(lesson.defender)} off
          (§238).
        </p>
      );
    }
    case 'school-depot-field': {
      const field = depotField(board, lesson.depot);
      const corners = list(cornersOf(board, field));
      return (
        <p>
          The depot on {lesson.depot} feeds {field.length} squares: the block bounded by {corners} (§248).
        </p>
      );
    }
    case 'school-supply-barred': {
      const barred = new Set(barredSupplySquares(board, lesson.player).map((b) => b.square as number));
      const yes = lesson.squares.filter((sq) => barred.has(sq));
      const no = lesson.squares.filter((sq) => !barred.has(sq));
      return (
        <p>
          {lesson.player}’s supply cannot pass {list(yes)}
          {no.length ? `; it may pass ${list(no)}` : ''} (§258).
        </p>
      );
    }
    case 'school-navigable': {
      const reach = navigableWater(board, lesson.player, lesson.from, {
        ...(lesson.enemyBridges ? { enemyBridges: lesson.enemyBridges } : {}),
      });
      return (
        <p>
          {lesson.player}’s boats from {lesson.from} reach {list(reach)} (§257).
        </p>
      );
    }
  }
}
