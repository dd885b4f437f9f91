/**
 * Hellwig's game (issue 17): the starting positions, turns, refusals with their §, the end by
 * conquest and by peace, the notation's round trip, and one scripted game that uses every kind of
 * action the game offers.
 */
import { describe, expect, test } from 'vitest';
import {
  ACTION_TYPES,
  applyAction,
  boardOf,
  computerAction,
  formatAction,
  formatGame,
  gameAt,
  legalActions,
  newGame,
  parseAction,
  parseGame,
  pieceStrength,
  setupOf,
  STARTING_POSITIONS,
  toMove,
  type Action,
} from '../../../../src/rules/hellwig/index.ts';
import { refusal } from './refusal.ts';
import {
  BLOCKADE,
  BRIDGES,
  CUT_OFF,
  FIGHTS,
  WORKS,
  BRIDGE_MEANS,
  FIRE,
  BRIDGE_FIRE,
  RECTANGLES,
  TRANSPORTERS,
  STACKED,
} from './scripts.ts';

/** A scripted game on the skirmish position: every kind of action, ending in a peace (§13). */
const SCRIPTED = `# Hellwig 1780: a game in the notation of The First Wargames
Start: skirmish
1. A b 581 turn left
2. B L 54-330
3. A tr 651/652-652/653
4. B L 330x582
5. A C 604 fire 582 560 538
6. B S 81-124
7. A C 604-582
8. B S 74-119
9. A C 582 wheel artillerists small clockwise
10. B K 32-221
11. A C 605 destroy then 626
12. B peace A 1
13. A accept
`;

describe('starting positions (ours, proportioned on §192)', () => {
  test.each(STARTING_POSITIONS.map((s) => [s.id, s] as const))(
    '%s: the two sides are half-turn images (§201)',
    (_, s) => {
      const b = boardOf(newGame(s.id));
      const pieces = [...b.pieces.values()];
      const a = pieces.filter((p) => p.player === 'A');
      const bs = pieces.filter((p) => p.player === 'B');
      expect(a.length).toBe(bs.length);
      for (const p of a) expect(b.pieces.get((b.grid.size + 1 - p.square) as never)?.kind).toBe(p.kind);
      expect(b.pieces.has(s.fortress.A as never) || b.pieces.has(s.fortress.B as never)).toBe(false);
    },
  );
  test('the short game keeps a quarter of §192: 28 pieces of 106, inner strength 36 of 137', () => {
    const b = boardOf(newGame('short'));
    const a = [...b.pieces.values()].filter((p) => p.player === 'A');
    expect(a.length).toBe(28);
    expect(a.reduce((s, p) => s + pieceStrength(p.kind), 0)).toBe(36);
    expect(b.devices.length).toBe(10);
  });
});

describe('turns and refusals', () => {
  test('the players alternate (§21); the other side’s piece is refused with the §', () => {
    const g = newGame('skirmish');
    expect(toMove(g)).toBe('A');
    expect(refusal(g, { type: 'turn', square: 102, side: 'left' } as unknown as Action)).toMatch(
      /B’s.*A’s turn \(§21\)/,
    );
    const h = applyAction(g, { type: 'turn', square: 581, side: 'left' } as unknown as Action);
    expect(toMove(h)).toBe('B');
  });
  test('a move the piece cannot make is refused with its §', () => {
    const g = newGame('skirmish');
    expect(refusal(g, { type: 'move', from: 602, to: 603, captures: [] } as unknown as Action)).toMatch(
      /knight on 602.*§32/,
    );
    expect(refusal(g, { type: 'move', from: 300, to: 301, captures: [] } as unknown as Action)).toMatch(
      /no piece on 300/,
    );
  });
  test('an unmanned device cannot act (§46)', () => {
    let g = newGame('skirmish');
    // The rook leaves the cannon's artillerists' square.
    g = applyAction(g, { type: 'move', from: 626, to: 627, captures: [] } as unknown as Action);
    g = applyAction(g, computerAction(g, 1));
    expect(refusal(g, { type: 'device', gun: 604, to: 582 } as unknown as Action)).toMatch(/§46/);
    expect(legalActions(g, 604)).toEqual([]);
  });
  test('every action offered for a square applies, and names that square', () => {
    const g = newGame('short');
    for (const a of legalActions(g, 624)) expect(() => applyAction(g, a)).not.toThrow();
    expect(legalActions(g, 624).length).toBeGreaterThan(0);
  });
});

