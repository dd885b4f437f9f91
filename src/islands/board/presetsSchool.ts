/**
 * The worked examples of howitzer fire that spreads (§75, §77), of hills (§236, §238) and of supply (§248, §257, §258)
 * as presets of the board: the position with its fire, hills or river, the gun or piece the book speaks of selected,
 * and the book's question as a lesson. Rows on plate III are presets on plate III. Runs at build time and in tests
 * only, as presets.ts does.
 */
import {
  HELLWIG_SUPPLY_EXAMPLES,
  HELLWIG_TERRAIN_EXAMPLES,
  type SupplyExample,
  type TerrainExample,
} from '../../rules/examples.ts';
import {
  createBoard,
  ignite,
  spread,
  type BoardSetup,
  type DeviceSetup,
  type Fire,
  type FireSetup,
  type HillGun,
  type HillKind,
  type HillSetup,
  type PieceSetup,
} from '../../rules/hellwig/index.ts';
import { exampleHref } from '../../edition/addresses.ts';
import type { BoardPreset } from './lessons.ts';
import type { SchoolLesson } from './schoolLessons.ts';
import type { SchoolState } from './schoolState.ts';
import type { Selection } from './state.ts';

type Row = TerrainExample | SupplyExample;

interface Parts {
  readonly setup: BoardSetup;
  readonly school?: SchoolState;
  readonly selected?: Selection;
  readonly lesson: SchoolLesson;
  readonly marks?: readonly number[];
}

/** The board with the example's device on it, as presets.ts does (§45, §47). */
function withDevice(board: BoardSetup, d: DeviceSetup): BoardSetup {
  return board.devices?.some((x) => x.gun === d.gun) ? board : { ...board, devices: [...(board.devices ?? []), d] };
}

/** The engine's fire as plain data, for the state and the address. */
function fireSetup(f: Fire): FireSetup {
  return {
    igniter: f.igniter,
    burning: [...f.burning].map(([square, movesLeft]) => ({ square, movesLeft })),
    ...(f.burnedOut.size ? { burnedOut: [...f.burnedOut] } : {}),
    ...(f.breaks.size ? { breaks: [...f.breaks] } : {}),
  };
}

/** The fire the engine lights on the building and spreads as the book does (§74, §75). */
function fireOf(setup: BoardSetup, device: DeviceSetup, at: number, spreads: readonly (readonly number[])[] = []) {
  const board = createBoard(setup);
  return fireSetup(spreads.reduce((f, chosen) => spread(board, f, chosen), ignite(board, device, at)));
}

const gun = (d: DeviceSetup): Selection => ({ type: 'device', gun: d.gun });

const KIND_AT: Record<number, HillKind | undefined> = { 1: 'second', 2: 'first' };

/**
 * A position for a §238 drive, which the book gives as strengths and heights only: B's single cannon on 148→170, on a
 * hill of the defender's height about 170 (§236's first hill), and A's cannon firing up column 16 at it from 258→236,
 * on a hill of the attacker's height about 236, with one cannon behind another (302→280, 346→324) for double and
 * triple artillery (§54, §55). The engine counts the strengths and heights from the board; the test checks them.
 */
function drivePosition(attacker: HillGun, defender: HillGun) {
  const rear = [
    { artillerists: 258, gun: 236 },
    { artillerists: 302, gun: 280 },
    { artillerists: 346, gun: 324 },
  ].slice(0, attacker.strength);
  const devices: DeviceSetup[] = [
    { artillerists: 148, gun: 170, variant: 'axial' },
    ...rear.map((d) => ({ ...d, variant: 'axial' as const })),
  ];
  const knight = (square: number, player: 'A' | 'B'): PieceSetup => ({ square, kind: 'knight', player });
  const hill = (squares: number[], height: number): HillSetup[] => {
    const kind = KIND_AT[height];
    return kind ? [{ squares, kind }] : [];
  };
  return {
    setup: {
      pieces: [knight(148, 'B'), ...rear.map((d) => knight(d.artillerists, 'A'))],
      devices,
    } satisfies BoardSetup,
    hills: [...hill([170, 171, 192, 193], defender.height), ...hill([235, 236, 257, 258], attacker.height)],
    attacker: rear[0] as DeviceSetup,
  };
}

