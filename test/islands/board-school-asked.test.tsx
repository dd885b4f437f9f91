/**
 * The second school's answers shown on request on a running board: a depot's field and its supply line toggled by
 * their buttons (§248, §255), the fire run turn by turn by its stepper and announced (§74–§76), a selected mortar's
 * bridges that may burn (§166); each in the address, each drawn from the engine's answer.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { HellwigBoard } from '../../src/islands/board/HellwigBoard.tsx';
import { BoardSvg } from '../../src/islands/board/BoardSvg.tsx';
import { WHOLE_PLATE, presetsAt, windowOf } from '../../src/islands/board/presets.ts';
import { WORKS_KIT } from '../../src/islands/board/worksKit.ts';
import { schoolViewOf } from '../../src/islands/board/schoolView.ts';
import { readSchool, writeSchool } from '../../src/islands/board/schoolAddress.ts';
import { viewOf } from '../../src/islands/board/view.ts';
import { createBoard, createFire, fireCourse } from '../../src/rules/hellwig/index.ts';
import type { BoardState } from '../../src/islands/board/state.ts';

afterEach(cleanup);

function board(cite: string) {
  const presets = presetsAt(cite);
  return render(
    <HellwigBoard
      presets={presets}
      initialPreset={presets[0]!.id}
      window={windowOf(presets)}
      idPrefix="q"
      works={WORKS_KIT}
    />,
  );
}

const answers = (c: Element) => [...c.querySelectorAll('.board-works')].map((p) => p.textContent).join(' ');
const live = (c: Element) => c.querySelector('[aria-live="polite"]')!.textContent;

describe('a depot’s field and supply line, on request (§248, §255)', () => {
  test(
    'the §248 example shows its field; its button hides it; ' + 'the supply line button draws the line to the fortress',
    () => {
      const { container } = board('§248');
      const field = screen.getByRole('button', { name: 'Field of the depot on 818' });
      expect(field.getAttribute('aria-pressed')).toBe('true');
      expect(container.querySelector('.board-frame [data-depot="A"] .depot-field')).not.toBeNull();
      fireEvent.click(field);
      expect(container.querySelector('.board-frame .depot-field')).toBeNull();
      expect(live(container)).toBe('The field of the depot on 818 is no longer drawn.');
      expect(screen.getByRole('button', { name: 'Field of the depot on 818' }).getAttribute('aria-pressed')).toBe(
        'false',
      );

      expect(container.querySelector('.board-frame [data-supply-line]')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Supply line of the depot on 818' }));
      const line = container.querySelector('.board-frame [data-supply-line="818"]');
      expect(line?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+)+$/);
      expect(answers(container)).toMatch(
        /The supply line of the depot of A’s on 818 is open: \d+ squares from 818 to \d+, in A’s fortress\./,
      );
    },
  );

  test(
    'the §258 example: a depot placed and its line asked ' + 'for is cut where the rook on 574 sweeps, named with §258',
    () => {
      const { container } = board('§258');
      const tool = container.querySelector('select[id$="-tool"]') as HTMLSelectElement;
      fireEvent.change(tool, { target: { value: 'depot' } });
      // A depot of A's on 576, in the rook's row: its own square is one the rook could take next move.
      fireEvent.click(container.querySelector('.board-frame [data-square="576"]')!);
      fireEvent.click(screen.getByRole('button', { name: 'Supply line of the depot on 576' }));
      expect(answers(container)).toContain(
        'The supply line of the depot of A’s on 576 is cut by 576 (an enemy piece could occupy it next move, §258 (1))',
      );
      expect(container.querySelector('.board-frame [data-barred="576"]')).not.toBeNull();
    },
  );
});

describe('the fire turn by turn (§74–§76)', () => {
  test('Next and Previous run the fire on and back, the drawing and the live region following the engine', () => {
    const { container } = board('§75');
    const prev = screen.getByRole('button', { name: 'Previous turn of the fire' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next turn of the fire' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    const flames = () =>
      [...container.querySelectorAll('.board-frame [data-burning]')].map((g) => g.getAttribute('data-burning'));
    const before = flames();
    fireEvent.click(next);
    expect(live(container)).toMatch(/^After 1 turn of its igniter: burning .*\(§74\)\.$/);
    // Every site that burned before has one move fewer now, or has burned out.
    expect(flames()).not.toEqual(before);
    expect(answers(container)).toContain('Turn 1');
    // On to the end: every site burned out, nothing left to step to.
    let turns = 1;
    for (; turns < 60; turns++) {
      const on = screen.getByRole('button', { name: 'Next turn of the fire' }) as HTMLButtonElement;
      if (on.disabled) break;
      fireEvent.click(on);
    }
    expect(turns).toBeLessThan(60);
    expect(container.querySelectorAll('.board-frame [data-burning]')).toHaveLength(0);
    expect(container.querySelectorAll('.board-frame [data-burned-out]').length).toBeGreaterThanOrEqual(5);
    fireEvent.click(screen.getByRole('button', { name: 'Previous turn of the fire' }));
    expect(live(container)).toMatch(new RegExp(`^After ${turns - 1} turns of its igniter:`));
    expect(container.querySelectorAll('.board-frame [data-burning]').length).toBeGreaterThan(0);
  });

  test('by keys on the board: full stop and ] step on, comma and [ step back, each said as the buttons say it', () => {
    const { container } = board('§75');
    const frame = container.querySelector('.board-frame') as HTMLElement;
    const alert = () => container.querySelector('[role="alert"]')?.textContent ?? '';
    fireEvent.keyDown(frame, { key: ',' });
    expect(alert()).toBe('The fire is shown as placed: there is no turn before it.');
    fireEvent.keyDown(frame, { key: '.' });
    expect(live(container)).toMatch(/^After 1 turn of its igniter: burning .*\(§74\)\.$/);
    expect(answers(container)).toContain('Turn 1');
    fireEvent.keyDown(frame, { key: ']' });
    expect(live(container)).toMatch(/^After 2 turns of its igniter:/);
    fireEvent.keyDown(frame, { key: '[' });
    expect(live(container)).toMatch(/^After 1 turn of its igniter:/);
    // The same words as the button's, for the same turn.
    const byKey = live(container);
    fireEvent.keyDown(frame, { key: ',' });
    fireEvent.click(screen.getByRole('button', { name: 'Next turn of the fire' }));
    expect(live(container)).toBe(byKey);
    // On to the last turn: one more is refused with the reason.
    for (let i = 0; i < 60; i++) fireEvent.keyDown(frame, { key: '.' });
    expect(alert()).toMatch(/nothing burns any more: the fire has no further turn \(§74\)\.$/);
    expect(container.querySelectorAll('.board-frame [data-burning]')).toHaveLength(0);
  });

  test('a board with no fire refuses the stepper’s keys with the reason', () => {
    const { container } = board('§248');
    fireEvent.keyDown(container.querySelector('.board-frame') as HTMLElement, { key: '.' });
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('No building is on fire on the board');
  });

  test('the view’s turns are the engine’s course (fireCourse), not a count of the island’s own', () => {
    const setup = { terrain: { building: [180, 181, 182, 183, 205] } };
    const fire = { igniter: 'A' as const, burning: [{ square: 182, movesLeft: 6 }] };
    const course = fireCourse(createBoard(setup), createFire(createBoard(setup), fire), 3);
    const v = schoolViewOf({ setup, showMoves: false, fire, fireTurn: 3 }).fire!;
    expect(v.burning).toEqual(
      [...course[3]!.burning].map(([square, movesLeft]) => ({ square, movesLeft })).sort((a, b) => a.square - b.square),
    );
  });
});

describe('fire on laid bridges (§166)', () => {
  const state: BoardState = {
    setup: {
      terrain: { water: [641, 642, 643, 619] },
      pieces: [{ square: 639, kind: 'knight', player: 'A' }],
      devices: [{ artillerists: 639, gun: 640, kind: 'howitzer' }],
    },
    showMoves: false,
    network: {
      transporters: [{ number: 42, main: 663, secondary: 664 }],
      laid: [641, 642, 643].map((square) => ({ square, transporter: 42 })),
    },
    selected: { type: 'device', gun: 640 },
  };

  test('a selected mortar: the bridges it may set on fire ringed, and how far the fire runs in words', () => {
    const works = WORKS_KIT.viewOf(state);
    expect(works.school?.bridgeFire?.bridges.map((b) => b.bridge)).toEqual([641, 642, 643]);
    const { container } = render(
      <BoardSvg
        view={viewOf(state)}
        window={WHOLE_PLATE}
        numbers={true}
        worksLayer={(corner) => <WORKS_KIT.Layer works={state} school={works.school} corner={corner} />}
        id="b"
      />,
    );
    expect(
      [...container.querySelectorAll('[data-bridge-fire]')].map((g) => g.getAttribute('data-bridge-fire')),
    ).toEqual(['641', '642', '643']);
    render(<WORKS_KIT.Panel view={works} id="b" />);
    expect(document.body.textContent).toContain(
      'The mortar on 640 may set fire to the bridge on 641; unchecked, the fire reaches 642, then 643.',
    );
  });
});

describe('what the reader asked to see, in the address', () => {
  test('fields, lines and the fire’s turn are written and read back; a bad value is named', () => {
    const q = new URLSearchParams();
    writeSchool(q, { depots: [{ square: 818, owner: 'A' }], fields: [818], lines: [818], fireTurn: 3 });
    expect(q.toString()).toBe('dp=818A&df=818&dl=818&ft=3');
    const problems: string[] = [];
    expect(readSchool(q, problems)).toEqual({
      depots: [{ square: 818, owner: 'A' }],
      fields: [818],
      lines: [818],
      fireTurn: 3,
    });
    expect(problems).toEqual([]);
    readSchool(new URLSearchParams('df=x&ft=999'), problems);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('df=');
    expect(problems[1]).toContain('ft=');
  });
});
