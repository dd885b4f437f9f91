/**
 * The question a worked example puts, answered by the engine for the position on the board:
 * firing, a duel and the driving of §56 as two steps, the varieties of §65, a pawn's turns, the
 * reach against a fire, a rectangle and its pivots, the parts of a corps, destroying one's own
 * gun, combined artillery, a load. Each answer that changes the position offers a button.
 */
import type { JSX } from 'preact';
import {
  artilleryDuel,
  artilleryStrength,
  canReach,
  cornersOf,
  createBoard,
  destroyOwnArtillery,
  deviceMoves,
  devicesSweeping,
  DIRECTIONS,
  fieldOfEffect,
  fire,
  formationAt,
  formationMoves,
  frontDiagonals,
  pieceMoves,
  plateII,
  rectangleOf,
  toSquare,
  turnPawn,
  type Board,
  type BoardSetup,
  type DeviceSetup,
} from '../../rules/hellwig/index.ts';
import { RuleError } from '../../rules/errors.ts';
import { tryRule } from '../../rules/result.ts';
import type { Lesson } from './lessons.ts';
import { capitalise } from '../shared/words.ts';
import { setupOf } from '../../rules/hellwig/index.ts';
import { describeDevice, PIECE_WORDS, player, refusal, SAID } from './words.ts';
import { isWorksLesson, type WorksLesson } from './worksLessons.ts';
import { isEndgameLesson, type EndgameLesson } from './endgame/lessons.ts';
import type { WorksState } from './worksState.ts';
import type { WorksKit } from './worksKitTypes.ts';
import { useAsleep } from './asleep.ts';

export interface LessonProps {
  readonly lesson: Lesson;
  readonly setup: BoardSetup;
  /** The breastworks and bridges on the board (§104, §141). */
  readonly works?: WorksState | undefined;
  /** What answers the second half's questions (worksKit.ts), where the board has it. */
  readonly kit?: WorksKit | undefined;
  /** What answers the questions of cutting off, the fortress and plate III (plate III's kit), where there is one. */
  readonly endgame?: ((lesson: EndgameLesson, board: Board) => JSX.Element) | undefined;
  /** Put a new position on the board, with a sentence for the live region. */
  readonly onApply: (setup: BoardSetup, said: string, select?: DeviceSetup) => void;
  readonly cite: string;
  /** Prefix of the element ids, unique on the page. */
  readonly id: string;
}

const list = (xs: readonly number[]) => (xs.length ? xs.join(', ') : 'none');
const yes = (b: boolean) => (b ? 'yes' : 'no');

export function LessonPanel({ lesson, setup, works, kit, endgame, onApply, cite, id }: LessonProps): JSX.Element {
  const asleep = useAsleep();
  // The reader may have changed the position since: any refusal, the engine's or the lesson's own, is shown, never
  // thrown.
  const tried = tryRule(() =>
    isEndgameLesson(lesson) ? (
      endgame ? (
        endgame(lesson, createBoard(setup))
      ) : (
        <p>{SAID.plateIIIElsewhere}</p>
      )
    ) : isWorksLesson(lesson) ? (
      kit ? (
        kit.answer(lesson, createBoard(setup), works ?? {})
      ) : (
        <p>{SAID.worksElsewhere}</p>
      )
    ) : (
      answer(lesson, createBoard(setup), onApply, asleep)
    ),
  );
  return (
    <div class="board-lesson">
      <h4 id={`${id}-lesson`}>The book’s example ({cite})</h4>
      {tried.ok ? (
        tried.value
      ) : (
        <p class="board-problem">
          The book’s example no longer fits the position on the board ({tried.error.message}). Choose the example again
          to restore it.
        </p>
      )}
    </div>
  );
}

