/**
 * The Fight-to-the-Finish scorer (game-1 and its Note): each side's points item by item, and
 * whether the battle is drawn under the chosen reading of the Note. Every number comes from
 * `fightToFinishScore`, `drawThreshold` and `isDrawn`.
 */
import type { JSX } from 'preact';
import {
  DRAW_THRESHOLD,
  FORCE_POINTS,
  GAME_RESULTS,
  PRISONER_POINTS,
  SIDES,
  SMALL_GAME_MINIMUM,
  SMALL_GAME_READINGS,
  SMALL_GAME_SIZE,
  VICTORY_POINTS,
  drawThreshold,
  fightToFinishScore,
  isDrawn,
  type GameResult,
  type ScoreBreakdown,
  type Side,
  type SideHoldings,
  type SmallGameReading,
} from '../../rules/wells/index.ts';
import { RULES_PATH, ruleHref } from '../../edition/addresses.ts';
import { RadioGroup } from '../shared/RadioGroup.tsx';
import { Stepper } from '../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../shared/WidgetFrame.tsx';
import { MOST_MEN, useCalculator, type CalculatorProps } from '../shared/calculator.ts';
import { tryRule } from '../../rules/result.ts';
import { formatPoints, plural } from '../shared/words.ts';
import type { FinishState } from './presets.ts';
import { FINISH_FIELDS, HOLDINGS } from './address.ts';
import { useHydrated } from '../shared/hydrated.ts';

const LABELS: Record<Side, string> = { a: 'A', b: 'B' };
/** The edition's note on the readings of the Note. */
const NOTE_HREF = `${RULES_PATH}#note-minimum-ten`;

/** The lines of the score, with the points each counts for. */
const ITEMS: readonly (readonly [Exclude<keyof ScoreBreakdown, 'total'>, string])[] = [
  ['victory', `Victory (${VICTORY_POINTS}, divided if drawn)`],
  ['guns', `Guns held (${formatPoints(FORCE_POINTS.gun)} each)`],
  ['cavalry', `Cavalry (${formatPoints(FORCE_POINTS.cavalry)} each)`],
  ['infantry', `Infantry (${formatPoints(FORCE_POINTS.infantry)} each)`],
  ['ownMenHeld', `Own men prisoner of the enemy (${formatPoints(PRISONER_POINTS)} each)`],
  ['prisonersTaken', `Prisoners taken (${formatPoints(PRISONER_POINTS)} each)`],
];

const RESULT_LABELS: Record<GameResult, string> = {
  a: 'A won',
  b: 'B won',
  drawn: `drawn, the ${VICTORY_POINTS} divided`,
  undecided: 'still undecided',
};

/** The readings of the Note (AMB-9) in words. */
const SMALL_GAME_LABELS: Record<SmallGameReading, string> = {
  'draw-threshold-10':
    `with fewer than ${SMALL_GAME_SIZE} a side, drawn below ${SMALL_GAME_MINIMUM} men instead of ` +
    `${DRAW_THRESHOLD}`,
  'minimum-force-10': `no game of fewer than ${SMALL_GAME_MINIMUM} a side; drawn below ${DRAW_THRESHOLD} men`,
};

