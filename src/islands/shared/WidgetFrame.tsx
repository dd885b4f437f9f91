/**
 * The frame of a calculator: its heading (an h3 under a section's h2 by default; the page may ask for the level that
 * fits its outline), a line on what
 * it does, the book's examples, the widget's own inputs and results, and a polite live region
 * that announces the result in one sentence whenever it changes; and its projector mode, where
 * Page Up and Page Down go through the examples. Its controls are in the HTML as built, disabled
 * until the island runs, so a keyboard reader meets them in reading order; a line shown only
 * without JavaScript says what needs it.
 */
import { useRef } from 'preact/hooks';
import type { ComponentChildren, JSX } from 'preact';
import { AddressProblems } from './AddressProblems.tsx';
import { PresetList } from './PresetList.tsx';
import { ProjectorControls } from './Projector.tsx';
import { useProjector } from './useProjector.ts';
import type { Preset } from './presets.ts';
import type { Result } from '../../rules/result.ts';
import type { HeadingLevel } from './headingLevel.ts';

export interface WidgetFrameProps<S> {
  /** Prefix of the element ids, unique on the page. */
  readonly id: string;
  /** Extra class naming the widget, for its own styles. */
  readonly kind: string;
  readonly title: string;
  /** The level of its heading, to fit the page's outline (3: under a section's h2). */
  readonly heading?: HeadingLevel;
  readonly sub: ComponentChildren;
  readonly presets: readonly Preset<S>[];
  readonly active: number;
  readonly onChoose: (preset: Preset<S>) => void;
  /** The result in one sentence, for the live region. */
  readonly summary: string;
  /** Whether the island runs: until then its controls are disabled. */
  readonly live: boolean;
  /** What the address asked for that could not be used. */
  readonly problems?: readonly string[];
  readonly children: ComponentChildren;
}

export function WidgetFrame<S>({
  id,
  kind,
  title,
  heading = 3,
  sub,
  presets,
  active,
  onChoose,
  summary,
  live,
  problems = [],
  children,
}: WidgetFrameProps<S>): JSX.Element {
  const root = useRef<HTMLElement>(null);
  const example = (delta: number) => {
    const next = presets[(active + delta + presets.length) % presets.length];
    if (next) onChoose(next);
  };
  const projector = useProjector(
    root,
    presets.length > 1 ? { 'next-example': () => example(1), 'previous-example': () => example(-1) } : {},
  );
  const H = `h${heading}` as const;
  return (
    <section
      ref={root}
      class={`widget widget-framed ${kind}${projector.on ? ' projecting' : ''}`}
      aria-labelledby={`${id}-title`}
      data-pagefind-ignore="all"
    >
      <header class="widget-head">
        <H id={`${id}-title`}>{title}</H>
        <p class="widget-sub">{sub}</p>
        <ProjectorControls projector={projector} />
      </header>
      {!live && (
        <p class="widget-static-note">
          Changing the numbers and choosing an example need JavaScript, which is off: the case shown is worked below.
        </p>
      )}
      {problems.length > 0 && <AddressProblems problems={problems} />}
      <PresetList id={`${id}-presets`} presets={presets} active={active} onChoose={onChoose} disabled={!live} />
      {children}
      <p class="visually-hidden" aria-live="polite">
        {summary}
      </p>
    </section>
  );
}

/** The results of a calculator, or the engine's message as an alert when it refused the input. */
export function WidgetResult<T>({
  outcome,
  children,
}: {
  readonly outcome: Result<T>;
  readonly children: (value: T) => ComponentChildren;
}): JSX.Element {
  return (
    <div class="widget-result">
      {outcome.ok ? (
        children(outcome.value)
      ) : (
        <p class="widget-error" role="alert">
          {outcome.error.message}
        </p>
      )}
    </div>
  );
}