describe('the end of the game', () => {
  test('holding the enemy fortress centre through his next move conquers it (§§187–188)', () => {
    let g = newGame('short');
    while (g.status.kind === 'playing' && g.actions.length < 200) g = applyAction(g, computerAction(g, 3));
    expect(g.status).toEqual({ kind: 'conquest', winner: 'A', flags: { large: 1, small: 0 } });
    const centre = g.start.fortress.B;
    // A stood on B's centre before B's last move and still does.
    expect(g.positions.at(-2)?.pieces.get(centre as never)?.player).toBe('A');
    expect(boardOf(g).pieces.get(centre as never)?.player).toBe('A');
    expect(legalActions(g)).toEqual([]);
    expect(refusal(g, legalActions(gameAt(g, g.actions.length - 1))[0] as Action)).toMatch(/game is over \(§188\)/);
  });
  test('a peace offered and accepted ends it with §13’s small flags; an offer not taken at once lapses', () => {
    const g = parseGame(SCRIPTED);
    expect(g.status).toEqual({ kind: 'peace', winner: 'A', flags: { large: 0, small: 1 } });
    const offered = gameAt(g, 12);
    const lapsed = applyAction(offered, { type: 'turn', square: 581, side: 'left' } as unknown as Action);
    expect(refusal(lapsed, { type: 'accept' })).toMatch(/no peace offered.*§12/);
    expect(() => applyAction(offered, { type: 'peace', receiver: 'A', flags: 4 } as never)).toThrow(/flags/);
  });
});

describe('the notation', () => {
  test('the scripted games use every kind of action, and this one replays to the same text', () => {
    const g = parseGame(SCRIPTED);
    // The cut-off, the blockade, the works and the bridges need positions of their own: scripts.ts plays them
    // (declarations.test.ts, works.test.ts, bridges.test.ts, fire.test.ts).
    const used = [
      g,
      ...[
        CUT_OFF,
        BLOCKADE,
        WORKS,
        FIGHTS,
        BRIDGES,
        BRIDGE_MEANS,
        FIRE,
        BRIDGE_FIRE,
        RECTANGLES,
        TRANSPORTERS,
        STACKED,
      ].map(parseGame),
    ].flatMap((x) => x.actions.map((a) => a.type));
    expect(new Set(used)).toEqual(new Set(ACTION_TYPES));
    expect(formatGame(g)).toBe(SCRIPTED);
    // The fire took the bishop that had taken the pawn on 582 (§47).
    expect(g.positions[5]?.pieces.has(582 as never)).toBe(false);
    expect(g.positions[4]?.pieces.get(582 as never)?.kind).toBe('bishop');
    // The rook destroyed its own cannon and moved off its square in the same move (§72 no. 2, §73).
    expect(g.positions[10]?.devices).toHaveLength(2);
    expect(g.positions[11]?.devices).toHaveLength(1);
    expect(g.positions[11]?.pieces.has(604 as never)).toBe(false);
    expect(g.positions[11]?.pieces.get(626 as never)?.kind).toBe('rook');
  });
  test('each action reads back as itself', () => {
    const g = parseGame(SCRIPTED);
    g.actions.forEach((a, i) => {
      const b = g.positions[i] as ReturnType<typeof boardOf>;
      expect(parseAction(b, formatAction(b, a))).toEqual(a);
    });
  });
  test('a malformed or illegal line is refused with its number and the reason', () => {
    expect(() => parseGame('Start: skirmish\n1. A b 581 turn left\n2. B Q 54-330\n')).toThrow(
      /line 3: .*unknown letter "Q"/,
    );
    expect(() => parseGame('Start: skirmish\n1. A S 581-559\n')).toThrow(/line 2: .*581 is b, not S/);
    expect(() => parseGame('Start: skirmish\n1. B b 102 turn left\n')).toThrow(/line 2: it is A’s turn/);
    expect(() => parseGame('Start: skirmish\nb 581-537\n')).toThrow(/line 2: the pawn on 581 cannot go to 537.*§32/);
    // A header that makes no game is refused on its own line, with or without moves after it.
    expect(() => parseGame('Start: nowhere\nb 581-580\n')).toThrow(/line 1 \(Start: nowhere\): start must be one of/);
    expect(() => parseGame('Readings: landing=sideways\n')).toThrow(/landing/);
  });
  test('a malformed header is refused with its line, its text and the reason, in a game with no moves too', () => {
    expect(() => parseGame('# a game\nStart: short\n\nMap: IV\n')).toThrow(
      /^text, line 4 \(Map: IV\): map must be II, III or empty RxC/,
    );
    expect(() => parseGame('Map: II\nStart: nowhere\nFirst: B\n')).toThrow(/^text, line 2 \(Start: nowhere\): start/);
    expect(() => parseGame('Start: short\nFirst: C\n')).toThrow(
      /^text, line 2 \(First: C\): first must be one of "A", "B"; received "C"/,
    );
    expect(() => parseGame('Map: III\nFour: XY\nStart: short\n')).toThrow(/^text, line 2 \(Four: XY\): marshals/);
    expect(() => parseGame('Map: empty 31x22\nStart: setup\n')).toThrow(
      /^text, line 2 \(Start: setup\): Start: setup needs/,
    );
    // The last of several lines of one header is the one read, and the one named.
    expect(() => parseGame('Map: II\nStart: short\nMap: IV\n')).toThrow(/^text, line 3 \(Map: IV\)/);
  });
  test('the readings are part of the record', () => {
    const g = newGame('skirmish', { firstVictim: 'any' });
    const text = formatGame(g);
    expect(text).toMatch(/Readings: firstVictim=any/);
    expect(parseGame(text).readings.firstVictim).toBe('any');
    expect(setupOf(boardOf(parseGame(text)))).toEqual(setupOf(boardOf(g)));
  });
});
