/**
 * What the rules-history widget says (chapter II, pp. 14–33): each stage's name, the words of the
 * book that made it, and what it did to the raid on screen, sentence by sentence from the
 * engine's answer (`playStage`). Every number is the engine's or one of its constants.
 */
import {
  FIRST_TIME_LIMIT_MINUTES,
  type CaptureRule,
  HISTORY_SOURCES,
  type CoinFall,
  type HistoryStage,
  type ShortCrewReading,
  type StageOutcome,
} from '../../rules/wells/index.ts';
import type { GunState } from '../../rules/wells/index.ts';
import { plural } from '../shared/words.ts';

/** Each stage by name, in the order Wells tells them. */
export const STAGE_TITLES: Record<HistoryStage, string> = {
  'first-game': 'The first game: a toss of a coin',
  'both-die': 'Contact: both die',
  'crew-of-six': 'A gun needs six men',
  'four-shots': 'Four shots and four men',
  'time-limit': 'A time limit',
  isolation: 'Isolation',
  melee: 'The mêlée',
  axle: 'Capture past the axle',
};

/** The words of the book that made each stage, as the edition prints them. */
export const STAGE_WORDS: Record<HistoryStage, string> = {
  'first-game': '“if a man was moved up to touch another man, then we tossed up and decided which man was dead”',
  'both-die': '“when two men of opposite sides came into contact they would inevitably kill each other”',
  'crew-of-six': '“a gun could not be fired if there were not six … men within six inches of it”',
  'four-shots': '“we required that four men should be within six inches of a gun for it to be in action at all”',
  'time-limit': '“We made this an outside limit at first, ten minutes”',
  isolation:
    '“a man or a detachment shall be considered to be isolated when there is less than half its number of ' +
    'its own side within a move of it”',
  melee: '“we invented what we call the mêlée”',
  axle: '“requiring the capturing force … actually to pass the axle of the gun before it could be taken”',
};

export const COIN_LABELS: Record<CoinFall, string> = {
  alternate: 'turn about, the horsemen first',
  'for-horsemen': 'every toss to the horsemen',
  'for-gunners': 'every toss to the gunners',
};

export const SHORT_CREW_LABELS: Record<ShortCrewReading, string> = {
  silent: 'it may not fire (“not six”)',
  'shot-per-man': 'a shot for each man (“we tried”)',
};

/** The page a stage begins on. */
export const stagePage = (stage: HistoryStage) => HISTORY_SOURCES[stage].page;

/** The gun after the contact, in a few words: `4 shots`, `silent`, `taken`. */
export function gunWords(gun: StageOutcome['gun']): string {
  if (gun.state === 'captured') return 'taken';
  return gun.shots > 0 ? `in action, ${plural(gun.shots, 'shot', 'shots')}` : 'silent';
}

/** `1 in 1,024`, or `less than 1 in a million`. */
function odds(chance: number): string {
  return chance >= 1e-6 ? `1 in ${Math.round(1 / chance).toLocaleString('en-GB')}` : 'less than 1 in a million';
}

/** What the stage did to the raid, sentence by sentence. */
export function stageReasons(o: StageOutcome, horsemen: number): readonly string[] {
  const out: string[] = [];
  const { dead, prisoners, left } = o;
  if (o.decidedBy === 'no-contact') out.push('No one comes into contact.');
  if (o.decidedBy === 'coin-toss' && o.coin)
    out.push(
      `${plural(o.coin.tosses, 'toss', 'tosses')} of the coin, one at each contact, until one side is gone: ` +
        `${plural(dead.horsemen, 'horseman', 'horsemen')} and ${plural(dead.gunners, 'gunner', 'gunners')} ` +
        `dead. The chance of the coins falling just so is ${odds(o.coin.chance)}.`,
    );
  if (o.decidedBy === 'both-die')
    out.push(
      `Each horseman who reaches a man kills him and dies: ${dead.horsemen} dead on each side, with no chance in it.`,
    );
  if (o.horsemenIsolated !== null && o.stage === 'isolation')
    out.push(
      o.horsemenIsolated
        ? `The ${plural(horsemen, 'horseman is', 'horsemen are')} isolated, but the rule takes prisoners only ` +
            `when the larger force moves up to them: they charge first and kill man for man.`
        : `The horsemen are supported, so the rule of isolation does not touch them.`,
    );
  if (o.decidedBy === 'melee')
    out.push(
      `The mêlée settles it: ${dead.horsemen} dead on each ` +
        `side${prisoners.horsemen ? `, ${plural(prisoners.horsemen, 'horseman', 'horsemen')} taken prisoner` : ''}` +
        `${prisoners.gunners ? `, ${plural(prisoners.gunners, 'gunner', 'gunners')} taken prisoner` : ''}.`,
    );
  const gun = o.gun;
  if (gun.crewNeeded === 0)
    out.push(`The gun needs no men: it fires ${gun.shots} shots whoever is left, and may move two feet by itself.`);
  else if (gun.state === 'captured')
    out.push(
      `${plural(left.gunners, 'man', 'men')} of its own left by it and ` +
        `${plural(left.horsemen, 'horseman', 'horsemen')} on it: the gun is taken.`,
    );
  else
    out.push(
      `${plural(left.gunners, 'man', 'men')} left within six inches, and it needs ${gun.crewNeeded}: the gun ` +
        `is ${gunWords(gun)}.`,
    );
  if (o.timeLimitMinutes !== null)
    out.push(
      o.timeLimitMinutes === FIRST_TIME_LIMIT_MINUTES && o.stage === 'time-limit'
        ? `A move may take at most ${FIRST_TIME_LIMIT_MINUTES} minutes: nothing changes in this fight, but the ` +
            `gun’s long aiming ends.`
        : `A move of the gun’s side is timed by the rule of chapter III: ` +
            `${plural(o.timeLimitMinutes, 'minute', 'minutes')}.`,
    );
  return out;
}

/** Each capture rule of chapter II in the book's words (l.320–324, pp. 32–33). */
export const CAPTURE_RULE_WORDS: Record<CaptureRule, string> = {
  'within-six-inches':
    '“a gun was captured when it was out of action and four men of the opposite force were within six inches of it”',
  'past-the-axle': '“four men of it — actually to pass the axle of the gun before it could be taken”',
};

const GUN_STATE_WORDS: Record<GunState, string> = {
  'in-action': 'in action: it has its four men',
  'out-of-action': 'out of action, and not taken',
  captured: 'captured',
};

/** The disabled gun under the capture rule of a stage, in a sentence; `null` rule: the stage had none. */
export function captureWords(rule: CaptureRule | null, state: GunState | null): string {
  if (rule === null || state === null)
    return 'Wells tells of no rule for taking a gun until a gun needed four men (p. 23): the capture rule is not yet.';
  return (
    `By the rule ${rule === 'past-the-axle' ? 'of the axle (p. 33)' : 'of six inches (p. 32)'}, the gun is ` +
    `${GUN_STATE_WORDS[state]}.`
  );
}
