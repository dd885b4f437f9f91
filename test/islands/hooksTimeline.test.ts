/**
 * The replay's timeline without a DOM (issue 23): going to a half-move, the animation of the next one forward only,
 * play and pause (beginning again at the end), the address's half-move and problem, and the keymap.
 */
import { describe, expect, test } from 'vitest';
import { initialTimeline, keyAction, timelineReducer, type TimelineAction } from '../../src/islands/hooks/timeline.ts';

const run = (...actions: TimelineAction[]) => actions.reduce(timelineReducer, initialTimeline(15, 0));

describe('the timeline', () => {
  test('the next half-move forward is animated; a jump, a step back or reduced motion is not', () => {
    expect(run({ type: 'go', to: 1, reduced: false })).toMatchObject({ index: 1, t: 0, touched: true });
    expect(run({ type: 'go', to: 1, reduced: true })).toMatchObject({ index: 1, t: 1 });
    expect(run({ type: 'go', to: 5, reduced: false })).toMatchObject({ index: 5, t: 1 });
    expect(run({ type: 'go', to: 5, reduced: false }, { type: 'go', to: 4, reduced: false }).t).toBe(1);
  });
  test('a half-move out of the battle is the nearest end', () => {
    expect(run({ type: 'go', to: -3, reduced: false }).index).toBe(0);
    expect(run({ type: 'go', to: 99, reduced: false }).index).toBe(15);
  });
  test('play at the end begins again at the putting down; stop pauses', () => {
    const end = run({ type: 'go', to: 15, reduced: false });
    expect(timelineReducer(end, { type: 'toggle' })).toMatchObject({ index: 0, playing: true, t: 1 });
    expect(run({ type: 'toggle' }, { type: 'stop' }).playing).toBe(false);
  });
  test('the address opens at a half-move with its problem, and the reader moving it clears the problem', () => {
    const opened = run({ type: 'open', step: 3, problem: 'bad step' });
    expect(opened).toMatchObject({ index: 3, problem: 'bad step', touched: false });
    expect(timelineReducer(opened, { type: 'go', to: 3, reduced: false })).toMatchObject({
      problem: null,
      touched: true,
    });
  });
  test('the keys: arrows, Home and End step, Space plays, the slider steps by itself', () => {
    const s = run({ type: 'go', to: 5, reduced: false });
    expect(keyAction('ArrowRight', false, s, false)).toEqual({ type: 'go', to: 6, reduced: false });
    expect(keyAction('ArrowLeft', false, s, true)).toEqual({ type: 'go', to: 4, reduced: true });
    expect(keyAction('Home', false, s, false)).toEqual({ type: 'go', to: 0, reduced: false });
    expect(keyAction('End', false, s, false)).toEqual({ type: 'go', to: 15, reduced: false });
    expect(keyAction(' ', true, s, false)).toEqual({ type: 'toggle' });
    expect(keyAction('ArrowRight', true, s, false)).toBeUndefined();
    expect(keyAction('a', false, s, false)).toBeUndefined();
  });
});
