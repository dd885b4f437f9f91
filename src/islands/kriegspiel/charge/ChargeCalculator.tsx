/**
 * The charge calculator (Rules as to Cavalry Charging, l.1012–1052): cavalry charging infantry in either
 * order, dismounted or stationary or accepting cavalry, or a gun; the distance bands drawn; the losses
 * of each side with the engine's reasons, each with its page and line. Every number comes from the charge
 * functions of the engine (`runCharge` picks which); this component only lays out the controls and words.
 */
import type { JSX } from 'preact';
import {
  BAND_BOUNDARY_READINGS,
  CHARGING_DISTANCE_READINGS,
  COIN_SIDES,
  DOWNHILL_LOSS_READINGS,
  LOSS_FRACTION_READINGS,
  MAX_DOWNHILL_CONTOURS,
  POINT_DISTANCE_READINGS,
} from '../../../rules/wells/index.ts';
import { pageHref } from '../../../edition/little-wars.ts';
import { RadioGroup } from '../../shared/RadioGroup.tsx';
import { Stepper } from '../../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../../shared/WidgetFrame.tsx';
import { MOST_MEN, useCalculator, type CalculatorProps } from '../../shared/calculator.ts';
import { useHydrated } from '../../shared/hydrated.ts';
import { CHARGE_FIELDS } from './address.ts';
import { ChargeDrawing } from './ChargeDrawing.tsx';
import {
  CHARGE_TARGETS,
  RETIRING_CHOICES,
  drawnInches,
  isInfantry,
  mostInches,
  pricedAtFeet,
  runCharge,
  usesDistance,
  usesEnemy,
  type ChargeState,
} from './state.ts';
import {
  BAND_LABELS,
  BOUNDARY_LABELS,
  CHARGING_DISTANCE_LABELS,
  COIN_LABELS,
  DOWNHILL_LABELS,
  ENEMY_LABELS,
  FRACTION_LABELS,
  POINT_DISTANCE_LABELS,
  TARGET_LABELS,
  summary,
} from './words.ts';

