/**
 * The worked examples of breastworks and bridges (§106–§167) as presets of the board: the position with its
 * breastworks, bridge-transporters and laid bridges, the piece or gun the book speaks of selected, and the book's
 * question as a lesson. Runs at build time and in tests only, as presets.ts does.
 */
import {
  HELLWIG_BREASTWORK_EXAMPLES,
  HELLWIG_BRIDGE_EXAMPLES,
  type BreastworkExample,
  type BridgeExample,
} from '../../rules/examples.ts';
import {
  NEW_BREASTWORK_SIGNS,
  type BoardSetup,
  type BreastworkSetup,
  type DeviceSetup,
} from '../../rules/hellwig/index.ts';
import { exampleHref } from '../../edition/addresses.ts';
import type { BoardPreset } from './lessons.ts';
import type { Selection } from './state.ts';
import type { WorksLesson } from './worksLessons.ts';
import type { WorksState } from './worksState.ts';

type Row = BreastworkExample | BridgeExample;

const piece = (square: number): Selection => ({ type: 'piece', square });
const gun = (d: DeviceSetup): Selection => ({ type: 'device', gun: d.gun });

/** The board with the example's device on it, as presets.ts does for the first half (§45, §47). */
function withDevice(board: BoardSetup, d: DeviceSetup): BoardSetup {
  return board.devices?.some((x) => x.gun === d.gun) ? board : { ...board, devices: [...(board.devices ?? []), d] };
}

interface Parts {
  readonly setup: BoardSetup;
  readonly works?: WorksState;
  readonly selected?: Selection | undefined;
  readonly lesson: WorksLesson;
  readonly marks?: readonly number[];
}

function partsOf(row: Row): Parts {
  switch (row.kind) {
    case 'breastwork-build':
      return { setup: {}, lesson: { kind: row.kind, signs: row.inputs.signs } };
    case 'breastwork-bombardment':
      return { setup: {}, lesson: { kind: row.kind, signs: row.inputs.signs, strength: row.inputs.strength } };
    case 'breastwork-entrench': {
      const marks = [...(row.outcome.includes ?? []), ...(row.outcome.excludes ?? [])];
      return {
        setup: row.inputs.board,
        works: row.inputs.works ? { works: row.inputs.works } : {},
        selected: piece(row.inputs.from),
        lesson: { kind: row.kind, from: row.inputs.from },
        ...(marks.length ? { marks } : {}),
      };
    }
    case 'breastwork-field':
      return {
        setup: withDevice(row.inputs.board, row.inputs.device),
        works: { works: row.inputs.works },
        selected: gun(row.inputs.device),
        lesson: { kind: row.kind, device: row.inputs.device },
      };
    case 'breastwork-contest':
    case 'breastwork-storm':
      return {
        setup: row.inputs.board,
        works: { works: row.inputs.works },
        lesson: { kind: row.kind, square: row.inputs.square },
        marks: [row.inputs.square],
      };
    case 'bridge-laying':
      return {
        setup: row.inputs.board,
        works: { network: row.inputs.network },
        lesson: { kind: row.kind, transporter: row.inputs.transporter, lay: row.inputs.lay },
      };
    case 'bridge-crossing':
      return {
        setup: row.inputs.board,
        works: { network: row.inputs.network },
        selected: piece(row.inputs.from),
        lesson: { kind: row.kind, from: row.inputs.from, to: row.inputs.to },
        marks: [row.inputs.to],
      };
    case 'bridge-breakdown':
      return {
        setup: row.inputs.board,
        works: { network: row.inputs.network },
        lesson: { kind: row.kind, transporter: row.inputs.transporter, exposed: row.inputs.exposed },
      };
    case 'bridge-ruin-holder':
      return {
        setup: row.inputs.board,
        works: { network: row.inputs.network },
        lesson: { kind: row.kind, transporter: row.inputs.transporter, targets: row.inputs.targets },
      };
    case 'bridge-ruin-piece':
      return {
        setup: row.inputs.board,
        works: { network: row.inputs.network },
        selected: piece(row.inputs.from),
        lesson: { kind: row.kind, from: row.inputs.from, bridge: row.inputs.bridge },
        marks: [row.inputs.bridge],
      };
    case 'bridge-ruin-artillery':
      return {
        setup: withDevice(row.inputs.board, row.inputs.device),
        works: { network: row.inputs.network },
        selected: gun(row.inputs.device),
        lesson: { kind: row.kind, device: row.inputs.device },
      };
  }
}

/** A breastwork with its signs written out, as the engine counts a fresh one (§106): the board never assumes them. */
const counted = (ws: readonly BreastworkSetup[]) => ws.map((w) => ({ ...w, signs: w.signs ?? NEW_BREASTWORK_SIGNS }));

function presetOf(row: Row): BoardPreset {
  const parts = partsOf(row);
  const p = parts.works?.works ? { ...parts, works: { ...parts.works, works: counted(parts.works.works) } } : parts;
  return {
    id: row.id,
    title: row.title,
    cite: row.cite,
    href: exampleHref(row),
    state: { setup: p.setup, ...p.works, selected: p.selected, showMoves: false },
    lesson: p.lesson,
    ...(p.marks ? { marks: p.marks } : {}),
  };
}

/** The rows of breastworks and bridges, in the book's order. */
export const WORKS_ROWS: readonly Row[] = [...HELLWIG_BREASTWORK_EXAMPLES, ...HELLWIG_BRIDGE_EXAMPLES];

/** Every example of breastworks and bridges as a preset, in the book's order. */
export const WORKS_PRESETS: readonly BoardPreset[] = WORKS_ROWS.map(presetOf);
