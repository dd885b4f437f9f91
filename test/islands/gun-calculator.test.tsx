import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { GunCalculator } from '../../src/islands/gun/GunCalculator.tsx';
import { GUN_EXAMPLES, GUN_PRESETS } from '../../src/islands/gun/presets.ts';
import { announced, choosePreset, expectRefused, fact, typeInto } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';
import { stubFullscreen } from '../support/fullscreen.ts';

afterEach(cleanup);

const open = (initial = GUN_PRESETS[0]!.state) => render(<GunCalculator presets={GUN_PRESETS} initial={initial} />);

describe('the gun calculator', () => {
  test('opens on four cavalry: in action, two feet, and says why', () => {
    open();
    expect(screen.getByRole('heading', { level: 3, name: 'Gun calculator' })).toBeTruthy();
    expect(fact('In action')).toBe('Yes');
    expect(fact('May be moved')).toBe('2 feet (24 inches)');
    expect(
      screen.getByText('4 men within 6 inches: in action. It may fire up to 4 shots or be moved, not both.'),
    ).toBeTruthy();
    expect(screen.getByText('At least 4 cavalry: 2 feet (24 inches).')).toBeTruthy();
  });

  test('there is a preset for every gun example of the book', () => {
    expect(GUN_PRESETS.map((p) => p.id)).toEqual(GUN_EXAMPLES.map((row) => row.id));
    expect(GUN_EXAMPLES.length).toBeGreaterThanOrEqual(3);
    // The preset test compares the distance only where the book states one: some rows must.
    expect(GUN_EXAMPLES.filter((row) => row.outcome.moveInches !== undefined).length).toBeGreaterThan(0);
  });

  test.each(GUN_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open({ infantry: 9, cavalry: 9 });
      await choosePreset(row.title, exampleHref(row));
      expect(fact('In action')).toBe(row.outcome.inAction ? 'Yes' : 'No');
      if (row.outcome.moveInches !== undefined)
        expect(fact('May be moved')).toContain(`(${row.outcome.moveInches} inches)`);
    },
  );

  test('three cavalry and an infantryman move one foot, since the men must keep up', () => {
    open({ infantry: 1, cavalry: 3 });
    expect(fact('May be moved')).toBe('1 foot (12 inches)');
    expect(
      screen.getByText('3 cavalry and 1 infantryman: 1 foot (12 inches), since the men who move with it must keep up.'),
    ).toBeTruthy();
  });

  test('all infantry move one foot', () => {
    open({ infantry: 5, cavalry: 0 });
    expect(screen.getByText('All infantry: 1 foot (12 inches).')).toBeTruthy();
  });

  test('one man fewer puts the gun out of action, and the change is announced', async () => {
    open();
    await fireEvent.click(screen.getByRole('button', { name: 'One fewer: Cavalry' }));
    expect(fact('In action')).toBe('No');
    expect(fact('May be moved')).toBe('Not at all (0 inches)');
    expect(announced()).toMatch(/^3 men within 6 inches: out of action\. It needs at least 4 men/);
    expect(screen.getByRole('button', { name: 'Four cavalry with a gun' }).getAttribute('aria-pressed')).toBe('false');
  });

  test('a typed number out of range is flagged and ignored', async () => {
    open();
    await expectRefused('Cavalry', '-2', 0, 40);
    expect(fact('May be moved')).toBe('2 feet (24 inches)');
    await typeInto('Cavalry', '3');
    expect(screen.getByLabelText('Cavalry').getAttribute('aria-invalid')).toBe('false');
    expect(fact('May be moved')).toBe('Not at all (0 inches)');
  });

  test('what the engine refuses is shown as an alert, not a crash', () => {
    open({ infantry: 1.5, cavalry: 0 });
    expect(screen.getByRole('alert').textContent).toMatch(/crew\.infantry must be a whole number/);
  });
});

describe('the gun calculator in the projector mode (shared by the small calculators through WidgetFrame)', () => {
  test('Project puts its frame full screen; Page Down and Page Up go through the examples; Escape leaves', async () => {
    const unstub = stubFullscreen();
    try {
      const { container } = open();
      await fireEvent.click(screen.getByRole('button', { name: 'Project' }));
      const frame = container.querySelector('.gun-calc')!;
      expect(document.fullscreenElement).toBe(frame);
      expect(frame.classList.contains('projecting')).toBe(true);
      // No step-through and no playback here: the legend lists only the keys the calculator answers.
      expect(screen.getByText(/^Keys:/).textContent).toBe(
        'Keys: Page Up, Page Down previous or next example · Esc leave the projector',
      );
      const pressed = () => screen.getByRole('button', { name: GUN_PRESETS[1]!.title }).getAttribute('aria-pressed');
      await fireEvent.keyDown(document, { key: 'PageDown' });
      expect(pressed()).toBe('true');
      await fireEvent.keyDown(document, { key: 'PageUp' });
      expect(pressed()).toBe('false');
      await fireEvent.keyDown(document, { key: 'Escape' });
      expect(document.fullscreenElement).toBeNull();
      expect(frame.classList.contains('projecting')).toBe(false);
    } finally {
      unstub();
    }
  });
});
