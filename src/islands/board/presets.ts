/**
 * Every board example of the shared worked-examples table as a preset of the Hellwig board, and
 * the part of the plate a small board shows for it. Runs at build time and in tests only: the
 * table stays out of the browser, where the presets arrive as props.
 */
import { HELLWIG_EXAMPLES, type HellwigExample } from '../../rules/examples.ts';
import { coordsOf, plateII } from '../../rules/hellwig/index.ts';
import type { BoardSetup, DeviceSetup } from '../../rules/hellwig/index.ts';
import type { BoardState, Selection, WheelChoice } from './state.ts';
import { viewOf } from './view.ts';
import { exampleHref } from '../../edition/addresses.ts';
import type { BoardPreset, Lesson, Window } from './lessons.ts';
import { WORKS_PRESETS } from './presetsWorks.ts';
import { SCHOOL_PRESETS, inBookOrder } from './presetsSchool.ts';
import { ENDGAME_PRESETS } from './endgame/presets.ts';
import { worksSquares } from './worksState.ts';
import { gridOfSetup } from './plate3/plate.ts';

const device = (d: { readonly gun: number }): Selection => ({ type: 'device', gun: d.gun });

/** The board with the example's device on it: the book often names a device by its squares alone (§45, §47, §62). */
function withDevice(board: BoardSetup, d: DeviceSetup): BoardSetup {
  return board.devices?.some((x) => x.gun === d.gun) ? board : { ...board, devices: [...(board.devices ?? []), d] };
}

/** The position, selection and lesson that set up one example. */
function presetOf(row: HellwigExample): BoardPreset {
  const base = { id: row.id, title: row.title, cite: row.cite, href: exampleHref(row) };
  const at = (
    setup: BoardState['setup'],
    selected?: Selection,
    more: Partial<BoardState> = {},
    lesson?: Lesson,
    marks?: readonly number[],
  ): BoardPreset => ({
    ...base,
    state: { setup, selected, showMoves: false, ...more },
    ...(lesson ? { lesson } : {}),
    ...(marks ? { marks } : {}),
  });
  switch (row.kind) {
    case 'field':
      return at(withDevice(row.inputs.board, row.inputs.device), device(row.inputs.device));
    case 'device-moves':
      return at(withDevice(row.inputs.board, row.inputs.device), device(row.inputs.device), { showMoves: true });
    case 'wheel': {
      const w: WheelChoice = {
        pivot: row.inputs.options.pivot,
        kind: row.inputs.options.kind,
        sense: row.inputs.options.sense,
      };
      return at(withDevice(row.inputs.board, row.inputs.device), device(row.inputs.device), { wheel: w });
    }
    case 'formation-moves':
      return at(row.inputs.board, { type: 'formation', squares: row.inputs.squares }, { showMoves: true });
    case 'formation-wheel':
      return at(row.inputs.board, { type: 'formation', squares: row.inputs.squares }, { wheel: row.inputs.options });
    case 'rectangle-wheel':
      return at(
        row.inputs.board,
        { type: 'formation', squares: row.inputs.squares, loose: true },
        { wheel: row.inputs.options },
      );
    case 'load':
      return at(
        row.inputs.board,
        { type: 'formation', squares: row.inputs.squares },
        { showMoves: true },
        { kind: 'load', squares: row.inputs.squares },
      );
    case 'piece-moves':
      return at(row.inputs.board, { type: 'piece', square: row.inputs.from }, { showMoves: true });
    case 'pawn-turn':
      return at(
        row.inputs.board,
        { type: 'piece', square: row.inputs.from },
        { showMoves: true },
        { kind: 'pawn-turn', from: row.inputs.from, turns: row.inputs.turns },
      );
    case 'fire': {
      const first = row.inputs.devices[0];
      const lesson: Lesson = row.inputs.targets
        ? { kind: 'fire', devices: row.inputs.devices, targets: row.inputs.targets }
        : { kind: 'fire', devices: row.inputs.devices };
      return at(row.inputs.board, first && device(first), {}, lesson);
    }
    case 'duel': {
      const lesson: Lesson = row.inputs.advance
        ? { kind: 'duel', ours: row.inputs.ours, theirs: row.inputs.theirs, advance: row.inputs.advance }
        : { kind: 'duel', ours: row.inputs.ours, theirs: row.inputs.theirs };
      // With an advance, the book's "ours" is where the gun comes to: select the front gun before it moves.
      const selected = row.inputs.advance ? undefined : device(row.inputs.ours);
      return at(row.inputs.board, selected, {}, lesson);
    }
    case 'combined':
      return at(
        row.inputs.board,
        row.inputs.devices[0] && device(row.inputs.devices[0]),
        {},
        { kind: 'combined', devices: row.inputs.devices },
      );
    case 'destroy':
      return at(
        withDevice(row.inputs.board, row.inputs.device),
        device(row.inputs.device),
        {},
        { kind: 'destroy', device: row.inputs.device },
      );
    case 'sweeping':
      return at(
        row.inputs.board,
        undefined,
        {},
        { kind: 'sweeping', squares: row.inputs.squares, targets: row.inputs.targets },
        [...row.inputs.squares, ...row.inputs.targets],
      );
    case 'slices':
      return at(row.inputs.board, undefined, {}, { kind: 'slices', slices: row.inputs.slices });
    case 'pivots':
      return at(row.inputs.board, undefined, {}, { kind: 'pivots', squares: row.inputs.squares }, row.inputs.squares);
    case 'rectangle':
      return at({}, undefined, {}, { kind: 'rectangle', squares: row.inputs.squares }, row.inputs.squares);
    case 'reach':
      return at(
        row.inputs.board,
        undefined,
        {},
        { kind: 'reach', pieces: row.inputs.pieces, target: row.inputs.target },
        [row.inputs.target],
      );
  }
}

