/** The course of a fire move by move (§74–§76) and of fire on bridges (§166): what the fire stepper shows. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HELLWIG_TERRAIN_EXAMPLES } from '../../../src/rules/hellwig/examples/terrain.ts';
import {
  BURNED_MOVES,
  bridgeFireReach,
  createBoard,
  createBridgeNetwork,
  createFire,
  fireCourse,
  igniteBridge,
  ignite,
  mortarBridgeFires,
} from '../../../src/rules/hellwig/index.ts';
import { codeOf } from './source.ts';

const row = HELLWIG_TERRAIN_EXAMPLES.find((r) => r.id === 'hellwig-s75-fire-spread')!;
if (row.kind !== 'fire-spread') throw new Error('the §75 row is a fire-spread row');
const board = createBoard(row.inputs.board);
const lit = ignite(board, row.inputs.device, row.inputs.ignite);
const burning = (f: { burning: ReadonlyMap<number, number> }) => [...f.burning.keys()].sort((a, b) => a - b);

describe('a fire move by move (§74–§76)', () => {
  test('§75: 182 lit, then 181 and 183, then 180 and 205, as the book spreads it', () => {
    const course = fireCourse(board, lit, 2, row.inputs.spreads);
    expect(course.map(burning)).toEqual([[182], [181, 182, 183], [180, 181, 182, 183, 205]]);
    // A move has passed for 182 at each of the igniter's turns; the newly caught have their six (§74).
    expect(course[2]!.burning.get(182 as never)).toBe(BURNED_MOVES - 2);
    expect(course[2]!.burning.get(205 as never)).toBe(BURNED_MOVES);
  });

  test('by default the fire takes the first two buildings offered, and never more than two a turn (§74)', () => {
    const course = fireCourse(board, lit, 3);
    for (let i = 1; i < course.length; i++) {
      const before = new Set(course[i - 1]!.burning.keys());
      const caught = burning(course[i]!).filter((s) => !before.has(s as never));
      expect(caught.length).toBeLessThanOrEqual(2);
    }
    expect(burning(course[1]!)).toEqual([181, 182, 183]);
  });

  test('a site burns out after its six moves and is plain ground again (§74, l.848)', () => {
    const alone = createFire(board, { igniter: 'A', burning: [{ square: 182, movesLeft: 2 }], breaks: [181, 183] });
    const course = fireCourse(board, alone, 5);
    expect(course[1]!.burning.get(182 as never)).toBe(1);
    expect([...course[2]!.burnedOut]).toEqual([182]);
    // Nothing burns: the course stops there.
    expect(course).toHaveLength(3);
  });

  test('every site counts down one move a turn, whatever the choices (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), (turns) => {
        const course = fireCourse(board, lit, turns);
        for (let i = 1; i < course.length; i++)
          for (const [s, left] of course[i - 1]!.burning) {
            const now = course[i]!.burning.get(s);
            if (left > 1) expect(now).toBe(left - 1);
            else expect(course[i]!.burnedOut.has(s as never)).toBe(true);
          }
      }),
    );
  });

  test('bad input is refused by name', () => {
    expect(codeOf(() => fireCourse(board, lit, -1))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => fireCourse(board, lit, 61))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => fireCourse(board, lit, 1, [[181], [183]]))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => fireCourse(board, lit, 1, [[205]]))).toBe('BLOCKED');
    expect(codeOf(() => fireCourse(board, { igniter: 'A' } as never, 1))).toBe('BAD_INPUT');
  });
});

describe('how far fire runs along laid bridges (§166)', () => {
  const b = createBoard({
    terrain: { water: [641, 642, 643, 619] },
    bridges: [641, 642, 643],
    pieces: [{ square: 639, kind: 'knight', player: 'A' }],
    devices: [{ artillerists: 639, gun: 640, kind: 'howitzer' }],
  });
  const network = createBridgeNetwork(b, {
    transporters: [{ number: 42, main: 663, secondary: 664 }],
    laid: [641, 642, 643].map((square) => ({ square, transporter: 42 })),
  });
  const mortar = { artillerists: 639, gun: 640, kind: 'howitzer' } as const;

  test('lit on 641 it reaches 642, then 643, bridge by bridge', () => {
    expect(bridgeFireReach(b, network, igniteBridge(b, network, mortar, 641))).toEqual([[642], [643]]);
    expect(bridgeFireReach(b, network, igniteBridge(b, network, mortar, 642))).toEqual([[641, 643]]);
  });

  test('a mortar: each bridge it may set on fire, with how far the fire runs from it; none under a breastwork', () => {
    expect(mortarBridgeFires(b, network, mortar)).toEqual([
      { bridge: 641, reach: [[642], [643]] },
      { bridge: 642, reach: [[641, 643]] },
      { bridge: 643, reach: [[642], [641]] },
    ]);
    expect(mortarBridgeFires(b, network, mortar, [641, 642, 643])).toEqual([]);
  });

  test('a fire not made by the engine is refused', () => {
    expect(codeOf(() => bridgeFireReach(b, network, { burning: new Set() } as never))).toBe('BAD_INPUT');
  });
});

describe('a site burned out does not burn again (§74, l.848)', () => {
  test('the fire does not spread back onto it, nor may a howitzer set it on fire', () => {
    const f = createFire(board, {
      igniter: 'A',
      burning: [{ square: 181, movesLeft: 3 }],
      burnedOut: [182],
      breaks: [180],
    });
    const course = fireCourse(board, f, 4);
    for (const turn of course) expect(turn.burning.has(182 as never)).toBe(false);
  });
});
