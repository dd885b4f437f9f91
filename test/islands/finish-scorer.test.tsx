import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { FinishScorer } from '../../src/islands/finish/FinishScorer.tsx';
import { DRAW_EXAMPLES, FINISH_PRESETS, type FinishState } from '../../src/islands/finish/presets.ts';
import { announced, cell, choosePreset, expectRefused, typeInto } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';

afterEach(cleanup);

const open = (initial: FinishState = FINISH_PRESETS[0]!.state) =>
  render(<FinishScorer presets={FINISH_PRESETS} initial={initial} />);
const side = (infantry: number, more: Partial<FinishState['a']> = {}) => ({
  guns: 0,
  cavalry: 0,
  infantry,
  prisonersTaken: 0,
  ...more,
});
const points = (row: string) => ({ a: cell(row, 0), b: cell(row, 1) });
const drawVerdict = () => document.querySelector('.widget-verdict')?.textContent ?? '';

describe('the Fight-to-the-Finish scorer', () => {
  test('there is a preset for every draw example of the book', () => {
    expect(FINISH_PRESETS.map((p) => p.id)).toEqual(DRAW_EXAMPLES.map((row) => row.id));
  });

  test.each(DRAW_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open({ a: side(40), b: side(40), result: 'a', startingMen: { a: 60, b: 60 }, smallGame: 'minimum-force-10' });
      await choosePreset(row.title, exampleHref(row));
      const victory = points('Victory (100, divided if drawn)');
      expect(victory).toEqual({ a: String(row.outcome.victoryPoints.a), b: String(row.outcome.victoryPoints.b) });
      expect(drawVerdict()).toMatch(
        row.outcome.drawn ? /so an undecided battle is drawn\.$/ : /so the battle is not drawn\.$/,
      );
      expect(drawVerdict()).toContain(`A has ${row.inputs.men.a} men free and B ${row.inputs.men.b}`);
    },
  );

  test('itemises both sides’ points, prisoners counting ½ to each side', async () => {
    open({
      a: side(20, { guns: 2, cavalry: 5, prisonersTaken: 4 }),
      b: side(10, { prisonersTaken: 1 }),
      result: 'a',
      startingMen: { a: 75, b: 75 },
      smallGame: 'draw-threshold-10',
    });
    expect(points('Victory (100, divided if drawn)')).toEqual({ a: '100', b: '0' });
    expect(points('Guns held (10 each)')).toEqual({ a: '20', b: '0' });
    expect(points('Cavalry (1½ each)')).toEqual({ a: '7½', b: '0' });
    expect(points('Infantry (1 each)')).toEqual({ a: '20', b: '10' });
    expect(points('Own men prisoner of the enemy (½ each)')).toEqual({ a: '½', b: '2' });
    expect(points('Prisoners taken (½ each)')).toEqual({ a: '2', b: '½' });
    expect(points('Total')).toEqual({ a: '150', b: '12½' });
    expect(announced()).toMatch(/^A 150 points, B 12½\. A has 25 men free and B 10; they are not both below 15/);
  });

  test('the result changes the victory points, and a draw the rule gives is pointed out', async () => {
    open();
    await fireEvent.click(screen.getByRole('radio', { name: 'B won' }));
    expect(points('Victory (100, divided if drawn)')).toEqual({ a: '0', b: '100' });
    await fireEvent.click(screen.getByRole('radio', { name: 'still undecided' }));
    expect(points('Victory (100, divided if drawn)')).toEqual({ a: '0', b: '0' });
    expect(screen.getByText('Choose “drawn” above to divide the 100 points for victory.')).toBeTruthy();
  });

  test('the reading of the Note decides a small game, and each reading says what it gives', async () => {
    open({
      a: side(12),
      b: side(12),
      result: 'undecided',
      startingMen: { a: 40, b: 40 },
      smallGame: 'draw-threshold-10',
    });
    expect(
      screen.getByRole('radio', {
        name: 'with fewer than 50 a side, drawn below 10 men instead of 15 (edition): below 10 here, so not drawn',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('radio', {
        name: 'no game of fewer than 10 a side; drawn below 15 men: below 15 here, so drawn',
      }),
    ).toBeTruthy();
    expect(drawVerdict()).toBe('A has 12 men free and B 12; they are not both below 10, so the battle is not drawn.');
    await fireEvent.click(screen.getByRole('radio', { name: /no game of fewer than 10/ }));
    expect(drawVerdict()).toBe('A has 12 men free and B 12; both are below 15, so an undecided battle is drawn.');
    expect(screen.getByRole('link', { name: 'note' }).getAttribute('href')).toBe(
      '/little-wars/the-rules/#note-minimum-ten',
    );
  });

  test('a game too small for the second reading is refused with the engine’s message', async () => {
    open({ a: side(5), b: side(5), result: 'undecided', startingMen: { a: 8, b: 30 }, smallGame: 'minimum-force-10' });
    expect(screen.getByRole('alert').textContent).toMatch(/startingMen must be at least 10 a side/);
    // The score still stands; the edition's reading still decides the draw.
    expect(points('Total')).toEqual({ a: '5', b: '5' });
    await fireEvent.click(screen.getByRole('radio', { name: /drawn below 10 men instead of 15/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(drawVerdict()).toMatch(/both are below 10, so an undecided battle is drawn\.$/);
  });

  test('the steppers and typed numbers change the case; bad ones are flagged', async () => {
    open();
    await fireEvent.click(screen.getByRole('button', { name: 'One more: A: guns held or in a position to take' }));
    expect(points('Guns held (10 each)')).toEqual({ a: '10', b: '0' });
    await typeInto('B: cavalry alive and uncaptured', '4');
    expect(points('Cavalry (1½ each)')).toEqual({ a: '0', b: '6' });
    expect(drawVerdict()).toMatch(/they are not both below 15/);
    await expectRefused('A: men at the start', '0', 1, 2000);
  });
});
