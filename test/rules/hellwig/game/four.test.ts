/**
 * The game of four players (issue 17, §§217–233): the order of §229, who may move what across the
 * dividing surface (§§222–225), the pair without troops that does not move (§233), the computer in any
 * seat, and the record's round trip with the player of each move.
 */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  computerAction,
  createBoard,
  formatGame,
  legalActions,
  moverAt,
  newGame,
  offset,
  parseGame,
  plateIII,
  seatOf,
  sideOfDivide,
  toMove,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { fourRefusal, seatToMove } from '../../../../src/rules/hellwig/game/four.ts';
import { RuleError } from '../../../../src/rules/errors.ts';
import type { Square } from '../../../../src/rules/hellwig/grid.ts';

/** The first action the engine offers the player to move. */
const first = (g: Game) => legalActions(g).find((a) => a.type === 'move') as Action;

describe('four players', () => {
  test('the order of §229: AA, BB, A, B, and BB first when B’s side begins', () => {
    let g = newGame('skirmish', {}, 'A', 'III', 'AB');
    const seats: string[] = [];
    for (let i = 0; i < 6; i++) {
      seats.push(seatOf(g));
      g = applyAction(g, first(g));
    }
    expect(seats).toEqual(['AA', 'BB', 'A', 'B', 'AA', 'BB']);
    expect(toMove(g)).toBe('A');
    expect(seatOf(newGame('skirmish', {}, 'B', 'III', 'AB'))).toBe('BB');
    expect(seatOf(applyAction(newGame('skirmish', {}, 'B', 'III'), first(newGame('skirmish', {}, 'B', 'III'))))).toBe(
      'A',
    );
  });

  test(
    'each army stands across the dividing surface, ' + 'and each player moves only his half or the surface (§222–§224)',
    () => {
      const g = newGame('short', {}, 'A', 'III', 'AB');
      const sides = new Set(
        [...boardOf(g).pieces.values()].filter((p) => p.player === 'A').map((p) => sideOfDivide(p.square)),
      );
      expect(sides).toEqual(new Set(['AB', 'dividing', 'CD']));
      const moved = legalActions(g).flatMap((a) => (a.type === 'move' ? [sideOfDivide(a.from)] : []));
      expect(moved.length).toBeGreaterThan(0);
      expect(moved.every((s) => s !== 'CD')).toBe(true);
      // A piece of A's on side CD is the general's: the marshal AA is refused it, with the §.
      const far = [...boardOf(g).pieces.values()].find((p) => p.player === 'A' && sideOfDivide(p.square) === 'CD');
      expect(legalActions(g, far?.square)).toEqual([]);
      const g2 = newGame('short', {}, 'A', 'III', 'CD');
      const theirs = legalActions(g2, far?.square).find((a) => a.type === 'move') as Action;
      expect(theirs).toBeDefined();
      expect(() => applyAction(g, theirs)).toThrow(/AA commands on side AB .* only his ally moves it \(§223, §224\)/);
      // So is a breastwork thrown up by that piece (§106, §223).
      const dig = legalActions(g2, far?.square).find((a) => a.type === 'entrench') as Action;
      expect(dig).toBeDefined();
      expect(() => applyAction(g, dig)).toThrow(/AA commands on side AB .* only his ally moves it \(§223, §224\)/);
    },
  );

  test('a pair whose one player has no troops does not move: the game is one of two (§233)', () => {
    const board = createBoard({
      plate: 'III',
      pieces: [
        { square: 100, kind: 'queen', player: 'A' },
        { square: 120, kind: 'queen', player: 'B' },
        { square: 1500, kind: 'queen', player: 'B' },
      ],
    });
    expect(sideOfDivide(1500)).toBe('CD');
    // Marshals on AB: A (the general, on CD) has no troops there, so neither he nor B moves.
    const four = { marshals: 'AB' as const, seats: ['AA', 'BB'] as const };
    expect(seatToMove(four, 'A', board)).toBe('AA');
    // Marshals on CD: AA has no troops on his half, so the generals play on alone.
    expect(seatToMove({ marshals: 'CD', seats: ['A', 'B'] }, 'A', board)).toBe('A');
  });

  test('the record names the player of each move and replays; a move out of the order is refused (§229)', () => {
    let g = newGame('skirmish', {}, 'A', 'empty 33x49', 'CD');
    g = applyAction(g, computerAction(g, 1));
    for (let i = 0; i < 4; i++) g = applyAction(g, first(g));
    const text = formatGame(g);
    expect(text).toMatch(/^Four: CD$/m);
    expect(text).toMatch(/^1\. AA /m);
    expect(text).toMatch(/^3\. A /m);
    const back = parseGame(text);
    expect(formatGame(back)).toBe(text);
    expect(moverAt(back, 1)).toBe('BB');
    const wrong = text.replace(/^2\. BB /m, '2. B ');
    expect(() => parseGame(wrong)).toThrow(/line \d+: it is BB’s turn, not B’s \(§229\)/);
  });

  test('four players are played on plate III’s grid only; a bad half is refused (§221, §222)', () => {
    expect(() => newGame('short', {}, 'A', 'II', 'AB')).toThrow(/plate III .* \(§221, §222\)/);
    expect(() => newGame('short', {}, 'A', 'III', 'XY' as never)).toThrow(RuleError);
    expect(() => parseGame('Map: II\nFour: AB\n')).toThrow(/^text, line 1 \(Map: II\): map must be plate III/);
    expect(newGame('short').four).toBeUndefined();
  });

  test(
    'a bridge-transporter is a machine: only the player commanding where it stands moves it, lays or ruins its ' +
      'bridges (§223, §224)',
    () => {
      // The bridging start: A's transporter 1 on 976/985 (side CD), B's 41 on 642/633 (side AB).
      const bt = (g: Game) => legalActions(g).filter((a) => /bridge|ruin-held/.test(a.type));
      const g = newGame('bridging', {}, 'A', 'III', 'AB');
      expect(
        g.bridges[0]?.transporters.map((t) => [t.number, sideOfDivide(t.main), sideOfDivide(t.secondary)]),
      ).toEqual([
        [1, 'CD', 'CD'],
        [41, 'AB', 'AB'],
      ]);
      expect(seatOf(g)).toBe('AA');
      expect(bt(g)).toEqual([]);
      // The general A, commanding on side CD, moves it; the marshal AA is refused the same move, with the §.
      const theirs = bt(newGame('bridging', {}, 'A', 'III', 'CD'));
      expect(theirs.map((a) => a.type)).toContain('bridge-transport');
      expect(theirs.map((a) => a.type)).toContain('ruin-held');
      const move = theirs.find((a) => a.type === 'bridge-transport') as Action;
      expect(() => applyAction(g, move)).toThrow(
        /AA commands on side AB .*976\/985.* only his ally moves it \(§223, §224\)/,
      );
      const ruin = theirs.find((a) => a.type === 'ruin-held') as Action;
      expect(() => applyAction(g, ruin)).toThrow(/AA commands on side AB .*§223/);
      // The second and third means are the piece's where it stands: the secondary surface 985, a bridge on side CD.
      const network = g.bridges[0];
      expect(fourRefusal(boardOf(g), g.four!, 'AA', { type: 'ruin-secondary', number: 1, count: 1 }, network)).toMatch(
        /on 985 is on the far side.*§223/,
      );
      expect(fourRefusal(boardOf(g), g.four!, 'A', { type: 'ruin-secondary', number: 1, count: 1 }, network)).toBe(
        undefined,
      );
      expect(
        fourRefusal(
          boardOf(g),
          g.four!,
          'AA',
          { type: 'leave-ruin', from: 1352, to: 1295, captures: [] } as unknown as Action,
          network,
        ),
      ).toMatch(/on 1352 is on the far side/);
      // BB, on side AB, has B's transporter 41 there.
      const bb = bt(applyAction(g, first(g)));
      expect(bb.length).toBeGreaterThan(0);
      expect(bb.every((a) => 'number' in a && a.number === 41)).toBe(true);
    },
  );

  test(
    'a depot, a breastwork, a storm, a fire-break or a bridge on the far half is the ally’s move, neither ' +
      'offered nor accepted (§222, §223)',
    () => {
      // The short start, the marshals on AB: AA commands on AB, and establishes no depot on CD, where only A commands.
      const g = newGame('short', {}, 'A', 'III', 'AB');
      expect(seatOf(g)).toBe('AA');
      const depots = legalActions(g).flatMap((a) => (a.type === 'depot' ? [sideOfDivide(a.square)] : []));
      expect(depots.length).toBeGreaterThan(0);
      expect(depots).not.toContain('CD');
      // The same start with the marshals on CD: there the general A makes the moves on AB, and AA's sites are on CD.
      const g2 = newGame('short', {}, 'A', 'III', 'CD');
      const beyond = legalActions(g2).find((a) => a.type === 'depot' && sideOfDivide(a.square) === 'CD') as Action;
      expect(beyond).toBeDefined();
      expect(() => applyAction(g, beyond)).toThrow(
        /AA commands on side AB .* square \d+ is on the far side: only his ally makes his moves there \(§222, §223\)/,
      );
      // Each action that makes or unmakes a work on a square, checked where it is made: refused on the far half, open
      // on his own half and to either ally on the dividing surface (§223).
      const board = createBoard({ plate: 'III', pieces: [{ square: 100, kind: 'queen', player: 'A' }] });
      const four = { marshals: 'AB' as const, seats: [] };
      // The piece throwing up a breastwork stands on the surface, which either ally may move (§223): the square
      // decides.
      const [mine, surface, far] = [100, 800, 1500] as [Square, Square, Square];
      expect([mine, surface, far].map(sideOfDivide)).toEqual(['AB', 'dividing', 'CD']);
      const at = (square: Square): Action[] => [
        { type: 'depot', square },
        { type: 'ruin-depot', square },
        { type: 'storm', square },
        { type: 'fire-break', square },
        { type: 'entrench', from: surface, square },
        { type: 'lay-bridge', number: 99, square },
        { type: 'break-bridge', number: 99, square },
        { type: 'ruin-bridge', from: surface, square },
      ];
      for (const action of at(far))
        expect(fourRefusal(board, four, 'AA', action), action.type).toMatch(
          /far side: only his ally .* \(§222, §223\)/,
        );
      for (const action of [...at(mine), ...at(surface)])
        expect(fourRefusal(board, four, 'AA', action), action.type).toBeUndefined();
      for (const action of at(far)) expect(fourRefusal(board, four, 'A', action), action.type).toBeUndefined();
    },
  );

  test(
    'what his device strikes across, and the side’s declarations, either ally may make (§47, §223; the ' +
      'edition’s reading)',
    () => {
      const board = createBoard({ plate: 'III', pieces: [{ square: 100, kind: 'queen', player: 'A' }] });
      const four = { marshals: 'AB' as const, seats: [] };
      const [here, there] = [100, 1500] as [Square, Square];
      const across: Action[] = [
        { type: 'bombard', gun: here, target: there },
        { type: 'ignite', gun: here, square: there },
        { type: 'fire', gun: here, targets: [there] },
        { type: 'cutoff', corps: [there] },
        { type: 'blockade' },
      ];
      for (const action of across) expect(fourRefusal(board, four, 'AA', action), action.type).toBeUndefined();
      // The device itself stands on his half; one on the far half is the ally's (§223).
      expect(fourRefusal(board, four, 'AA', { type: 'bombard', gun: there, target: here })).toMatch(/§223, §224/);
    },
  );
});

