/**
 * Setting up the second half on the board: throw up or remove a breastwork (§104, §106) or add a sign to one, place
 * or remove a bridge-transporter (§136, §141), lay a bridge where the engine says one of the transporters may lay
 * next (§145, §146) or take it up. Each edit is checked by the engine against the position; a refusal is its reason.
 */
import {
  BRIDGE_SETS,
  NEW_BREASTWORK_SIGNS,
  createBoard,
  createBridgeNetwork,
  layingSquares,
  movesToBuild,
  offset,
  plateII,
  type BoardSetup,
  type Direction,
  type Player,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import { checkWorks } from './worksCheck.ts';
import { refused, type Checked } from '../shared/checked.ts';
import type { WorksState } from './worksState.ts';

/** A checked change of the second half, with its sentence; or the engine's reason it cannot be made. */
export type WorksEdit = Checked<{
  readonly works: WorksState;
  readonly said: string;
  /** The position changed with the works: a fortress's ditch dug or filled in (fortressEdits.ts). */
  readonly setup?: BoardSetup | undefined;
}>;

function checked(setup: BoardSetup, works: WorksState, said: string): WorksEdit {
  const problem = checkWorks(setup, works);
  return problem ? refused(problem) : { ok: true, works, said };
}

/** A breastwork of the player's on the square, or the one there taken away (§104, §106: three signs when new). */
export function toggleBreastwork(setup: BoardSetup, s: WorksState, square: number, owner: Player): WorksEdit {
  const works = s.works ?? [];
  if (works.some((w) => w.square === square))
    return checked(
      setup,
      { ...s, works: works.filter((w) => w.square !== square) },
      `Removed the breastwork on ${square}.`,
    );
  return checked(
    setup,
    { ...s, works: [...works, { square, owner, signs: NEW_BREASTWORK_SIGNS }] },
    `Threw up a breastwork of ${owner === 'A' ? 'A’s' : 'B’s'} on ${square} (§106).`,
  );
}

/**
 * One sign more on the breastwork on the square: "permissible to augment these three signs by one further sign each
 * time it is our turn", each a move (§106), so that 6 signs take 4 moves.
 */
export function strengthenBreastwork(setup: BoardSetup, s: WorksState, square: number): WorksEdit {
  const works = s.works ?? [];
  const w = works.find((x) => x.square === square);
  if (!w) return refused(`No breastwork on ${square} to strengthen: E throws one up first (§106).`);
  const signs = (w.signs ?? NEW_BREASTWORK_SIGNS) + 1;
  const moves = tryRule(() => movesToBuild(signs));
  return checked(
    setup,
    { ...s, works: works.map((x) => (x === w ? { ...w, signs } : x)) },
    `Strengthened the breastwork on ${square} to ${signs} signs` +
      `${moves.ok ? `, ${moves.value} moves to build` : ''} (§106).`,
  );
}

/** The lowest number of the player's set no transporter on the board carries (§196). */
function freeNumber(s: WorksState, owner: Player): number | undefined {
  const used = new Set((s.network?.transporters ?? []).map((t) => t.number));
  const [lo, hi] = BRIDGE_SETS[owner];
  for (let n = lo; n <= hi; n++) if (!used.has(n)) return n;
  return undefined;
}

/**
 * A bridge-transporter of the player's with its main surface on the square and its second toward a side (§141); on a
 * square of one already, that one and its bridges are taken away.
 */
export function toggleBridgeTransporter(
  setup: BoardSetup,
  s: WorksState,
  square: number,
  owner: Player,
  toward: Direction,
): WorksEdit {
  const ts = s.network?.transporters ?? [];
  const there = ts.find((t) => t.main === square || t.secondary === square);
  if (there) {
    const network = {
      transporters: ts.filter((t) => t !== there),
      laid: (s.network?.laid ?? []).filter((l) => l.transporter !== there.number),
    };
    return checked(setup, { ...s, network }, `Removed bridge-transporter ${there.number} and its bridges.`);
  }
  const number = freeNumber(s, owner);
  const secondary = offset(square, toward, 1, plateII);
  if (number === undefined) return refused(`all of ${owner}’s bridge-transporters are on the board`);
  if (secondary === undefined)
    return refused(`a bridge-transporter on ${square} cannot reach toward ${toward}: the plate ends`);
  const network = { ...s.network, transporters: [...ts, { number, main: square, secondary }] };
  return checked(
    setup,
    { ...s, network },
    `Placed bridge-transporter ${number} with its main surface on ${square}, reaching toward ${toward} (§141).`,
  );
}

/**
 * A bridge laid on the square from the first transporter the engine lets lay there next (§145, §146), or the bridge
 * there taken up.
 */
export function toggleLaidBridge(setup: BoardSetup, s: WorksState, square: number): WorksEdit {
  const laid = s.network?.laid ?? [];
  if (laid.some((l) => l.square === square))
    return checked(
      setup,
      { ...s, network: { ...s.network, laid: laid.filter((l) => l.square !== square) } },
      `Took up the bridge on ${square}.`,
    );
  const tried = tryRule(() => {
    const board = createBoard(setup);
    const network = createBridgeNetwork(board, s.network ?? {});
    return network.transporters.find((t) => layingSquares(board, network, t.number).includes(square as never));
  });
  if (!tried.ok) return refused(tried.error.message);
  const t = tried.value;
  if (!t)
    return refused(
      `no bridge-transporter may lay a bridge on ${square} now: a bridge is laid on water touching the transporter ` +
        'or its bridges, its main surface held by its owner (§144–§146)',
    );
  return checked(
    setup,
    { ...s, network: { ...s.network, laid: [...laid, { square, transporter: t.number }] } },
    `Laid a bridge of transporter ${t.number} on ${square} (§145).`,
  );
}

/** Delete on the square: its breastwork, else its laid bridge, else its bridge-transporter. */
export function removeWorks(setup: BoardSetup, s: WorksState, square: number): WorksEdit {
  if ((s.works ?? []).some((w) => w.square === square)) return toggleBreastwork(setup, s, square, 'A');
  if ((s.network?.laid ?? []).some((l) => l.square === square)) return toggleLaidBridge(setup, s, square);
  return toggleBridgeTransporter(setup, s, square, 'A', 'AB');
}
