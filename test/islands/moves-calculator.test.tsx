import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { generalFate } from '../../src/rules/wells/index.ts';
import { ADDRESS_PAUSE_MS } from '../../src/islands/shared/useAddressState.ts';
import { MovesCalculator } from '../../src/islands/kriegspiel/moves/MovesCalculator.tsx';
import { MOVES_EXAMPLES, MOVES_PRESETS, type MovesState } from '../../src/islands/kriegspiel/moves/presets.ts';
import { announced, choosePreset, expectRefused, fact } from '../support/widgets.ts';
import { exampleHref } from '../../src/edition/addresses.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const open = (initial: MovesState = MOVES_PRESETS[0]!.state) =>
  render(<MovesCalculator presets={MOVES_PRESETS} initial={initial} />);
const OTHER: MovesState = {
  mover: 'boats',
  road: 'yes',
  up: 3,
  down: 3,
  slope: 9,
  action: 'cavalry-mount',
  men: 45,
  twenties: 'exact',
  mishap: 'captured',
  disablement: 'invulnerable',
};

describe('the moves calculator', () => {
  test('opens on infantry across country: a foot, drawn, with its line', () => {
    open();
    expect(screen.getByRole('heading', { level: 3, name: 'Moves calculator' })).toBeTruthy();
    expect(fact('A move')).toBe('12 inches');
    expect(screen.getByText(/Across country the infantry move 1 foot \(12 inches\) \(l\.899–913\)/)).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/^Infantry across country: a move of 12 inches/);
  });

  test(
    'there is a preset for every move, slope, action, ' +
      'river and General example of the book, linked to its ' +
      'page',
    () => {
      expect(MOVES_PRESETS.map((p) => p.id)).toEqual(MOVES_EXAMPLES.map((row) => row.id));
      expect(MOVES_EXAMPLES.length).toBe(30);
      expect(MOVES_EXAMPLES.filter((row) => row.kind === 'general').map((row) => row.id)).toEqual([
        'wells-kriegspiel-general-shell',
        'wells-kriegspiel-general-rifle-fire',
        'wells-kriegspiel-general-captured',
      ]);
    },
  );

  test.each(MOVES_EXAMPLES.map((row) => [row.title, row] as const))(
    'preset “%s” shows what the book states',
    async (_title, row) => {
      open(OTHER);
      await choosePreset(row.title, exampleHref(row));
      const o: Record<string, unknown> = { ...row.outcome };
      if (o['moveInches'] !== undefined) expect(fact('A move')).toBe(`${String(o['moveInches'])} inches`);
      if (o['contourInches'] !== undefined)
        expect(fact('Taken by contours')).toBe(`${String(o['contourInches'])} inches`);
      if (o['passable'] !== undefined)
        expect(fact('Wheels on the slope')).toBe(o['passable'] ? 'passable' : 'impassable');
      if (o['moves'] !== undefined)
        expect(fact('The action')).toBe(
          o['moves'] === 0.5 ? 'half a move' : `${String(o['moves'])} ${o['moves'] === 1 ? 'move' : 'moves'}`,
        );
      if (o['mayFord'] !== undefined)
        expect(fact('Ford a river')).toBe(o['mayFord'] ? 'yes, in a move' : 'no: impassable');
      if (o['succeeded'] !== undefined)
        expect(fact('The General')).toBe(
          o['succeeded'] ? 'quits the game; his next subordinate succeeds him' : 'out of the room for 3 moves, injured',
        );
    },
  );

  test(
    'forty-five men embark: three twenties (six moves), or 4½ moves in proportion; the reading is a named ' +
      'switch, announced',
    async () => {
      open({
        ...OTHER,
        mover: 'infantry',
        road: 'no',
        up: 0,
        down: 0,
        action: 'infantry-embark',
        twenties: 'started-twenty',
      });
      expect(fact('The action')).toBe('6 moves');
      await fireEvent.click(screen.getByLabelText(/^in proportion to the men/));
      expect(fact('The action')).toBe('4½ moves');
      expect(announced()).toMatch(/infantry embark: 4½ moves;/);
    },
  );

  test('a hill takes its contours from the move; a typed number out of range is refused', async () => {
    open({ ...OTHER, mover: 'cavalry', road: 'no', up: 1, down: 2 });
    expect(fact('Taken by contours')).toBe('24 inches');
    expect(fact('Over the ground')).toBe('12 inches');
    await expectRefused('Contours climbed', '13', 0, 12);
  });

  test('the General and boats are not named by the river rules: no ford is shown', () => {
    open(OTHER);
    expect(screen.queryByText('Ford a river')).toBeNull();
  });

  test(
    'the General shelled is out of the room for three moves; Wells’ invulnerable General is unhurt; the switch ' +
      'is announced',
    async () => {
      const shell = MOVES_PRESETS.find((p) => p.id === 'wells-kriegspiel-general-shell')!;
      open(shell.state);
      expect(generalFate('shell')).toEqual({ outOfRoomMoves: 3, succeeded: false });
      expect(fact('The General')).toBe('out of the room for 3 moves, injured');
      expect(
        screen.getByText(
          /The General, falls within a shell’s zone of destruction: out of the room .*\(p\. 104, l\. 893\)/,
        ),
      ).toBeTruthy();
      await fireEvent.click(screen.getByLabelText(/^Wells’ invulnerable General/));
      expect(fact('The General')).toBe('unhurt: he is invulnerable');
      expect(announced()).toMatch(
        /the General, falls within a shell’s zone of destruction: unhurt: he is invulnerable\.$/,
      );
      await fireEvent.click(screen.getByLabelText(/^Colonel Sykes’s rules \(edition\)/));
      await fireEvent.click(screen.getByLabelText(/^Hit by rifle-fire/));
      expect(fact('The General')).toBe('quits the game; his next subordinate succeeds him');
    },
  );

  test('as built, the General’s mishap and the reading are real HTML, with his fate under the edition’s rules', () => {
    const html = renderToString(<MovesCalculator presets={MOVES_PRESETS} initial={MOVES_PRESETS[0]!.state} />);
    expect(html).toContain('What befalls the General');
    expect(html).toContain('Colonel Sykes’s rules (edition)');
    expect(html).toContain('<dd>out of the room for 3 moves, injured</dd>');
  });

  test('the mishap and the reading are kept in the address, and read back from it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    history.replaceState(null, '', '/little-wars/07-little-wars-and-kriegspiel/?moves.mishap=captured');
    render(<MovesCalculator presets={MOVES_PRESETS} initial={MOVES_PRESETS[0]!.state} address="moves" />);
    expect((screen.getByLabelText(/^Captured/) as HTMLInputElement).checked).toBe(true);
    expect(fact('The General')).toBe('quits the game; his next subordinate succeeds him');
    await fireEvent.click(screen.getByLabelText(/^Wells’ invulnerable General/));
    act(() => {
      vi.advanceTimersByTime(ADDRESS_PAUSE_MS);
    });
    const q = new URLSearchParams(location.search);
    expect([q.get('moves.mishap'), q.get('moves.disablement')]).toEqual(['captured', 'invulnerable']);
    history.replaceState(null, '', '/little-wars/07-little-wars-and-kriegspiel/');
  });
});
