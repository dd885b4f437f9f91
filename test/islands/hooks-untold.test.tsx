/**
 * What the replay of Hook's Farm adds to the text is said to be its own: Blue's sixth half-move,
 * which the text does not tell, is drawn dashed and labelled "not in the text", and the share of
 * Red's third move's dead between his two guns is a declared assumption.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { HooksMap } from '../../src/islands/hooks/HooksMap.tsx';
import { HOOKS_FARM, REPLAY, stepById } from '../../src/islands/hooks/replay.ts';
import { StepText } from '../../src/islands/hooks/StepText.tsx';

afterEach(cleanup);

const map = (id: string) =>
  render(<HooksMap table={REPLAY.table} places={REPLAY.places} step={stepById(id)} />).container;

describe('the half-move the text does not tell', () => {
  test('Blue’s sixth move is drawn dashed and labelled “not in the text”, in the drawing and in its name', () => {
    const svg = map('blue-6');
    expect(svg.querySelector('.hf-trails-untold')).not.toBeNull();
    const labels = [...svg.querySelectorAll('.hf-untold-label')].map((t) => t.textContent);
    expect(labels).toEqual(['Dashed: not in the text']);
    expect(svg.querySelectorAll('.hf-trails-untold .hf-trail').length).toBeGreaterThan(0);
    expect(svg.querySelector('svg')?.getAttribute('aria-label')).toMatch(/not in the text: the editors’ invention/);
  });
  test('a half-move the narrator tells carries no such mark', () => {
    for (const id of ['red-3', 'red-6', 'blue-holds']) {
      const svg = map(id);
      expect(svg.querySelector('.hf-trails-untold, .hf-untold-label'), id).toBeNull();
      cleanup();
    }
  });
  test('its account says it is not in the text', () => {
    const step = stepById('blue-6');
    const { container } = render(
      <StepText
        step={step}
        prev={REPLAY.steps[step.index - 1]}
        assumptions={HOOKS_FARM.assumptions}
        inconsistencies={HOOKS_FARM.inconsistencies}
        titleId="t"
        level={3}
      />,
    );
    expect(container.querySelector('.hf-untold')?.textContent).toMatch(/^Not in the text\./);
  });
});

describe('Red’s third move', () => {
  test('declares how its eight dead are shared between his two guns as an assumption', () => {
    const red3 = HOOKS_FARM.halfMoves.find((h) => h.id === 'red-3');
    expect(red3?.assumptions).toContain('A19');
    const a19 = HOOKS_FARM.assumptions.find((a) => a.id === 'A19');
    expect(a19?.text).toContain('two cavalry and six infantry');
    const fired = red3?.events.filter((e) => e.kind === 'fire') ?? [];
    expect(fired).toHaveLength(2);
  });
});
