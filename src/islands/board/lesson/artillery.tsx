/**
 * The first half's examples of firing: a volley as the book fires it (§47a, §56, §68a), a device destroyed by its own
 * artillerists (§72, §72a) and combined artillery (§67), each answered by the engine for the position on the board.
 */
import type { JSX } from 'preact';
import {
  artilleryStrength,
  destroyOwnArtillery,
  deviceMoves,
  fieldOfEffect,
  fire,
  formationMoves,
  toSquare,
  setupOf,
} from '../../../rules/hellwig/index.ts';
import { tryRule } from '../../../rules/result.ts';
import { capitalise } from '../../shared/words.ts';
import { describeDevice, PIECE_WORDS, player, refusal } from '../words.ts';
import type { Lesson } from '../lessons.ts';
import { list, yes, type AnswerContext } from './answer.ts';

/** Who fires on what, and what it removes, silences and spares (§47a, §56, §68a). */
export function fireAnswer(
  lesson: Extract<Lesson, { kind: 'fire' }>,
  { board, onApply, asleep }: AnswerContext,
): JSX.Element {
  const fields = lesson.devices.map((d) => fieldOfEffect(board, d).inEffect);
  const r = fire(board, lesson.devices, lesson.targets ? { targets: lesson.targets } : {});
  const who = lesson.devices.map((d) => describeDevice(d)).join(' and ');
  const on = lesson.targets ? ` on ${list(lesson.targets)}` : '';
  const said =
    `${capitalise(who)} fire${lesson.devices.length > 1 ? '' : 's'}${on}: ` +
    `removed pieces ${list(r.removedPieces.map((p) => p.square))}; ` +
    `removed guns ${list(r.removedDevices.map((d) => d.gun))}.`;
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
        <li>Guns destroyed: {r.removedDevices.length ? r.removedDevices.map(describeDevice).join(', ') : 'none'}.</li>
        {r.silenced.length > 0 && (
          <li>
            Left without artillerists, useless until manned again (§49a, §71):{' '}
            {r.silenced.map(describeDevice).join(', ')}.
          </li>
        )}
        {r.spared.length > 0 && <li>Spared, being stronger artillery (§56): {list(r.spared.map((s) => s.square))}.</li>}
      </ul>
      <button disabled={asleep} type="button" onClick={() => onApply(setupOf(r.board), said)}>
        Fire as the book does
      </button>
    </>
  );
}

/** Whether its own artillerists may destroy the device, and a button to do it (§72, §72a). */
export function destroyAnswer(
  lesson: Extract<Lesson, { kind: 'destroy' }>,
  { board, onApply, asleep }: AnswerContext,
): JSX.Element {
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
        The {on ? PIECE_WORDS[on.kind] : 'piece'} on {lesson.device.artillerists} removes the device from beneath it and
        stays there, or moves on in the same move (§72, §72a).
      </p>
      <button
        disabled={asleep}
        type="button"
        onClick={() =>
          onApply(
            setupOf(tried.value),
            `The device on ${lesson.device.artillerists} and ${lesson.device.gun} ` +
              'is destroyed by its own artillerists.',
          )
        }
      >
        Destroy it
      </button>
    </>
  );
}

/** Each gun of a combined artillery alone, and whether they move as one rectangle (§67, §53). */
export function combinedAnswer(lesson: Extract<Lesson, { kind: 'combined' }>, { board }: AnswerContext): JSX.Element {
  const squares = lesson.devices.flatMap((d) => [d.artillerists, d.gun]);
  const together = tryRule(() => formationMoves(board, squares).length > 0);
  return (
    <ul>
      {lesson.devices.map((d) => (
        <li key={d.gun}>
          The gun on {d.gun}: field {list(fieldOfEffect(board, d).inEffect)}; strength {artilleryStrength(board, d)};
          moves by itself: {yes(deviceMoves(board, d).length > 0)} (§67).
        </li>
      ))}
      <li>
        They move together as one rectangle (§67, §53):{' '}
        {together.ok ? `${yes(together.value)}.` : `no. ${refusal(together.error.message)}`}
      </li>
    </ul>
  );
}
