/**
 * "The rules at a glance": Wells' rules restated by the editors as a compact, numbered
 * reference, each item linked to the rule in the text. The numbers come from the rules
 * engine, so the summary and the calculators cannot disagree.
 */
import {
  ARRIVAL_FRACTION,
  BLOW_AT_THE_REAR_MEN,
  BLOW_AT_THE_REAR_RETREAT_MOVES,
  CAPTURE_MINIMUM,
  CAVALRY_MOVE_INCHES,
  DEFENDER_FRACTION,
  DRAW_THRESHOLD,
  ESCORT_CAPACITY,
  ESCORT_RADIUS_INCHES,
  FORCE_LIMIT,
  FORCE_POINTS,
  GUN_CREW_MINIMUM,
  GUN_CREW_RADIUS_INCHES,
  INFANTRY_MOVE_INCHES,
  INTERVAL_MINUTES,
  MAX_SHOTS_PER_MOVE,
  MEN_PER_MINUTE,
  PRISONER_POINTS,
  SMALL_GAME_MINIMUM,
  SMALL_GAME_SIZE,
  TIME_WARNINGS_SECONDS,
  TRAIL_MEN,
  VICTORY_POINTS,
  firstMoveGunsMayFire,
  moveTimeAllowance,
  resolveMelee,
  type Fraction,
} from '../rules/wells/index.ts';
import { MELEE_RADIUS_INCHES } from '../rules/wells/hooks-farm/index.ts';
import { withBase } from './base.ts';
import { feet, words } from './numberWords.ts';

/** One restated rule; `id` is the rule's anchor in chapter III. */
export interface GlanceItem {
  readonly id: string;
  readonly text: string;
}
/** A section of the summary, following Wells' own sections. */
export interface GlanceSection {
  readonly id: string;
  readonly title: string;
  readonly items: readonly GlanceItem[];
}

