/**
 * Runs one Hellwig worked example through the engine and returns what the engine says, in the
 * shape of the row's `outcome`, so a golden test is `expect(run(row)).toEqual(row.outcome)`.
 * Only the keys a row states are computed.
 */
import { RuleError } from '../../../src/rules/errors.ts';
import {
  artilleryDuel,
  artilleryStrength,
  canReach,
  createBoard,
  deviceMoves,
  devicesSweeping,
  destroyOwnArtillery,
  DIRECTIONS,
  fieldOfEffect,
  fire,
  formationAt,
  formationMoves,
  frontDiagonals,
  pieceMoves,
  rectangleOf,
  toSquare,
  turnPawn,
  wheel,
  wheelFormation,
  wheelRectangle,
  type Direction,
  type FieldSquare,
} from '../../../src/rules/hellwig/index.ts';
import type { HellwigExample, MovesByDirection } from '../../../src/rules/hellwig/examples.ts';

const asc = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

function byDirection(
  moves: readonly { direction: Direction; squares: readonly number[] }[],
  only: readonly string[],
): MovesByDirection {
  const out: Record<string, number[][]> = {};
  for (const d of DIRECTIONS.filter((x) => only.includes(x)))
    out[d] = moves.filter((m) => m.direction === d).map((m) => asc(m.squares));
  return out;
}

function pick<T extends object>(full: T, keys: object): Partial<T> {
  return Object.fromEntries(Object.keys(keys).map((k) => [k, (full as Record<string, unknown>)[k]])) as Partial<T>;
}

