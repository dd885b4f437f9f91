/**
 * Fire in play (issue 17, §74–§80, §166, §166b): a howitzer sets a building or a laid bridge on fire, the defender
 * marks a fire-break, a piece leaving a laid bridge sets it on fire; the fire is kept from turn to turn, spreads at
 * the igniter's turns, takes what stays in a burning building, and closes its squares for six of his turns. Each
 * action offered only when legal, refused otherwise with the reason and its §, and written in the notation.
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  burningOf,
  computerAction,
  createBoard,
  createBridgeNetwork,
  DEFAULT_READINGS,
  fireBreaksOf,
  formatAction,
  formatGame,
  gameAt,
  legalActions,
  parseAction,
  parseGame,
  terrainAt,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { NO_FIRES, fireEffect, fireOffers, fireTurn } from '../../../../src/rules/hellwig/game/fire.ts';
import { fireBlocker } from '../../../../src/rules/hellwig/game/firePassage.ts';
import { refusal } from './refusal.ts';
import { BRIDGE_FIRE, FIRE } from './scripts.ts';

const game = parseGame(FIRE);
const at = (n: number) => gameAt(game, n);
const offered = (g: Game, type: string, square?: number) => legalActions(g, square).filter((a) => a.type === type);
const fires = (g: Game) => g.fires[g.fires.length - 1];
const burning = (g: Game) => [...(fires(g)?.buildings.A?.burning ?? [])];

describe('fire on buildings in play (§74–§80)', () => {
  test('the howitzer is offered the buildings of its field, and setting one on fire is one move (§74)', () => {
    expect(offered(at(0), 'ignite')).toEqual([{ type: 'ignite', gun: 116, square: 182 }]);
    expect(burning(at(1))).toEqual([[182, 6]]);
    expect(terrainAt(boardOf(at(1)), 182 as never)).toBe('marsh');
    expect(offered(at(1), 'ignite')).toEqual([]);
  });

  test('every building is set on fire exactly when it is offered', () => {
    for (const square of [180, 181, 182, 183, 205, 94, 600]) {
      const a = { type: 'ignite', gun: 116, square } as unknown as Action;
      const on = offered(at(0), 'ignite').some((o) => o.type === 'ignite' && o.square === square);
      if (on) expect(() => applyAction(at(0), a)).not.toThrow();
      else expect(refusal(at(0), a)).toMatch(/§74/);
    }
  });

  test('the defender may demolish a building beside the fire that his piece can reach (§77), one move', () => {
    expect(offered(at(1), 'fire-break')).toEqual([{ type: 'fire-break', square: 181 }]);
    expect(offered(at(1), 'fire-break', 224)).toEqual([{ type: 'fire-break', square: 181 }]);
    // The page's list, found on the buildings beside the fire only, is the same.
    expect(fireBreaksOf(at(1))).toEqual(offered(at(1), 'fire-break'));
    expect(fireBreaksOf(at(0))).toEqual([]);
    expect([...(fires(at(2))?.buildings.A?.breaks ?? [])]).toEqual([181]);
    expect(refusal(at(1), { type: 'fire-break', square: 183 })).toMatch(/no piece .* within three squares.*§77/);
    expect(refusal(at(1), { type: 'fire-break', square: 205 })).toMatch(/beside the fire.*§77/);
    expect(refusal(at(0), { type: 'fire-break', square: 181 })).toMatch(/no fire of B’s burns.*§77/);
  });

  test('the fire spreads at the igniter’s turn, not past the fire-break, at no cost of a move (§74, §77)', () => {
    expect(burning(at(2))).toEqual([
      [182, 5],
      [183, 6],
    ]);
    expect(burning(at(4)).map(([s]) => s)).toEqual([182, 183, 205]);
    for (let i = 2; i <= game.actions.length; i++)
      expect(burning(at(i)).some(([s]) => s === 181 || s === 180)).toBe(false);
  });

  test('what the enemy leaves in a burning building with his next move is lost; a piece may withdraw (§74)', () => {
    expect(boardOf(at(3)).pieces.get(183 as never)?.kind).toBe('rook');
    expect(boardOf(at(4)).pieces.has(183 as never)).toBe(false);
    // Withdrawn with B's move instead, the rook is not lost.
    const away = offered(at(3), 'move', 183);
    expect(away.length).toBeGreaterThan(0);
    const moved = applyAction(at(3), away[0] as Action);
    expect([...boardOf(moved).pieces.values()].filter((p) => p.kind === 'rook' && p.player === 'B')).toHaveLength(2);
  });

  test('a burning site is impassable; after six of the igniter’s turns it is plain ground (§74)', () => {
    for (const i of [1, 5, 9])
      expect(legalActions(at(i)).some((a) => a.type === 'move' && burning(at(i)).some(([s]) => s === a.to))).toBe(
        false,
      );
    const end = at(game.actions.length);
    expect(burning(end)).toEqual([]);
    expect([...(fires(end)?.buildings.A?.burnedOut ?? [])].sort()).toEqual([182, 183, 205]);
    for (const s of [182, 183, 205]) expect(terrainAt(boardOf(end), s as never)).toBe('open');
    expect(terrainAt(boardOf(end), 181 as never)).toBe('building');
  });

  test('the page reads what burns: each building with its moves left, the sites burned out (§74)', () => {
    expect(burningOf(at(2)).burning).toEqual([
      { square: 182, what: 'building', movesLeft: 5, igniter: 'A' },
      { square: 183, what: 'building', movesLeft: 6, igniter: 'A' },
    ]);
    expect(burningOf(at(game.actions.length))).toEqual({ burning: [], burnedOut: [182, 183, 205], breaks: [181] });
    expect(burningOf(parseGame(BRIDGE_FIRE)).burning).toEqual([]);
    expect(burningOf(gameAt(parseGame(BRIDGE_FIRE), 7)).burning).toEqual([
      { square: 1352, what: 'bridge', igniter: 'A' },
    ]);
  });

  test('the computer, which gives fire no weight, plays only legal actions while a fire burns', () => {
    for (let i = 0; i < game.actions.length; i += 3) {
      const g = at(i);
      const a = computerAction(g, i + 1);
      expect(a.type).not.toMatch(/ignite|fire-break/);
      expect(() => applyAction(g, a)).not.toThrow();
    }
  });

  test('refusals name the reason and the §', () => {
    expect(refusal(at(0), { type: 'ignite', gun: 94, square: 182 })).toMatch(/no gun on 94/);
    expect(refusal(at(1), { type: 'ignite', gun: 116, square: 181 })).toMatch(/not worked by B.*§21/);
  });

  test('the notation: H 116 ignite 182, firebreak 181; the record replays the fires', () => {
    expect(formatAction(boardOf(at(0)), { type: 'ignite', gun: 116, square: 182 } as Action)).toBe('H 116 ignite 182');
    expect(formatAction(boardOf(at(1)), { type: 'fire-break', square: 181 } as Action)).toBe('firebreak 181');
    expect(parseAction(boardOf(at(1)), 'firebreak 181')).toEqual({ type: 'fire-break', square: 181 });
    expect(() => parseAction(boardOf(at(0)), 'C 116 ignite 182')).toThrow(/howitzer, written H/);
    expect(() => parseAction(boardOf(at(0)), 'firebreak x')).toThrow(/firebreak 556/);
    expect(formatGame(game)).toBe(FIRE);
    const back = parseGame(formatGame(at(7)));
    expect(back.fires).toEqual(at(7).fires);
  });
});

describe('fire on bridges in play (§166, §166b)', () => {
  const g = parseGame(BRIDGE_FIRE);
  const on = (n: number) => gameAt(g, n);

  test('a piece on a laid bridge may leave it by each of its moves and set it on fire (§166b)', () => {
    expect(offered(on(4), 'leave-ignite')).toEqual([]);
    const leaving = offered(on(6), 'leave-ignite', 1352);
    expect(leaving).toContainEqual({ type: 'leave-ignite', from: 1352, to: 1295, captures: [] });
    const moves = offered(on(6), 'move', 1352).map((a) => a.type === 'move' && a.to);
    expect(leaving.map((a) => a.type === 'leave-ignite' && a.to).sort()).toEqual([...new Set(moves)].sort());
    expect(refusal(on(6), { type: 'leave-ignite', from: 1393, to: 1349, captures: [] })).toMatch(/no piece on 1393/);
    expect(refusal(on(4), { type: 'leave-ignite', from: 1393, to: 1352, captures: [] })).toMatch(
      /does not stand on a laid bridge \(§166b\)/,
    );
  });

  test('a burning bridge is impassable at once, spreads to the bridge beside it, then burns out, water again', () => {
    expect(boardOf(on(7)).bridges.has(1352 as never)).toBe(false);
    expect([...(fires(on(7))?.bridges[0]?.burning ?? [])]).toEqual([1352]);
    expect([...(fires(on(8))?.bridges[0]?.burning ?? [])].sort()).toEqual([1352, 1353]);
    expect(boardOf(on(8)).bridges.size).toBe(0);
    expect(fires(on(10))?.bridges).toEqual([]);
    expect(g.bridges[10]?.laid.size).toBe(0);
    expect(terrainAt(boardOf(on(10)), 1352 as never)).toBe('water');
  });

  test(
    'nothing of the bridges’ own moves ends on a burning square: ' + 'offered never, refused with the § (§74, §166)',
    () => {
      const g8 = on(8);
      const blocked = fireBlocker(
        boardOf(g8),
        g8.bridges[8] as Game['bridges'][number],
        fires(g8) as Game['fires'][number],
        DEFAULT_READINGS,
      );
      expect(blocked({ type: 'leave-ruin', from: 1351, to: 1352, captures: [] } as unknown as Action)).toBe(
        'the square 1352 is on fire and impassable (§74, §166)',
      );
      expect(blocked({ type: 'leave-ruin', from: 1351, to: 1330, captures: [] } as unknown as Action)).toBe(undefined);
      expect(refusal(on(8), { type: 'bridge-transport', number: 1, to: [1352, 1351] })).toMatch(
        /1352 is on fire and impassable \(§74, §166\)/,
      );
      for (const a of legalActions(on(8))) expect(blocked(a), JSON.stringify(a)).toBeUndefined();
    },
  );

  test('the notation: b 1352-1295 ignite; the record replays', () => {
    expect(
      formatAction(boardOf(on(6)), { type: 'leave-ignite', from: 1352, to: 1295, captures: [] } as unknown as Action),
    ).toBe('b 1352-1295 ignite');
    expect(formatGame(g)).toBe(BRIDGE_FIRE);
  });

  test('a mortar is offered the laid bridges of its field, and the fire spreads at its igniter’s turns (§166)', () => {
    const knight = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'knight' as const, player });
    const board = createBoard({
      terrain: { water: [641, 642, 643, 619] },
      bridges: [641, 642, 643],
      pieces: [knight(639), knight(642, 'B')],
      devices: [{ artillerists: 639, gun: 640, kind: 'howitzer' }],
    });
    const network = createBridgeNetwork(board, {
      transporters: [{ number: 42, main: 663, secondary: 664 }],
      laid: [641, 642, 643].map((square) => ({ square, transporter: 42 })),
    });
    const offers = fireOffers(board, network, NO_FIRES, 'A', DEFAULT_READINGS).map((o) => o.action);
    expect(offers).toEqual([641, 642, 643].map((square) => ({ type: 'ignite', gun: 640, square })));
    const lit = fireEffect(board, network, NO_FIRES, offers[0] as Action, 'A', DEFAULT_READINGS);
    expect(lit?.board.bridges.has(641 as never)).toBe(false);
    // B moves; at A's turn the fire spreads to 642, then 643, then, spreading no farther, burns out with B's knight.
    const t1 = fireTurn(lit!.board, lit!.network, lit!.fires, 'B');
    expect([...(t1.fires.bridges[0]?.burning ?? [])].sort()).toEqual([641, 642]);
    const t2 = fireTurn(t1.board, t1.network, t1.fires, 'B');
    const t3 = fireTurn(t2.board, t2.network, t2.fires, 'B');
    expect(t3.network.laid.size).toBe(0);
    expect(t3.board.pieces.has(642 as never)).toBe(false);
    expect(() => fireEffect(board, network, lit!.fires, offers[0] as Action, 'A', DEFAULT_READINGS)).toThrow(
      /on fire already \(§166\)/,
    );
  });
});
