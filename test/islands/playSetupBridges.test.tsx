/**
 * Bridge-transporters in the play page's set-up editor (§136, §147, §150, §196): set down by pointer or keyboard,
 * numbered from their player's set, drawn, said, and artillery, pieces and a second bridge-transporter set on them as
 * the book allows; water without a bridge refused with the engine's reason and §; the game begun keeps them.
 */
import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { gameOf } from '../../src/islands/play/address.ts';
import { boardOf, formatGame, legalActions, offset, plateII } from '../../src/rules/hellwig/index.ts';
import { openEditor } from './playEditor.tsx';

afterEach(cleanup);

test(
  'bridge-transporters set down, artillery and a piece on one, another stacked on it, water refused, and the ' +
    'game keeps them (§147, §150)',
  async () => {
    const { editor, live, frame, tool, click } = openEditor();
    fireEvent.change(screen.getByRole('combobox', { name: 'Facing' }), { target: { value: 'BD' } });
    const next = offset(331, 'BD', 1, plateII) as number;
    const carrier = (n: number) => `bridge-transporter ${n}, its main surface on 331, its secondary on ${next}`;
    // A's first bridge-transporter is number 1 (§196), drawn on its two squares.
    tool('bridge:A');
    click(331);
    expect(live.textContent).toBe(`${carrier(1)}.`);
    expect(editor.querySelectorAll('[data-bridge-transporter="1"]')).toHaveLength(2);
    // A cannon on it (§147): the engine once refused a gun's square under a bridge-transporter.
    tool('device:cannon:axial');
    click(331);
    expect(live.textContent).toBe(
      `a cannon, axial variety, with its artillerists on 331 and its gun on ${next}; ${carrier(1)}.`,
    );
    // Its artillerists, A's knight, by keyboard: the cursor is on the square last set.
    tool('piece:A:knight');
    fireEvent.keyDown(frame, { key: 'Enter' });
    expect(live.textContent).toMatch(/^A’s knight on 331; a cannon, axial variety, .*; bridge-transporter 1, /);
    // A second of A's bridge-transporters, number 2, on the same squares (§150); B's would be numbered 41.
    tool('bridge:A');
    click(331);
    expect(live.textContent).toMatch(new RegExp(`${carrier(1)}; ${carrier(2)}\\.$`));
    // Water without a bridge is no ground for one (§88, §148).
    tool('paint:water');
    click(500);
    tool('bridge:B');
    click(500);
    expect(live.textContent).toMatch(/^Refused: .*practicable ground \(§88, §148\); square \d+ is water$/);
    tool('bridge:B');
    click(100);
    expect(live.textContent).toMatch(/^bridge-transporter 41, its main surface on 100/);
    fireEvent.click(screen.getByRole('button', { name: 'Begin the game' }));
    await waitFor(() => expect(location.search).toMatch(/setup=.*bt1/));
    const game = gameOf(location.search.slice(1)).game;
    expect(formatGame(game as never)).toMatch(
      new RegExp(`^Setup: AS331 C331/${next}axial water=500 bt1:331/${next} bt2:331/${next} bt41:100/\\d+$`, 'm'),
    );
    // Both loaded with bridges, one moves at a time (§150 I a), carrying the cannon as the artillery moves (§137).
    const moves = legalActions(game as never, 331).map((a) => a.type);
    expect(moves).toContain('bridge-transport');
    expect(moves).not.toContain('bridge-stack');
  },
);

test(
  'water with a laid bridge is painted as the board page paints it, ' + 'said, stood on, and kept by the game (§170)',
  async () => {
    const { live, tool, click } = openEditor();
    expect(
      [...screen.getByRole('combobox', { name: 'Tool' }).querySelectorAll('option')].find(
        (o) => o.value === 'paint:bridge',
      )?.textContent,
    ).toBe('water with a laid bridge (§170)');
    tool('paint:water');
    click(499);
    tool('paint:bridge');
    click(500);
    // A piece stands on the bridge, as on practicable ground (§170); on the water beside it the engine refuses one.
    tool('piece:A:knight');
    click(500);
    expect(live.textContent).toMatch(/^A’s knight on 500/);
    // So does a building (§23); a piece set on water takes its place.
    tool('paint:building');
    click(30);
    tool('paint:water');
    click(31);
    tool('piece:B:knight');
    click(30);
    tool('piece:B:pawn');
    click(31);
    fireEvent.click(screen.getByRole('button', { name: 'Begin the game' }));
    await waitFor(() => expect(new URLSearchParams(location.search).get('setup')).toMatch(/ bridge=500$/));
    const game = gameOf(location.search.slice(1)).game;
    expect(formatGame(game as never)).toMatch(/^Setup: .*water=499-500 building=30 bridge=500$/m);
    expect([...boardOf(game as never).bridges]).toEqual([500]);
  },
);
