/**
 * The readings a game is played under (issue 17, notes §6): every reading the engine offers that the
 * game's rules ask is switchable, written in the record's `Readings:` line only when not the
 * edition's, read back, refused with the line and the reason when unknown, and listed with its § in
 * the rules panel; each of those the game took at its default before changes the play when switched.
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  countsOf,
  DEFAULT_READINGS,
  formatGame,
  gameAt,
  GAME_READING_OPTIONS,
  legalActions,
  newGame,
  parseGame,
  READING_NOTES,
  type Action,
  type Game,
  type GameReadings,
} from '../../../../src/rules/hellwig/index.ts';
import { refusal } from './refusal.ts';
import { BLOCKADE, CUT_OFF, FIGHTS } from './scripts.ts';

const KEYS = Object.keys(GAME_READING_OPTIONS) as (keyof GameReadings)[];

/** A recorded game with a `Readings:` line put into its header, after the line starting `after`. */
const withReadings = (text: string, after: string, readings: string): string =>
  text.replace(new RegExp(`^(${after}.*)$`, 'm'), `$1\nReadings: ${readings}`);

describe('the readings in the record (§181)', () => {
  test('the engine’s readings of §167, §180, §184 and §190 are the game’s too, the edition’s first', () => {
    expect(KEYS).toEqual(expect.arrayContaining(['barring', 'steps', 'resupply', 'contested', 'breastworkFire']));
    for (const k of KEYS) expect(DEFAULT_READINGS[k]).toBe(GAME_READING_OPTIONS[k][0]);
  });
  test.each(KEYS)('%s: written only when not the edition’s, and read back', (k) => {
    expect(formatGame(newGame('skirmish', { [k]: DEFAULT_READINGS[k] }))).not.toMatch(/Readings:/);
    for (const v of GAME_READING_OPTIONS[k].slice(1)) {
      const text = formatGame(newGame('skirmish', { [k]: v }));
      expect(text).toMatch(new RegExp(`^Readings: ${k}=${v}$`, 'm'));
      expect(parseGame(text).readings).toEqual({ ...DEFAULT_READINGS, [k]: v });
    }
  });
  test.each(KEYS)('%s: an unknown value is refused with its line and the values known', (k) => {
    expect(() => parseGame(`Start: skirmish\nReadings: ${k}=sideways\n1. A S 602-557\n`)).toThrow(
      new RegExp(`line 2: reading ${k} has no value "sideways"; known: ${GAME_READING_OPTIONS[k].join(', ')}`),
    );
  });
  test('an unknown reading is refused with its line', () => {
    expect(() => parseGame('Start: skirmish\nReadings: barring=reach sideways=yes\n')).toThrow(
      /line 2: unknown reading "sideways"; known: .*barring/,
    );
  });
  test('the rules panel lists every reading, switchable or not, with its §, and every option of each', () => {
    for (const k of KEYS) {
      const note = READING_NOTES.find((n) => n.key === k);
      expect(note?.section, k).toMatch(/^§\d+/);
      expect(Object.keys(note?.options ?? {})).toEqual([...GAME_READING_OPTIONS[k]]);
    }
    // The cut-off's own readings: what bars a square (§184), and what a corps must reach (§182).
    expect(READING_NOTES.find((n) => n.key === 'barring')?.section).toBe('§184');
    expect(READING_NOTES.find((n) => n.key === 'cutoff')?.section).toBe('§182');
  });
});

describe('each reading switched changes the play', () => {
  test('barring (§184): the knight on 81 is cut off by squares B’s pieces reach, not by those they stand on', () => {
    const before = CUT_OFF.split('\n').slice(0, 8).join('\n');
    expect(legalActions(parseGame(before))).toContainEqual({ type: 'cutoff', corps: [81] });
    const occupied = parseGame(withReadings(before, 'Start:', 'barring=occupied'));
    expect(legalActions(occupied)).not.toContainEqual({ type: 'cutoff', corps: [81] });
    expect(refusal(occupied, { type: 'cutoff', corps: [81] } as unknown as Action)).toMatch(
      /communicates with B’s fortress at 12.*§182, §183/,
    );
  });
  test('steps (§184): troops that may pass by a corner are not cut off where they are by sides alone', () => {
    const before = CUT_OFF.split('\n').slice(0, 8).join('\n');
    const corner = parseGame(withReadings(before, 'Start:', 'steps=side-or-corner'));
    expect(legalActions(corner)).not.toContainEqual({ type: 'cutoff', corps: [81] });
  });
  test(
    'resupply (§190): a piece come into the blockaded ' +
      'fortress gives 20 moves of the joint count, or 20 of ' +
      'each',
    () => {
      const play = (g: Game) => {
        const turns = [
          { type: 'turn', square: 1388, side: 'left' },
          { type: 'turn', square: 230, side: 'left' },
          { type: 'turn', square: 1388, side: 'left' },
          { type: 'move', from: 131, to: 139, captures: [] },
        ] as unknown as Action[];
        return countsOf(turns.reduce(applyAction, g));
      };
      expect(play(parseGame(BLOCKADE))).toMatchObject([{ allowance: 120, resupplies: 1 }]);
      expect(play(parseGame(withReadings(BLOCKADE, 'Start:', 'resupply=each-player')))).toMatchObject([
        { allowance: 140, resupplies: 1 },
      ]);
    },
  );
  test('contested (§167): a bridge B’s rook attacks is laid only when contested laying is allowed', () => {
    const text = (r: string) =>
      `Map: III\nStart: setup\nSetup: AS1394 bt1:1394/1395 BT1351\nReadings: contested=${r}\n`;
    const lays = (g: Game) => legalActions(g).filter((a) => a.type === 'lay-bridge');
    expect(lays(parseGame(text('forbidden')))).toEqual([]);
    expect(refusal(parseGame(text('forbidden')), { type: 'lay-bridge', number: 1, square: 1352 })).toMatch(/§167/);
    expect(lays(parseGame(text('allowed')))).toEqual([{ type: 'lay-bridge', number: 1, square: 1352 }]);
  });
  test('breastworkFire (§180): read literally, B’s breastwork on 555 shelters nothing from A’s cannon', () => {
    const edition = gameAt(parseGame(FIGHTS), 5);
    const never = gameAt(parseGame(withReadings(FIGHTS, 'First:', 'breastworkFire=never')), 5);
    expect(legalActions(edition, 599).filter((a) => a.type === 'fire')).toEqual([]);
    expect(legalActions(never, 599).filter((a) => a.type === 'fire').length).toBeGreaterThan(0);
    const fire = { type: 'fire', gun: 599, targets: [533] } as unknown as Action;
    expect(refusal(edition, fire)).toMatch(/533 lies sheltered.*§111, §180 \(4\)/);
    expect(applyAction(never, fire).actions).toHaveLength(6);
  });
});
