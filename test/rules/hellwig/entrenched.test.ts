import { describe, expect, test } from 'vitest';
import {
  createBoard,
  createBreastworks,
  entrenchedBoard,
  passageObstacle,
  pieceMoves,
  wheel,
} from '../../../src/rules/hellwig/index.ts';

const knight = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'knight' as const, player });

describe('breastworks stop movement (§110, §134c, §179)', () => {
  const board = createBoard({ pieces: [{ square: 100, kind: 'rook', player: 'A' }, knight(150, 'B')] });

  test('a rook slides no further than the square before a breastwork, its own or the enemy’s', () => {
    for (const owner of ['A', 'B'] as const) {
      const walled = entrenchedBoard(board, createBreastworks(board, [{ square: 103, owner }]));
      const to = pieceMoves(walled, 100).map((m) => m.to as number);
      expect(to).toContain(102);
      expect(to).not.toContain(103);
      expect(to).not.toContain(104);
      expect(passageObstacle(walled, 103 as never)).toBe('breastwork');
    }
  });

  test('a knight’s leap needs a connecting square that is no breastwork (§172, §134c)', () => {
    // The knight on 150 (row 6, column 17 from 0) leaps to 130 over 151 or 129.
    expect(pieceMoves(board, 150).map((m) => m.to as number)).toContain(130);
    const one = entrenchedBoard(board, createBreastworks(board, [{ square: 151, owner: 'A' }]));
    expect(pieceMoves(one, 150).map((m) => m.to as number)).toContain(130);
    const both = entrenchedBoard(
      board,
      createBreastworks(board, [
        { square: 129, owner: 'A' },
        { square: 151, owner: 'A' },
      ]),
    );
    expect(pieceMoves(both, 150).map((m) => m.to as number)).not.toContain(130);
  });

  test('no wheeling passes over a breastwork (§134c: §62’s gun to 365 through 366)', () => {
    const s62 = createBoard({ pieces: [knight(387)], devices: [{ artillerists: 387, gun: 388, variant: 'left' }] });
    const options = { pivot: 'artillerists', kind: 'small', sense: 'anticlockwise' } as const;
    const device = { artillerists: 387, gun: 388, variant: 'left' } as const;
    expect(wheel(s62, device, options).legal).toBe(true);
    const walled = entrenchedBoard(s62, createBreastworks(s62, [{ square: 366, owner: 'A' }]));
    expect(wheel(walled, device, options)).toMatchObject({
      legal: false,
      blockedBy: { square: 366, reason: 'breastwork' },
    });
  });

  test('a board without breastworks moves as before', () => {
    const none = entrenchedBoard(board, createBreastworks(board));
    expect(pieceMoves(none, 100).map((m) => m.to)).toEqual(pieceMoves(board, 100).map((m) => m.to));
  });
});
