/**
 * The projector mode's controls: the button that enters or leaves it, and the legend of its keys
 * shown while it is on.
 */
import type { JSX } from 'preact';
import './projector.css';
import type { Projector } from './useProjector.ts';

/** The "Project" button (nothing where the mode is not offered), and the key legend while projecting. */
export function ProjectorControls({ projector }: { readonly projector: Projector }): JSX.Element | null {
  if (!projector.available) return null;
  return (
    <div class="projector-controls">
      <button type="button" class="projector-toggle" onClick={projector.toggle}>
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
