/**
 * The worked examples of cutting off, the fortress and plate III (§13, §182–§231), and of the plates' numbers and the
 * inventory (§§24–29, 192, 198, 212, 260–261, the preface), as presets of the board, on plate
 * III: a communication's corps selected, so the board draws the path or the squares that cut it; a fortress's
 * position with its centre marked; the squares a plate III example names marked (the dividing row, the territory line
 * as the engine draws it); and the book's question as a lesson, which words.ts answers for the position on the board.
 * Runs at build time and in tests only, as presetsWorks.ts does.
 */
import {
  HELLWIG_CUTTING_OFF_EXAMPLES,
  HELLWIG_FORTRESS_EXAMPLES,
  HELLWIG_PLATE_III_EXAMPLES,
  HELLWIG_PLATE_NUMBERS_EXAMPLES,
  RIVER_F,
  type CuttingOffExample,
  type FortressExample,
  type PlateIIIExample,
  type PlateNumbersExample,
} from '../../../rules/examples.ts';
import { FORTRESSES, territoryBoundary, type BoardSetup, type PieceSetup } from '../../../rules/hellwig/index.ts';
import { exampleHref } from '../../../edition/addresses.ts';
import type { BoardPreset, Lesson } from '../lessons.ts';
import type { Selection } from '../state.ts';
import type { EndgameLesson } from './lessons.ts';

type Row = CuttingOffExample | FortressExample | PlateIIIExample | PlateNumbersExample;

interface Parts {
  readonly setup: BoardSetup;
  readonly selected?: Selection | undefined;
  readonly lesson?: EndgameLesson | undefined;
  /** An example of plate II (§260) is answered by the first half's words, which need no plate III kit. */
  readonly plateII?: Lesson | undefined;
  readonly marks?: readonly number[] | undefined;
}

const PLATE: BoardSetup = { plate: 'III' };
/** §184 I's corps in F and the body in H it would join: the position the cut-off count is told of. */
const F_CORPS = 193;
const H_BODY = 405;

/** The board with A's knights on the squares of a corps and of the body it should reach, where nothing stands. */
function withBodies(board: BoardSetup, squares: readonly number[]): BoardSetup {
  const taken = new Set((board.pieces ?? []).map((p) => p.square));
  const added: PieceSetup[] = squares
    .filter((s) => !taken.has(s))
    .map((square) => ({ square, kind: 'knight', player: 'A' }));
  return { ...board, pieces: [...(board.pieces ?? []), ...added] };
}

/** The fortress a sheet holds and the player who garrisons it (fortress B is A's, as in the rows of §188). */
const garrisonOf = (sheet: 'B' | 'C') => (sheet === 'B' ? 'A' : 'B');
const fortress = (sheet: 'B' | 'C', setup: BoardSetup = PLATE, marks?: readonly number[]): Parts => ({
  setup,
  lesson: { kind: 'endgame-fortress', sheet, garrison: garrisonOf(sheet) },
  marks: marks ?? [FORTRESSES[sheet].centre],
});

function cuttingOff(row: CuttingOffExample): Parts {
  if (row.kind === 'cut-off')
    return {
      setup: withBodies({ plate: 'III', terrain: { water: RIVER_F } }, [F_CORPS, H_BODY]),
      selected: { type: 'piece', square: F_CORPS },
      lesson: { kind: 'endgame-cut-off', ...row.inputs },
    };
  const { board, corps, other, options } = row.inputs;
  return {
    setup: withBodies(board, [...corps, ...other]),
    selected: { type: 'piece', square: corps[0] as number },
    lesson: { kind: 'endgame-communication', corps, other, options },
    marks: row.outcome.names,
  };
}

function fortressParts(row: FortressExample): Parts {
  switch (row.kind) {
    case 'fortress-centre':
      return fortress(row.inputs.sheet, PLATE, [row.outcome.centre]);
    case 'fortress-block':
      return fortress(row.inputs.sheet, PLATE, row.outcome.corners);
    case 'fortress-contains':
      return fortress(row.inputs.sheet, PLATE, row.inputs.squares);
    case 'outer-ditch':
      return fortress(row.inputs.sheet, PLATE, row.inputs.squares);
    case 'fortress-communication':
      return fortress(row.inputs.sheet, row.inputs.board, row.inputs.board.bridges);
    case 'conquest': {
      const { occupied, answered, sheet, garrison } = row.inputs;
      return {
        setup: occupied,
        lesson: { kind: 'endgame-fortress', sheet, garrison, occupied, answered },
        marks: [FORTRESSES[sheet].centre],
      };
    }
    case 'blockade':
      return {
        setup: PLATE,
        lesson: { kind: 'endgame-blockade', ...row.inputs, sheet: 'B', garrison: garrisonOf('B') },
        marks: [FORTRESSES.B.centre],
      };
    case 'victory-flags':
      return { setup: PLATE, lesson: { kind: 'endgame-flags', ...row.inputs }, marks: [FORTRESSES.B.centre] };
    case 'game-decided':
      return { setup: PLATE, lesson: { kind: 'endgame-decided', ...row.inputs }, marks: [FORTRESSES.B.centre] };
  }
}

