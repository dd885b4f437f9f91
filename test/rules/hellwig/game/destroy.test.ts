/**
 * Destroying one's own device in play (issue 17; §72 no. 2, §72a, §73): the artillerist stays or moves off in the same
 * move, combined artillery goes wholly or in part, an unmanned device cannot be destroyed so, and every such action
 * reads back from its text; random games that destroy whenever they may keep the game's invariants and replay.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  boardOf,
  destroyByArtillerists,
  destroyableWith,
  formatAction,
  formatGame,
  legalActions,
  newGame,
  parseAction,
  parseGame,
  pieceMoves,
  setupOf,
  type Action,
  type Game,
} from '../../../../src/rules/hellwig/index.ts';
import { refusal } from './refusal.ts';

/** §67's gun on the other's artillerists' square (S67_2): the knight on 420 works 420→398 and, through it, 398→397. */
const combined = () =>
  newGame({
    pieces: [
      { square: 420, kind: 'knight', player: 'A' },
      { square: 30, kind: 'rook', player: 'B' },
    ],
    devices: [
      { artillerists: 398, gun: 397, variant: 'right' },
      { artillerists: 420, gun: 398, variant: 'right' },
    ],
  });

/** The device whose gun stands on `gun`. */
const dev = (b: ReturnType<typeof boardOf>, gun: number) => b.devices.find((d) => d.gun === gun);

const destroys = (g: Game, square: number) => legalActions(g, square).filter((a) => a.type === 'destroy');

