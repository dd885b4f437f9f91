/**
 * The replay's own sentences: the ledger after the half-move on screen, row by row, and what the live region says
 * as a prediction is revealed step by step. Every number is the engine's.
 */
import type { BattleStep } from '../../rules/wells/hooks-farm/index.ts';
import { choicesFor, type ReplayPredict } from './predict.ts';
import { markWords, revealLines } from './PredictPanel.tsx';
import { arms } from './words.ts';

/** The ledger after a half-move, as the rows of its list: what each side has on the field, lost and holds. */
export function nowRows(step: BattleStep): readonly (readonly [string, string | number])[] {
  const { red, blue } = step.ledger;
  const escapedGuns = red.guns.escaped ? `, ${red.guns.escaped} gun${red.guns.escaped > 1 ? 's' : ''}` : '';
  return [
    ['Red on the field', arms(red.onField)],
    ['Red guns (in action)', `${red.guns.inAction + red.guns.outOfAction} (${red.guns.inAction})`],
    ['Red dead', red.dead.infantry + red.dead.cavalry],
    ['Red escaped', `${red.escaped.infantry + red.escaped.cavalry} men${escapedGuns}`],
    ['Red men whose fate is not told', red.untold.infantry + red.untold.cavalry],
    ['Blue on the field', arms(blue.onField)],
    ['Blue guns (in action)', `${blue.guns.inAction + blue.guns.outOfAction} (${blue.guns.inAction})`],
    ['Blue dead', blue.dead.infantry + blue.dead.cavalry],
    ['Prisoners Blue holds', blue.prisonersHeld],
    ['Guns Blue has captured', blue.gunsCaptured],
  ];
}

/** What the live region says of a revealed prediction: right or wrong first, then the step of the reveal. */
export function sayPredict(predict: ReplayPredict, steps: readonly BattleStep[]): string {
  if (predict.phase !== 'revealed') return '';
  const [from, to] = [steps[predict.from], steps[predict.from + 1]];
  if (!from || !to) return '';
  const choices = choicesFor(from, to);
  const lines = revealLines(from, to);
  const right = choices.find((c) => c.key === predict.choice)?.engine === true;
  const mark = markWords(right, choices.find((c) => c.engine)?.text ?? '');
  const said = `Step ${predict.step} of ${lines.length}: ${lines[predict.step - 1] ?? ''}`;
  return predict.step === 1 ? `${mark} ${said}` : said;
}
