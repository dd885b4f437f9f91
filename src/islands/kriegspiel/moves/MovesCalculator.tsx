/**
 * The moves calculator (appendix pp. 104–105, l.899–945): how far each arm, the General and boats go in a move, on a
 * road or across country, less the contours climbed and descended; whether wheels may take a slope; what an action
 * costs in moves; who may ford a river; and what a shell, rifle-fire or capture does to the General (p. 104, l.893),
 * under Colonel Sykes's rules or Wells' invulnerable General. Every number comes from the engine (`runMoves`); this
 * component only lays out the controls and words.
 */
import type { JSX } from 'preact';
import {
  GENERAL_MISHAPS,
  GENERAL_READINGS,
  KRIEGSPIEL_ACTIONS,
  KRIEGSPIEL_MOVERS,
  TWENTIES_READINGS,
} from '../../../rules/wells/index.ts';
import { pageHref } from '../../../edition/little-wars.ts';
import { RadioGroup } from '../../shared/RadioGroup.tsx';
import { Stepper } from '../../shared/Stepper.tsx';
import { WidgetFrame, WidgetResult } from '../../shared/WidgetFrame.tsx';
import { MOST_MEN, useCalculator, type CalculatorProps } from '../../shared/calculator.ts';
import { useHydrated } from '../../shared/hydrated.ts';
import { YES_NO } from '../supply/state.ts';
import { MOST_CONTOURS, MOVES_FIELDS } from './address.ts';
import { MoveBar } from './MoveBar.tsx';
import type { MovesState } from './presets.ts';
import { runMoves } from './state.ts';
import {
  DISABLEMENT_LABELS,
  MISHAP_LABELS,
  MOVER_LABELS,
  actionLabel,
  TWENTIES_LABELS,
  fateWords,
  movesReasons,
  movesSummary,
  movesWords,
} from './words.ts';

export function MovesCalculator({
  presets,
  initial,
  idPrefix = 'moves',
  address = null,
  heading = 3,
}: CalculatorProps<MovesState>): JSX.Element {
  const { state, problems, update, choose, active } = useCalculator(initial, presets, {
    namespace: address,
    fields: MOVES_FIELDS,
  });
  const live = useHydrated();
  const id = (s: string) => `${idPrefix}-${s}`;
  const outcome = runMoves(state);
  const stepper = (field: 'up' | 'down' | 'slope' | 'men', label: string, min: number, max: number) => (
    <Stepper
      id={id(field)}
      label={label}
      value={state[field]}
      min={min}
      max={max}
      disabled={!live}
      onChange={(n) => update({ [field]: n })}
    />
  );
  const embarking = state.action === 'infantry-embark' || state.action === 'infantry-disembark';

  return (
    <WidgetFrame
      id={idPrefix}
      heading={heading}
      kind="moves-calc"
      title="Moves calculator"
      sub={
        <>
          The moves (<a href={pageHref(104)}>pp. 104–105</a>): how far a body goes, what hills take from it, and what
          each action costs.
        </>
      }
      presets={presets}
      active={active}
      onChoose={choose}
      summary={outcome.ok ? movesSummary(state, outcome.value) : outcome.error.message}
      live={live}
      problems={problems}
    >
      <div class="widget-inputs">
        <RadioGroup
          name={id('mover')}
          legend="Who moves"
          options={KRIEGSPIEL_MOVERS}
          value={state.mover}
          label={(o) => MOVER_LABELS[o]}
          disabled={!live}
          onChange={(mover) => update({ mover })}
        />
        <RadioGroup
          name={id('road')}
          legend="On a road?"
          options={YES_NO}
          value={state.road}
          label={(o) => (o === 'yes' ? 'Yes, in twos or fours on a road' : 'No, across country')}
          disabled={!live}
          onChange={(road) => update({ road })}
        />
        <fieldset>
          <legend>The hills</legend>
          {stepper('up', 'Contours climbed', 0, MOST_CONTOURS)}
          {stepper('down', 'Contours descended', 0, MOST_CONTOURS)}
          {stepper('slope', 'Contours to a foot of slope, for wheels', 0, MOST_CONTOURS)}
        </fieldset>
        <fieldset>
          <legend>An action</legend>
          <label for={id('action')}>The action</label>{' '}
          <select
            id={id('action')}
            value={state.action}
            disabled={!live}
            onChange={(e) => {
              const action = KRIEGSPIEL_ACTIONS.find((a) => a === (e.target as HTMLSelectElement).value);
              if (action) update({ action });
            }}
          >
            {KRIEGSPIEL_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </select>
          {embarking && stepper('men', 'Men', 1, MOST_MEN)}
        </fieldset>
        {embarking && (
          <RadioGroup
            name={id('twenties')}
            legend="Men short of a twenty (the book does not say)"
            options={TWENTIES_READINGS}
            value={state.twenties}
            label={(o) => TWENTIES_LABELS[o]}
            edition={TWENTIES_READINGS[0]}
            gives={(twenties) => {
              const other = runMoves({ ...state, twenties });
              return other.ok ? movesWords(other.value.action.moves) : other.error.message;
            }}
            disabled={!live}
            onChange={(twenties) => update({ twenties })}
          />
        )}
        <RadioGroup
          name={id('mishap')}
          legend="What befalls the General"
          options={GENERAL_MISHAPS}
          value={state.mishap}
          label={(o) => MISHAP_LABELS[o]}
          disabled={!live}
          onChange={(mishap) => update({ mishap })}
        />
        <RadioGroup
          name={id('disablement')}
          legend="Disablement"
          options={GENERAL_READINGS}
          value={state.disablement}
          label={(o) => DISABLEMENT_LABELS[o]}
          edition={GENERAL_READINGS[0]}
          gives={(disablement) => {
            const other = runMoves({ ...state, disablement });
            return other.ok ? fateWords(other.value.fate) : other.error.message;
          }}
          disabled={!live}
          onChange={(disablement) => update({ disablement })}
        />
      </div>
      <WidgetResult outcome={outcome}>
        {(v) => (
          <>
            <dl class="widget-facts">
              <div>
                <dt>A move</dt>
                <dd>{v.move.moveInches} inches</dd>
              </div>
              <div>
                <dt>Taken by contours</dt>
                <dd>{v.move.contourInches} inches</dd>
              </div>
              <div>
                <dt>Over the ground</dt>
                <dd>{v.move.groundInches} inches</dd>
              </div>
              <div>
                <dt>Wheels on the slope</dt>
                <dd>{v.wheels ? 'passable' : 'impassable'}</dd>
              </div>
              <div>
                <dt>The action</dt>
                <dd>{movesWords(v.action.moves)}</dd>
              </div>
              <div>
                <dt>The General</dt>
                <dd>{fateWords(v.fate)}</dd>
              </div>
              {v.ford !== null && (
                <div>
                  <dt>Ford a river</dt>
                  <dd>{v.ford ? 'yes, in a move' : 'no: impassable'}</dd>
                </div>
              )}
            </dl>
            <ul class="widget-reasons">
              {[...v.move.steps, ...movesReasons(state, v)].map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <MoveBar move={v.move} caption={movesSummary(state, v)} />
          </>
        )}
      </WidgetResult>
    </WidgetFrame>
  );
}
