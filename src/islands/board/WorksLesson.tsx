/**
 * The answers to the second half's questions (§106–§167), each asked of the engine for the position on the board and
 * said in words with its §: who may entrench a square; a breastwork's field, defence, attack and storm; how long a
 * breastwork takes to build or to bombard; the order in which bridges may be laid; crossing, breaking down and ruining
 * bridges. No rule is decided here; a refusal of the engine is shown by LessonPanel.
 */
import type { JSX } from 'preact';
import {
  artilleryRuinable,
  bombardmentMoves,
  breakableBridges,
  breastworkContest,
  breastworkField,
  bridgedBoard,
  canReach,
  createBreastworks,
  createBridgeNetwork,
  entrenchableSquares,
  layBridge,
  layingSquares,
  movesToBuild,
  pieceRuinCheck,
  ruinByHolder,
  stormCheck,
  type Board,
  type BridgeNetwork,
  type PieceRuinRefusal,
  type Square,
  type StormRefusal,
} from '../../rules/hellwig/index.ts';
import { capitalise } from '../shared/words.ts';
import { describeDevice, PIECE_WORDS, player } from './words.ts';
import type { EndgameLesson } from './endgame/lessons.ts';
import type { WorksLesson } from './worksLessons.ts';
import { isSchoolLesson } from './schoolLessons.ts';
import { SCHOOL_LOADING } from './schoolWords.ts';
import type { WorksState } from './worksState.ts';

const list = (xs: readonly number[]) => (xs.length ? [...xs].sort((a, b) => a - b).join(', ') : 'none');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const STORM_WORDS: Record<StormRefusal, string> = {
  'defended-by-artillery': 'its holder’s artillery defends it, and a work so defended is not stormed (§128, §134)',
  'too-weak': 'the attack must exceed the defence, if only by one (§130, §131)',
};

const RUIN_WORDS: Record<PieceRuinRefusal, string> = {
  'too-far': 'more than two squares lie between it and the bridge (§163)',
  'cannot-reach': 'it could not occupy the bridge in its next move: terrain or enemy pieces bar the way (§163)',
  occupied: 'a piece stands on the bridge (§163)',
  'in-owner-field': 'the bridge lies in the field of its owner’s artillery (§167 (4))',
  defended: 'its owner defends it at least as strongly as it is attacked (§167 (8))',
};

/** What stands on a square, in a few words: "A's knight on 657". */
function pieceOn(board: Board, sq: number): string {
  const p = board.pieces.get(sq as Square);
  return p ? `${player(p.player)} ${PIECE_WORDS[p.kind]} on ${sq}` : `Nothing on ${sq}`;
}

function network(board: Board, works: WorksState): BridgeNetwork {
  return createBridgeNetwork(board, works.network ?? {});
}

/** The order of laying (§145, §146): what may be laid now, and after each bridge laid in turn. */
function layingOrder(board: Board, works: WorksState, lesson: Extract<WorksLesson, { kind: 'bridge-laying' }>) {
  let n = network(board, works);
  const steps: JSX.Element[] = [
    <li key="now">
      Now, bridge-transporter {lesson.transporter} may lay on {list(layingSquares(board, n, lesson.transporter))}.
    </li>,
  ];
  for (const l of lesson.lay ?? []) {
    n = layBridge(board, n, lesson.transporter, l.square, l.surface);
    steps.push(
      <li key={l.square}>
        With a bridge laid on {l.square}
        {l.surface ? ` from the ${l.surface} surface` : ''}: next on {list(layingSquares(board, n, lesson.transporter))}
        .
      </li>,
    );
  }
  return (
    <>
      <p>
        A bridge is laid on a water square touching the transporter or a bridge it has laid, by a side or a corner, one
        a move (§145, §146):
      </p>
      <ol>{steps}</ol>
    </>
  );
}

/**
 * The answer to one of the second half's questions, for the position and works on the board. The second school's are
 * its part's (schoolPart.tsx), which the board page loads with them.
 */
