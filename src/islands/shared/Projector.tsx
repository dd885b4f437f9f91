/**
 * The projector mode's controls: the button that enters or leaves it, and the legend of its keys
 * shown while it is on.
 */
import type { JSX } from 'preact';
import './projector.css';
import type { Projector } from './useProjector.ts';

/**
 * The "Project" button and the key legend while projecting. The button is in the HTML as built, disabled until the
 * mode is available, so the widget keeps its room as it wakes; a phone's stylesheet leaves it out (projector.css).
 */
export function ProjectorControls({ projector }: { readonly projector: Projector }): JSX.Element {
  return (
    <div class="projector-controls">
      <button type="button" class="projector-toggle" disabled={!projector.available} onClick={projector.toggle}>
        {projector.on ? 'Leave the projector (Esc)' : 'Project'}
      </button>
      {projector.on && (
        <p class="projector-keys">
          Keys:{' '}
          {projector.legend.map(([keys, what], i) => (
            <span key={keys}>
              {i > 0 && ' · '}
              <kbd>{keys}</kbd> {what}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
