import { describe, expect, test } from 'vitest';
import { documentOf } from '../support/dist.ts';
import { generateSheet } from '../../src/exercises/sheet.ts';
import { WELLS_TOPICS } from '../../src/exercises/wells/topics.ts';
import { HELLWIG_TOPICS } from '../../src/exercises/hellwig/topics.ts';

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe.each([
  ['little-wars/exercises/index.html', WELLS_TOPICS],
  ['hellwig/exercises/index.html', HELLWIG_TOPICS],
] as const)('%s, as built', (file, table) => {
  const doc = documentOf(file);
  const sheet = generateSheet(table, table.defaults);

  test('holds the default sheet: every exercise’s situation, figure, question and answer, without JavaScript', () => {
    const items = [...doc.querySelectorAll('.exercise')];
    expect(items).toHaveLength(table.defaults.n);
    items.forEach((item, i) => {
      const e = sheet.exercises[i]!;
      expect(text(item.querySelector('.exercise-situation'))).toBe(e.situation);
      expect(text(item.querySelector('.exercise-question'))).toBe(e.question);
      expect(text(item.querySelector('.exercise-answer p'))).toBe(`Answer. ${e.answer}`);
      expect(item.querySelector('svg, .exercise-facts'), 'a figure').not.toBeNull();
    });
  });

  test('its controls are real HTML, disabled until the island runs, and the toggle to the key works without it', () => {
    expect(doc.querySelector('.exercise-controls > fieldset')?.hasAttribute('disabled')).toBe(true);
    for (const t of table.topics) expect(doc.querySelector(`input[name="topics"][value="${t.id}"]`)).not.toBeNull();
    const view = [...doc.querySelectorAll('.exercise-view input[type="radio"]')];
    expect(view.map((r) => r.getAttribute('value'))).toEqual(['pupil', 'key']);
    expect(view.every((r) => !r.closest('[disabled]'))).toBe(true);
    expect(doc.querySelector('noscript')?.innerHTML).toContain('Without JavaScript this is the default sheet');
  });
});
