import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ForceBuilder } from '../../src/islands/force/ForceBuilder.tsx';
import { FORCE_EXAMPLES, FORCE_PRESETS, type ForceState } from '../../src/islands/force/presets.ts';
import { announced, cell, choosePreset, expectRefused, typeInto } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';

afterEach(cleanup);

const open = (initial: ForceState = FORCE_PRESETS[0]!.state) =>
  render(<ForceBuilder presets={FORCE_PRESETS} initial={initial} />);
const total = () => cell('Total', 2);
const verdict = () => document.querySelector('.widget-verdict')?.textContent ?? '';

describe('the force builder', () => {
  test('offers the book’s five forces of 150 points', () => {
    expect(FORCE_PRESETS.map((p) => p.id)).toEqual(FORCE_EXAMPLES.map((row) => row.id));
    expect(FORCE_PRESETS).toHaveLength(5);
  });

  test.each(FORCE_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open({ infantry: 1, cavalry: 1, guns: 1, limit: 150 });
      await choosePreset(row.title, exampleHref(row));
      expect(total()).toBe(String(row.outcome.points));
      expect(verdict()).toBe(
        `${row.outcome.points} points: ${row.outcome.withinLimit ? 'within' : 'over'} the limit of 150, exactly.`,
      );
      expect(cell('Infantry', 0)).toBe(String(row.inputs.infantry));
      expect(cell('Cavalry', 0)).toBe(String(row.inputs.cavalry));
      expect(cell('Guns', 0)).toBe(String(row.inputs.guns));
    },
  );

  test('itemises the points of each arm, cavalry in halves', async () => {
    open({ infantry: 0, cavalry: 85, guns: 0, limit: 150 });
    expect(cell('Cavalry', 1)).toBe('1½');
    expect(cell('Cavalry', 2)).toBe('127½');
    expect(verdict()).toBe('127½ points: within the limit of 150, 22½ to spare.');
  });

  test('one gun too many is over the limit, and says by how much', async () => {
    open();
    await fireEvent.click(screen.getByRole('button', { name: 'One more: Guns' }));
    expect(cell('Guns', 2)).toBe('60');
    expect(total()).toBe('160');
    expect(verdict()).toBe('160 points: over the limit of 150 by 10.');
    expect(announced()).toBe('160 points: over the limit of 150 by 10.');
  });

  test('the limit can be changed', async () => {
    open();
    await typeInto('Limit in points', '200');
    expect(verdict()).toBe('150 points: within the limit of 200, 50 to spare.');
    await typeInto('Limit in points', '149');
    expect(verdict()).toBe('150 points: over the limit of 149 by 1.');
  });

  test('a typed number that is not a number is flagged and ignored', async () => {
    open();
    await expectRefused('Cavalry', 'many', 0, 2000);
    expect(total()).toBe('150');
  });

  test('what the engine refuses is shown as an alert, not a crash', () => {
    open({ infantry: 10, cavalry: 0, guns: 0, limit: -1 });
    expect(screen.getByRole('alert').textContent).toMatch(/limit must be from 0/);
  });
});
