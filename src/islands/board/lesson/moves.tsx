/**
 * The first half's examples of moving: the cannon that sweeps given squares (§65), a pawn's turns (§38, §39a), the
 * reach against a fire (§77), a rectangle and its pivots (§174, §176), the parts of a corps (§98) and a transporter's
 * load (§91–§93), each answered by the engine for the position on the board.
 */
import type { JSX } from 'preact';
import {
  canReach,
  cornersOf,
  devicesSweeping,
  DIRECTIONS,
  formationAt,
  formationMoves,
  frontDiagonals,
  pieceMoves,
  plateII,
  rectangleOf,
  toSquare,
  turnPawn,
  setupOf,
} from '../../../rules/hellwig/index.ts';
import { RuleError } from '../../../rules/errors.ts';
import { describeDevice, PIECE_WORDS, player } from '../words.ts';
import type { Lesson } from '../lessons.ts';
import { list, yes, type AnswerContext } from './answer.ts';

/** The variety of cannon that sweeps exactly the given squares, and a button to place it (§65). */
export function sweepingAnswer(
  lesson: Extract<Lesson, { kind: 'sweeping' }>,
  { board, onApply, asleep }: AnswerContext,
): JSX.Element {
  const found = devicesSweeping(board, lesson.squares, lesson.targets);
  const here = setupOf(board);
  const onBoard = here.devices ?? [];
  return (
    <p>
      A cannon on {lesson.squares.join(' and ')} that sweeps exactly {list(lesson.targets)}:{' '}
      {found.length
        ? found.map((d) => `${d.variant} variety, artillerists on ${d.artillerists}, gun on ${d.gun}`).join('; ')
        : 'none of the three varieties can'}{' '}
      (§65).{' '}
      {found[0] && !onBoard.some((d) => d.gun === found[0]!.gun || d.artillerists === found[0]!.artillerists) && (
        <button
          disabled={asleep}
          type="button"
          onClick={() =>
            onApply(
              {
                ...here,
                devices: [
                  ...onBoard,
                  { artillerists: found[0]!.artillerists, gun: found[0]!.gun, variant: found[0]!.variant },
                ],
              },
              `Placed the ${found[0]!.variant} cannon on ${found[0]!.artillerists} and ${found[0]!.gun}.`,
              found[0],
            )
          }
        >
          Place it
        </button>
      )}
    </p>
  );
}

/** A pawn's quarter-turns one move at a time, and the diagonals it then takes on (§38, §39a). */
export function pawnTurnAnswer(lesson: Extract<Lesson, { kind: 'pawn-turn' }>, { board }: AnswerContext): JSX.Element {
  let facing = board.pieces.get(toSquare(lesson.from))?.facing;
  if (!facing) throw new RuleError('UNKNOWN_ID', `there is no pawn on ${lesson.from}`);
  const steps = lesson.turns.map((side) => {
    facing = turnPawn(facing!, side);
    return `turns ${side}: now facing ${facing}, taking on ${list(frontDiagonals(lesson.from, facing, plateII))}`;
  });
  const canTurn = pieceMoves(board, lesson.from).some((m) => m.kind === 'turn');
  return (
    <p>
      The pawn on {lesson.from}, one move at a time (§38, §39a): {steps.join('; then ')}.{' '}
      {canTurn ? 'Use the turn buttons with the selected pawn, below, to make each move.' : ''}
    </p>
  );
}

/** Which pieces reach the square in one move, and how many cannon-shots away they stand (§77). */
export function reachAnswer(lesson: Extract<Lesson, { kind: 'reach' }>, { board }: AnswerContext): JSX.Element {
  return (
    <ul>
      {lesson.pieces.map((p) => {
        const piece = board.pieces.get(toSquare(p));
        const r = canReach(board, p, lesson.target);
        return (
          <li key={p}>
            {piece ? `${player(piece.player)} ${PIECE_WORDS[piece.kind]}` : 'Nothing'} on {p}:{' '}
            {r.reaches ? 'can' : 'cannot'} reach {lesson.target} in one move, {r.distance} cannon-shot
            {r.distance === 1 ? '' : 's'} away (§77).
          </li>
        );
      })}
    </ul>
  );
}

/** Whether the squares form a rectangle, its rows, columns and corners (§174). */
export function rectangleAnswer(lesson: Extract<Lesson, { kind: 'rectangle' }>): JSX.Element {
  const rect = rectangleOf(
    lesson.squares.map((s) => toSquare(s)),
    plateII,
  );
  return (
    <p>
      {rect
        ? `The squares ${lesson.squares[0]} … ${lesson.squares.at(-1)} form a rectangle of ${rect.rows} rows ` +
          `and ${rect.columns} columns, corners ${list(cornersOf(rect, plateII))} (§174).`
        : 'These squares do not form a rectangle (§174).'}
    </p>
  );
}

/** Each block of squares §260 colours as special terrain: its rows, columns and corners, or that it is no block. */
export function specialTerrainAnswer(lesson: Extract<Lesson, { kind: 'special-terrain' }>): JSX.Element {
  const blocks = lesson.blocks.map((block) => {
    const rect = rectangleOf(
      block.map((s) => toSquare(s)),
      plateII,
    );
    return rect
      ? `${list(block)} form a block of ${rect.rows} rows and ${rect.columns} columns, ` +
          `corners ${list(cornersOf(rect, plateII))}`
      : `${list(block)} do not form a block`;
  });
  return (
    <p>
      {`The squares ${blocks.join('; ')}. Coloured, with a flag at a corner as a hill is marked (§235), each ` +
        'block is a further kind of terrain, open only to the arms the players agree (§260).'}
    </p>
  );
}

/** The corners a rectangle may wheel about (§176). */
export function pivotsAnswer(lesson: Extract<Lesson, { kind: 'pivots' }>): JSX.Element {
  const rect = rectangleOf(
    lesson.squares.map((s) => toSquare(s)),
    plateII,
  );
  return (
    <p>
      A rectangle wheels only about a corner square (§176):{' '}
      {rect ? list(cornersOf(rect, plateII)) : 'these squares form no rectangle'}. Choose one as the pivot below after
      selecting the rectangle.
    </p>
  );
}

/** Where each part of a corps may move (§98). */
export function slicesAnswer(lesson: Extract<Lesson, { kind: 'slices' }>, { board }: AnswerContext): JSX.Element {
  return (
    <ul>
      {lesson.slices.map((s) => {
        const dirs = DIRECTIONS.filter((d) => formationMoves(board, s).some((m) => m.direction === d));
        return (
          <li key={s.join()}>
            The part on {list(s)} can move toward {dirs.join(', ') || 'no side'} (§98).
          </li>
        );
      })}
    </ul>
  );
}

/** What goes with a transporter, and whether it can move (§91–§93). */
export function loadAnswer(lesson: Extract<Lesson, { kind: 'load' }>, { board }: AnswerContext): JSX.Element {
  const f = formationAt(board, lesson.squares);
  return (
    <p>
      With the transporter go the pieces on {list(f.pieces.map((p) => p.square))}
      {f.devices.length
        ? ` and the devices ${f.devices.map(describeDevice).join(', ')}`
        : '; any device only partly on it stays behind'}{' '}
      (§91–§93). It can move: {yes(f.immobile === undefined)}.
    </p>
  );
}
