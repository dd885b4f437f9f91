/**
 * The engine's answers about the second school for the position on the board, in one value the panel words: each
 * hill's height (§236) and, for a selected gun, its field among the hills and which enemy guns it drives off or is
 * driven off by (§238); each depot's field (§248); the squares the selected piece's side bars to the other's supply, or
 * those barred to each depot's owner (§258); where the fire may spread next and what burns out after the next move
 * (§74); and what the reader asks for (schoolAsked.ts): a depot's field drawn, its supply line, the fire run on turn by
 * turn, a mortar's fire on bridges. Nothing here decides a rule.
 */
import {
  barredSupplySquares,
  coordsOf,
  createBoard,
  createDepots,
  createFire,
  createHills,
  depotField,
  heightAt,
  hillDrive,
  hillField,
  spreadSquares,
  squareAt,
  type BarredSquare,
  type Board,
  type HillField,
  type HillKind,
  type Player,
  type Square,
} from '../../rules/hellwig/index.ts';
import { tryRule } from '../../rules/result.ts';
import type { BoardState } from './state.ts';
import { fortressViews, type FortressView } from './fortressView.ts';
import { bridgeFireOf, fireSteps, linesOf, type BridgeFireView, type FireSteps, type LineView } from './schoolAsked.ts';

export interface SchoolView {
  readonly hills: readonly { readonly squares: readonly number[]; readonly kind: HillKind; readonly height: number }[];
  /** The selected gun among the hills, if there are hills and a gun is selected. */
  readonly gun?: {
    readonly gun: number;
    readonly field: HillField;
    readonly against: readonly { readonly gun: number; readonly drives: boolean; readonly drivenOff: boolean }[];
  };
  readonly depots: readonly {
    readonly square: number;
    readonly owner: Player;
    readonly count: number;
    readonly corners: readonly number[];
    /** Whether the reader asked to see its field (§248) and its supply line (§255). */
    readonly fieldShown: boolean;
    readonly lineShown: boolean;
  }[];
  /** The supply lines the reader asked to see (§255–§259). */
  readonly lines: readonly LineView[];
  /** Squares barred to a player's supply (§258). */
  readonly barred: readonly { readonly player: Player; readonly squares: readonly BarredSquare[] }[];
  readonly fire?: {
    readonly burning: readonly { readonly square: number; readonly movesLeft: number }[];
    readonly spreads: readonly number[];
    readonly burnsOut: readonly number[];
    readonly burnedOut: readonly number[];
    /** The stepper: the turn shown and the turns beside it (§74–§76). */
    readonly steps: FireSteps;
  };
  /** The selected mortar's fire on laid bridges (§166). */
  readonly bridgeFire?: BridgeFireView;
  /** The fortresses the reader placed (§186–§190). */
  readonly fortresses?: readonly FortressView[];
  /** Why the second school does not fit the position, if it does not. */
  readonly problem?: string;
}

const EMPTY: SchoolView = { hills: [], depots: [], lines: [], barred: [] };
const other = (p: Player): Player => (p === 'A' ? 'B' : 'A');

/** The four corners of a block of squares, ascending: from the engine's field, its extreme rows and columns. */
export function cornersOf(board: Board, squares: readonly number[]): number[] {
  const cs = squares.map((s) => coordsOf(s, board.grid));
  const rows = cs.map((c) => c.row);
  const cols = cs.map((c) => c.col);
  const [top, bottom, left, right] = [Math.min(...rows), Math.max(...rows), Math.min(...cols), Math.max(...cols)];
  return [
    squareAt(top, left, board.grid),
    squareAt(top, right, board.grid),
    squareAt(bottom, left, board.grid),
    squareAt(bottom, right, board.grid),
  ].sort((a, b) => a - b);
}

function gunAnswers(board: Board, state: BoardState): SchoolView['gun'] {
  const sel = state.selected;
  if (!state.hills?.length || sel?.type !== 'device') return undefined;
  const hills = createHills(board, state.hills);
  const device = board.devices.find((d) => d.gun === sel.gun);
  if (!device) return undefined;
  const mine = board.pieces.get(device.artillerists)?.player;
  const against = board.devices
    .filter((d) => d !== device && board.pieces.get(d.artillerists)?.player !== mine)
    .map((d) => ({
      gun: d.gun as number,
      drives: hillDrive(board, hills, device, d),
      drivenOff: hillDrive(board, hills, d, device),
    }));
  return { gun: device.gun, field: hillField(board, hills, device), against };
}

/** The engine's answers for the state; a position the engine refuses gives its reason and no answers. */
export function schoolViewOf(state: BoardState): SchoolView {
  const tried = tryRule((): SchoolView => {
    const board = createBoard(state.setup);
    const hills = createHills(board, state.hills ?? []);
    createDepots(board, state.depots ?? []);
    const sel = state.selected;
    const piece = sel?.type === 'piece' ? board.pieces.get(sel.square as Square) : undefined;
    const fed = [...new Set((state.depots ?? []).map((d) => d.owner))];
    // Supply is asked about where a depot needs it: for the selected piece's enemy, or for each depot's owner.
    const players = fed.length && piece ? [other(piece.player)] : fed;
    const placed = state.fire && createFire(board, state.fire);
    const steps = placed && fireSteps(board, placed, state.fireTurn);
    // The answers speak of the fire at the turn the stepper shows.
    const fire =
      placed && steps && createFire(board, { igniter: placed.igniter, ...steps.now, breaks: [...placed.breaks] });
    const gun = gunAnswers(board, state);
    const bridgeFire = bridgeFireOf(board, state);
    const fortresses = fortressViews(state);
    return {
      hills: (state.hills ?? []).map((h) => ({
        squares: h.squares,
        kind: h.kind,
        height: heightAt(board, hills, h.squares[0] as number),
      })),
      ...(gun ? { gun } : {}),
      depots: (state.depots ?? []).map((d) => {
        const field = depotField(board, d.square);
        return {
          square: d.square,
          owner: d.owner,
          count: field.length,
          corners: cornersOf(board, field),
          fieldShown: state.fields?.includes(d.square) ?? false,
          lineShown: state.lines?.includes(d.square) ?? false,
        };
      }),
      lines: linesOf(board, state),
      ...(bridgeFire ? { bridgeFire } : {}),
      ...(fortresses.length ? { fortresses } : {}),
      barred: players.map((player) => ({ player, squares: barredSupplySquares(board, player) })),
      ...(fire && steps
        ? {
            fire: {
              burning: steps.now.burning,
              spreads: spreadSquares(board, fire),
              burnsOut: (steps.next?.burnedOut ?? []).filter((s) => !fire.burnedOut.has(s as Square)),
              burnedOut: steps.now.burnedOut,
              steps,
            },
          }
        : {}),
    };
  });
  return tried.ok ? tried.value : { ...EMPTY, problem: tried.error.message };
}
