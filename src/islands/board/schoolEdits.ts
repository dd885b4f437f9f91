/**
 * Setting up the second school on the board: raise or level a hill of either kind (§235, §236), establish or take
 * away a depot (§244), set a building on fire or put it out (§74). Each edit is checked by the engine against the
 * position; a refusal is its reason. A position is being set up here, as pieces are placed: the moves a fire or a
 * depot takes in play are the engine's, asked by the answers.
 */
import {
  BURNED_MOVES,
  coordsOf,
  createBoard,
  createDepots,
  createFire,
  createHills,
  gridOf,
  squareAt,
  type BoardSetup,
  type HillKind,
  type Player,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import type { SchoolState } from './schoolState.ts';
import { refused, type Checked } from '../shared/checked.ts';

/** A checked change of the second school, with its sentence; or the engine's reason it cannot be made. */
export type SchoolEdit = Checked<{
  readonly school: SchoolState;
  readonly said: string;
  /** The position changed with it: a fortress's ditch dug or filled in (fortressEdits.ts). */
  readonly setup?: BoardSetup | undefined;
}>;

/** The engine's reason the hills, depots or fire do not fit the position, if they do not. */
export function checkSchool(setup: BoardSetup, s: SchoolState): string | undefined {
  if (!s.hills && !s.depots && !s.fire) return undefined;
  const checked = tryRule(() => {
    const board = createBoard(setup);
    if (s.hills) createHills(board, s.hills);
    if (s.depots) createDepots(board, s.depots);
    if (s.fire) createFire(board, s.fire);
  });
  return checked.ok ? undefined : checked.error.message;
}

function checked(setup: BoardSetup, school: SchoolState, said: string): SchoolEdit {
  const problem = checkSchool(setup, school);
  return problem ? refused(problem) : { ok: true, school, said };
}

const KIND_WORDS: Record<HillKind, string> = { first: 'first', second: 'second' };

/**
 * A hill of the kind whose four squares have the square at their top left (§235), or, on a hill already, that hill
 * levelled (the same kind) or made of the other kind (§236).
 */
export function toggleHill(setup: BoardSetup, s: SchoolState, square: number, kind: HillKind): SchoolEdit {
  const hills = s.hills ?? [];
  const there = hills.find((h) => h.squares.includes(square));
  if (there) {
    const rest = hills.filter((h) => h !== there);
    return there.kind === kind
      ? checked(setup, { ...s, hills: rest }, `Levelled the hill on ${there.squares.join(', ')}.`)
      : checked(
          setup,
          { ...s, hills: [...rest, { ...there, kind }] },
          `The hill on ${there.squares.join(', ')} is now of the ${KIND_WORDS[kind]} kind (§236).`,
        );
  }
  const grid = gridOf(setup.plate ?? 'II');
  const tried = tryRule(() => {
    const { row, col } = coordsOf(square, grid);
    return [
      squareAt(row, col, grid),
      squareAt(row, col + 1, grid),
      squareAt(row + 1, col, grid),
      squareAt(row + 1, col + 1, grid),
    ];
  });
  if (!tried.ok) return refused(`a hill is four squares in a block (§235); from ${square} the plate ends`);
  const squares = [...tried.value].sort((a, b) => a - b);
  return checked(
    setup,
    { ...s, hills: [...hills, { squares, kind }] },
    `Raised a hill of the ${KIND_WORDS[kind]} kind on ${squares.join(', ')} (§235, §236).`,
  );
}

/** The list without the square; none left is no list. */
function without(xs: readonly number[] | undefined, square: number): readonly number[] | undefined {
  const rest = (xs ?? []).filter((x) => x !== square);
  return rest.length ? rest : undefined;
}

/** A depot of the player's on the square, or the one there taken away (§244, §245). */
export function toggleDepot(setup: BoardSetup, s: SchoolState, square: number, owner: Player): SchoolEdit {
  const depots = s.depots ?? [];
  if (depots.some((d) => d.square === square))
    return checked(
      setup,
      {
        ...s,
        depots: depots.filter((d) => d.square !== square),
        fields: without(s.fields, square),
        lines: without(s.lines, square),
      },
      `Took away the depot on ${square}.`,
    );
  return checked(
    setup,
    { ...s, depots: [...depots, { square, owner }] },
    `Established a depot of ${owner === 'A' ? 'A’s' : 'B’s'} on ${square} (§244).`,
  );
}

/**
 * The building on the square set on fire, for its six moves (§74), by the player who lit the fire already burning or
 * by the player chosen; on a burning square, the fire there put out.
 */
export function toggleFire(setup: BoardSetup, s: SchoolState, square: number, igniter: Player): SchoolEdit {
  const burning = s.fire?.burning ?? [];
  if (burning.some((b) => b.square === square)) {
    const rest = burning.filter((b) => b.square !== square);
    const fire = s.fire && (rest.length || s.fire.burnedOut?.length) ? { ...s.fire, burning: rest } : undefined;
    return checked(setup, { ...s, fire, fireTurn: undefined }, `Put out the fire on ${square}.`);
  }
  const fire = {
    ...(s.fire ?? { igniter }),
    burning: [...burning, { square, movesLeft: BURNED_MOVES }],
  };
  return checked(
    setup,
    { ...s, fire, fireTurn: undefined },
    `Set the building on ${square} on fire, for ${BURNED_MOVES} moves (§74).`,
  );
}

/** Delete on the square: its depot, else its fire, else its hill. */
export function removeSchool(setup: BoardSetup, s: SchoolState, square: number): SchoolEdit {
  if ((s.depots ?? []).some((d) => d.square === square)) return toggleDepot(setup, s, square, 'A');
  if ((s.fire?.burning ?? []).some((b) => b.square === square)) return toggleFire(setup, s, square, 'A');
  const hill = (s.hills ?? []).find((h) => h.squares.includes(square));
  return toggleHill(setup, s, square, hill?.kind ?? 'first');
}
