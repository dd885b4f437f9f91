/**
 * The exercise sheet keeps its choices in the address through the one hook every widget uses
 * (src/islands/shared/useAddressState.ts): the sheet of the address is made again, a key given twice
 * with different values is named (not resolved), and a new sheet is written back when the teacher
 * pauses, with every other key of the address and its #fragment kept.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ADDRESS_PAUSE_MS } from '../../src/islands/shared/useAddressState.ts';
import { WellsExercises } from '../../src/islands/exercises/WellsExercises.tsx';

const setUrl = (rest: string) => history.replaceState(null, '', `/little-wars/exercises/${rest}`);
const pause = () =>
  act(() => {
    vi.advanceTimersByTime(ADDRESS_PAUSE_MS);
  });
const exercises = () => document.querySelectorAll('.exercise').length;

beforeEach(() => {
  setUrl('');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the exercise sheet’s address', () => {
  test('the sheet of an address handed to a class is made again, its plain keys as they always were', () => {
    setUrl('?seed=abc&topics=melee,guns&level=mixed&n=3');
    render(<WellsExercises />);
    expect(exercises()).toBe(3);
    expect(document.querySelector('.exercise-address')?.textContent).toContain('Seed abc, 3 exercises');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a key given twice with different values is named, and the default stands for it', () => {
    setUrl('?seed=abc&seed=xyz&n=2');
    render(<WellsExercises />);
    expect(screen.getByRole('alert').textContent).toContain('“seed” is given 2 times with different values');
    expect(exercises()).toBe(2);
    expect(document.querySelector('.exercise-address')?.textContent).not.toMatch(/Seed (abc|xyz)/);
  });

  test(
    'nothing is written until a sheet is made; then, after the pause, its keys with every other key and the ' +
      'fragment',
    async () => {
      setUrl('?utm_source=class&seed=abc&n=2#top');
      const spy = vi.spyOn(history, 'replaceState');
      render(<WellsExercises />);
      await pause();
      expect(spy).not.toHaveBeenCalled();
      await fireEvent.input(screen.getByLabelText('Number of exercises'), { target: { value: '4' } });
      await fireEvent.click(screen.getByRole('button', { name: 'Make the sheet' }));
      expect(exercises()).toBe(4);
      expect(spy).not.toHaveBeenCalled();
      await pause();
      // Other keys first, in their order; the sheet's after them, its topics joined by plain commas.
      expect(location.search).toMatch(/^\?utm_source=class&seed=abc&topics=[a-z-]+(,[a-z-]+)+&level=[a-z]+&n=4$/);
      const q = new URLSearchParams(location.search);
      expect(q.get('utm_source')).toBe('class');
      expect(q.getAll('seed')).toEqual(['abc']);
      expect(q.get('n')).toBe('4');
      expect(location.hash).toBe('#top');
    },
  );
});