const FIRST_HALF: readonly BoardPreset[] = HELLWIG_EXAMPLES.map((row) => {
  const p = presetOf(row);
  return 'error' in row.outcome ? { ...p, refused: true } : p;
});
/** A preset's §, the preface (the plates' numbers, endgame/presets.ts) before §1. */
const sectionOf = (p: BoardPreset) => (p.cite === 'Preface' ? 0 : Number(/\d+/.exec(p.cite)?.[0]));
/** Where the breastworks and bridges (§106–§167) come in the book: before the first example past §167. */
const AFTER_BRIDGES = FIRST_HALF.findIndex((p) => sectionOf(p) > 167);

/** Every board example of the book, in the book's order; an example whose outcome is a refusal says so. */
export const BOARD_PRESETS: readonly BoardPreset[] = inBookOrder(
  [
    // Cutting off, the fortress and plate III (endgame/presets.ts): §13's flags first, the rest after §178.
    ...ENDGAME_PRESETS.filter((p) => sectionOf(p) < 30),
    ...(AFTER_BRIDGES < 0
      ? [...FIRST_HALF, ...WORKS_PRESETS]
      : [...FIRST_HALF.slice(0, AFTER_BRIDGES), ...WORKS_PRESETS, ...FIRST_HALF.slice(AFTER_BRIDGES)]),
    ...ENDGAME_PRESETS.filter((p) => sectionOf(p) >= 30),
  ],
  // The second school's hills, depots and supply, and §§74–78's fire (presetsSchool.ts), each where its § comes.
  SCHOOL_PRESETS,
);

/** The presets of one §, e.g. `§62`, in the book's order. */
export function presetsAt(cite: string): readonly BoardPreset[] {
  return BOARD_PRESETS.filter((p) => p.cite === cite);
}

/** The whole of plate II. */
export const WHOLE_PLATE: Window = { top: 0, left: 0, rows: plateII.rows, columns: plateII.columns };

/**
 * The part of the plate a small board shows for some presets: every square their positions,
 * selections, marks, fields, paths and targets touch, with a margin of one, at least 7 × 7.
 */
export function windowOf(presets: readonly BoardPreset[], margin = 1, least = 7): Window {
  const squares: number[] = [];
  for (const p of presets) {
    const s = p.state.setup;
    squares.push(
      ...Object.values(s.terrain ?? {}).flat(),
      ...(s.bridges ?? []),
      ...(s.pieces ?? []).map((x) => x.square),
      ...worksSquares(p.state),
    );
    squares.push(
      ...(s.devices ?? []).flatMap((d) => [d.artillerists, d.gun]),
      ...(s.transporters ?? []).flatMap((t) => t.squares),
      ...(p.marks ?? []),
    );
    const view = viewOf(p.state, p.marks);
    squares.push(...view.flags.keys());
  }
  // The examples of one § lie on one plate: plate III's are windows of plate III.
  const grid = gridOfSetup(presets[0]?.state.setup ?? {});
  if (squares.length === 0) return { top: 0, left: 0, rows: grid.rows, columns: grid.columns };
  const cs = squares.map((sq) => coordsOf(sq, grid));
  const grow = (lo: number, hi: number, max: number): [number, number] => {
    let a = Math.max(0, lo - margin);
    let b = Math.min(max - 1, hi + margin);
    while (b - a + 1 < least && (a > 0 || b < max - 1)) {
      if (a > 0) a--;
      if (b - a + 1 < least && b < max - 1) b++;
    }
    return [a, b];
  };
  const [top, bottom] = grow(Math.min(...cs.map((c) => c.row)), Math.max(...cs.map((c) => c.row)), grid.rows);
  const [left, right] = grow(Math.min(...cs.map((c) => c.col)), Math.max(...cs.map((c) => c.col)), grid.columns);
  return { top, left, rows: bottom - top + 1, columns: right - left + 1 };
}