describe('the artillerist stays or moves off in the same move (§72 no. 2, §73)', () => {
  test('each of his moves without taking is offered, from the position without the device, and applies', () => {
    const g = combined();
    const b = boardOf(g);
    const alone = destroys(g, 420).filter((a) => a.type === 'destroy' && a.also === undefined);
    const after = destroyByArtillerists(b, dev(b, 398));
    const moves = pieceMoves(after.board, 420).filter((m) => m.kind === 'move' && m.captures.length === 0);
    expect(moves.length).toBeGreaterThan(0);
    expect(alone.map((a) => (a.type === 'destroy' ? a.then : undefined))).toEqual([
      undefined,
      ...moves.map((m) => m.to),
    ]);
    const to = moves[0]?.to as number;
    const next = boardOf(applyAction(g, { type: 'destroy', gun: 398, then: to } as Action));
    expect(next.pieces.get(to as never)?.kind).toBe('knight');
    expect(next.pieces.has(420 as never)).toBe(false);
    expect(next.devices.map((d) => d.gun)).toEqual([397]);
  });
  test('a square he cannot go to is refused with the reason and its §', () => {
    expect(refusal(combined(), { type: 'destroy', gun: 398, then: 30 })).toMatch(/artillerist on 420 may then go.*§73/);
    expect(refusal(combined(), { type: 'destroy', gun: 398, then: 1 })).toMatch(/not 1 \(§72 no\. 2, §73/);
  });
});

describe('combined artillery wholly or in part (§72a)', () => {
  test('the whole combination is offered and destroyed in one move, the artillerist staying or moving off', () => {
    const g = combined();
    expect(destroyableWith(boardOf(g), dev(boardOf(g), 398))).toEqual([397]);
    const whole = destroys(g, 420).filter((a) => a.type === 'destroy' && a.also !== undefined);
    expect(whole[0]).toEqual({ type: 'destroy', gun: 398, also: [397] });
    expect(whole.length).toBeGreaterThan(1);
    for (const a of whole) expect(boardOf(applyAction(g, a)).devices).toEqual([]);
  });
  test(
    'the device worked through the other, ' + 'its artillerists’ square unoccupied, is not destroyed by itself (§72a)',
    () => {
      expect(refusal(combined(), { type: 'destroy', gun: 397 })).toMatch(
        /artillerists['’] square 398 is not occupied.*§72a/,
      );
      const c = boardOf(combined());
      expect(() => destroyByArtillerists(c, dev(c, 397))).toThrow(/§72a/);
    },
  );
  test('a gun not of the combination, or named twice, is refused (§67, §72a)', () => {
    const g = newGame({
      pieces: [
        { square: 420, kind: 'knight', player: 'A' },
        { square: 500, kind: 'rook', player: 'A' },
      ],
      devices: [
        { artillerists: 420, gun: 398, variant: 'right' },
        { artillerists: 500, gun: 501, variant: 'axial' },
      ],
    });
    expect(refusal(g, { type: 'destroy', gun: 398, also: [501] })).toMatch(
      /501 is not the gun of a device combined with 398.*§67, §70, §72a/,
    );
    const c = boardOf(combined());
    expect(() => destroyByArtillerists(c, dev(c, 398), [397, 397])).toThrow(/also\[1\]: 397 .*not named before/);
    expect(() => destroyByArtillerists(c, dev(c, 398), [398])).toThrow(/also\[0\]: 398 is not the gun.*§72a/);
    expect(() => destroyByArtillerists(c, dev(c, 398), 'x' as never)).toThrow(/also must be a list/);
  });
});

test('the notation: C 398 destroy with 397 then 376 reads back as itself, and the wrong forms are refused', () => {
  const b = boardOf(combined());
  for (const text of [
    'C 398 destroy',
    'C 398 destroy then 376',
    'C 398 destroy with 397',
    'C 398 destroy with 397 then 376',
  ])
    expect(formatAction(b, parseAction(b, text))).toBe(text);
  expect(parseAction(b, 'C 398 destroy with 397 then 376')).toEqual({
    type: 'destroy',
    gun: 398,
    also: [397],
    then: 376,
  });
  expect(() => parseAction(b, 'C 398 destroy then')).toThrow(/C 391 destroy with 413 then 369/);
  expect(() => parseAction(b, 'C 398 destroy 376')).toThrow(/destroy/);
});

test(
  'random games that destroy a device whenever they may: offered destructions apply and read back, pieces are ' +
    'conserved, the text replays (§72, §72a, §73)',
  () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(
        fc.constantFrom('skirmish', 'short'),
        fc.array(fc.nat(10_000), { minLength: 20, maxLength: 40 }),
        (start, picks) => {
          let g = newGame(start);
          for (const pick of picks) {
            if (g.status.kind !== 'playing') break;
            const all = legalActions(g).filter((a) => a.type !== 'peace' && a.type !== 'accept');
            const destroy = all.filter((a) => a.type === 'destroy');
            const a = pick % 3 === 0 && destroy.length ? destroy[pick % destroy.length] : all[pick % all.length];
            if (!a) break;
            const before = boardOf(g);
            expect(parseAction(before, formatAction(before, a))).toEqual(a);
            g = applyAction(g, a);
            const after = boardOf(g);
            if (a.type === 'destroy') {
              kinds.add(a.then === undefined ? 'stays' : 'moves off');
              const artillerists = before.devices.find((d) => d.gun === a.gun)?.artillerists as number;
              const piece = before.pieces.get(artillerists as never);
              expect(after.pieces.get((a.then ?? artillerists) as never)).toMatchObject({
                kind: piece?.kind,
                player: piece?.player,
              });
              expect(after.pieces.size).toBe(before.pieces.size);
              expect(after.devices.length).toBe(before.devices.length - 1 - (a.also?.length ?? 0));
            }
            for (const d of after.devices) expect(after.pieces.has(d.gun)).toBe(false);
          }
          const replayed = parseGame(formatGame(g));
          expect(setupOf(boardOf(replayed))).toEqual(setupOf(boardOf(g)));
        },
      ),
      { numRuns: 6, seed: 17, endOnFailure: true },
    );
    expect(kinds).toEqual(new Set(['stays', 'moves off']));
  },
  120_000,
);
