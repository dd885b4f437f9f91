/**
 * The classroom view's controls: the button that opens or leaves it, and the line that lists its keys.
 */
import type { JSX } from 'preact';

/** The button into the classroom view, or out of it while it is open. */
export function ClassroomToggle({
  open,
  setOpen,
  disabled = false,
}: {
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  /** Until the island runs (and without JavaScript). */
  readonly disabled?: boolean;
}): JSX.Element {
  return open ? (
    <button type="button" class="classroom-exit" onClick={() => setOpen(false)}>
      Leave classroom view (Esc)
    </button>
  ) : (
    <button type="button" class="classroom-enter" disabled={disabled} onClick={() => setOpen(true)}>
      Classroom view
    </button>
  );
}

/** The keys of the classroom view, shown while it is open. */
export function ClassroomKeys(): JSX.Element {
  return (
    <p class="classroom-keys">
      Keys: ← → step the fight · P play or pause · [ ] or Page Up/Down previous or next example · Esc leave.
    </p>
  );
}
