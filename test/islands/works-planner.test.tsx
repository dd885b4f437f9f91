import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { WorksPlanner } from '../../src/islands/kriegspiel/works/WorksPlanner.tsx';
import { WORKS_EXAMPLES, WORKS_PRESETS } from '../../src/islands/kriegspiel/works/presets.ts';
import type { WorksState } from '../../src/islands/kriegspiel/works/state.ts';
import { announced, choosePreset, expectRefused, fact } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';

afterEach(cleanup);

const open = (initial: WorksState = WORKS_PRESETS[0]!.state) =>
  render(<WorksPlanner presets={WORKS_PRESETS} initial={initial} />);
const OTHER: WorksState = {
  work: 'earthworks',
  task: 'repair',
  engineersMoved: 'no',
  men: 13,
  waggons: 13,
  rate: 'whole-parties',
};

describe('the works planner', () => {
  test('opens on its first example, the engineers who moved: two moves, not begun this move, drawn', () => {
    open();
    expect(screen.getByRole('heading', { level: 3, name: 'Works planner' })).toBeTruthy();
    expect(fact('Moves')).toBe('2');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Destroy a railway bridge: 2 moves, not begun this move: the engineers moved.',
    );
  });

  test('there is a preset for every works example of the book, linked to its page', () => {
    expect(WORKS_PRESETS.map((p) => p.id)).toEqual(WORKS_EXAMPLES.map((row) => row.id));
  });

  test.each(WORKS_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open(OTHER);
      await choosePreset(row.title, exampleHref(row));
      const o: Record<string, unknown> = { ...row.outcome };
      if (o['moves'] !== undefined) expect(fact('Moves')).toBe(String(o['moves']));
      if (o['mayBegin'] !== undefined) expect(fact('May begin this move')).toBe(o['mayBegin'] ? 'yes' : 'no');
      if (o['entrenchmentInches'] !== undefined)
        expect(fact('Inches of entrenchment')).toBe(String(o['entrenchmentInches']));
      if (o['epaulements'] !== undefined) expect(fact('Or epaulements')).toBe(String(o['epaulements']));
    },
  );

  test('engineers who moved may not begin: the move is drawn waiting, and said with its line', () => {
    open({ ...OTHER, work: 'railway-bridge', task: 'repair', engineersMoved: 'yes' });
    expect(fact('Moves')).toBe('10');
    expect(fact('May begin this move')).toBe('no');
    expect(document.querySelectorAll('.works-waiting')).toHaveLength(1);
    expect(document.querySelectorAll('.works-working')).toHaveLength(10);
    expect(screen.getByText(/no destructions can be begun” \(p\. 105, l\. 952\)/)).toBeTruthy();
  });

  test('three men dig an inch, or an inch and a half in proportion: the reading is a named switch', async () => {
    open({ ...OTHER, men: 3 });
    expect(fact('Inches of entrenchment')).toBe('1');
    expect(screen.getByText(/^the work goes in proportion to the men/).textContent).toContain('dig 1½ in.');
    await fireEvent.click(screen.getByLabelText(/^the work goes in proportion/));
    expect(fact('Inches of entrenchment')).toBe('1½');
    expect(fact('Or epaulements')).toBe('½');
    expect(announced()).toBe('In 4 moves 3 men dig 1½ in. of entrenchment, or ½ epaulements.');
  });

  test('three men cannot empty a waggon as whole parties; typed numbers out of range are refused', async () => {
    open({ ...OTHER, work: 'waggons', men: 3, waggons: 6 });
    expect(fact('Moves')).toBe('cannot be done');
    await expectRefused('Waggons', '201', 0, 200);
  });
});
