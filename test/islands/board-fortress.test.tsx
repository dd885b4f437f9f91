/**
 * A fortress placed on plate II by the reader (issue 16): by its tool or the O key, its ditch dug as water, drawn with
 * its wall and flag, answered by the engine (who holds the centre, §187, §188; whether it communicates over its ditch,
 * §190 (1)), taken away again; refused with the reason where it cannot stand; kept in the address.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { HellwigBoard } from '../../src/islands/board/HellwigBoard.tsx';
import { WHOLE_PLATE } from '../../src/islands/board/presets.ts';
import { WORKS_KIT } from '../../src/islands/board/worksKit.ts';
import { readSchool, writeSchool } from '../../src/islands/board/schoolAddress.ts';

afterEach(cleanup);

function board() {
  const r = render(<HellwigBoard presets={[]} window={WHOLE_PLATE} idPrefix="fo" works={WORKS_KIT} />);
  const frame = r.container.querySelector('.board-frame') as HTMLElement;
  const at = (sq: number) => r.container.querySelector(`.board-frame [data-square="${sq}"]`)!;
  const tool = (value: string) =>
    fireEvent.change(r.container.querySelector('select[id$="-tool"]')!, { target: { value } });
  const live = () => r.container.querySelector('[aria-live="polite"]')!.textContent ?? '';
  const alert = () => r.container.querySelector('[role="alert"]')?.textContent ?? '';
  const answers = () => [...r.container.querySelectorAll('.board-works')].map((p) => p.textContent).join(' ');
  return { ...r, frame, at, tool, live, alert, answers };
}

describe('a fortress placed on plate II (§186, §187, §190)', () => {
  test(
    'by its tool: the ditch dug as water, drawn with wall and flag, ' + 'shut in until a bridge crosses the ditch',
    () => {
      const b = board();
      b.tool('fortress');
      fireEvent.click(b.at(205));
      expect(b.live()).toContain('Placed A’s fortress, its centre on 205 planted with a flag (§187)');
      expect(b.container.querySelector('[data-placed-fortress="205A"] .fortress-flag')).not.toBeNull();
      expect(b.at(207).getAttribute('data-terrain')).toBe('water');
      expect(b.at(206).getAttribute('data-terrain')).not.toBe('water');
      expect(b.answers()).toContain(
        'A’s fortress, its centre on 205: no one holds the centre; no way leads out over its ditch',
      );
      // A bridge laid on the ditch's water, painted as the terrain tool lays one (§146a).
      b.tool('terrain');
      fireEvent.change(b.container.querySelector('select[id$="-terrain"]')!, { target: { value: 'bridge' } });
      fireEvent.click(b.at(207));
      expect(b.answers()).toMatch(
        new RegExp(
          String.raw`A’s fortress, its centre on 205: no one holds the centre; it communicates with the terrains` +
            String.raw` around it, by [\d, ]*207`,
        ),
      );
      // A bridge on its ditch: the fortress cannot be taken away until it is taken up (§146a).
      b.tool('fortress');
      fireEvent.click(b.at(205));
      expect(b.alert()).toContain('Take up the bridges over the ditch first (on 207)');
    },
  );

  test(
    'by the O key, for the player chosen; one fortress ' +
      'each; refused near the edge; taken away with its ' +
      'ditch',
    () => {
      const b = board();
      const press = (sq: number, key: string) => {
        fireEvent.click(b.at(sq));
        fireEvent.keyDown(b.frame, { key });
      };
      press(2, 'o');
      expect(b.alert()).toMatch(/^Centre must stand 2 squares in from every edge/);
      press(205, 'o');
      expect(b.container.querySelector('[data-placed-fortress="205A"]')).not.toBeNull();
      press(400, 'o');
      expect(b.alert()).toContain('A’s fortress stands on 205 already: each player has one (§186)');
      // O on a square of its block takes it away, and the ditch is open ground again.
      press(206, 'o');
      expect(b.live()).toBe('Took away A’s fortress on 205 and filled in its ditch.');
      expect(b.container.querySelector('[data-placed-fortress]')).toBeNull();
      expect(b.at(207).getAttribute('data-terrain')).not.toBe('water');
    },
  );

  test('an enemy knight on the centre holds it: conquered if it holds through the garrison’s move (§188)', () => {
    const b = board();
    b.tool('fortress');
    fireEvent.click(b.at(205));
    b.tool('piece');
    fireEvent.change(b.container.querySelector('select[id$="-piecePlayer"]')!, { target: { value: 'B' } });
    fireEvent.click(b.at(205));
    expect(b.answers()).toContain(
      'the besieger, B, holds the centre: held through the garrison’s next move, the fortress is conquered (§188)',
    );
  });

  test('in the address as centre and garrison, read back; a malformed one named', () => {
    const q = new URLSearchParams();
    writeSchool(q, { fortresses: [{ centre: 205, garrison: 'A' }] });
    expect(q.get('fo')).toBe('205A');
    const problems: string[] = [];
    expect(readSchool(q, problems).fortresses).toEqual([{ centre: 205, garrison: 'A' }]);
    readSchool(new URLSearchParams('fo=205Z'), problems);
    expect(problems.join(' ')).toContain('fo= lists fortresses as centre and garrison (205A)');
  });
});
