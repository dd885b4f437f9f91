/**
 * The rules of turn and place that hold over the whole battle rather than one event: the order of
 * the half-moves (move-1, move-2) and the back lines where men are put down and leave (move-2).
 */
import { RuleError, describeValue, wholeNumber } from '../../../errors.ts';
import { GUN_CREW_RADIUS_INCHES } from '../../guns.ts';
import type { Army, HalfMove, Point, Table } from '../types.ts';
import { EPSILON, round } from './geometry.ts';

/** Check the order of the half-moves: Red puts down, then Blue, then they move in turn (move-1, move-2). */
export function checkTurns(halfMoves: readonly HalfMove[]): void {
  const seen = new Set<string>();
  const next: Record<Army, number> = { red: 0, blue: 0 };
  halfMoves.forEach((h, i) => {
    const where = `half-move ${i} ("${h.id}")`;
    if (seen.has(h.id)) throw new RuleError('BAD_INPUT', `${where}: the id is used twice`);
    seen.add(h.id);
    const army: Army = i % 2 === 0 ? 'red' : 'blue';
    if (h.army !== army) {
      throw new RuleError(
        'OUT_OF_TURN',
        `${where} is ${describeValue(h.army)}'s, but it is ${army}'s turn: Red, who won the toss, puts down ` +
          `and moves first, then the players alternate (move-1)`,
      );
    }
    if ((h.kind === 'put-down') !== i < 2) {
      throw new RuleError(
        'OUT_OF_TURN',
        `${where}: the first two half-moves are the putting down, Red's then Blue's (move-2), and only they; ` +
          `received kind ${describeValue(h.kind)}`,
      );
    }
    if (h.ownMove !== next[army]) {
      throw new RuleError(
        'OUT_OF_TURN',
        `${where}: ${army}'s move should be number ${next[army]}; received ${describeValue(h.ownMove)}`,
      );
    }
    const spans = h.kind === 'summary' ? wholeNumber(`${where}: spans`, h.spans, 1, 20) : 1;
    if (h.kind !== 'summary' && h.spans !== undefined && h.spans !== 1) {
      throw new RuleError(
        'BAD_INPUT',
        `${where}: only a summary may stand for several moves; received spans ${describeValue(h.spans)}`,
      );
    }
    next[army] = h.ownMove + (h.kind === 'put-down' ? 1 : spans);
  });
}

/** Put down on (or escape over) the back line: Red's is y = 0, Blue's y = depth (move-2). */
export function checkBackLine(where: string, army: Army, at: Point, table: Table, exactly = false): void {
  const line = army === 'red' ? 0 : table.depth;
  const off = Math.abs(at.y - line);
  // "the men are not put exactly on the line, but each will have his next move measured from that line" (l.682)
  const allowed = exactly ? 0 : GUN_CREW_RADIUS_INCHES;
  if (off > allowed + EPSILON) {
    throw new RuleError(
      'OUT_OF_RANGE',
      `${where}: ${exactly ? 'to leave the field a body must reach' : 'men and guns are put down along'} ` +
        `${army}'s back line (y = ${line}); this stands ${round(off)} inches from it`,
    );
  }
}