export function FinishScorer({
  presets,
  initial,
  idPrefix = 'finish',
  address = null,
  heading = 3,
}: CalculatorProps<FinishState>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: FINISH_FIELDS,
  });
  const live = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;
  const score = tryRule(() => fightToFinishScore({ result: state.result, a: state.a, b: state.b }));
  // The draw rule counts free men only (note draw-count): cavalry and infantry alive and uncaptured.
  const men = { a: state.a.cavalry + state.a.infantry, b: state.b.cavalry + state.b.infantry };
  const drawUnder = (smallGame: SmallGameReading) =>
    tryRule(() => ({
      threshold: drawThreshold(state.startingMen, { smallGame }),
      drawn: isDrawn({ men, startingMen: state.startingMen }, { smallGame }),
    }));
  const draw = drawUnder(state.smallGame);
  const gives = (smallGame: SmallGameReading) => {
    const other = drawUnder(smallGame);
    return other.ok
      ? `below ${other.value.threshold} here, so ${other.value.drawn ? 'drawn' : 'not drawn'}`
      : other.error.message;
  };
  const setSide = (side: Side, patch: Partial<SideHoldings>) =>
    update(side === 'a' ? { a: { ...state.a, ...patch } } : { b: { ...state.b, ...patch } });

  const drawSaid = draw.ok
    ? `A has ${plural(men.a, 'man', 'men')} free and B ${men.b}; ` +
      (draw.value.drawn
        ? `both are below ${draw.value.threshold}, so an undecided battle is drawn`
        : `they are not both below ${draw.value.threshold}, so the battle is not drawn`) +
      `.`
    : draw.error.message;
  const totals = score.ok
    ? `A ${formatPoints(score.value.a.total)} points, B ${formatPoints(score.value.b.total)}. `
    : `${score.error.message} `;

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="finish-calc"
      title="Fight-to-the-Finish scorer"
      sub={
        <>
          Game <a href={ruleHref('game-1')}>(1)</a> and its Note: the points of both sides, and whether the battle is
          drawn.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={totals + drawSaid}
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        {SIDES.map((side) => (
          <fieldset key={side}>
            <legend>Side {LABELS[side]} at the end</legend>
            {HOLDINGS.map((h) => (
              <Stepper
                key={h.key}
                id={id(`${side}-${h.key}`)}
                label={`${LABELS[side]}: ${h.label}`}
                value={state[side][h.key]}
                min={0}
                max={h.max}
                disabled={!live}
                onChange={(n) => setSide(side, { [h.key]: n })}
              />
            ))}
          </fieldset>
        ))}
        <RadioGroup
          name={id('result')}
          legend="The result"
          options={GAME_RESULTS}
          value={state.result}
          label={(r) => RESULT_LABELS[r]}
          disabled={!live}
          onChange={(result) => update({ result })}
        />
      </div>
      <WidgetResult outcome={score}>
        {(points) => (
          <table class="widget-table">
            <caption class="visually-hidden">Points of the Fight to the Finish</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                {SIDES.map((s) => (
                  <th key={s} scope="col">
                    {LABELS[s]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ITEMS.map(([key, label]) => (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  {SIDES.map((s) => (
                    <td key={s}>{formatPoints(points[s][key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                {SIDES.map((s) => (
                  <td key={s}>{formatPoints(points[s].total)}</td>
                ))}
              </tr>
            </tfoot>
          </table>
        )}
      </WidgetResult>
      <h4 class="widget-part">The draw</h4>
      <div class="widget-inputs">
        <fieldset>
          <legend>Men each side started with</legend>
          {SIDES.map((side) => (
            <Stepper
              key={side}
              id={id(`${side}-start`)}
              label={`${LABELS[side]}: men at the start`}
              value={state.startingMen[side]}
              min={1}
              max={MOST_MEN}
              disabled={!live}
              onChange={(n) => update({ startingMen: { ...state.startingMen, [side]: n } })}
            />
          ))}
        </fieldset>
        <RadioGroup
          name={id('small-game')}
          legend={
            <>
              The Note: “the minimum must be 10 a side” (<a href={NOTE_HREF}>note</a>)
            </>
          }
          options={SMALL_GAME_READINGS}
          value={state.smallGame}
          label={(r) => SMALL_GAME_LABELS[r]}
          edition={SMALL_GAME_READINGS[0]}
          gives={gives}
          disabled={!live}
          onChange={(smallGame) => update({ smallGame })}
        />
      </div>
      <WidgetResult outcome={draw}>
        {({ drawn }) => (
          <>
            <p class="widget-verdict">{drawSaid}</p>
            {drawn && state.result === 'undecided' && (
              <p>Choose “drawn” above to divide the {VICTORY_POINTS} points for victory.</p>
            )}
            {!drawn && state.result === 'drawn' && (
              <p>The draw rule does not yet apply: the battle is drawn only if the players agree.</p>
            )}
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
