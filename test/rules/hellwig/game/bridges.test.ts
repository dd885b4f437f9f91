/**
 * Bridges in Hellwig's game (issue 17, §135–§167): laying by touch (§145, §146), crossing (§146a),
 * breaking down (§154, §158), ruining by a piece (§163) and by artillery (§164, §165), each offered
 * only when legal and refused otherwise with the reason and its §.
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  formatAction,
  formatGame,
  gameAt,
  legalActions,
  newGame,
  parseAction,
  parseGame,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { refusal } from './refusal.ts';
import { BRIDGES } from './scripts.ts';

const game = parseGame(BRIDGES);
const at = (n: number) => gameAt(game, n);
const offered = (g: Game, type: string) => legalActions(g).filter((a) => a.type === type);

describe('bridges in play', () => {
  test(
    'the bridging start gives each player a numbered ' + 'bridge-transporter with four bridges (ours, §136, §196)',
    () => {
      const g = newGame('bridging', {}, 'A', 'III');
      expect(g.bridges[0]?.transporters.map((t) => [t.number, t.owner, t.aboard])).toEqual([
        [1, 'A', { main: 2, secondary: 2 }],
        [41, 'B', { main: 2, secondary: 2 }],
      ]);
    },
  );
  test('the bridging start stands on every map and for four players, its transporters half-turn images (§201)', () => {
    for (const map of ['II', 'III', 'empty 33x49'])
      for (const four of [undefined, 'AB'] as const) {
        if (four && map === 'II') continue;
        const g = newGame('bridging', {}, 'A', map, four);
        const size = boardOf(g).grid.size;
        const [a, b] = g.bridges[0]?.transporters ?? [];
        expect([b?.main, b?.secondary]).toEqual([size + 1 - (a?.main ?? 0), size + 1 - (a?.secondary ?? 0)]);
      }
  });
  test('a bridge is laid only on water touching the transporter, then touching a laid bridge (§145, §146)', () => {
    expect(offered(at(0), 'lay-bridge')).toEqual([{ type: 'lay-bridge', number: 1, square: 1352 }]);
    expect(refusal(at(0), { type: 'lay-bridge', number: 1, square: 1353 })).toMatch(/may be laid on \[1352\].*§145/);
    expect(offered(at(2), 'lay-bridge').map((a) => a.type === 'lay-bridge' && a.square)).toContain(1353);
    expect(game.bridges[3]?.laid).toEqual(
      new Map([
        [1352, 1],
        [1353, 1],
      ]),
    );
    expect(game.bridges[3]?.transporters[0]?.aboard).toEqual({ main: 0, secondary: 2 });
  });
  test('B may not lay A’s bridges, nor a number not on the plate (§21, §196)', () => {
    expect(refusal(at(1), { type: 'lay-bridge', number: 1, square: 1353 })).toMatch(/1 is A’s.*§196.*B’s turn/);
    expect(refusal(at(0), { type: 'lay-bridge', number: 2, square: 1352 })).toMatch(/no bridge-transporter numbered 2/);
    expect(() => applyAction(at(0), { type: 'lay-bridge', number: 81, square: 1352 } as unknown as Action)).toThrow(
      /action.number/,
    );
  });
  test('a laid bridge makes its water practicable: a pawn crosses onto it only once it is laid (§146a)', () => {
    const onto = (g: Game) => legalActions(g, 1393).some((a) => a.type === 'move' && a.to === 1352);
    expect(onto(at(0))).toBe(false);
    expect(onto(at(4))).toBe(true);
    expect(boardOf(at(5)).pieces.get(1352 as never)?.kind).toBe('pawn');
  });
  test(
    'a bridge is broken down onto its transporter, connected through its own bridges, never under a piece ' +
      '(§154, §158)',
    () => {
      const breaks = offered(at(6), 'break-bridge').map((a) => a.type === 'break-bridge' && a.square);
      expect(breaks).toEqual([1353]);
      expect(refusal(at(6), { type: 'break-bridge', number: 1, square: 1352 })).toMatch(
        /may break down \[1353\].*§154/,
      );
      expect(game.bridges[7]?.laid.has(1353 as never)).toBe(false);
      expect(game.bridges[7]?.transporters[0]?.aboard.main).toBe(1);
      expect(boardOf(at(7)).bridges.has(1353 as never)).toBe(false);
    },
  );
  test('a piece within one cannon-shot ruins a bridge it could occupy, and stays (§163)', () => {
    const before = boardOf(at(10));
    expect(legalActions(at(10), 1394)).toContainEqual({ type: 'ruin-bridge', from: 1394, square: 1353 });
    // The pawn on 1352 stands on its bridge: nobody ruins an occupied one (§167 (8)).
    expect(refusal(at(10), { type: 'ruin-bridge', from: 1449, square: 1352 })).toMatch(
      /bridge on 1352 \(§163, §167\): occupied/,
    );
    expect(refusal(at(10), { type: 'ruin-bridge', from: 1449, square: 1354 })).toMatch(/no laid bridge on 1354/);
    const after = boardOf(at(11));
    expect(after.pieces.get(1394 as never)).toEqual(before.pieces.get(1394 as never));
    expect(after.bridges.has(1353 as never)).toBe(false);
    expect(game.bridges[11]?.laid.has(1353 as never)).toBe(false);
  });
  test('a cannon ruins the bridges in its field, and no bridge outside it (§164)', () => {
    expect(offered(at(14), 'shell-bridges')).toEqual([{ type: 'shell-bridges', gun: 1451, targets: [1353] }]);
    expect(refusal(at(14), { type: 'shell-bridges', gun: 1451, targets: [1352] })).toMatch(/§164/);
    expect(game.bridges[15]?.laid).toEqual(new Map([[1352, 1]]));
  });
  test(
    'the pieces on a bridge-transporter move it, 4 squares while it carries bridges, and ride with it (§137, ' +
      '§148)',
    () => {
      const moves = offered(at(16), 'bridge-transport').map((a) => a.type === 'bridge-transport' && a.to[0]);
      expect(moves).toContain(1351);
      expect(moves).toContain(1198);
      const after = boardOf(at(17));
      expect(after.pieces.get(1351 as never)?.kind).toBe('knight');
      expect(after.pieces.has(1394 as never)).toBe(false);
      expect(game.bridges[17]?.transporters[0]).toMatchObject({ main: 1351, secondary: 1350 });
      // Its laid bridge stays where it lies (§143).
      expect(game.bridges[17]?.laid).toEqual(new Map([[1352, 1]]));
      expect(refusal(at(16), { type: 'bridge-transport', number: 1, to: [1143, 1144] })).toMatch(
        /main surface may come to .*§137.*received 1143/,
      );
      expect(refusal(at(15), { type: 'bridge-transport', number: 1, to: [1351, 1350] })).toMatch(
        /are A’s, and it is B’s turn \(§21, §137\)/,
      );
      // B's knight moves B's bridge-transporter, on B's turn only (§21).
      expect(offered(at(15), 'bridge-transport').map((a) => a.type === 'bridge-transport' && a.number)).toContain(41);
      expect(refusal(at(16), { type: 'bridge-transport', number: 41, to: [267, 266] })).toMatch(
        /are B’s, and it is A’s turn/,
      );
    },
  );
  test(
    'the holder of the main surface ruins its bridges, laid and aboard, and moves on; the transporter leaves ' +
      'the game (§160)',
    () => {
      expect(legalActions(at(18), 1351)).toContainEqual({
        type: 'ruin-held',
        number: 1,
        laid: [1352],
        main: 0,
        secondary: 1,
      });
      const after = boardOf(at(19));
      expect(after.pieces.get(1298 as never)?.kind).toBe('knight');
      expect(after.bridges.has(1352 as never)).toBe(false);
      expect(game.bridges[19]?.transporters.map((t) => t.number)).toEqual([41]);
      expect(
        refusal(at(18), { type: 'ruin-held', number: 1, laid: [1352], main: 0, secondary: 1, then: 1200 }),
      ).toMatch(/may then go to .*not 1200 \(§160/);
      expect(refusal(at(17), { type: 'ruin-held', number: 1, laid: [1352], main: 0, secondary: 1 })).toMatch(
        /holder .* main surface 1351.*§160/,
      );
    },
  );
  test('a bridge carrying a breastwork is neither broken down nor ruined until the breastwork goes (§167 (9))', () => {
    let g = applyAction(at(4), { type: 'entrench', from: 1392, square: 1353 } as unknown as Action);
    g = applyAction(g, { type: 'turn', square: 230, side: 'left' } as unknown as Action);
    expect(refusal(g, { type: 'break-bridge', number: 1, square: 1353 })).toMatch(
      /1353 carries a breastwork.*§167 \(9\)/,
    );
    expect(offered(g, 'break-bridge').map((a) => a.type === 'break-bridge' && a.square)).toEqual([1352]);
    expect(offered(g, 'shell-bridges')).toEqual([]);
  });
  test('the record names each bridge action and replays to the same text and network', () => {
    expect(formatGame(game)).toBe(BRIDGES);
    game.actions.forEach((a, i) => {
      const b = game.positions[i] as ReturnType<typeof boardOf>;
      expect(parseAction(b, formatAction(b, a))).toEqual(a);
    });
    expect(() => parseAction(boardOf(at(0)), 'bt 1 build 1352')).toThrow(/bt 1 lay 1353/);
  });
});

describe('three bridge-transporters one on another, in play (§150)', () => {
  // A's bridge-transporters 1 and 2 lie one on the other on 331/332; 3, with A's knight on its main surface, two rows
  // below. On 353/354 it may stand; on the pair it may not, nor may the record's set-up put it there.
  const head = '# Hellwig 1780\nMap: empty 31x22\nStart: setup\nSetup: AT1 BT20 AS375 ';
  const g = parseGame(`${head}bt1:331/332:2/2 bt2:331/332:0/0 bt3:375/376:0/0\n`);

  test('onto the pair is neither offered nor accepted, and the refusal names the §; beside it is', () => {
    const onto = parseAction(boardOf(g), 'bt 3-331/332');
    expect(legalActions(g)).not.toContainEqual(onto);
    expect(refusal(g, onto)).toMatch(/two at most \(§150; §147\)/);
    expect(legalActions(g)).toContainEqual(parseAction(boardOf(g), 'bt 3-353/354'));
  });

  test('a set-up of three one on another is refused (§150)', () => {
    expect(() => parseGame(`${head}bt1:331/332:2/2 bt2:331/332:0/0 bt3:331/332:0/0\n`)).toThrow(/§150/);
  });
});
