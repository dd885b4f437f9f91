/**
 * The artillery duel of §56 in two steps: the guns as they stand, then after the double artillery's advance as one
 * rectangle (§55), with a button that makes the advance. The strengths and fields are the engine's.
 */
import type { JSX } from 'preact';
import { artilleryDuel, formationMoves, setupOf, type Board, type DeviceSetup } from '../../../rules/hellwig/index.ts';
import { RuleError } from '../../../rules/errors.ts';
import { tryRule } from '../../../rules/result.ts';
import type { Lesson } from '../lessons.ts';
import { list, yes, type AnswerContext } from './answer.ts';

/** The duel as they stand, or in the book's two steps when the example advances first (§55, §56). */
export function duelAnswer(
  lesson: Extract<Lesson, { kind: 'duel' }>,
  { board, onApply, asleep }: AnswerContext,
): JSX.Element {
  const step = (b: Board, ours: DeviceSetup, label: string) => {
    const d = artilleryDuel(b, ours, lesson.theirs);
    return (
      <li>
        {label}: our gun on {ours.gun} (strength {d.ours.strength}) sweeps {list(d.ours.field)}; theirs on{' '}
        {lesson.theirs.gun} (strength {d.theirs.strength}) sweeps {list(d.theirs.field)}. We may destroy theirs:{' '}
        {yes(d.weMayDestroy)}; they may destroy ours: {yes(d.theyMayDestroy)}
        {d.weDrive
          ? '; we are the stronger with their gun in our field, so we drive it away: ' +
            'it must withdraw or be destroyed (§56)'
          : ''}
        .
      </li>
    );
  };
  if (!lesson.advance) return <ol>{step(board, lesson.ours, 'As they stand')}</ol>;
  const adv = lesson.advance;
  // After the advance the line's old squares hold nothing, and the engine refuses to move them: that is the sign
  // step 2 was taken.
  const moves = tryRule(() => formationMoves(board, adv.squares));
  const move = moves.ok
    ? moves.value.find((m) => m.direction === adv.direction && m.distance === adv.distance)
    : undefined;
  // Step 2 already taken (the reader pressed "Advance"): the guns stand where the book brings them.
  if (
    !move &&
    (setupOf(board).devices ?? []).some((x) => x.gun === lesson.ours.gun && x.artillerists === lesson.ours.artillerists)
  ) {
    return (
      <ol class="story">
        <li>Step 1, before the advance, is no longer on the board: choose the example again to see it.</li>
        {step(
          board,
          lesson.ours,
          `Step 2, after advancing ${adv.distance} toward ${adv.direction} as one rectangle (§55)`,
        )}
      </ol>
    );
  }
  if (!move)
    throw new RuleError(
      'BLOCKED',
      `the line on ${list(adv.squares)} cannot advance ${adv.distance} toward ${adv.direction}`,
    );
  const before: DeviceSetup = {
    ...lesson.ours,
    artillerists: invert(move.moves, lesson.ours.artillerists),
    gun: invert(move.moves, lesson.ours.gun),
  };
  return (
    <>
      <ol class="story">
        {step(board, before, 'Step 1, before the advance')}
        {step(
          move.board,
          lesson.ours,
          `Step 2, after advancing ${adv.distance} toward ${adv.direction} as one rectangle (§55)`,
        )}
      </ol>
      <button
        disabled={asleep}
        type="button"
        onClick={() =>
          onApply(
            setupOf(move.board),
            `The double artillery advances ${adv.distance} toward ${adv.direction}; ` +
              `the enemy gun on ${lesson.theirs.gun} is now in its field.`,
            lesson.ours,
          )
        }
      >
        Advance (step 2)
      </button>
    </>
  );
}

function invert(moves: ReadonlyMap<number, number>, to: number): number {
  for (const [from, there] of moves) if (there === to) return from;
  throw new RuleError('UNKNOWN_ID', `no square of the formation comes to ${to}`);
}
