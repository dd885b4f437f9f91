/**
 * What the play page's board marks, as the board's drawing (BoardSvg) reads it: the selection, and where each of
 * its actions goes, a capture by its own mark and a firing's squares as in its field.
 */
import { rectangleSquares, type Action, type Game } from '../../rules/hellwig/index.ts';
import type { BoardView, SquareFlags, Target } from '../board/view.ts';
import { PLATE_III_KNOWN } from '../board/plate3/known.ts';
import { targetsOf } from './state.ts';

const FIRING: ReadonlySet<Action['type']> = new Set(['fire', 'shell-bridges', 'bombard', 'ignite']);

/** The squares selected: none, the selected square, or the rectangle it is extended to (§173). */
export function chosenSquares(board: BoardView['board'], selected: number | null, corner: number | null): number[] {
  if (selected === null) return [];
  return corner === null ? [selected] : rectangleSquares(board, [selected, corner]);
}

/** The board's view; plate III's reconstruction is drawn as the board page draws it, its unknown squares unknown. */
export function viewOf(
  game: Game,
  board: BoardView['board'],
  selected: readonly number[],
  actions: readonly Action[],
): BoardView {
  const flags = new Map<number, SquareFlags>();
  const targets = new Map<number, Target>();
  for (const sq of selected) flags.set(sq, { selected: true });
  for (const a of actions)
    for (const sq of targetsOf(a)) {
      if (FIRING.has(a.type)) flags.set(sq, { ...flags.get(sq), effect: 'in-effect' });
      else {
        const kind = a.type === 'move' && a.captures.length ? 'capture' : 'move';
        // The drawing reads only a target's square and kind.
        if (targets.get(sq)?.kind !== 'capture') targets.set(sq, { square: sq, kind } as unknown as Target);
      }
    }
  return { board, flags, targets, known: game.map.id === 'III' ? PLATE_III_KNOWN : undefined };
}
