/**
 * The engine's answer for the case: the branch of rule (3) it took, the table of dead, prisoners
 * and men left, its working and who chooses, the other readings that disagree, the fight drawn;
 * or the sentence it refused the case with. A summary is said aloud after every change.
 */
import { useMemo } from 'preact/hooks';
import type { ComponentChildren, JSX } from 'preact';
import type { MeleeResult } from '../../../rules/wells/index.ts';
import type { MeleeCase } from '../hooks/useMeleeCase.ts';
import { alternativesOf } from '../outcome.ts';
import type { MeleeState } from '../state.ts';
import { RULE_NAMES, RULES_PATH, summary } from '../words.ts';
import { Fight } from './Fight.tsx';

/** The rule taken and the outcome for each side, as a table. */
function OutcomeTable({ state, result }: { readonly state: MeleeState; readonly result: MeleeResult }): JSX.Element {
  const { labels } = state;
  return (
    <>
      <p class="melee-rule">
        <a href={`${RULES_PATH}#${result.cite}`}>{RULE_NAMES[result.rule]}</a>
      </p>
      <table class="melee-table">
        <caption class="visually-hidden">Outcome of the mêlée</caption>
        <thead>
          <tr>
            <th scope="col">Side</th>
            <th scope="col">In the mêlée</th>
            <th scope="col">Dead</th>
            <th scope="col">Prisoners</th>
            <th scope="col">Left fighting</th>
          </tr>
        </thead>
        <tbody>
          {(['a', 'b'] as const).map((s) => (
            <tr key={s}>
              <th scope="row">{labels[s]}</th>
              <td>{state[s]}</td>
              <td>{result.dead[s]}</td>
              <td>{result.prisoners[s]}</td>
              <td>{result.survivors[s]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The engine's working, line by line, and who chooses the dead (rule 3). */
function Working({ state, result }: { readonly state: MeleeState; readonly result: MeleeResult }): JSX.Element {
  const charger = state.labels[state.charger];
  const other = state.labels[state.charger === 'a' ? 'b' : 'a'];
  return (
    <ol class="melee-steps">
      {result.steps.map((line) => (
        <li key={line}>{line}</li>
      ))}
      <li>
        {charger} charged, so {charger} decides which men of both sides die and which are taken (
        <a href={`${RULES_PATH}#melee-3-choice`}>rule 3</a>); {other} has no choice.
      </li>
    </ol>
  );
}

/** The result of the case on the calculator, or why it has none, and its spoken summary. */
export function Result({
  melee,
  mounted,
  embedded,
  marks,
}: {
  readonly melee: MeleeCase;
  readonly mounted: boolean;
  readonly embedded: boolean;
  /** The reader's prediction marked against this result, when they predicted first. */
  readonly marks?: ComponentChildren;
}): JSX.Element {
  const { state, outcome } = melee;
  const alternatives = useMemo(() => alternativesOf(state, outcome), [outcome, state]);
  return (
    <div class="melee-result">
      {outcome.ok ? (
        <>
          {marks}
          <OutcomeTable state={state} result={outcome.result} />
          {!embedded && <Working state={state} result={outcome.result} />}
          {alternatives.length > 0 && (
            <div class="melee-alternatives">
              <p>Other readings give a different result:</p>
              <ul>
                {alternatives.map((a) => (
                  <li key={a.key}>{a.text}</li>
                ))}
              </ul>
            </div>
          )}
          <Fight melee={melee} result={outcome.result} controls={!embedded} disabled={!mounted} />
        </>
      ) : (
        <p class="widget-error" role="alert">
          {outcome.message}
        </p>
      )}
      <p class="visually-hidden" aria-live="polite">
        {outcome.ok ? summary(outcome.result, state.labels) : outcome.message}
      </p>
    </div>
  );
}
