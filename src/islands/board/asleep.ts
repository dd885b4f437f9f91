/**
 * Whether the board's island has not run yet (issue 21): in the HTML as built, and always without JavaScript, every
 * control of the board is built disabled (said "unavailable", skipped by Tab), and the board's line says what needs
 * JavaScript. HellwigBoard provides it; each control reads it, so no panel needs it passed down.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

export const BoardAsleep = createContext(false);

/** True until the board's island runs. */
export function useAsleep(): boolean {
  return useContext(BoardAsleep);
}
