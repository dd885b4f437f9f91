/**
 * A fortress placed by the reader on plate II (issue 16): the edition's 5 × 5 shape of plate III's fortresses (§186,
 * §187, §190 (1)); where it may stand, who holds its centre, and whether it communicates over its ditch.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { RuleError } from '../../../src/rules/errors.ts';
import {
  createBoard,
  placeFortress,
  placedCentreHolder,
  placedFortressCommunication,
  plateII,
  type BoardSetup,
} from '../../../src/rules/hellwig/index.ts';

const message = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.message;
    throw e;
  }
  throw new Error('not refused');
};

/** A set-up with the fortress's ditch dug: its ring made water, as the board's tool does. */
const dug = (centre: number, extra: BoardSetup = {}): BoardSetup => {
  const f = placeFortress(createBoard(extra), centre, 'A');
  return { ...extra, terrain: { ...extra.terrain, water: [...(extra.terrain?.water ?? []), ...f.ditch] } };
};

describe('placing a fortress (§186, §187, §190 (1))', () => {
  test('a 5 × 5 block about its centre, its ring of 16 the ditch, 9 squares inside', () => {
    const f = placeFortress(createBoard({}), 205, 'A');
    expect(f.block).toHaveLength(25);
    expect(f.ditch).toHaveLength(16);
    expect(f.ditch).not.toContain(205);
    // 205 is the seventh square of the tenth row of plate II (22 wide): the block runs from 159 to 251.
    expect([f.block[0], f.block.at(-1)]).toEqual([159, 251]);
    expect(f.block.filter((s) => !f.ditch.includes(s))).toEqual([182, 183, 184, 204, 205, 206, 226, 227, 228]);
  });

  test(
    'refused with the reason: too near an edge, on terrain, on a piece on the ditch, an enemy inside, on plate ' +
      'III',
    () => {
      expect(message(() => placeFortress(createBoard({}), 23, 'A'))).toMatch(
        /centre must stand 2 squares in from every edge/,
      );
      expect(message(() => placeFortress(createBoard({ terrain: { marsh: [206] } }), 205, 'A'))).toBe(
        'a fortress is built on open ground: 206 in its block is marsh (§186)',
      );
      expect(
        message(() => placeFortress(createBoard({ pieces: [{ square: 159, kind: 'knight', player: 'A' }] }), 205, 'A')),
      ).toMatch(/nothing may stand on 159 when it is dug/);
      expect(
        message(() => placeFortress(createBoard({ pieces: [{ square: 206, kind: 'knight', player: 'B' }] }), 205, 'A')),
      ).toBe('an enemy piece stands on 206, inside the fortress (§186, §187)');
      expect(message(() => placeFortress(createBoard({ plate: 'III' }), 800, 'A'))).toMatch(
        /plate III has its two fortresses/,
      );
      expect(message(() => placeFortress(createBoard({}), 0, 'A'))).toMatch(/centre/);
      expect(message(() => placeFortress(createBoard({}), 200, 'C' as never))).toMatch(/garrison/);
    },
  );

  test(
    'its ditch dug, the garrison is shut in until a bridge crosses the ditch; then it communicates (§190 (1), ' +
      '§146a)',
    () => {
      const shut = createBoard(dug(205));
      const f = placeFortress(createBoard({}), 205, 'A');
      expect(placedFortressCommunication(shut, f).communicates).toBe(false);
      const bridged = createBoard({ ...dug(205), bridges: [207] });
      const open = placedFortressCommunication(bridged, f);
      expect(open.communicates).toBe(true);
      if (open.communicates) expect(open.path).toContain(207);
    },
  );

  test('an enemy knight on the square beyond the bridge bars it: blockaded, once declared (§190 (1), (3))', () => {
    const f = placeFortress(createBoard({}), 205, 'A');
    // The bridge on 207, on the ditch's east side, leads out only to 186, 208 and 230, which the enemy holds.
    const beyond = [186, 208, 230];
    const b = createBoard({
      ...dug(205),
      bridges: [207],
      pieces: beyond.map((square) => ({ square, kind: 'knight' as const, player: 'B' as const })),
    });
    expect(placedFortressCommunication(b, f).communicates).toBe(false);
  });

  test('the centre held by a piece or artillery, or by no one (§187, §188)', () => {
    const f = placeFortress(createBoard({}), 205, 'A');
    expect(placedCentreHolder(createBoard(dug(205)), f)).toBeUndefined();
    expect(
      placedCentreHolder(createBoard({ ...dug(205), pieces: [{ square: 205, kind: 'knight', player: 'B' }] }), f),
    ).toBe('B');
  });

  test(
    'property: every fortress that may be placed lies ' +
      'whole on the plate, its ditch the ring, its centre ' +
      'inside',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: plateII.size }), (centre) => {
          let f;
          try {
            f = placeFortress(createBoard({}), centre, 'A');
          } catch (e) {
            return e instanceof RuleError;
          }
          return f.block.length === 25 && f.ditch.length === 16 && !f.ditch.includes(f.centre as never);
        }),
      );
    },
  );
});