export function worksAnswer(lesson: Exclude<WorksLesson, EndgameLesson>, board: Board, works: WorksState): JSX.Element {
  const walls = () => createBreastworks(board, works.works ?? []);
  if (isSchoolLesson(lesson)) return <p>{SCHOOL_LOADING}</p>;
  switch (lesson.kind) {
    case 'breastwork-build':
      return (
        <p>
          {plural(lesson.signs, 'sign')} on one square take {plural(movesToBuild(lesson.signs), 'move')}: three in the
          first, one more in each move after (§106).
        </p>
      );
    case 'breastwork-bombardment':
      return (
        <p>
          Artillery of strength {lesson.strength} takes {lesson.strength} sign{lesson.strength === 1 ? '' : 's'} a move:
          a breastwork of {plural(lesson.signs, 'sign')} is ruined in{' '}
          {plural(bombardmentMoves(lesson.signs, lesson.strength), 'move')} (§123, §124).
        </p>
      );
    case 'breastwork-entrench': {
      const squares = entrenchableSquares(board, walls(), lesson.from);
      return (
        <p>
          {pieceOn(board, lesson.from)} may entrench {list(squares)}: within a cannon-shot, squares it could occupy (a
          pawn its three front squares), not held by the enemy nor in his field (§107–§109).
        </p>
      );
    }
    case 'breastwork-field': {
      const f = breastworkField(board, walls(), lesson.device);
      return (
        <p>
          {capitalise(describeDevice(lesson.device))} acts on {list(f.inEffect)}; it bombards the enemy breastworks{' '}
          {list(f.targets)}, and the squares behind them, {list(f.sheltered)}, are sheltered (§111, §112).
        </p>
      );
    }
    case 'breastwork-contest': {
      const c = breastworkContest(board, walls(), lesson.square);
      return (
        <ul>
          <li>
            Defended by the pieces on {list(c.defenders)}: strength {c.defence} (§116, §126).
          </li>
          <li>
            Attacked by the pieces on {list(c.attackers)}: strength {c.attack} (§117, §127).
          </li>
          <li>Its holder’s artillery covering it: {list(c.holderArtillery.map((d) => d.gun))} (§115).</li>
        </ul>
      );
    }
    case 'breastwork-storm': {
      const s = stormCheck(board, walls(), lesson.square);
      return (
        <p>
          Defence {s.defence}, attack {s.attack}: a storm needs {s.needed}.{' '}
          {s.allowed
            ? `The breastwork on ${lesson.square} may be stormed (§130, §131).`
            : `It may not be stormed: ${s.refusal ? STORM_WORDS[s.refusal] : ''}.`}
        </p>
      );
    }
    case 'bridge-laying':
      return layingOrder(board, works, lesson);
    case 'bridge-crossing': {
      const r = canReach(bridgedBoard(board, network(board, works)), lesson.from, lesson.to);
      return (
        <p>
          {pieceOn(board, lesson.from)} {r.reaches ? 'can' : 'cannot'} occupy {lesson.to} in one move over the bridges
          laid: a bridge is passable ground to a piece that may move so (§146a).
        </p>
      );
    }
    case 'bridge-breakdown': {
      const b = breakableBridges(
        board,
        network(board, works),
        lesson.transporter,
        lesson.exposed ? { exposed: lesson.exposed } : {},
      );
      return (
        <p>
          Bridge-transporter {lesson.transporter} may break down {list(b)}
          {lesson.exposed?.length ? `; not ${list(lesson.exposed)}, a move in the enemy’s field (§167 (5))` : ''}: a
          bridge is taken up when it still touches the transporter through bridges laid from it (§154, §158).
        </p>
      );
    }
    case 'bridge-ruin-holder': {
      const r = ruinByHolder(board, network(board, works), lesson.transporter, lesson.targets);
      const to = [...new Set(r.thenMoves.map((m) => m.to as number))];
      return (
        <p>
          Ruining {list(lesson.targets.laid ?? [])}, bridges left laid: {list([...r.network.laid.keys()])}; transporters
          that leave the game with their last bridge: {list(r.removedTransporters)}. In the same move the holder may
          still move to {list(to)} (§160).
        </p>
      );
    }
    case 'bridge-ruin-piece': {
      const c = pieceRuinCheck(board, network(board, works), lesson.from, lesson.bridge);
      return (
        <p>
          {pieceOn(board, lesson.from)}, {plural(c.distance, 'square')} from the bridge on {lesson.bridge}:{' '}
          {c.allowed
            ? 'may ruin it, and does nothing else that move (§163).'
            : `may not ruin it: ${c.refusal ? RUIN_WORDS[c.refusal] : ''}.`}
        </p>
      );
    }
    case 'bridge-ruin-artillery': {
      const r = artilleryRuinable(board, network(board, works), lesson.device);
      return (
        <p>
          {capitalise(describeDevice(lesson.device))} may ruin{' '}
          {r.strikes === 'all'
            ? `every bridge in its field at once: ${list(r.laid)} (§164)`
            : `one of ${list(r.laid)} (§165)`}
          .
        </p>
      );
    }
  }
}