const PARTS: Readonly<Record<number, string>> = { 2: 'half', 3: 'third', 4: 'quarter', 5: 'fifth', 8: 'eighth' };
/** A fraction in words: two-thirds, a quarter. */
function fractionWords({ numerator, denominator }: Fraction): string {
  const part = PARTS[denominator];
  if (part === undefined) throw new Error(`rules at a glance: no words for 1/${denominator}`);
  return numerator === 1 ? `a ${part}` : `${words(numerator)}-${part}s`;
}
/** Points as Wells prints them, halves as ½: 1½, ½, 10. */
function points(n: number): string {
  const whole = Math.floor(n);
  if (n - whole === 0.5) return whole === 0 ? '½' : `${whole}½`;
  if (n !== whole) throw new Error(`rules at a glance: no way to print ${n} points`);
  return String(n);
}
/** A time before the end of a move: two minutes, thirty seconds. */
function duration(seconds: number): string {
  if (seconds % 60 !== 0) return `${words(seconds)} seconds`;
  const m = seconds / 60;
  return m === 1 ? 'one minute' : `${words(m)} minutes`;
}
const listed = (items: readonly string[], last: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
const example = moveTimeAllowance({ men: 110, guns: 3 }).minutes;
const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth'];
const ordinal = (n: number) => ORDINALS[n] ?? `${n}th`;
/** The book's 9 against 11 (melee-3b-i, l.484), isolated: worked out by the engine. */
const NINE_V_ELEVEN = resolveMelee({ a: 9, b: 11, aSupport: 0, bSupport: 0 });
const defenderFires = firstMoveGunsMayFire('defender');

/** The summary, section by section. */
export const RULES_AT_A_GLANCE: readonly GlanceSection[] = [
  {
    id: 'country',
    title: 'The Country',
    items: [
      { id: 'country-1', text: 'One player lays out the Country; a coin decides which, failing agreement.' },
      { id: 'country-2', text: 'The other player chooses the side he fights from.' },
      {
        id: 'country-3',
        text:
          'Disturb the Country as little as possible; never move it to help a gun; replace whatever is knocked ' +
          'over by accident.',
      },
    ],
  },
  {
    id: 'move',
    title: 'The Move',
    items: [
      { id: 'move-1', text: 'Only when the Country is made and the sides chosen, toss for first move.' },
      {
        id: 'move-2',
        text:
          'The First Player puts down his men along his back line, then the Second; with a curtain, both at ' +
          'once. Putting down is untimed.',
      },
      {
        id: 'move-3',
        text:
          `Moves are timed: about a minute per ${MEN_PER_MINUTE} men and a minute per gun (110 men and 3 guns: ` +
          `${example} minutes). Warnings at ${listed(TIME_WARNINGS_SECONDS.map(duration), 'and')}; an interval ` +
          `of ${listed(INTERVAL_MINUTES.map(words), 'or')} minutes between moves.`,
      },
      {
        id: 'move-4',
        text:
          `No gun fires before the First Player’s ${ordinal(firstMoveGunsMayFire('first'))} move (the putting ` +
          `down is not a move); the defender of the Defensive Game may fire from his ` +
          `${ordinal(firstMoveGunsMayFire('defender'))}.`,
      },
      { id: 'move-5', text: 'Guns first: a player moves or fires his guns before he moves any man.' },
      {
        id: 'move-6',
        text: 'Every man may move and every gun move or fire in each move, under the rules of mobility.',
      },
    ],
  },
  {
    id: 'mobility',
    title: 'Mobility of the Various Arms',
    items: [
      { id: 'mobility-i', text: `Infantry move up to ${feet(INFANTRY_MOVE_INCHES)}.` },
      { id: 'mobility-ii', text: `Cavalry move up to ${feet(CAVALRY_MOVE_INCHES)}.` },
      {
        id: 'mobility-iii',
        text:
          `A gun is in action with at least ${GUN_CREW_MINIMUM} men of its side within ` +
          `${GUN_CREW_RADIUS_INCHES} inches; otherwise it can neither move nor fire.`,
      },
      {
        id: 'mobility-iv',
        text:
          `A gun in action moves or fires, not both: up to ${MAX_SHOTS_PER_MOVE} shots, then ${TRAIL_MEN} men ` +
          `at the trail. Moved, it goes with ${GUN_CREW_MINIMUM} of its men, trail forward: ` +
          `${feet(CAVALRY_MOVE_INCHES)} with ${GUN_CREW_MINIMUM} cavalry, else ${feet(INFANTRY_MOVE_INCHES)}.`,
      },
      {
        id: 'mobility-v',
        text: 'Men stand clear of the Country and of each other by at least a sixteenth of an inch.',
      },
      {
        id: 'mobility-vi',
        text:
          'A man knocked over, made to lean, or first touched by a shot (even rolling or glancing) is dead; ' +
          'one shot kills one man without knocking him over.',
      },
    ],
  },
  {
    id: 'melee',
    title: 'Hand-to-Hand Fighting and Capturing',
    items: [
      {
        id: 'melee-1',
        text:
          'A body of men with less than half its own number of its own side within a move is isolated; with at ' +
          'least half, it is supported.',
      },
      {
        id: 'melee-2',
        text:
          'Men may be moved into contact (an eighth of an inch or closer) and are left there till the end of ' +
          'the move.',
      },
      {
        id: 'melee-3',
        text:
          `At the end of a move, the men in contact and all within ${words(MELEE_RADIUS_INCHES)} inches of ` +
          `them form a mêlée.`,
      },
      { id: 'melee-3a', text: 'Equal numbers: all are killed.' },
      {
        id: 'melee-3b',
        text:
          'Unequal numbers: it depends on whether the inferior force is isolated, measured from the points of ' +
          'contact.',
      },
      {
        id: 'melee-3b-i',
        text:
          `Isolated: the sides kill man for man until one is double the other, which surrenders. 9 against 11: ` +
          (NINE_V_ELEVEN.dead.a === NINE_V_ELEVEN.dead.b
            ? `${NINE_V_ELEVEN.dead.a} dead each`
            : `${NINE_V_ELEVEN.dead.a} and ${NINE_V_ELEVEN.dead.b} dead`) +
          `, ${NINE_V_ELEVEN.prisoners.a} prisoners.`,
      },
      { id: 'melee-3b-ii', text: 'Supported: each man of the inferior force kills a man and is killed.' },
      { id: 'melee-3-choice', text: 'The player who charged chooses which men die and which are taken.' },
      {
        id: 'melee-3-prisoners',
        text:
          `One escort within ${ESCORT_RADIUS_INCHES} inches takes up to ${ESCORT_CAPACITY} prisoners; killing ` +
          `the escort frees them, but they must go back to their own back line to rearm.`,
      },
      {
        id: 'melee-3-example',
        text: 'Prisoners cannot fight in a second mêlée until they have been back to their back line.',
      },
      { id: 'melee-4', text: 'An isolated body may surrender at any time.' },
      {
        id: 'melee-5',
        text:
          `A gun is captured when no man of its side is within ${words(GUN_CREW_RADIUS_INCHES)} inches and at ` +
          `least ${CAPTURE_MINIMUM} enemy men have passed its wheel axis; till then it is in dispute and out ` +
          `of action.`,
      },
    ],
  },
  {
    id: 'game',
    title: 'Varieties of the Battle-Game',
    items: [
      {
        id: 'game-1',
        text:
          `Fight to the Finish: ${points(VICTORY_POINTS)} for victory, ${points(FORCE_POINTS.gun)} a gun, ` +
          `${points(FORCE_POINTS.cavalry)} a cavalryman, ${FORCE_POINTS.infantry} an infantryman, ` +
          `${points(PRISONER_POINTS)} for each prisoner on either side. Drawn when both forces are below ` +
          `${DRAW_THRESHOLD} men.`,
      },
      {
        id: 'game-1-note',
        text:
          `With fewer than ${SMALL_GAME_SIZE} a side, the minimum is ${SMALL_GAME_MINIMUM} a side (read by the ` +
          `edition as the draw threshold).`,
      },
      {
        id: 'game-2',
        text:
          `Blow at the Rear: ${words(BLOW_AT_THE_REAR_MEN)} men on the enemy’s back line win; the loser ` +
          `retreats off the field in ${words(BLOW_AT_THE_REAR_RETREAT_MOVES)} of his moves.`,
      },
      {
        id: 'game-3',
        text:
          `Defensive Game: defenders ${fractionWords(DEFENDER_FRACTION)} as strong try to stop the attackers ` +
          `reaching their back line with ${fractionWords(ARRIVAL_FRACTION)} of their strength; the defender ` +
          `may fire ${defenderFires === 1 ? 'at once' : `from his ${ordinal(defenderFires)} move`}.`,
      },
    ],
  },
  {
    id: 'forces',
    title: 'Composition of Forces',
    items: [
      {
        id: 'forces',
        text:
          `Equal forces, unless agreed otherwise; about 20 to 25 infantry and 12 to 15 cavalry to a gun. In ` +
          `the points game, infantry ${FORCE_POINTS.infantry}, cavalry ${points(FORCE_POINTS.cavalry)}, a gun ` +
          `${FORCE_POINTS.gun}, up to ${FORCE_LIMIT} points.`,
      },
    ],
  },
  {
    id: 'soldiers',
    title: 'Size of the Soldiers',
    items: [{ id: 'soldiers', text: 'All the soldiers of one size; the best are nearly two inches tall.' }],
  },
];

/** The URL of a rule's entry in the summary. */
const GLANCE_PATH = withBase('/little-wars/rules-at-a-glance/');
export function glanceHref(id: string): string {
  return `${GLANCE_PATH}#g-${id}`;
}
