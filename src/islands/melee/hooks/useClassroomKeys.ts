/**
 * Classroom mode: full window, large type; keys step through the examples and the fight, and
 * Escape leaves. Keys typed into a field are the field's.
 */
import { useEffect, type MutableRef } from 'preact/hooks';
import type { Preset } from '../../shared/presets.ts';
import type { MeleeState } from '../state.ts';
import type { MeleeCase } from './useMeleeCase.ts';

/** While `open`, answer the classroom keys, focus the way out and mark the page as taken over. */
export function useClassroomKeys(
  open: boolean,
  close: () => void,
  root: MutableRef<HTMLElement | null>,
  presets: readonly Preset<MeleeState>[],
  melee: MeleeCase,
): void {
  const { activePreset, frames, step, choosePreset, flipPlaying } = melee;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('input, select, textarea')) return;
      if (e.key === 'Escape') close();
      else if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'PageDown' || e.key === ']') {
        const next = presets[(activePreset + 1) % presets.length];
        if (next) choosePreset(next);
      } else if (e.key === 'PageUp' || e.key === '[') {
        const prev = presets[(activePreset - 1 + presets.length) % presets.length];
        if (prev) choosePreset(prev);
      } else if (e.key === 'p') flipPlaying();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    root.current?.querySelector<HTMLElement>('.classroom-exit')?.focus();
    document.documentElement.classList.add('classroom-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('classroom-open');
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- step, choosePreset and close only set state (step from frames, listed); presets is a prop fixed for the island's life
  }, [open, activePreset, frames]);
}