describe('a device destroyed across the dividing surface (§72 no. 2, §72a, §223)', () => {
  // A's cannon with its gun on the dividing surface and its artillerists, A's knight, on side CD: the device is either
  // ally's to destroy (it touches the surface), but the knight who moves off in the same move stands on the general's
  // half, and only the general moves him (§223, §224).
  // A queen of each player on each half, so that every pair has troops on its half (§233).
  const QUEENS = [
    { square: 100, kind: 'queen', player: 'A' },
    { square: 1500, kind: 'queen', player: 'A' },
    { square: 120, kind: 'queen', player: 'B' },
    { square: 1520, kind: 'queen', player: 'B' },
  ] as const;
  const gun = 810;
  const arts = offset(gun, 'CD', 1, plateIII) as number;
  const game = () =>
    newGame(
      {
        pieces: [{ square: arts, kind: 'knight', player: 'A' }, ...QUEENS],
        devices: [{ artillerists: arts, gun, variant: 'axial' }],
      },
      {},
      'A',
      'III',
      'AB',
    );

  test('the marshal destroys it and stays, but does not move the general’s artillerist off; the general may', () => {
    const g = game();
    expect([sideOfDivide(gun), sideOfDivide(arts), seatOf(g)]).toEqual(['dividing', 'CD', 'AA']);
    const destroys = legalActions(g).filter((a) => a.type === 'destroy');
    expect(destroys).toEqual([{ type: 'destroy', gun }]);
    expect(() => applyAction(g, { type: 'destroy', gun } as Action)).not.toThrow();
    // The knight's moves off without taking, from the position without the device (§73).
    const off = legalActions(newGame({ pieces: [{ square: arts, kind: 'knight', player: 'A' }] }, {}, 'A', 'III'))
      .flatMap((a) => (a.type === 'move' && a.captures.length === 0 ? [a.to] : []))
      .slice(0, 1)[0] as number;
    const then = { type: 'destroy', gun, then: off } as Action;
    expect(() => applyAction(g, then)).toThrow(
      new RegExp(
        `AA commands on side AB .* what stands on ${arts} is on the far side: only his ally moves it \\(§223, §224\\)`,
      ),
    );
    const four = { marshals: 'AB' as const, seats: [] };
    expect(fourRefusal(boardOf(g), four, 'AA', then)).toMatch(/§223/);
    expect(fourRefusal(boardOf(g), four, 'A', then)).toBeUndefined();
  });

  test(
    'the marshal destroys with it the part of its combined artillery on his side, not the part beyond (§72a, ' +
      '§223)',
    () => {
      // A's knight on side AB works a chain of three cannon, each gun on the next one's artillerists' square (§67): the
      // first ends on the dividing surface, the second crosses it, the third stands wholly on side CD.
      const near = offset(gun, 'AB', 1, plateIII) as number;
      const beyond = offset(arts, 'CD', 1, plateIII) as number;
      const g = newGame(
        {
          pieces: [{ square: near, kind: 'knight', player: 'A' }, ...QUEENS],
          devices: [
            { artillerists: near, gun, variant: 'axial' },
            { artillerists: gun, gun: arts, variant: 'axial' },
            { artillerists: arts, gun: beyond, variant: 'axial' },
          ],
        },
        {},
        'A',
        'III',
        'AB',
      );
      expect([near, gun, arts, beyond].map(sideOfDivide)).toEqual(['AB', 'dividing', 'CD', 'CD']);
      const destroys = legalActions(g).filter((a) => a.type === 'destroy');
      expect(destroys).toContainEqual({ type: 'destroy', gun });
      expect(destroys.filter((a) => a.type === 'destroy' && a.also !== undefined)).toEqual([]);
      expect(() => applyAction(g, { type: 'destroy', gun, also: [arts, beyond] } as unknown as Action)).toThrow(
        new RegExp(`what stands on ${beyond}/${arts} is on the far side: only his ally moves it \\(§223, §224\\)`),
      );
      expect(() => applyAction(g, { type: 'destroy', gun, also: [arts] } as unknown as Action)).not.toThrow();
    },
  );
});
