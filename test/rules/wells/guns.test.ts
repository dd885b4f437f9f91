import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RuleError } from '../../../src/rules/errors.ts';
import {
  PLAYER_ROLES,
  firstMoveGunsMayFire,
  gunInAction,
  gunState,
  gunsMayFire,
} from '../../../src/rules/wells/index.ts';

const RUNS = { numRuns: 1000 };

describe('gunInAction (mobility-iii, mobility-iv)', () => {
  test.each([
    // [infantry, cavalry, inAction, inches]
    [0, 0, false, 0],
    [3, 0, false, 0],
    [0, 3, false, 0],
    [2, 2, true, 12],
    [1, 3, true, 12],
    [4, 0, true, 12],
    [0, 4, true, 24],
    [5, 4, true, 24],
  ])('%i infantry and %i cavalry: in action %s, moves %i in', (infantry, cavalry, inAction, inches) => {
    expect(gunInAction({ infantry, cavalry })).toEqual({
      inAction,
      men: infantry + cavalry,
      moveInches: inches,
      moveFeet: inches / 12,
    });
  });

  test('rejects bad crews', () => {
    expect(() => gunInAction({ infantry: -1, cavalry: 4 })).toThrow(/crew\.infantry must be from 0/);
    expect(() => gunInAction({ infantry: 1 } as never)).toThrow(/crew\.cavalry must be a whole number/);
    expect(() => gunInAction({ infantry: 1, cavalry: 4, guns: 1 } as never)).toThrow(/crew has no field "guns"/);
  });

  test('more men never take a gun out of action or shorten its move', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(10), fc.nat(10), (i, c, di, dc) => {
        const before = gunInAction({ infantry: i, cavalry: c });
        const after = gunInAction({ infantry: i + di, cavalry: c + dc });
        expect(after.moveInches).toBeGreaterThanOrEqual(before.moveInches);
        if (before.inAction) expect(after.inAction).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('first fire (move-4, game-3)', () => {
  test('first and second players wait for their own second move; the defender fires at once', () => {
    expect(PLAYER_ROLES.map(firstMoveGunsMayFire)).toEqual([2, 2, 1]);
    expect(gunsMayFire({ role: 'first', ownMove: 1 })).toBe(false);
    expect(gunsMayFire({ role: 'second', ownMove: 1 })).toBe(false);
    expect(gunsMayFire({ role: 'second', ownMove: 2 })).toBe(true);
    expect(gunsMayFire({ role: 'defender', ownMove: 1 })).toBe(true);
  });

  test('rejects unknown roles and move 0', () => {
    expect(() => firstMoveGunsMayFire('umpire' as never)).toThrow(
      /role must be one of "first", "second", "defender"; received "umpire"/,
    );
    expect(() => gunsMayFire({ role: 'first', ownMove: 0 })).toThrow(/input\.ownMove must be from 1/);
  });

  test('once a player may fire, he may fire on every later move', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAYER_ROLES),
        fc.integer({ min: 1, max: 5000 }),
        fc.nat(5000),
        (role, move, later) => {
          if (gunsMayFire({ role, ownMove: move })) expect(gunsMayFire({ role, ownMove: move + later })).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('gunState (melee-5)', () => {
  test.each([
    [0, 4, 'captured'],
    [0, 3, 'out-of-action'],
    [1, 12, 'out-of-action'],
    [4, 12, 'in-action'],
    [0, 0, 'out-of-action'],
  ] as const)('%i own men, %i antagonists past the axle: %s', (ownMen, antagonistsPastAxle, state) => {
    expect(gunState({ ownMen, antagonistsPastAxle })).toBe(state);
  });

  test('rejects bad counts', () => {
    expect(() => gunState({ ownMen: 1.5, antagonistsPastAxle: 4 })).toThrow(RuleError);
  });

  test('a gun is never captured while any man of its side is within six inches', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat(1000), (ownMen, past) => {
        expect(gunState({ ownMen, antagonistsPastAxle: past })).not.toBe('captured');
      }),
      RUNS,
    );
  });
});