/** The answer to a first-half example's question; its buttons are disabled while the board is `asleep` (asleep.ts). */
function answer(
  lesson: Exclude<Lesson, WorksLesson>,
  board: Board,
  onApply: LessonProps['onApply'],
  asleep: boolean,
): JSX.Element {
  switch (lesson.kind) {
    case 'fire': {
      const fields = lesson.devices.map((d) => fieldOfEffect(board, d).inEffect);
      const r = fire(board, lesson.devices, lesson.targets ? { targets: lesson.targets } : {});
      const who = lesson.devices.map((d) => describeDevice(d)).join(' and ');
      const said = `${capitalise(who)} fire${lesson.devices.length > 1 ? '' : 's'}${lesson.targets ? ` on ${list(lesson.targets)}` : ''}: removed pieces ${list(r.removedPieces.map((p) => p.square))}; removed guns ${list(r.removedDevices.map((d) => d.gun))}.`;
      return (
        <>
          <p>
            {capitalise(who)} {lesson.devices.length > 1 ? 'fire together (§68a)' : 'fires'}
            {lesson.targets
              ? ` on ${list(lesson.targets)} only (§47a)`
              : ` on the whole field: ${fields.map(list).join(' and ')}`}
            .
          </p>
          <ul>
            <li>
              Pieces shot:{' '}
              {r.removedPieces.length
                ? r.removedPieces.map((p) => `${player(p.player)} ${PIECE_WORDS[p.kind]} on ${p.square}`).join(', ')
                : 'none'}
              .
            </li>
            <li>
              Guns destroyed: {r.removedDevices.length ? r.removedDevices.map(describeDevice).join(', ') : 'none'}.
            </li>
            {r.silenced.length > 0 && (
              <li>
                Left without artillerists, useless until manned again (§49a, §71):{' '}
                {r.silenced.map(describeDevice).join(', ')}.
              </li>
            )}
            {r.spared.length > 0 && (
              <li>Spared, being stronger artillery (§56): {list(r.spared.map((s) => s.square))}.</li>
            )}
          </ul>
          <button disabled={asleep} type="button" onClick={() => onApply(setupOf(r.board), said)}>
            Fire as the book does
          </button>
        </>
      );
    }
    case 'duel': {
      const step = (b: Board, ours: DeviceSetup, label: string) => {
        const d = artilleryDuel(b, ours, lesson.theirs);
        return (
          <li>
            {label}: our gun on {ours.gun} (strength {d.ours.strength}) sweeps {list(d.ours.field)}; theirs on{' '}
            {lesson.theirs.gun} (strength {d.theirs.strength}) sweeps {list(d.theirs.field)}. We may destroy theirs:{' '}
            {yes(d.weMayDestroy)}; they may destroy ours: {yes(d.theyMayDestroy)}
            {d.weDrive
              ? '; we are the stronger with their gun in our field, so we drive it away: it must withdraw or be destroyed (§56)'
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
        (setupOf(board).devices ?? []).some(
          (x) => x.gun === lesson.ours.gun && x.artillerists === lesson.ours.artillerists,
        )
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
                `The double artillery advances ${adv.distance} toward ${adv.direction}; the enemy gun on ${lesson.theirs.gun} is now in its field.`,
                lesson.ours,
              )
            }
          >
            Advance (step 2)
          </button>
        </>
      );
    }
    case 'sweeping': {
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
    case 'pawn-turn': {
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
    case 'reach':
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
    case 'rectangle': {
      const rect = rectangleOf(
        lesson.squares.map((s) => toSquare(s)),
        plateII,
      );
      return (
        <p>
          {rect
            ? `The squares ${lesson.squares[0]} … ${lesson.squares.at(-1)} form a rectangle of ${rect.rows} rows and ${rect.columns} columns, corners ${list(cornersOf(rect, plateII))} (§174).`
            : 'These squares do not form a rectangle (§174).'}
        </p>
      );
    }
    case 'pivots': {
      const rect = rectangleOf(
        lesson.squares.map((s) => toSquare(s)),
        plateII,
      );
      return (
        <p>
          A rectangle wheels only about a corner square (§176):{' '}
          {rect ? list(cornersOf(rect, plateII)) : 'these squares form no rectangle'}. Choose one as the pivot below
          after selecting the rectangle.
        </p>
      );
    }
    case 'slices':
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
    case 'destroy': {
      const tried = tryRule(() => destroyOwnArtillery(board, lesson.device));
      if (!tried.ok)
        return (
          <p>
            Its own artillerists cannot destroy {describeDevice(lesson.device)}: {tried.error.message}.
          </p>
        );
      const on = board.pieces.get(toSquare(lesson.device.artillerists));
      return (
        <>
          <p>
            The {on ? PIECE_WORDS[on.kind] : 'piece'} on {lesson.device.artillerists} removes the device from beneath it
            and stays there, or moves on in the same move (§72, §72a).
          </p>
          <button
            disabled={asleep}
            type="button"
            onClick={() =>
              onApply(
                setupOf(tried.value),
                `The device on ${lesson.device.artillerists} and ${lesson.device.gun} is destroyed by its own artillerists.`,
              )
            }
          >
            Destroy it
          </button>
        </>
      );
    }
    case 'combined': {
      const squares = lesson.devices.flatMap((d) => [d.artillerists, d.gun]);
      const together = tryRule(() => formationMoves(board, squares).length > 0);
      return (
        <ul>
          {lesson.devices.map((d) => (
            <li key={d.gun}>
              The gun on {d.gun}: field {list(fieldOfEffect(board, d).inEffect)}; strength {artilleryStrength(board, d)}
              ; moves by itself: {yes(deviceMoves(board, d).length > 0)} (§67).
            </li>
          ))}
          <li>
            They move together as one rectangle (§67, §53):{' '}
            {together.ok ? `${yes(together.value)}.` : `no. ${refusal(together.error.message)}`}
          </li>
        </ul>
      );
    }
    case 'load': {
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
  }
}

function invert(moves: ReadonlyMap<number, number>, to: number): number {
  for (const [from, there] of moves) if (there === to) return from;
  throw new RuleError('UNKNOWN_ID', `no square of the formation comes to ${to}`);
}
