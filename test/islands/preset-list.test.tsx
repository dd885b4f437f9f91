/**
 * The grouped list of examples (the board page's, by §) redraws only the groups whose pressed button changes: the
 * button pressed still follows the example on screen from group to group, and a click still reaches the list's latest
 * handler in a group that was not redrawn.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { PresetList } from '../../src/islands/shared/PresetList.tsx';
import type { Preset } from '../../src/islands/shared/presets.ts';

afterEach(cleanup);

const preset = (id: string, cite: string): Preset<number> => ({
  id,
  title: `Example ${id}`,
  cite,
  href: `#${id}`,
  state: 0,
});
const PRESETS = [preset('a', '§47'), preset('b', '§62'), preset('c', '§47'), preset('d', '§9')];

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

test('the pressed button moves between groups with the example on screen', () => {
  const { rerender } = render(<PresetList id="p" presets={PRESETS} active={0} onChoose={() => undefined} grouped />);
  expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby'))).toEqual([
    'p',
    'p-9',
    'p-47',
    'p-62',
  ]);
  expect(pressed()).toEqual(['Example a']);
  rerender(<PresetList id="p" presets={PRESETS} active={1} onChoose={() => undefined} grouped />);
  expect(pressed()).toEqual(['Example b']);
  rerender(<PresetList id="p" presets={PRESETS} active={2} onChoose={() => undefined} grouped />);
  expect(pressed()).toEqual(['Example c']);
  rerender(<PresetList id="p" presets={PRESETS} active={-1} onChoose={() => undefined} grouped />);
  expect(pressed()).toEqual([]);
});

test('a click in a group that was not redrawn reaches the latest handler, with its preset', () => {
  const first = vi.fn();
  const latest = vi.fn();
  const { rerender } = render(<PresetList id="p" presets={PRESETS} active={0} onChoose={first} grouped />);
  // §9's group holds neither the example pressed before nor the one pressed now.
  rerender(<PresetList id="p" presets={PRESETS} active={1} onChoose={latest} grouped />);
  fireEvent.click(screen.getByRole('button', { name: 'Example d' }));
  expect(first).not.toHaveBeenCalled();
  expect(latest).toHaveBeenCalledWith(PRESETS[3], false);
});

test('until the island runs, every group’s buttons are disabled; then none is', () => {
  const { rerender } = render(
    <PresetList id="p" presets={PRESETS} active={0} onChoose={() => undefined} grouped disabled />,
  );
  expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  rerender(<PresetList id="p" presets={PRESETS} active={0} onChoose={() => undefined} grouped />);
  expect(screen.getAllByRole('button').some((b) => (b as HTMLButtonElement).disabled)).toBe(false);
});
