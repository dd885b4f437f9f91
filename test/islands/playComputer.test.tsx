/**
 * The computer's turn at the UI edge (issue 23): its action is played, the engine's refusal is said with its
 * words and §, and a fault (a programming error, a failed worker) is logged and said plainly, never as a rule. The
 * worker is replaced by a stub that answers as the test tells it; the reducer's cases are checked without a DOM.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { RuleError } from '../../src/rules/errors.ts';
import { legalActions, READING_NOTES, type Action } from '../../src/rules/hellwig/index.ts';
import type { Result } from '../../src/rules/result.ts';
import { keyAction } from '../../src/islands/play/keys.ts';
import { SAID_FAULT } from '../../src/islands/play/panelWords.ts';
import { initialState, reduce } from '../../src/islands/play/state.ts';

const answer = vi.hoisted(() => ({ next: (): Promise<Result<Action> | undefined> => Promise.resolve(undefined) }));
vi.mock('../../src/islands/play/askComputer.ts', () => ({ askComputer: () => answer.next() }));
const { PlayGame } = await import('../../src/islands/play/PlayGame.tsx');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the computer in the reducer', () => {
  test('a refusal gives the seats back and says the engine’s words', () => {
    const s = reduce(reduce(initialState(), { type: 'computer', seats: ['B'] }), {
      type: 'computer-refused',
      message: 'no action is left (§181)',
    });
    expect(s.computer).toEqual([]);
    expect(s.error).toBe('The computer could not answer, so the readers play its seats: no action is left (§181)');
  });
  test('a fault gives the seats back and says something went wrong, naming no rule', () => {
    const s = reduce(reduce(initialState(), { type: 'computer', seats: ['A'] }), { type: 'fault' });
    expect(s.computer).toEqual([]);
    expect(s.error).toBe(SAID_FAULT);
    expect(s.error).not.toMatch(/§/);
  });
});

describe('the keymap', () => {
  test('arrows move the cursor, Enter picks, Shift+Enter extends, other keys are left alone', () => {
    expect(keyAction('ArrowUp', false, 5)).toEqual({ type: 'cursor', rows: -1, columns: 0 });
    expect(keyAction('Enter', false, 5)).toEqual({ type: 'square', square: 5 });
    expect(keyAction(' ', true, 7)).toEqual({ type: 'extend', square: 7 });
    expect(keyAction('Escape', true, 7)).toEqual({ type: 'escape' });
    expect(keyAction('x', false, 5)).toBeUndefined();
  });
});

describe('the computer on the page', () => {
  // Waits long enough for a busy machine: the plate is drawn whole at each render.
  const slow = { timeout: 15_000 };
  const computerPlaysA = async () => {
    render(<PlayGame id="t" notes={READING_NOTES} />);
    const radio = screen.getByRole('radio', { name: 'The computer plays A' });
    await waitFor(() => expect(radio).toHaveProperty('disabled', false), slow);
    fireEvent.click(radio);
  };
  test('its action is played as any action', async () => {
    const queen = legalActions(initialState().game, 646).find((a) => a.type === 'move' && a.to === 625);
    expect(queen).toBeDefined();
    answer.next = () => Promise.resolve({ ok: true, value: queen! });
    await computerPlaysA();
    expect(await screen.findByText('B to move.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A K 646-625' })).toBeTruthy();
  });
  test('the engine’s refusal is shown in its words', async () => {
    answer.next = () => Promise.resolve({ ok: false, error: new RuleError('OUT_OF_TURN', 'no action is left (§181)') });
    await computerPlaysA();
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'The computer could not answer, so the readers play its seats: no action is left (§181)',
    );
    expect(screen.getByRole('radio', { name: 'Two players' })).toHaveProperty('checked', true);
  });
  test('a fault is logged and said plainly, not as a rule', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fault = new TypeError('cannot read properties of undefined');
    answer.next = () => Promise.reject(fault);
    await computerPlaysA();
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(SAID_FAULT);
    expect(logged).toHaveBeenCalledWith(fault);
    expect(document.body.textContent).not.toContain('cannot read properties');
  });
});
