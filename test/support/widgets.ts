/** Finding what a calculator shows, as a reader finds it: by label, heading and role. */
import { expect } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/preact';

/** The value shown beside a term of a widget's facts (`<dt>` and its `<dd>`). */
export function fact(term: string): string {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/** The text of a table cell: the row by its header, then the nth data cell (from 0). */
export function cell(row: string, column: number): string {
  const tr = screen.getByRole('rowheader', { name: row }).closest('tr');
  return tr?.querySelectorAll('td')[column]?.textContent ?? '';
}

/** Type into the number box with this label. */
export async function typeInto(label: string, value: string): Promise<HTMLElement> {
  const input = screen.getByLabelText(label);
  await fireEvent.input(input, { target: { value } });
  return input;
}

/** Click the preset titled `title`, and check it is pressed and links its place in the text. */
export async function choosePreset(title: string, href: string): Promise<void> {
  const button = screen.getByRole('button', { name: title });
  await fireEvent.click(button);
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(within(button.closest('li')!).getByRole('link').getAttribute('href')).toBe(href);
}

/** The sentence in the widget's polite live region. */
export function announced(): string {
  return document.querySelector('[aria-live="polite"]')?.textContent ?? '';
}

/** Type `value` into the box labelled `label`, and check it is flagged and its range stated. */
export async function expectRefused(label: string, value: string, min: number, max: number): Promise<void> {
  const input = await typeInto(label, value);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText(`Enter a whole number from ${min} to ${max}.`)).toBeTruthy();
}
