/**
 * The board's DOM duties after a change: bring a square into view (in the board's own frame, or
 * on the page when it is off the screen), and put focus back in the board when the control that
 * had it is gone or disabled by the change it made (a move's button, "Wheel"), never on <body>.
 */
import { useEffect, useLayoutEffect, useRef, type MutableRef } from 'preact/hooks';
import type { BoardModel } from '../state/model.ts';
import { reducedMotion } from './useWheelAnimation.ts';

/** Bring a square of the plate into view if it is off the screen, smoothly unless the reader asks for less motion. */
function showSquare(root: HTMLElement, sq: number): void {
  const el = root.querySelector(`[data-square="${sq}"]`);
  if (!el) return;
  const box = el.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth) return;
  el.scrollIntoView({ block: 'center', inline: 'center', behavior: reducedMotion() ? 'instant' : 'smooth' });
}

/**
 * Scroll the board's own frame (never the page) so a square stands in its middle: on a phone the plate is wider than
 * its frame.
 */
export function centreInFrame(root: HTMLElement, sq: number): void {
  const frame = root.querySelector<HTMLElement>('.board-frame');
  const el = frame?.querySelector(`[data-square="${sq}"]`);
  if (!frame || !el || frame.scrollWidth <= frame.clientWidth) return;
  const f = frame.getBoundingClientRect();
  const b = el.getBoundingClientRect();
  frame.scrollLeft += b.left + b.width / 2 - (f.left + frame.clientWidth / 2);
}

/**
 * Returns `beforeChange`, to call as an action is dispatched: it notes whether focus was inside
 * the board then, which decides whether focus is put back after the change.
 */
export function useBoardView(root: MutableRef<HTMLElement | null>, model: BoardModel): () => void {
  const inside = useRef(false);
  const seen = useRef(model.focus.seq);
  useEffect(() => {
    if (!model.reveal || !root.current) return;
    if (model.reveal.page) showSquare(root.current, model.reveal.square);
    else centreInFrame(root.current, model.reveal.square);
    // each reveal is a new object, made by the action that asks for it; root is a ref
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model.reveal]);
  // Before paint, so the focus ring moves with the change it follows.
  useLayoutEffect(() => {
    if (seen.current === model.focus.seq) return;
    seen.current = model.focus.seq;
    const el = root.current;
    const active = document.activeElement as HTMLElement | null;
    if (
      !el ||
      !inside.current ||
      (active && active !== document.body && el.contains(active) && !(active as HTMLButtonElement).disabled)
    )
      return;
    const wanted = model.focus.next ? el.querySelector<HTMLButtonElement>(model.focus.next) : null;
    (wanted && !wanted.disabled ? wanted : el.querySelector<HTMLElement>('.board-frame'))?.focus();
  });
  return () => {
    inside.current = root.current?.contains(document.activeElement) ?? false;
  };
}