function compute(row: HellwigExample): unknown {
  switch (row.kind) {
    case 'field': {
      const f = fieldOfEffect(createBoard(row.inputs.board), row.inputs.device);
      const safe = f.squares
        .filter((s): s is Extract<FieldSquare, { status: 'safe' }> => s.status === 'safe')
        .map((s) => ({ square: s.square, blockedBy: s.blockedBy }));
      return pick({ inEffect: f.inEffect, safe, strikes: f.strikes }, row.outcome);
    }
    case 'sweeping': {
      const found = devicesSweeping(createBoard(row.inputs.board), row.inputs.squares, row.inputs.targets);
      return {
        solutions: found.map((d) => ({ artillerists: d.artillerists, gun: d.gun, variant: d.variant, kind: d.kind })),
      };
    }
    case 'device-moves': {
      const moves = deviceMoves(createBoard(row.inputs.board), row.inputs.device).map((m) => ({
        direction: m.direction,
        squares: [m.device.artillerists, m.device.gun],
      }));
      return { moves: byDirection(moves, Object.keys(row.outcome.moves)) };
    }
    case 'formation-moves': {
      const board = createBoard(row.inputs.board);
      const f = formationAt(board, row.inputs.squares);
      const moves = formationMoves(board, row.inputs.squares);
      const full = {
        movable: f.immobile === undefined && moves.length > 0,
        range: f.range,
        moves: byDirection(moves, 'moves' in row.outcome ? Object.keys(row.outcome.moves ?? {}) : []),
      };
      return pick(full, row.outcome);
    }
    case 'load': {
      const f = formationAt(createBoard(row.inputs.board), row.inputs.squares);
      return {
        pieces: asc(f.pieces.map((p) => p.square)),
        devices: f.devices.map((d) => [d.artillerists, d.gun]),
        movable:
          f.immobile === undefined && formationMoves(createBoard(row.inputs.board), row.inputs.squares).length > 0,
      };
    }
    case 'slices': {
      const board = createBoard(row.inputs.board);
      return {
        directions: row.inputs.slices.map((s) =>
          DIRECTIONS.filter((d) => formationMoves(board, s).some((m) => m.direction === d)),
        ),
      };
    }
    case 'fire': {
      const r = fire(
        createBoard(row.inputs.board),
        row.inputs.devices,
        row.inputs.targets === undefined ? {} : { targets: row.inputs.targets },
      );
      const full = {
        removedPieces: asc(r.removedPieces.map((p) => p.square)),
        removedDevices: r.removedDevices.map((d) => [d.artillerists, d.gun]),
        silenced: r.silenced.map((d) => [d.artillerists, d.gun]),
      };
      return pick(full, row.outcome);
    }
    case 'duel': {
      let board = createBoard(row.inputs.board);
      const advance = row.inputs.advance;
      if (advance) {
        const move = formationMoves(board, advance.squares).find(
          (m) => m.direction === advance.direction && m.distance === advance.distance,
        );
        if (!move) return { advance: 'impossible' };
        board = move.board;
      }
      const d = artilleryDuel(board, row.inputs.ours, row.inputs.theirs);
      const full = {
        ourField: d.ours.field,
        theirField: d.theirs.field,
        ourStrength: d.ours.strength,
        theirStrength: d.theirs.strength,
        weMayDestroy: d.weMayDestroy,
        theyMayDestroy: d.theyMayDestroy,
        weDrive: d.weDrive,
      };
      return pick(full, row.outcome);
    }
    case 'combined': {
      const board = createBoard(row.inputs.board);
      const squares = row.inputs.devices.flatMap((d) => [d.artillerists, d.gun]);
      let movableTogether: boolean;
      try {
        movableTogether = formationMoves(board, squares).length > 0;
      } catch (e) {
        if (!(e instanceof RuleError) || e.code !== 'NOT_ADJACENT') throw e;
        movableTogether = false;
      }
      const full = {
        fields: row.inputs.devices.map((d) => fieldOfEffect(board, d).inEffect),
        movableTogether,
        movableAlone: asc(row.inputs.devices.filter((d) => deviceMoves(board, d).length > 0).map((d) => d.gun)),
        strengths: row.inputs.devices.map((d) => artilleryStrength(board, d)),
      };
      return pick(full, row.outcome);
    }
    case 'destroy': {
      const after = destroyOwnArtillery(createBoard(row.inputs.board), row.inputs.device);
      const on = row.inputs.device.artillerists;
      const targets = pieceMoves(after, on).map((m) => m.to);
      const wanted = 'reaches' in row.outcome ? row.outcome.reaches : [];
      return {
        devicesLeft: after.devices.length,
        artilleristOn: after.pieces.has(toSquare(on)) ? on : -1,
        reaches: wanted.filter((s) => targets.includes(toSquare(s))),
      };
    }
    case 'wheel': {
      const w = wheel(createBoard(row.inputs.board), row.inputs.device, row.inputs.options);
      const full = {
        passed: w.passed,
        device: { artillerists: w.device.artillerists, gun: w.device.gun },
        field: w.field.inEffect,
        legal: w.legal,
        blockedBy: w.legal ? undefined : w.blockedBy.square,
      };
      return pick(full, row.outcome);
    }
    case 'formation-wheel': {
      const w = wheelFormation(createBoard(row.inputs.board), row.inputs.squares, row.inputs.options);
      return { passed: w.passed, squares: w.squares, ...(w.legal ? {} : { blockedBy: w.blockedBy }) };
    }
    case 'rectangle-wheel': {
      const w = wheelRectangle(createBoard(row.inputs.board), row.inputs.squares, row.inputs.options);
      // §174a lists the swept squares as a set; compare them as one.
      const asBook = (xs: readonly number[]) => asc(xs).join() === asc(row.outcome.passed).join();
      return {
        passed: asBook(w.passed) ? row.outcome.passed : w.passed,
        squares: w.squares,
        ...(w.legal ? {} : { blockedBy: w.blockedBy }),
      };
    }
    case 'rectangle': {
      const rect = rectangleOf(
        row.inputs.squares.map((s) => toSquare(s)),
        createBoard().grid,
      );
      return rect ? { rows: rect.rows, columns: rect.columns } : { rectangle: false };
    }
    case 'pivots': {
      const board = createBoard(row.inputs.board);
      const pivots = row.inputs.squares.filter((pivot) => {
        try {
          wheelRectangle(board, row.inputs.squares, { pivot, kind: 'small', sense: 'clockwise' });
          return true;
        } catch (e) {
          if (e instanceof RuleError && e.code === 'BAD_PIVOT') return false;
          throw e;
        }
      });
      return { pivots: asc(pivots) };
    }
    case 'piece-moves': {
      const board = createBoard(row.inputs.board);
      const moves = pieceMoves(board, row.inputs.from);
      const targets = moves.filter((m) => m.kind !== 'turn').map((m) => m.to as number);
      const piece = board.pieces.get(toSquare(row.inputs.from));
      const o = row.outcome;
      const full = {
        moves: asc(moves.filter((m) => m.kind === 'move').map((m) => m.to)),
        captures: moves.filter((m) => m.kind === 'capture').map((m) => [...m.captures]),
        frontDiagonals: piece?.facing ? frontDiagonals(row.inputs.from, piece.facing, board.grid) : [],
        reaches: (o.reaches ?? []).filter((s) => targets.includes(s)),
        doesNotReach: (o.doesNotReach ?? []).filter((s) => !targets.includes(s)),
      };
      return pick(full, o);
    }
    case 'pawn-turn': {
      let board = createBoard(row.inputs.board);
      const from = toSquare(row.inputs.from);
      for (const side of row.inputs.turns) {
        const piece = board.pieces.get(from);
        const wanted = piece?.facing === undefined ? undefined : turnPawn(piece.facing, side);
        const move = pieceMoves(board, from).find((m) => m.kind === 'turn' && m.facing === wanted);
        if (!piece || move?.facing === undefined) return { turn: 'impossible' };
        board = { ...board, pieces: new Map(board.pieces).set(from, { ...piece, facing: move.facing }) };
      }
      const facing = board.pieces.get(from)?.facing;
      return { facing, frontDiagonals: facing ? frontDiagonals(from, facing, board.grid) : [] };
    }
    case 'reach': {
      const board = createBoard(row.inputs.board);
      return { reach: row.inputs.pieces.map((from) => ({ from, ...canReach(board, from, row.inputs.target) })) };
    }
  }
}

/** The engine's answer to a row: its outcome, or `{ error: code }` if the engine refuses it. */
export function run(row: HellwigExample): unknown {
  try {
    return compute(row);
  } catch (e) {
    if (e instanceof RuleError) return { error: e.code };
    throw e;
  }
}