export function ChargeCalculator({
  presets,
  initial,
  idPrefix = 'charge',
  address = null,
  heading = 3,
}: CalculatorProps<ChargeState>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: CHARGE_FIELDS,
  });
  const live = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;
  const outcome = runCharge(state);
  const t = state.target;
  const losses = (patch: Partial<ChargeState>) => {
    const other = runCharge({ ...state, ...patch });
    // In words, not signs: a reading that costs a side nothing said "cavalry −0".
    return other.ok
      ? `the cavalry lose ${other.value.cavalryLost}, the charged ${other.value.enemyLost}`
      : other.error.message;
  };

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="charge-calc"
      title="Charge calculator"
      sub={
        <>
          Rules as to <a href={pageHref(108)}>Cavalry Charging</a>: what a charge costs each side, by what is charged
          and how far off the charge starts.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={outcome.ok ? summary(state, outcome.value) : outcome.error.message}
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <RadioGroup
          name={id('target')}
          legend="The cavalry charge"
          options={CHARGE_TARGETS}
          value={t}
          label={(o) => TARGET_LABELS[o]}
          disabled={!live}
          onChange={(target) => update({ target })}
        />
        <fieldset>
          <legend>The bodies</legend>
          <Stepper
            id={id('sabres')}
            label="Sabres charging"
            value={state.sabres}
            min={1}
            max={MOST_MEN}
            disabled={!live}
            onChange={(n) => update({ sabres: n })}
          />
          {usesEnemy(t) && (
            <Stepper
              id={id('enemy')}
              label={ENEMY_LABELS[t]}
              value={state.enemy}
              min={1}
              max={MOST_MEN}
              disabled={!live}
              onChange={(n) => update({ enemy: n })}
            />
          )}
          {usesDistance(t) && (
            <Stepper
              id={id('distance')}
              label="Inches from the enemy at the start"
              value={state.distance}
              min={1}
              max={mostInches(state)}
              disabled={!live}
              onChange={(n) => update({ distance: n })}
            />
          )}
          {t === 'cavalry' && (
            <>
              <Stepper
                id={id('contours')}
                label="Contours crossed downhill"
                value={state.contours}
                min={0}
                max={MAX_DOWNHILL_CONTOURS}
                disabled={!live}
                onChange={(n) => update({ contours: n })}
              />
              <Stepper
                id={id('charging-support')}
                label="Charging side’s men within a move"
                value={state.chargingSupport}
                min={0}
                max={MOST_MEN}
                disabled={!live}
                onChange={(n) => update({ chargingSupport: n })}
              />
              <Stepper
                id={id('charged-support')}
                label="Charged side’s men within a move"
                value={state.chargedSupport}
                min={0}
                max={MOST_MEN}
                disabled={!live}
                onChange={(n) => update({ chargedSupport: n })}
              />
            </>
          )}
        </fieldset>
        {isInfantry(t) && (
          <RadioGroup
            name={id('retiring')}
            legend="Had they retired, and are still within charging distance?"
            options={RETIRING_CHOICES}
            value={state.retiring}
            label={(o) => (o === 'yes' ? 'Yes, retiring' : 'No, standing')}
            gives={(retiring) => losses({ retiring })}
            disabled={!live}
            onChange={(retiring) => update({ retiring })}
          />
        )}
        {t === 'cavalry' && (
          <RadioGroup
            name={id('coin')}
            legend="Equal numbers on the level: the coin falls to"
            options={COIN_SIDES}
            value={state.coin}
            label={(o) => COIN_LABELS[o]}
            disabled={!live}
            onChange={(coin) => update({ coin })}
          />
        )}
        {usesDistance(t) && t !== 'gun' && (
          <RadioGroup
            name={id('boundary')}
            legend="A charge from exactly one or two feet counts (the book does not say)"
            options={BAND_BOUNDARY_READINGS}
            value={state.boundary}
            label={(o) => BOUNDARY_LABELS[o]}
            edition={BAND_BOUNDARY_READINGS[0]}
            gives={(boundary) => losses({ boundary })}
            disabled={!live}
            onChange={(boundary) => update({ boundary })}
          />
        )}
        {usesDistance(t) && (
          <RadioGroup
            name={id('charging-distance')}
            legend="“Charging distance” (the book does not say)"
            options={CHARGING_DISTANCE_READINGS}
            value={state.chargingDistance}
            label={(o) => CHARGING_DISTANCE_LABELS[o]}
            edition={CHARGING_DISTANCE_READINGS[0]}
            gives={(chargingDistance) => losses({ chargingDistance })}
            disabled={!live}
            onChange={(chargingDistance) => update({ chargingDistance })}
          />
        )}
        {pricedAtFeet(state) && (
          <RadioGroup
            name={id('point-distance')}
            legend="A charge between whole feet is priced at"
            options={POINT_DISTANCE_READINGS}
            value={state.pointDistance}
            label={(o) => POINT_DISTANCE_LABELS[o]}
            edition={POINT_DISTANCE_READINGS[0]}
            gives={(pointDistance) => losses({ pointDistance })}
            disabled={!live}
            onChange={(pointDistance) => update({ pointDistance })}
          />
        )}
        {t === 'cavalry' && (
          <RadioGroup
            name={id('downhill-losses')}
            legend="Downhill, losses come off the real men (the book does not say)"
            options={DOWNHILL_LOSS_READINGS}
            value={state.downhillLosses}
            label={(o) => DOWNHILL_LABELS[o]}
            edition={DOWNHILL_LOSS_READINGS[0]}
            gives={(downhillLosses) => losses({ downhillLosses })}
            disabled={!live}
            onChange={(downhillLosses) => update({ downhillLosses })}
          />
        )}
        {t !== 'gun' && t !== 'stationary' && (
          <RadioGroup
            name={id('fractions')}
            legend="Fractions of a man (the book does not say)"
            options={LOSS_FRACTION_READINGS}
            value={state.fractions}
            label={(o) => FRACTION_LABELS[o]}
            edition={LOSS_FRACTION_READINGS[0]}
            gives={(fractions) => losses({ fractions })}
            disabled={!live}
            onChange={(fractions) => update({ fractions })}
          />
        )}
      </div>
      <WidgetResult outcome={outcome}>
        {(v) => (
          <>
            <figure class="charge-figure">
              {/* On a phone the drawing keeps its width, so its type stays 12 px, and this frame scrolls sideways. */}
              <div class="drawing-scroll" tabIndex={0} role="group" aria-label="The charge drawn">
                <ChargeDrawing state={state} band={v.band} most={drawnInches(state)} counts={v.counts} />
              </div>
            </figure>
            <dl class="widget-facts">
              {!v.mayCharge && (
                <div>
                  <dt>May charge</dt>
                  <dd>No: fewer than eight</dd>
                </div>
              )}
              {v.band && (
                <div>
                  <dt>Distance band</dt>
                  <dd>{BAND_LABELS[v.band]}</dd>
                </div>
              )}
              {t === 'cavalry' && v.counts !== state.sabres && (
                <div>
                  <dt>Charging numbers count as</dt>
                  <dd>{v.counts}</dd>
                </div>
              )}
              <div>
                <dt>Charging cavalry lost</dt>
                <dd>{v.cavalryLost}</dd>
              </div>
              {t === 'gun' ? (
                <div>
                  <dt>Guns captured</dt>
                  <dd>{v.gunsCaptured}</dd>
                </div>
              ) : (
                <div>
                  <dt>Men charged lost</dt>
                  <dd>{v.enemyLost}</dd>
                </div>
              )}
              {t === 'stationary' && (
                <div>
                  <dt>Put three feet back</dt>
                  <dd>{v.sentBack}</dd>
                </div>
              )}
              {t === 'cavalry' && (
                <div>
                  <dt>Prisoners</dt>
                  <dd>
                    {v.prisoners.charging} charging, {v.prisoners.charged} charged
                  </dd>
                </div>
              )}
            </dl>
            <ul class="widget-reasons">
              {v.steps.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
