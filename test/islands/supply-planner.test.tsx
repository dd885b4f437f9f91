import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { SupplyPlanner } from '../../src/islands/kriegspiel/supply/SupplyPlanner.tsx';
import { SUPPLY_EXAMPLES, SUPPLY_PRESETS } from '../../src/islands/kriegspiel/supply/presets.ts';
import { STATUS_LABELS } from '../../src/islands/kriegspiel/supply/words.ts';
import { announced, cell, choosePreset, fact } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';
import type { SupplyPlannerState } from '../../src/islands/kriegspiel/supply/state.ts';

afterEach(cleanup);

const byId = (id: string) => SUPPLY_PRESETS.find((p) => p.id === id)!.state;
const open = (initial: SupplyPlannerState = SUPPLY_PRESETS[0]!.state) =>
  render(<SupplyPlanner presets={SUPPLY_PRESETS} initial={initial} />);

/** The state of the body in move `n`, from the move-by-move table. */
function statusAt(n: number): string {
  for (const row of screen.getAllByRole('rowheader')) {
    const m = /^Moves? (\d+)(?:–(\d+))?$/.exec(row.textContent ?? '');
    if (m && Number(m[1]) <= n && n <= Number(m[2] ?? m[1])) return cell(row.textContent ?? '', 0);
  }
  return '';
}

describe('the supply planner', () => {
  test('opens on thirty infantry firing: a packet each of food and ammunition, supplied throughout', () => {
    open();
    expect(screen.getByRole('heading', { level: 3, name: 'Supply planner' })).toBeTruthy();
    expect(fact('Food')).toBe('1');
    expect(fact('Ammunition')).toBe('1');
    expect(fact('Supplies count')).toBe('Yes');
    expect(statusAt(12)).toBe(STATUS_LABELS.supplied);
    // Drawn a cell a move, the two where packets fall due heavier.
    expect(document.querySelectorAll('.supply-strip .supply-cell')).toHaveLength(12);
    expect(document.querySelectorAll('.supply-strip .supply-due')).toHaveLength(2);
  });

  test('46 infantry need two packets: the sixteen over count as thirty', () => {
    open(byId('wells-kriegspiel-supply-46'));
    expect(fact('Food')).toBe('2');
    expect(
      screen.getByText(
        'Food: 46 men at one packet per 30: 1 and the 16 over count as 30, being 15 or more, so 2 (p. 106, ' +
          'l. 966, 970).',
      ),
    ).toBeTruthy();
  });

  test('there is a preset for every supply example of the book', () => {
    expect(SUPPLY_PRESETS.map((p) => p.id)).toEqual(SUPPLY_EXAMPLES.map((row) => row.id));
    expect(SUPPLY_EXAMPLES.length).toBeGreaterThanOrEqual(10);
  });

  test.each(SUPPLY_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open({ ...byId('wells-kriegspiel-supply-30-cavalry'), men: 200, lateFood: 9 });
      await choosePreset(row.title, exampleHref(row));
      if (row.kind === 'kriegspiel-supply') {
        for (const kind of ['food', 'forage', 'ammunition'] as const)
          if (row.outcome[kind] !== undefined)
            expect(fact(kind[0]!.toUpperCase() + kind.slice(1))).toBe(String(row.outcome[kind]));
      } else if (row.kind === 'kriegspiel-supply-reach') {
        expect(fact('Supplies count')).toBe(row.outcome.effective ? 'Yes' : 'No');
      } else if (row.kind === 'kriegspiel-siege') {
        if (row.outcome.lastHorseMove) expect(fact('Last horse eaten')).toBe(`Move ${row.outcome.lastHorseMove}`);
        if (row.outcome.surrenderMove) expect(fact('Must surrender')).toBe(`Move ${row.outcome.surrenderMove}`);
      } else {
        expect(statusAt(row.outcome.move)).toBe(STATUS_LABELS[row.outcome.status]);
      }
    },
  );

  test('food late under the second reading halts the body before it is out of action; announced', async () => {
    open({ ...byId('wells-kriegspiel-supply-food-late'), lateFood: 8, moves: 18 });
    expect(statusAt(6)).toBe(STATUS_LABELS['out-of-action']);
    expect(document.querySelectorAll('.supply-strip .supply-out-of-action')).toHaveLength(13);
    await fireEvent.click(screen.getByRole('radio', { name: /Halted at once/ }));
    expect(statusAt(6)).toBe(STATUS_LABELS['cannot-move']);
    expect(statusAt(12)).toBe(STATUS_LABELS['out-of-action']);
    expect(announced()).toMatch(/Moves 6–11: cannot move\. If besieged, it surrenders at move 10\.$/);
  });

  test('besieged with no horse at all: the move the food fails is not called the last horse eaten', () => {
    open({ ...byId('wells-kriegspiel-siege-surrender'), horses: 0, storeFood: 0 });
    expect(screen.queryByText('Last horse eaten')).toBeNull();
    expect(fact('Food fails, no horse to eat')).toBe('Move 6');
    expect(fact('Must surrender')).toBe('Move 10');
  });

  test('besieged with two horses and no food: a horse a period, surrender four moves after the last', () => {
    open(byId('wells-kriegspiel-siege-surrender'));
    expect(
      screen.getByText('Move 6: 1 packet of food due, 1 horse eaten in place of food (p. 106, l. 976–980).'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'The last horse is eaten at move 12: the force must surrender four moves later, at move 16 (p. 106, l. 988).',
      ),
    ).toBeTruthy();
  });

  test('every reason, and every row of the move-by-move table, cites the page and line of its rule (issue 18)', () => {
    const cases: SupplyPlannerState[] = [
      ...SUPPLY_PRESETS.map((p) => p.state),
      { ...byId('wells-kriegspiel-supply-30-cavalry'), horses: 20, feet: 30, lateFood: 3 },
      { ...byId('wells-kriegspiel-supply-46'), lateAmmunition: 7, moves: 18, enemy: 'yes' },
      { ...byId('wells-kriegspiel-siege-surrender'), horses: 0, storeFood: 0 },
    ];
    for (const initial of cases) {
      const { unmount } = open(initial);
      const reasons = [...document.querySelectorAll('.widget-reasons li, .supply-table td:last-child')].map(
        (e) => e.textContent ?? '',
      );
      expect(reasons.length).toBeGreaterThan(2);
      for (const reason of reasons) expect(reason).toMatch(/\(p\. 106, l\. \d+/);
      unmount();
    }
  });

  test('each reading says what it gives for the case on screen', () => {
    open({ ...byId('wells-kriegspiel-supply-30-cavalry'), horses: 20 });
    expect(screen.getByRole('radio', { name: /Any part of a packet counts whole.*forage 4/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /A part of a packet counts nothing.*forage 3/ })).toBeTruthy();
    cleanup();
    open(byId('wells-kriegspiel-supply-food-late'));
    expect(screen.getByRole('radio', { name: /Out of action when.*moves 6–8, out of action/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Halted at once.*moves 6–8, cannot move/ })).toBeTruthy();
  });

  test('what the engine refuses is shown as an alert, not a crash', () => {
    open({ ...SUPPLY_PRESETS[0]!.state, men: -1 });
    const [plan, siege] = screen.getAllByRole('alert');
    expect(plan?.textContent).toMatch(/input\.body\.men must be/);
    expect(siege?.textContent).toMatch(/siege\.men must be/);
  });
});
