/**
 * The text beside the map for one half-move: where it stands in the book (pages, figures,
 * source lines), the narrator's words, the general's where he tells it otherwise, what the rules
 * make of it (from the engine), the assumptions it needs and sidenotes on the inconsistencies.
 */
import { Fragment, type ComponentChildren, type JSX } from 'preact';
import type { Apparatus, AssumptionId, BattleStep, InconsistencyId } from '../../rules/wells/hooks-farm/index.ts';
import { hooksFarmNoteHref, pageHref, plateHref } from '../../edition/little-wars.ts';
import { describeEvents, moveLines } from './words.ts';

export interface StepTextProps {
  readonly step: BattleStep;
  readonly prev: BattleStep | undefined;
  readonly assumptions: readonly Apparatus<AssumptionId>[];
  readonly inconsistencies: readonly Apparatus<InconsistencyId>[];
  /** The heading level of the half-move's title. */
  readonly level: 3 | 4;
  /** Id of the title, unique on the page. */
  readonly titleId: string;
  /** The mêlée, worked in the calculator, where the half-move has one. */
  readonly children?: ComponentChildren;
}

function Pages({ pages }: { pages: readonly number[] }): JSX.Element {
  return (
    <>
      {pages.length > 1 ? 'pp. ' : 'p. '}
      {pages.map((p, i) => (
        <Fragment key={p}>
          {i > 0 && ', '}
          <a href={pageHref(p)}>{p}</a>
        </Fragment>
      ))}
    </>
  );
}

/** The half-move's text, as the replay shows it and as the static sequence prints it. */
/**
 * A quotation cut from its sentence is marked so: an ellipsis where it begins mid-sentence or stops short of the full
 * stop.
 */
export function excerpt(text: string): string {
  return `${/^[a-z]/.test(text) ? '…' : ''}${text}${/[.!?:;”’)]$/.test(text) ? '' : '…'}`;
}

export function StepText({
  step,
  prev,
  assumptions,
  inconsistencies,
  level,
  titleId,
  children,
}: StepTextProps): JSX.Element {
  const h = step.halfMove;
  const H = level === 3 ? 'h3' : 'h4';
  const Sub = level === 3 ? 'h4' : 'h5';
  const events = describeEvents(prev, step);
  const moves = moveLines(step);
  const used = assumptions.filter((a) => h.assumptions.includes(a.id));
  const notes = inconsistencies.filter((n) => h.inconsistencies.includes(n.id));
  return (
    <div class="hf-step-text">
      <H id={titleId} class="hf-step-title">
        {h.title}
      </H>
      {/* Keyed by the half-move: Preact misplaced the keyed page links among their unkeyed neighbours when their number
         changed between steps. */}
      <p class="hf-cite" key={h.id}>
        <Pages pages={h.cite.pages} />
        {h.figures.length > 0 && (
          <>
            {' · '}
            {h.figures.length > 1 ? 'figures ' : 'figure '}
            {h.figures.map((f, i) => (
              <Fragment key={f}>
                {i > 0 && ', '}
                <a href={plateHref(f)}>{f}</a>
              </Fragment>
            ))}
          </>
        )}
        {' · '}
        {h.cite.lines[1] !== h.cite.lines[0]
          ? `source lines ${h.cite.lines[0]}–${h.cite.lines[1]}`
          : `source line ${h.cite.lines[0]}`}
      </p>
      <p class="hf-gist">
        <span class="hf-kicker">In brief (the editors):</span> {h.gist}
      </p>
      {h.narrator.length > 0 ? (
        <blockquote class="hf-narrator">
          {h.narrator.map((q) => (
            <p key={q.line + q.text.slice(0, 12)}>{excerpt(q.text)}</p>
          ))}
          <footer>
            The narrator, l. {h.narrator[0]!.line}
            {h.narrator.length > 1 ? `–${h.narrator.at(-1)!.line}` : ''}
          </footer>
        </blockquote>
      ) : (
        <p class="hf-untold">
          <strong>Not in the text.</strong> The text tells nothing of this half-move: what the map shows of it (drawn
          dashed) is the editors’ invention, to carry the battle on to the retreat it sums up.
        </p>
      )}
      {h.general.length > 0 && (
        <div class="hf-general">
          <Sub class="hf-sub">The general’s version</Sub>
          <blockquote>
            {h.general.map((q) => (
              <p key={q.line + q.text.slice(0, 12)}>{excerpt(q.text)}</p>
            ))}
            <footer>
              General H. G. W., l. {h.general[0]!.line}
              {h.general.length > 1 ? `–${h.general.at(-1)!.line}` : ''}
            </footer>
          </blockquote>
        </div>
      )}
      {events.length > 0 && (
        <>
          <Sub class="hf-sub">By the rules</Sub>
          <ul class="hf-events">
            {events.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      )}
      {step.melees.map((m) => (
        <ol key={m.example} class="hf-melee-steps" aria-label="The mêlée worked by the rules">
          {m.result.steps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      ))}
      {children}
      {moves.length > 0 && (
        <details class="hf-moves">
          <summary>Every move, measured ({moves.length})</summary>
          <ul>
            {moves.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </details>
      )}
      {used.length > 0 && (
        <div class="hf-assumptions">
          <Sub class="hf-sub">Assumptions</Sub>
          <ul>
            {used.map((a) => (
              <li key={a.id}>
                <span class="hf-id">{a.id}</span> <strong>{a.title}.</strong> {a.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {notes.length > 0 && (
        <div class="hf-sidenotes">
          <Sub class="hf-sub">Sidenotes: where the text disagrees with itself</Sub>
          {notes.map((n) => (
            <p key={n.id} class="hf-sidenote" role="note">
              <span class="hf-id">{n.id}</span> <strong>{n.title}.</strong> {n.text}
              {n.note && (
                <>
                  {' '}
                  <a href={hooksFarmNoteHref(n.note)}>Note in chapter IV</a>.
                </>
              )}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
