/**
 * Predict, then reveal, in the mêlée calculator, the board and the replay: the exercise's state
 * (pure reducers), the comparison with the engine's answer, and each widget driven as a reader
 * would, the answers checked against the book's own numbers; and the replay's projector keys.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { MeleeCalculator } from '../../src/islands/melee/MeleeCalculator.tsx';
import { MELEE_PRESETS } from '../../src/islands/melee/presets.ts';
import { compareMelee, markSentence, predictReducer } from '../../src/islands/melee/predict.ts';
import { resolveMelee } from '../../src/rules/index.ts';
import { HellwigBoard } from '../../src/islands/board/HellwigBoard.tsx';
import { BOARD_PRESETS, presetsAt, windowOf } from '../../src/islands/board/presets.ts';
import { compareSquares, marksSentence, predictFlags, questionOf } from '../../src/islands/board/predict.ts';
import { boardPredictReducer } from '../../src/islands/board/predictState.ts';
import { BoardPage } from '../../src/islands/board/BoardPage.tsx';
import { viewOf } from '../../src/islands/board/view.ts';
import { HELLWIG_EXAMPLES, type HellwigExample } from '../../src/rules/hellwig/examples.ts';
import { HooksFarmReplay } from '../../src/islands/hooks/HooksFarmReplay.tsx';
import { stubFullscreen } from '../support/fullscreen.ts';
import { REPLAY, stepById } from '../../src/islands/hooks/replay.ts';
import { choicesFor, outcomeOf, replayPredictReducer } from '../../src/islands/hooks/predict.ts';

afterEach(() => cleanup());
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.matchMedia = ((q: string) => ({
    matches: q.includes('reduce'),
    media: q,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});

// Wells' nine against eleven (melee-3b-i): seven of each side killed, and A's other two taken prisoner.
const NINE_V_ELEVEN = MELEE_PRESETS[0]!;

describe('predict, then reveal: the mêlée calculator', () => {
  test('the exercise: off, answered, checked; a new case asks again', () => {
    let s = predictReducer({ phase: 'off' }, { type: 'toggle' });
    expect(s).toEqual({ phase: 'guess', guess: { dead: { a: 0, b: 0 }, prisoners: { a: 0, b: 0 } } });
    s = predictReducer(s, { type: 'set', field: 'dead', side: 'a', value: 7 });
    s = predictReducer(s, { type: 'set', field: 'prisoners', side: 'a', value: -3 });
    expect(s.phase === 'guess' && s.guess).toEqual({ dead: { a: 7, b: 0 }, prisoners: { a: 0, b: 0 } });
    s = predictReducer(s, { type: 'check' });
    expect(s.phase).toBe('revealed');
    // Once checked, the answer cannot be changed.
    expect(predictReducer(s, { type: 'set', field: 'dead', side: 'b', value: 7 })).toBe(s);
    expect(predictReducer(s, { type: 'new-case' }).phase).toBe('guess');
    expect(predictReducer({ phase: 'off' }, { type: 'new-case' })).toEqual({ phase: 'off' });
  });

  test('the comparison marks each number against the engine’s, which gives the book’s 7, 7 and 2', () => {
    const { state } = NINE_V_ELEVEN;
    const result = resolveMelee({ a: state.a, b: state.b, aSupport: state.aSupport, bSupport: state.bSupport });
    const marks = compareMelee({ dead: { a: 7, b: 6 }, prisoners: { a: 2, b: 0 } }, result);
    expect(marks.map((m) => [m.field, m.side, m.guessed, m.actual, m.right])).toEqual([
      ['dead', 'a', 7, 7, true],
      ['dead', 'b', 6, 7, false],
      ['prisoners', 'a', 2, 2, true],
      ['prisoners', 'b', 0, 0, true],
    ]);
    expect(markSentence(marks, state.labels)).toBe('3 of 4 right: B’s dead 7, not 6.');
  });

  test(
    'by the reader: the result stays hidden until Check, ' + 'then each number is marked and the fight starts',
    async () => {
      render(<MeleeCalculator presets={MELEE_PRESETS} initial={NINE_V_ELEVEN.state} />);
      await fireEvent.click(screen.getByRole('button', { name: 'Predict first' }));
      expect(screen.queryByRole('table', { name: 'Outcome of the mêlée' })).toBeNull();
      expect(document.querySelectorAll('.melee-svg .man-dead')).toHaveLength(0);
      const set = (label: string, n: number) =>
        fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value: String(n) } });
      await set('Men of A who die', 7);
      await set('Men of B who die', 7);
      await set('Men of A who are taken prisoner', 1);
      await fireEvent.click(screen.getByRole('button', { name: 'Check' }));
      const marks = screen.getByRole('table', { name: /Your prediction/ });
      expect(within(marks).getAllByText('✓ right')).toHaveLength(3);
      expect(within(marks).getAllByText('✗ wrong')).toHaveLength(1);
      expect(screen.getByRole('table', { name: 'Outcome of the mêlée' })).toBeTruthy();
      expect(document.querySelector('.melee-figure figcaption')!.textContent).toContain('Before the fight.');
      const live = [...document.querySelectorAll('[aria-live]')].map((e) => e.textContent);
      expect(live).toContain('3 of 4 right: A’s prisoners 2, not 1.');
      // Another example is another question.
      await fireEvent.click(screen.getByRole('button', { name: MELEE_PRESETS[1]!.title }));
      expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
      expect(screen.queryByRole('table', { name: 'Outcome of the mêlée' })).toBeNull();
    },
  );
});

const fieldRow = HELLWIG_EXAMPLES.find(
  (r): r is Extract<HellwigExample, { kind: 'field' }> => r.kind === 'field' && r.outcome.inEffect.length === 3,
)!;
const squares = (attr: string, value: string) =>
  [...document.querySelectorAll(`[data-square][${attr}="${value}"]`)]
    .map((e) => Number(e.getAttribute('data-square')))
    .sort((a, b) => a - b);

describe('predict, then reveal: the board', () => {
  test('the question a selected device puts is the field the book gives', () => {
    const preset = BOARD_PRESETS.find((p) => p.id === fieldRow.id)!;
    const q = questionOf(preset.state)!;
    expect(q.ask).toMatch(/^Which squares are in the field of effect of the (.* cannon|howitzer) /);
    expect(q.answer).toEqual([...fieldRow.outcome.inEffect].sort((a, b) => a - b));
    expect(q.reasons.map((r) => r.square)).toEqual(expect.arrayContaining([...fieldRow.outcome.inEffect]));
    expect(questionOf({ ...preset.state, selected: undefined })).toBeUndefined();
  });

  test('the comparison, the reducer and the flags drawn at each phase', () => {
    expect(compareSquares([3, 1, 9], [1, 2, 3])).toEqual({ right: [1, 3], missed: [2], wrong: [9] });
    expect(marksSentence({ right: [1, 3], missed: [2], wrong: [9] })).toBe(
      'You found 2 of 3 squares; missed 2; marked 9, which is not in it.',
    );
    let s = boardPredictReducer({ phase: 'off' }, { type: 'toggle' });
    s = boardPredictReducer(s, { type: 'pick', square: 5 });
    s = boardPredictReducer(s, { type: 'pick', square: 6 });
    s = boardPredictReducer(s, { type: 'pick', square: 5 });
    expect(s).toEqual({ phase: 'guess', guess: [6] });
    s = boardPredictReducer(boardPredictReducer(s, { type: 'check' }), { type: 'step', delta: 9, last: 3 });
    expect(s).toEqual({ phase: 'revealed', guess: [6], step: 3 });

    const preset = BOARD_PRESETS.find((p) => p.id === fieldRow.id)!;
    const view = viewOf(preset.state);
    const q = questionOf(preset.state)!;
    const [first, second] = q.answer;
    const hidden = predictFlags(view.flags, q, { phase: 'guess', guess: [first!] });
    expect([...hidden.values()].some((f) => f.effect)).toBe(false);
    expect(hidden.get(first!)?.guess).toBe('guess');
    const shownTo = (step: number) => predictFlags(view.flags, q, { phase: 'revealed', guess: [first!, 9999], step });
    expect([...shownTo(0).values()].some((f) => f.effect)).toBe(false);
    expect(shownTo(0).get(9999)?.guess).toBe('wrong');
    const all = shownTo(q.reasons.length);
    expect(all.get(first!)?.guess).toBe('right');
    expect(all.get(second!)?.guess).toBe('missed');
    expect(
      [...all]
        .filter(([, f]) => f.effect === 'in-effect')
        .map(([sq]) => sq)
        .sort((a, b) => a - b),
    ).toEqual(q.answer);
  });

  test(
    'by the reader: the field is hidden, ' + 'squares are marked by click and by key, then revealed step by step',
    async () => {
      const presets = presetsAt(fieldRow.cite);
      // A small board beside its § leaves the mode out; the board page's island has it.
      const small = render(
        <HellwigBoard presets={presets} initialPreset={fieldRow.id} window={windowOf(presets)} idPrefix="t" />,
      );
      expect(screen.queryByRole('button', { name: 'Predict first' })).toBeNull();
      small.unmount();
      render(<BoardPage presets={presets} initialPreset={fieldRow.id} window={windowOf(presets)} idPrefix="t" />);
      const answer = [...fieldRow.outcome.inEffect].sort((a, b) => a - b);
      expect(squares('data-effect', 'in-effect')).toEqual(answer);
      // The board page loads the mode on first use (lazy.ts): it says so, then the mode is on.
      await fireEvent.click(screen.getByRole('button', { name: 'Predict first' }));
      expect(document.querySelector('.board-loading')!.textContent).toBe('Loading predict-then-reveal…');
      await vi.waitFor(() => expect(squares('data-effect', 'in-effect')).toEqual([]));
      expect(document.querySelector('.board-loading')!.textContent).toBe('');
      await fireEvent.click(document.querySelector(`[data-square="${answer[0]}"]`)!);
      await fireEvent.click(document.querySelector(`[data-square="${answer[1]}"]`)!);
      expect(squares('data-guess', 'guess')).toEqual(answer.slice(0, 2));
      // Marking does not act on the board: the selection and the position stay.
      expect(screen.getByText(/Marked: /).textContent).toContain(`Marked: ${answer[0]}, ${answer[1]}.`);
      await fireEvent.click(screen.getByRole('button', { name: 'Check' }));
      expect(document.querySelector('.board-predict-marks')!.textContent).toBe(
        `You found 2 of 3 squares; missed ${answer[2]}.`,
      );
      expect(squares('data-effect', 'in-effect')).toEqual([]);
      await fireEvent.click(screen.getByRole('button', { name: 'Step' }));
      expect(document.querySelector('.board-predict-reason')!.textContent).toMatch(/^Step 1 of \d+: \d+ is /);
      // Beside the board, the selection's panel (which lists the whole field) waits for the end of the reveal.
      expect(screen.queryByRole('button', { name: 'Why these squares?' })).toBeNull();
      await fireEvent.click(screen.getByRole('button', { name: 'End' }));
      expect(squares('data-effect', 'in-effect')).toEqual(answer);
      expect(screen.getByRole('button', { name: 'Why these squares?' })).toBeTruthy();
      expect(squares('data-guess', 'right')).toEqual(answer.slice(0, 2));
      expect(squares('data-guess', 'missed')).toEqual([answer[2]]);
      await fireEvent.click(screen.getByRole('button', { name: 'Predict again' }));
      expect(squares('data-effect', 'in-effect')).toEqual([]);
      await fireEvent.click(screen.getByRole('button', { name: 'Predict first' }));
      expect(squares('data-effect', 'in-effect')).toEqual(answer);
    },
  );
});

describe('predict, then reveal: the replay', () => {
  const prev = REPLAY.steps[stepById('blue-4').index - 1]!;
  const next = stepById('blue-4');

  test('four outcomes, one the engine’s: at Blue’s fourth move, the book’s 13 Red and 3 Blue killed', () => {
    const choices = choicesFor(prev, next);
    expect(choices).toHaveLength(4);
    expect(new Set(choices.map((c) => c.key)).size).toBe(4);
    const engine = choices.filter((c) => c.engine);
    expect(engine).toHaveLength(1);
    expect([engine[0]!.outcome.redDead, engine[0]!.outcome.blueDead]).toEqual([13, 3]);
    expect(engine[0]!.text).toMatch(/^Red loses 13 men killed, Blue 3 men/);
    // The same choices every time, for a class.
    expect(choicesFor(prev, next)).toEqual(choices);
    // Every half-move has its four.
    for (let i = 1; i < REPLAY.steps.length; i++) {
      const c = choicesFor(REPLAY.steps[i - 1]!, REPLAY.steps[i]!);
      expect(new Set(c.map((x) => x.key)).size, REPLAY.steps[i]!.halfMove.id).toBe(4);
      expect(c.filter((x) => x.engine)).toHaveLength(1);
      expect(c.every((x) => x.outcome.redDead >= 0 && x.outcome.blueDead >= 0 && x.outcome.taken >= 0)).toBe(true);
    }
    expect(outcomeOf(prev, next).redDead).toBe(13);
  });

  test('the exercise: a choice is needed to check; a step moves within the reveal', () => {
    let s = replayPredictReducer({ phase: 'off' }, { type: 'toggle' });
    expect(replayPredictReducer(s, { type: 'check', from: 3 })).toBe(s);
    s = replayPredictReducer(s, { type: 'choose', key: '1-2-0' });
    s = replayPredictReducer(s, { type: 'check', from: 3 });
    expect(s).toEqual({ phase: 'revealed', from: 3, choice: '1-2-0', step: 1 });
    expect(replayPredictReducer(s, { type: 'step', delta: -5, last: 4 })).toMatchObject({ step: 1 });
    expect(replayPredictReducer(s, { type: 'step', delta: 9, last: 4 })).toMatchObject({ step: 4 });
    expect(replayPredictReducer(s, { type: 'again' })).toEqual({ phase: 'ask' });
  });

  test('by the reader: choose, check, and the half-move plays with the choice marked', async () => {
    window.history.replaceState(null, '', `/little-wars/hooks-farm/?step=${prev.index + 1}`);
    render(<HooksFarmReplay meleePresets={MELEE_PRESETS.filter((p) => p.id.startsWith('wells-melee-hooks-farm-'))} />);
    await fireEvent.click(screen.getByRole('button', { name: 'Predict first' }));
    const group = screen.getByRole('group', { name: /What does the next half-move/ });
    const wrong = choicesFor(prev, next).find((c) => !c.engine)!;
    await fireEvent.click(within(group).getByLabelText(wrong.text));
    await fireEvent.click(screen.getByRole('button', { name: 'Check, and play it' }));
    expect(screen.getByText(/^Half-move \d+ of/).textContent).toBe(
      `Half-move ${next.index + 1} of ${REPLAY.steps.length}`,
    );
    expect(document.querySelector('.hf-predict-mark')!.textContent).toMatch(
      /^Not this time; the engine’s outcome: Red loses 13/,
    );
    expect(document.querySelector('.hf-predict .is-wrong')!.textContent).toContain('✗ your choice');
    const lines = () => document.querySelectorAll('.hf-predict-lines li').length;
    expect(lines()).toBe(1);
    await fireEvent.click(
      within(screen.getByRole('group', { name: 'What happened, step by step' })).getByRole('button', { name: 'Step' }),
    );
    expect(lines()).toBe(2);
    await fireEvent.click(screen.getByRole('button', { name: 'Predict the next half-move' }));
    expect(screen.getByRole('group', { name: /What does the next half-move/ })).toBeTruthy();
  });
});

describe('the replay in the projector mode', () => {
  test(
    '→ and ← step through the half-moves from anywhere in the frame, ' + 'even from its buttons; Escape leaves',
    async () => {
      const unstub = stubFullscreen();
      try {
        render(
          <HooksFarmReplay meleePresets={MELEE_PRESETS.filter((p) => p.id.startsWith('wells-melee-hooks-farm-'))} />,
        );
        const project = screen.getByRole('button', { name: 'Project' });
        await fireEvent.click(project);
        expect(document.fullscreenElement?.classList.contains('hf-replay')).toBe(true);
        const at = () => screen.getByText(/^Half-move \d+ of/).textContent;
        const leave = screen.getByRole('button', { name: 'Leave the projector (Esc)' });
        await fireEvent.keyDown(leave, { key: 'ArrowRight' });
        await fireEvent.keyDown(leave, { key: 'ArrowRight' });
        expect(at()).toBe(`Half-move 3 of ${REPLAY.steps.length}`);
        await fireEvent.keyDown(leave, { key: 'ArrowLeft' });
        expect(at()).toBe(`Half-move 2 of ${REPLAY.steps.length}`);
        expect(screen.getByText(/^Keys:/).textContent).toBe(
          'Keys: ← → step back, step · Space play or pause · Esc leave the projector',
        );
        await fireEvent.keyDown(leave, { key: 'Escape' });
        expect(document.fullscreenElement).toBeNull();
      } finally {
        unstub();
      }
    },
  );
});