function partsOf(row: Row): Parts {
  switch (row.kind) {
    case 'fire-spread': {
      const setup = withDevice(row.inputs.board, row.inputs.device);
      return {
        setup,
        school: { fire: fireOf(setup, row.inputs.device, row.inputs.ignite, row.inputs.spreads) },
        selected: gun(row.inputs.device),
        lesson: {
          kind: 'school-fire-spread',
          device: row.inputs.device,
          ignite: row.inputs.ignite,
          spreads: row.inputs.spreads,
        },
      };
    }
    case 'fire-break': {
      const setup = withDevice(row.inputs.board, row.inputs.device);
      return {
        setup,
        school: { fire: fireOf(setup, row.inputs.device, row.inputs.ignite) },
        lesson: { kind: 'school-fire-break', square: row.inputs.square },
        marks: [row.inputs.square],
      };
    }
    case 'hill-heights':
      return {
        setup: {},
        school: { hills: row.inputs.hills },
        lesson: { kind: 'school-hill-heights', squares: row.inputs.squares },
        marks: row.inputs.squares,
      };
    case 'hill-field': {
      const setup = withDevice(row.inputs.board, row.inputs.device);
      return {
        setup,
        school: { hills: row.inputs.hills },
        selected: gun(row.inputs.device),
        lesson: { kind: 'school-hill-field', device: row.inputs.device },
      };
    }
    case 'hill-drive': {
      const { setup, hills, attacker } = drivePosition(row.inputs.attacker, row.inputs.defender);
      return {
        setup,
        school: { hills },
        selected: gun(attacker),
        lesson: { kind: 'school-hill-drive', attacker: row.inputs.attacker, defender: row.inputs.defender },
      };
    }
    case 'depot-field':
      return {
        setup: row.inputs.board,
        // The example is the field: it is drawn from the first, as the reader would ask for it (§248).
        school: { depots: [{ square: row.inputs.depot, owner: 'A' }], fields: [row.inputs.depot] },
        lesson: { kind: 'school-depot-field', depot: row.inputs.depot },
        marks: row.outcome.corners,
      };
    case 'supply-barred': {
      const piece = row.inputs.board.pieces?.[0];
      return {
        setup: row.inputs.board,
        ...(piece ? { selected: { type: 'piece', square: piece.square } } : {}),
        lesson: { kind: 'school-supply-barred', player: row.inputs.player, squares: row.inputs.squares },
        marks: row.inputs.squares,
      };
    }
    case 'navigable':
      return {
        setup: row.inputs.board,
        lesson: {
          kind: 'school-navigable',
          player: row.inputs.player,
          from: row.inputs.from,
          enemyBridges: row.inputs.enemyBridges,
        },
        marks: [row.inputs.from],
      };
  }
}

function presetOf(row: Row): BoardPreset {
  const p = partsOf(row);
  return {
    id: row.id,
    title: row.title,
    cite: row.cite,
    href: exampleHref(row),
    state: { setup: p.setup, ...p.school, selected: p.selected, showMoves: false },
    lesson: p.lesson,
    ...(p.marks ? { marks: p.marks } : {}),
  };
}

/** The rows of fire, hills and supply, in the book's order. */
export const SCHOOL_ROWS: readonly Row[] = [...HELLWIG_TERRAIN_EXAMPLES, ...HELLWIG_SUPPLY_EXAMPLES];

/** Every example of fire, hills and supply as a preset. */
export const SCHOOL_PRESETS: readonly BoardPreset[] = SCHOOL_ROWS.map(presetOf);

const sectionOf = (p: BoardPreset) => Number(/\d+/.exec(p.cite)?.[0]);

/** The presets with these put where their § comes in the book: before the first preset of a later §. */
export function inBookOrder(presets: readonly BoardPreset[], extra: readonly BoardPreset[]): BoardPreset[] {
  const out = [...presets];
  for (const p of extra) {
    const at = out.findIndex((x) => sectionOf(x) > sectionOf(p));
    out.splice(at < 0 ? out.length : at, 0, p);
  }
  return out;
}
