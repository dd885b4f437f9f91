import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { TimeCalculator } from '../../src/islands/time/TimeCalculator.tsx';
import { TIME_EXAMPLES, TIME_PRESETS, type TimeState } from '../../src/islands/time/presets.ts';
import { announced, choosePreset, expectRefused, fact, typeInto } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';

afterEach(cleanup);

const open = (initial: TimeState = TIME_PRESETS[0]!.state) =>
  render(<TimeCalculator presets={TIME_PRESETS} initial={initial} />);
const warnings = () =>
  screen
    .getAllByRole('listitem')
    .map((li) => li.textContent)
    .filter((t) => t?.startsWith('at '));

describe('the time calculator', () => {
  test('opens on Wells’ 110 men and 3 guns: seven minutes, with the timekeeper’s warnings', () => {
    open();
    expect(fact('Time for the move')).toBe('7 minutes');
    expect(warnings()).toEqual([
      'at 5:00, 2 minutes left;',
      'at 6:00, 1 minute left;',
      'at 6:30, 30 seconds left;',
      'at 7:00, “Time.”',
    ]);
    expect(announced()).toBe('110 men and 3 guns: 7 minutes (whole minutes, rounded up).');
  });

  test.each(TIME_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open({ men: 1, guns: 0, rounding: 'exact' });
      await choosePreset(row.title, exampleHref(row));
      expect(fact('Time for the move')).toBe(`${row.outcome.minutes} minutes`);
      expect((screen.getByRole('radio', { name: /rounded up/ }) as HTMLInputElement).checked).toBe(true);
    },
  );

  test('each reading says what it gives, and choosing one changes the allowance', async () => {
    open({ men: 61, guns: 0, rounding: 'ceil' });
    expect(screen.getByRole('radio', { name: 'whole minutes, rounded up (edition): 3 minutes' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'whole minutes, to the nearest: 2 minutes' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'exactly, to the second: 2 minutes 2 seconds' })).toBeTruthy();
    expect(fact('Time for the move')).toBe('3 minutes');
    await fireEvent.click(screen.getByRole('radio', { name: /to the nearest/ }));
    expect(fact('Time for the move')).toBe('2 minutes');
    await fireEvent.click(screen.getByRole('radio', { name: /exactly/ }));
    expect(fact('Time for the move')).toBe('2 minutes 2 seconds');
    expect(warnings()).toEqual([
      'at 0:02, 2 minutes left;',
      'at 1:02, 1 minute left;',
      'at 1:32, 30 seconds left;',
      'at 2:02, “Time.”',
    ]);
  });

  test('a short move has only the warnings that fit in it', () => {
    open({ men: 0, guns: 1, rounding: 'ceil' });
    expect(fact('Time for the move')).toBe('1 minute');
    expect(warnings()).toEqual(['at 0:30, 30 seconds left;', 'at 1:00, “Time.”']);
  });

  test('the steppers change the force', async () => {
    open();
    await fireEvent.click(screen.getByRole('button', { name: 'One more: Guns' }));
    expect(fact('Time for the move')).toBe('8 minutes');
    await typeInto('Men', '120');
    expect(fact('Time for the move')).toBe('8 minutes');
    await typeInto('Men', '121');
    expect(fact('Time for the move')).toBe('9 minutes');
  });

  test('a typed number that is not whole is flagged and ignored', async () => {
    open();
    await expectRefused('Guns', '2.5', 0, 100);
    expect(fact('Time for the move')).toBe('7 minutes');
  });

  test('what the engine refuses is shown as an alert, not a crash', () => {
    open({ men: -5, guns: 0, rounding: 'ceil' });
    expect(screen.getByRole('alert').textContent).toMatch(/force\.men must be from 0/);
  });
});
