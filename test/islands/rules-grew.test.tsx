import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { RulesGrew } from '../../src/islands/history/RulesGrew.tsx';
import { HistoryDrawing } from '../../src/islands/history/HistoryDrawing.tsx';
import { playStage } from '../../src/rules/wells/index.ts';
import { prettySvg } from '../support/svg.ts';
import {
  CAPTURE_EXAMPLES,
  HISTORY_EXAMPLES,
  HISTORY_PRESETS,
  type HistoryState,
} from '../../src/islands/history/presets.ts';
import { announced, cell, choosePreset } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';

afterEach(cleanup);

const RAID = HISTORY_PRESETS.find((p) => p.id === 'wells-history-horsemen-at-the-gun')!.state;
const open = (initial: HistoryState = RAID) => render(<RulesGrew presets={HISTORY_PRESETS} initial={initial} />);
const drawing = () => screen.getByRole('img').getAttribute('aria-label') ?? '';
/** A stage's row of the table: horsemen lost, gunners lost, the gun. */
const row = (start: RegExp) => {
  const header = screen.getAllByRole('rowheader').find((h) => start.test(h.textContent ?? ''))!;
  return [0, 1, 2].map((i) => cell(header.textContent ?? '', i));
};

describe('how the rules grew', () => {
  test('opens on Wells’ five horsemen at the gun under isolation: five for five, the gun silenced', () => {
    open();
    expect(screen.getByRole('heading', { level: 3, name: 'How the rules grew' })).toBeTruthy();
    expect(drawing()).toBe(
      'Horsemen: 0 standing, 5 dead, 0 prisoners; men about the gun: 3 standing, 5 dead, 0 prisoners; the gun silent.',
    );
    expect(
      screen.getByText(/The 5 horsemen are isolated, but the rule takes prisoners only/, { selector: 'li' }),
    ).toBeTruthy();
  });

  test('the table shows the same raid under every stage, and why Wells went on', () => {
    open();
    expect(screen.getAllByRole('rowheader')).toHaveLength(8);
    expect(row(/^1\./)).toEqual(['5', '5', 'in action, 6 shots']);
    expect(row(/^2\./)).toEqual(['5', '5', 'in action, 6 shots']);
    expect(row(/^3\./)).toEqual(['5', '5', 'silent']);
    expect(row(/^7\./)).toEqual(['5', '2', 'in action, 4 shots']);
    expect(row(/^8\./)).toEqual(['5', '2', 'in action, 4 shots']);
  });

  test('there is a preset for every stage and capture example of the book', () => {
    expect(HISTORY_PRESETS.map((p) => p.id)).toEqual([...HISTORY_EXAMPLES, ...CAPTURE_EXAMPLES].map((r) => r.id));
  });

  test.each(CAPTURE_EXAMPLES.map((r) => [r.title, r] as const))(
    'capture preset “%s” shows the gun as the book states, under its stage’s rule',
    async (_t, r) => {
      open({ ...RAID, stage: 'first-game', ownMen: 0, enemyWithinSix: 0 });
      expect(screen.getByText(/^Taking a gun/).parentElement?.textContent).toMatch(/the capture rule is not yet/);
      await choosePreset(r.title, exampleHref(r));
      const words = { captured: 'captured', 'out-of-action': 'out of action, and not taken', 'in-action': 'in action' };
      const rule = r.inputs.rule === 'past-the-axle' ? 'of the axle (p. 33)' : 'of six inches (p. 32)';
      const said = `By the rule ${rule}, the gun is ${words[r.outcome.state ?? 'in-action']}`;
      expect(screen.getByText(/^Taking a gun/).parentElement?.textContent).toContain(said);
      expect(announced()).toContain(said);
    },
  );

  test.each(HISTORY_EXAMPLES.map((r) => [r.title, r] as const))(
    'preset “%s” shows what the book states',
    async (_t, r) => {
      open({ ...RAID, stage: 'axle' });
      await choosePreset(r.title, exampleHref(r));
      const o = r.outcome;
      if (o.dead?.horsemen !== undefined) expect(drawing()).toContain(`${o.dead.horsemen} dead, `);
      if (o.dead?.gunners !== undefined)
        expect(drawing()).toMatch(new RegExp(`men about the gun: \\d+ standing, ${o.dead.gunners} dead`));
      if (o.gun?.shots !== undefined)
        expect(drawing()).toMatch(
          o.gun.shots === 0 ? /the gun silent\.$/ : new RegExp(`the gun in action, ${o.gun.shots} shots\\.$`),
        );
    },
  );

  test('Later rules steps to the mêlée: the gun keeps firing, and it is announced', async () => {
    open();
    await fireEvent.click(screen.getByRole('button', { name: 'Later rules' }));
    expect((screen.getByLabelText(/^7\. The mêlée/) as HTMLInputElement).checked).toBe(true);
    expect(drawing()).toBe(
      'Horsemen: 0 standing, 2 dead, 3 prisoners; men about the gun: 6 standing, 2 dead, 0 prisoners; the ' +
        'gun in action, 4 shots.',
    );
    expect(announced()).toMatch(
      /^7\. The mêlée \(p\. 29\): The mêlée settles it: 2 dead on each side, 3 horsemen taken prisoner/,
    );
  });

  test('the readings of the first game and the crew of six change only their own stage', async () => {
    open({ ...RAID, stage: 'first-game' });
    await fireEvent.click(screen.getByLabelText('every toss to the horsemen'));
    expect(drawing()).toContain('men about the gun: 0 standing, 8 dead');
    expect(screen.getByText(/The chance of the coins falling just so is 1 in 256/, { selector: 'li' })).toBeTruthy();
    await fireEvent.click(screen.getByLabelText(/^a shot for each man/));
    expect(row(/^3\./)).toEqual(['5', '5', 'in action, 3 shots']);
    expect(row(/^4\./)).toEqual(['5', '5', 'silent']);
  });

  test('what the engine refuses is shown as an alert, not a crash', () => {
    open({ ...RAID, horsemen: 1.5 });
    expect(screen.getByRole('alert').textContent).toMatch(/raid\.horsemen must be a whole number/);
  });
});

describe('the raid as drawn', () => {
  // File snapshots a reviewer reads as pictures: look at a changed one before accepting it.
  test.each([
    ['isolation', 'grew-horsemen-at-the-gun-isolation.svg'],
    ['melee', 'grew-horsemen-at-the-gun-melee.svg'],
  ] as const)('five horsemen at the gun under %s (file snapshot %s)', async (stage, file) => {
    const raid = { horsemen: 5, gunners: 8, gunnersSupport: 22, horsemenSupport: 0 };
    const { container } = render(<HistoryDrawing outcome={playStage(stage, raid)} horsemen={5} gunners={8} />);
    expect(container.querySelectorAll('.man-dead')).toHaveLength(stage === 'melee' ? 4 : 10);
    expect(container.querySelectorAll('.man-prisoner')).toHaveLength(stage === 'melee' ? 3 : 0);
    await expect(prettySvg(container.firstElementChild!)).toMatchFileSnapshot(`./__snapshots__/${file}`);
  });
});
