import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ShellCalculator } from '../../src/islands/kriegspiel/shell/ShellCalculator.tsx';
import { SHELL_EXAMPLES, SHELL_PRESETS } from '../../src/islands/kriegspiel/shell/presets.ts';
import { announced, choosePreset, expectRefused, fact } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';

afterEach(cleanup);

const open = (initial = SHELL_PRESETS[0]!.state) =>
  render(<ShellCalculator presets={SHELL_PRESETS} initial={initial} />);

describe('the shell calculator', () => {
  test('its heading takes the level the page gives it (an h2 under the appendix’s h1)', () => {
    render(<ShellCalculator presets={SHELL_PRESETS} initial={SHELL_PRESETS[0]!.state} heading={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Shell calculator' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  test('opens on five men: three dead, the larger half, and says why', () => {
    open();
    expect(screen.getByRole('heading', { level: 3, name: 'Shell calculator' })).toBeTruthy();
    expect(fact('Men dead')).toBe('3');
    expect(fact('Men unhurt')).toBe('2');
    expect(
      screen.getByText(
        '5 men in the open within 3 inches, an odd number: one more than half, 3, are dead (p. 102, l. 881).',
      ),
    ).toBeTruthy();
    // The circle is drawn with the men in it, the dead crossed.
    expect(document.querySelectorAll('.shell-circle')).toHaveLength(1);
    expect(document.querySelectorAll('.shell-dead')).toHaveLength(3);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Shell: 3 men dead of 5 counted.');
  });

  test('there is a preset for every shell example of the book, linked to its page', () => {
    expect(SHELL_PRESETS.map((p) => p.id)).toEqual(SHELL_EXAMPLES.map((row) => row.id));
    expect(SHELL_PRESETS.every((p) => p.label === 'p. 102')).toBe(true);
  });

  test.each(SHELL_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open({ men: 9, menBehindCover: 9, gunsWhollyInside: 2, gunsPartlyInside: 2, waggons: 2 });
      await choosePreset(row.title, exampleHref(row));
      const stated = { ...row.outcome, ...row.derived?.outcome };
      if (stated.dead !== undefined) expect(fact('Men dead')).toBe(String(stated.dead));
      if (stated.gunsDestroyed !== undefined) expect(fact('Guns destroyed')).toBe(String(stated.gunsDestroyed));
      if (stated.gunsDisabled !== undefined)
        expect(fact('Guns disabled')).toMatch(new RegExp(`^${stated.gunsDisabled}`));
      if (stated.disabledMoves !== undefined)
        expect(fact('Guns disabled')).toContain(`for ${stated.disabledMoves} moves`);
      if (stated.waggonsDestroyed !== undefined)
        expect(fact('Waggons destroyed')).toBe(String(stated.waggonsDestroyed));
    },
  );

  test('every reason cites the page and line of its rule (issue 18: the reason for every number with its rule)', () => {
    for (const initial of [
      { men: 0, menBehindCover: 0, gunsWhollyInside: 0, gunsPartlyInside: 0, waggons: 0 },
      { men: 6, menBehindCover: 2, gunsWhollyInside: 1, gunsPartlyInside: 1, waggons: 1 },
      { men: 7, menBehindCover: 0, gunsWhollyInside: 0, gunsPartlyInside: 0, waggons: 0 },
    ]) {
      const { unmount } = open(initial);
      const reasons = [...document.querySelectorAll('.widget-reasons li')].map((li) => li.textContent ?? '');
      expect(reasons.length).toBeGreaterThan(0);
      for (const reason of reasons) expect(reason).toMatch(/\(p\. 102, l\. 881\)\.$/);
      unmount();
    }
  });

  test('men behind a wall are not counted, and the change is announced', async () => {
    open();
    await fireEvent.click(screen.getByRole('button', { name: 'One more: Behind a wall, house or entrenchment' }));
    expect(fact('Men dead')).toBe('3');
    expect(fact('Men unhurt')).toBe('3');
    expect(
      screen.getByText('1 man behind a wall, house or entrenchment: uninjured, and not counted (p. 102, l. 881).'),
    ).toBeTruthy();
    expect(announced()).toBe('Shell: 3 men dead of 5 counted, 1 sheltered.');
    expect(document.querySelectorAll('.shell-wall')).toHaveLength(1);
  });

  test('a typed number out of range is flagged and ignored', async () => {
    open();
    await expectRefused('In the open', '61', 0, 60);
    expect(fact('Men dead')).toBe('3');
  });

  test('what the engine refuses is shown as an alert, not a crash', () => {
    open({ men: 1.5, menBehindCover: 0, gunsWhollyInside: 0, gunsPartlyInside: 0, waggons: 0 });
    expect(screen.getByRole('alert').textContent).toMatch(/circle\.men must be a whole number/);
  });
});
