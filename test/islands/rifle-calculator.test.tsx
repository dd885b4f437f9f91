import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { RifleCalculator } from '../../src/islands/kriegspiel/rifle/RifleCalculator.tsx';
import { RIFLE_EXAMPLES, RIFLE_PRESETS } from '../../src/islands/kriegspiel/rifle/presets.ts';
import { announced, choosePreset, expectRefused, fact } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';

afterEach(cleanup);

const open = (initial = RIFLE_PRESETS[0]!.state) =>
  render(<RifleCalculator presets={RIFLE_PRESETS} initial={initial} />);

describe('the rifle-fire calculator', () => {
  test('opens on five men in a line: one shot, drawn over the middle man, and says why', () => {
    open();
    expect(screen.getByRole('heading', { level: 3, name: 'Rifle-fire calculator' })).toBeTruthy();
    expect(fact('Shots this move')).toBe('1');
    expect(
      screen.getByText(/for every 5 infantry-men roughly in a line who do not move \(p\. 102, l\. 883\)/),
    ).toBeTruthy();
    expect(document.querySelectorAll('.rifle-firing')).toHaveLength(5);
    expect(document.querySelectorAll('.rifle-shot')).toHaveLength(1);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Rifle-fire: 5 men in a line, 1 shot.');
  });

  test('there is a preset for every rifle example of the book, linked to its page', () => {
    expect(RIFLE_PRESETS.map((p) => p.id)).toEqual(RIFLE_EXAMPLES.map((row) => row.id));
    expect(RIFLE_PRESETS.map((p) => p.label)).toEqual(RIFLE_EXAMPLES.map((row) => `p. ${row.page}`));
  });

  test.each(RIFLE_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open({ infantry: 13, moved: 'no', ammunition: 'no' });
      await choosePreset(row.title, exampleHref(row));
      const stated = { ...row.outcome, ...row.derived?.outcome };
      expect(stated.shots).toBeDefined();
      expect(fact('Shots this move')).toBe(String(stated.shots));
      if (stated.barred === 'moved') expect(screen.getByText(/can fire and move in one move/)).toBeTruthy();
    },
  );

  test('twelve men: two shots, two left over; without ammunition none, announced', async () => {
    open({ infantry: 12, moved: 'no', ammunition: 'yes' });
    expect(fact('Shots this move')).toBe('2');
    expect(fact('Men left over')).toBe('2');
    expect(screen.getByText('2 men left over, fewer than 5, earn no shot.')).toBeTruthy();
    cleanup();
    open({ infantry: 6, moved: 'no', ammunition: 'yes' });
    // One man left over earns, not "earn", no shot.
    expect(screen.getByText('1 man left over, fewer than 5, earns no shot.')).toBeTruthy();
    cleanup();
    open({ infantry: 12, moved: 'no', ammunition: 'yes' });
    await fireEvent.click(screen.getByLabelText(/^No, it is late/));
    expect(fact('Shots this move')).toBe('0');
    expect(announced()).toBe('Rifle-fire: 12 men in a line, 0 shots: no ammunition.');
  });

  test('a typed number out of range is flagged and ignored', async () => {
    open();
    await expectRefused('Infantry roughly in a line', '201', 0, 200);
    expect(fact('Shots this move')).toBe('1');
  });

  test('what the engine refuses is shown as an alert, not a crash', () => {
    open({ infantry: 1.5, moved: 'no', ammunition: 'yes' });
    expect(screen.getByRole('alert').textContent).toMatch(/line\.infantry must be a whole number/);
  });
});
