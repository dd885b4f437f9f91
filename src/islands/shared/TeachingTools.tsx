/**
 * A widget's teaching tools in its header: "Predict first" (where the widget offers it) and the projector's button.
 * Both are in the HTML as built, disabled until the widget wakes, so the widget keeps its room.
 */
import type { JSX } from 'preact';
import { ProjectorControls } from './Projector.tsx';
import type { Projector } from './useProjector.ts';

export interface TeachingToolsProps {
  readonly mounted: boolean;
  readonly projector: Projector;
  /** Predict-then-reveal: whether it is on, and how to turn it on or off; absent where the widget does not offer it. */
  readonly predict?: { readonly on: boolean; readonly toggle: () => void } | undefined;
}

export function TeachingTools({ mounted, projector, predict }: TeachingToolsProps): JSX.Element {
  return (
    <div class="widget-tools">
      {predict && (
        <button
          type="button"
          class="predict-toggle"
          aria-pressed={predict.on}
          disabled={!mounted}
          onClick={predict.toggle}
        >
          Predict first
        </button>
      )}
      <ProjectorControls projector={projector} />
    </div>
  );
}