function plateParts(row: PlateIIIExample): Parts {
  switch (row.kind) {
    case 'turned':
      return {
        setup: PLATE,
        lesson: { kind: 'endgame-squares', question: 'turned', squares: row.inputs.squares },
        marks: [...row.inputs.squares, ...row.outcome.images],
      };
    case 'divide-side':
    case 'territory-of':
      return {
        setup: PLATE,
        lesson: { kind: 'endgame-squares', question: row.kind, squares: row.inputs.squares },
        marks: row.inputs.squares,
      };
    case 'move-across':
      return {
        setup: PLATE,
        lesson: { kind: 'endgame-move-across', ...row.inputs },
        marks: row.inputs.squares,
      };
    case 'dividing-surface': {
      const { first, last } = row.outcome;
      return {
        setup: PLATE,
        lesson: { kind: 'endgame-dividing' },
        marks: Array.from({ length: last - first + 1 }, (_, i) => first + i),
      };
    }
    case 'territory-line':
      return {
        setup: PLATE,
        lesson: { kind: 'endgame-territory-line', squares: row.inputs.squares },
        marks: territoryBoundary(),
      };
    case 'rotation':
      return { setup: PLATE, lesson: { kind: 'endgame-rotation', ...row.inputs } };
  }
}

/**
 * The plates' numbers and the inventory: the named squares marked, or plate III whole where the example is a count
 * the board has nothing of its own to show (the plans' sizes, the preface's scale, the bridges and markers).
 */
function numbersParts(row: PlateNumbersExample): Parts {
  const numbers = (question: Extract<EndgameLesson, { kind: 'endgame-numbers' }>['question']) => ({
    kind: 'endgame-numbers' as const,
    question,
  });
  switch (row.kind) {
    case 'terrain-squares':
      return { setup: PLATE, lesson: numbers({ of: 'terrain', ...row.inputs }), marks: row.inputs.squares };
    case 'plate-ii-blocks':
      return {
        setup: { plate: 'II' },
        plateII: { kind: 'special-terrain', blocks: row.inputs.blocks },
        marks: row.inputs.blocks.flat(),
      };
    case 'plan-size':
      return {
        setup: PLATE,
        lesson: numbers({ of: 'plan', length: row.inputs.length, width: row.inputs.width, cite: row.cite }),
      };
    case 'preface-scale':
      return { setup: PLATE, lesson: numbers({ of: 'scale', times: row.inputs.times }) };
    case 'bridge-inventory':
      return { setup: PLATE, lesson: numbers({ of: 'bridges' }) };
    case 'breastwork-markers':
      return { setup: PLATE, lesson: numbers({ of: 'markers' }), marks: [FORTRESSES.B.centre, FORTRESSES.C.centre] };
  }
}

const NUMBERS = new Set<Row>(HELLWIG_PLATE_NUMBERS_EXAMPLES);

function partsOf(row: Row): Parts {
  if (row.kind === 'communication' || row.kind === 'cut-off') return cuttingOff(row);
  if (NUMBERS.has(row)) return numbersParts(row as PlateNumbersExample);
  const f = HELLWIG_FORTRESS_EXAMPLES.includes(row as FortressExample);
  return f ? fortressParts(row as FortressExample) : plateParts(row as PlateIIIExample);
}

function presetOf(row: Row): BoardPreset {
  const p = partsOf(row);
  return {
    id: row.id,
    title: row.title,
    cite: row.cite,
    href: exampleHref(row),
    state: { setup: p.setup, selected: p.selected, showMoves: false },
    ...(p.lesson ? { lesson: p.lesson } : p.plateII ? { lesson: p.plateII } : {}),
    ...(p.marks?.length ? { marks: p.marks } : {}),
  };
}

/** The rows of cutting off, the fortress and plate III. */
export const ENDGAME_ROWS: readonly Row[] = [
  ...HELLWIG_CUTTING_OFF_EXAMPLES,
  ...HELLWIG_FORTRESS_EXAMPLES,
  ...HELLWIG_PLATE_III_EXAMPLES,
  ...HELLWIG_PLATE_NUMBERS_EXAMPLES,
];
/** A preset's §, the preface before §1. */
const sectionOf = (p: BoardPreset) => (p.cite === 'Preface' ? 0 : Number(/\d+/.exec(p.cite)?.[0]));

/** Every example of cutting off, the fortress and plate III as a preset, in the book's order (§13 first). */
export const ENDGAME_PRESETS: readonly BoardPreset[] = ENDGAME_ROWS.map(presetOf).sort(
  (a, b) => sectionOf(a) - sectionOf(b),
);
