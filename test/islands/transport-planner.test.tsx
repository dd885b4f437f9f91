import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { TransportPlanner } from '../../src/islands/transport/TransportPlanner.tsx';
import { TRANSPORT_EXAMPLES, TRANSPORT_PRESETS, type TransportState } from '../../src/islands/transport/presets.ts';
import { announced, cell, choosePreset, fact, typeInto } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';
import { TRANSPORT_FIELDS } from '../../src/islands/transport/address.ts';

afterEach(cleanup);

const open = (initial: TransportState = TRANSPORT_PRESETS[0]!.state) =>
  render(<TransportPlanner presets={TRANSPORT_PRESETS} initial={initial} />);

const HUNDRED: TransportState = {
  infantry: 75,
  cavalry: 25,
  guns: 3,
  distanceFeet: 40,
  enemyFeet: 30,
  approach: 'treble',
  closing: 'fifteen-feet',
  trainSpeed: 'four-times',
  trainLength: 'eight-trucks',
  waggons: 'fifty-or-part',
  carts: 'shared',
};

describe('the transport planner', () => {
  test('opens on treble moves far from the enemy, and says why with its page', () => {
    open();
    expect(screen.getByRole('heading', { level: 3, name: 'Transport planner' })).toBeTruthy();
    expect(cell('Across country', 0)).toBe('3 feet (36 inches)');
    expect(cell('Across country', 1)).toBe('10');
    const why = screen.getByText(/The enemy is 40 feet off, farther than 15: treble moves/);
    expect(why.querySelector('a')?.getAttribute('href')).toMatch(/\/little-wars\/extensions-and-amplifications\/#p89$/);
  });

  test('there is a preset for every transport example of the book', () => {
    expect(TRANSPORT_PRESETS.map((p) => p.id)).toEqual(TRANSPORT_EXAMPLES.map((row) => row.id));
    expect(TRANSPORT_EXAMPLES.length).toBeGreaterThanOrEqual(5);
  });

  test.each(TRANSPORT_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open(HUNDRED);
      await choosePreset(row.title, exampleHref(row));
      const o = row.outcome;
      if (o.waggons !== undefined) expect(fact('Supply waggons')).toBe(String(o.waggons));
      if (o.carts !== undefined) expect(fact('Ammunition carts')).toBe(String(o.carts));
      if (o.railway?.trucks !== undefined) expect(fact('Trucks')).toMatch(new RegExp(`^${o.railway.trucks} \\(`));
      if (o.railway?.trains !== undefined) expect(fact('Trucks')).toContain(`(${o.railway.trains} train`);
      if (o.road?.moveInches !== undefined)
        expect(cell('Boxed, by road', 0)).toContain(`(${o.road.moveInches} inches)`);
      if (o.open?.moveInches !== undefined)
        expect(cell('Across country', 0)).toContain(`(${o.open.moveInches} inches)`);
      if (o.boxes === 'open') expect(screen.getByText(/the boxes are opened and the men stood out/)).toBeTruthy();
      if (o.multiplier === 3) expect(screen.getByText(/treble moves/, { selector: 'li' })).toBeTruthy();
      if (o.multiplier === 1) expect(screen.getByText(/moves of the ordinary length/, { selector: 'li' })).toBeTruthy();
    },
  );

  test('a hundred men and three guns: three ways, waggons, carts, trucks', () => {
    open(HUNDRED);
    expect([cell('Across country', 1), cell('Boxed, by road', 1), cell('By rail', 1)]).toEqual(['14', '9', '7']);
    expect(fact('Trucks')).toBe('18 (3 trains)');
    expect(fact('Supply waggons')).toBe('2');
    expect(fact('Ammunition carts')).toBe('1');
    expect(
      screen.getByText(/18 trucks: 7 for infantry \(12 a truck\), 5 for cavalry \(5 a truck\), 6 for guns/),
    ).toBeTruthy();
  });

  test(
    'the enemy comes within ten feet: ordinary moves, ' + 'boxes open, the road gives nothing; it is announced',
    async () => {
      open(HUNDRED);
      await typeInto('Nearest enemy', '10');
      expect(cell('Across country', 0)).toBe('1 foot (12 inches)');
      expect(cell('Boxed, by road', 0)).toBe('1 foot (12 inches)');
      expect(announced()).toMatch(/^40 moves across country, 40 boxed by road, 7 by rail/);
    },
  );

  test('each reading says what it gives, and choosing one changes the plan', async () => {
    open(HUNDRED);
    expect(screen.getByLabelText(/^double/).closest('label')?.textContent).toContain('2 feet (24 inches) a move');
    await fireEvent.click(screen.getByLabelText(/^double/));
    expect(cell('Across country', 0)).toBe('2 feet (24 inches)');
    await fireEvent.click(screen.getByLabelText(/^five times the cavalry rate/));
    expect(cell('By rail', 0)).toBe('10 feet (120 inches)');
  });

  test('every reading the transport engine takes is a switch kept in the address, the edition’s first', async () => {
    const keys = TRANSPORT_FIELDS.map((f) => f.key);
    for (const name of ['approach', 'closing', 'trainSpeed', 'trainLength', 'waggons', 'carts'])
      expect(keys).toContain(name);
    open(HUNDRED);
    expect(screen.getByLabelText(/^seven trucks/).closest('label')?.textContent).toContain('3 trains');
    await fireEvent.click(screen.getByLabelText(/^a waggon for each whole fifty/));
    expect(fact('Supply waggons')).toBe('2');
    await fireEvent.click(screen.getByLabelText(/^a cart for each gun/));
    expect(fact('Ammunition carts')).toBe('3');
  });

  test('what the engine refuses is shown as an alert, not a crash', () => {
    open({ ...HUNDRED, infantry: 4, cavalry: 0, guns: 2 });
    expect(screen.getByRole('alert').textContent).toMatch(/4 men for each gun/);
  });
});

describe('the transport drawing', () => {
  test.each(TRANSPORT_PRESETS.map((p) => [p.title, p] as const))(
    'preset “%s”: a cell a move in each way, the same numbers as the table',
    (_title, preset) => {
      open(preset.state);
      const svg = screen.getByRole('img', { name: /^Moves to go the distance/ });
      const rows = ['open', 'road', 'railway'].map((way) => svg.querySelectorAll(`.transport-${way} rect`).length);
      expect(rows).toEqual(['Across country', 'Boxed, by road', 'By rail'].map((way) => Number(cell(way, 1))));
      // The railway's first and last moves, entraining and detraining, are drawn apart from the journey.
      expect(svg.querySelectorAll('.transport-railway .transport-stop')).toHaveLength(2);
    },
  );

  test('a long way is a bar in proportion, not hundreds of cells; the label still gives every number', () => {
    open({ ...HUNDRED, distanceFeet: 1000, enemyFeet: 5 });
    const svg = screen.getByRole('img', { name: /^Moves to go the distance/ });
    expect(svg.querySelectorAll('rect')).toHaveLength(3);
    expect(svg.getAttribute('aria-label')).toContain(`across country ${cell('Across country', 1)},`);
  });
});
