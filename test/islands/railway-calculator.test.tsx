import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { RailwayCalculator } from '../../src/islands/kriegspiel/railway/RailwayCalculator.tsx';
import { RAILWAY_EXAMPLES, RAILWAY_PRESETS, type RailwayState } from '../../src/islands/kriegspiel/railway/presets.ts';
import { announced, choosePreset, expectRefused, fact } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';

afterEach(cleanup);

const open = (initial: RailwayState = RAILWAY_PRESETS[0]!.state) =>
  render(<RailwayCalculator presets={RAILWAY_PRESETS} initial={initial} />);
const OTHER: RailwayState = {
  infantry: 7,
  cavalry: 7,
  guns: 7,
  track: 'relay',
  trackMen: 1,
  trucksPerEngine: 'seven',
  speed: 'five-cavalry-moves',
};

describe('the railway calculator', () => {
  test('opens on a truck of twelve infantry, drawn behind its engine, and says why with its line', () => {
    open();
    expect(screen.getByRole('heading', { level: 3, name: 'Railway calculator' })).toBeTruthy();
    expect(fact('Trucks')).toBe('1');
    expect(
      screen.getByText(/^Twelve infantry, five cavalry or half a gun to a truck \(p\. 94, l\. 827\)/),
    ).toBeTruthy();
    expect(document.querySelectorAll('.railway-truck')).toHaveLength(1);
    expect(document.querySelectorAll('.railway-engine')).toHaveLength(1);
  });

  test('there is a preset for every railway example of the book, linked to its page', () => {
    expect(RAILWAY_PRESETS.map((p) => p.id)).toEqual(RAILWAY_EXAMPLES.map((row) => row.id));
  });

  test.each(RAILWAY_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open(OTHER);
      await choosePreset(row.title, exampleHref(row));
      const o: Record<string, unknown> = { ...row.outcome };
      if (o['trucks'] !== undefined) expect(fact('Trucks')).toBe(String(o['trucks']));
      if (o['engines'] !== undefined) expect(fact('Engines')).toBe(String(o['engines']));
      if (row.kind === 'railway-track')
        expect(fact(row.inputs.kind === 'relay' ? 'Relay it' : 'Tear up a rail')).toBe(`${String(o['moves'])} moves`);
      if (o['moveInches'] !== undefined) expect(fact('A train’s move')).toBe(`${String(o['moveInches'])} inches`);
    },
  );

  test(
    'ninety-six infantry: eight trucks, one engine, ' + 'or two at seven trucks; the speed is a named switch',
    async () => {
      open({ ...OTHER, infantry: 96, cavalry: 0, guns: 0, trucksPerEngine: 'eight', speed: 'eight-feet' });
      expect(fact('Engines')).toBe('1');
      expect(screen.getByLabelText(/^seven trucks/).closest('label')?.textContent).toContain('2 engines');
      await fireEvent.click(screen.getByLabelText(/^four times the cavalry move/));
      expect(fact('A train’s move')).toBe('96 inches');
      await fireEvent.click(screen.getByLabelText(/^five times the cavalry move/));
      expect(fact('A train’s move')).toBe('120 inches');
      expect(announced()).toMatch(/120 inches a move\.$/);
    },
  );

  test('one man cannot relay a rail; a typed number out of range is refused', async () => {
    open(OTHER);
    expect(fact('Relay it')).toBe('needs 8 men');
    await expectRefused('Guns', '101', 0, 100);
  });
});
