/**
 * The worked examples of the Kriegspiel appendix's fire, supply and works (pp. 102–107, 004 l.881–1010): each row
 * cites the appendix's section (`appendix-shell`…), its page and line with words of that line, and states only what
 * the book states; numbers the book leaves to the reader are in `derived`. Spread into `WELLS_EXAMPLES`
 * (../examples.ts). Golden test: test/rules/wells/kriegspiel-supply.test.ts.
 */
import type { WorkedExample } from '../../types.ts';
import type { Derived } from '../examples.ts';
import type { RifleFire, RifleLine } from '../kriegspiel/rifle.ts';
import type { ShellBurst, ShellCircle } from '../kriegspiel/shell.ts';
import type { Siege, SiegeOutcome } from '../kriegspiel/supply-siege.ts';
import type { SupplyPlanInput, SupplyStatus } from '../kriegspiel/supply-timeline.ts';
import type { SupplyArm, SupplyBody, SupplyNeed, SupplyReach } from '../kriegspiel/supply.ts';
import type { EngineerTask, EngineerWork, EngineerWorkTime, Earthworks } from '../kriegspiel/works.ts';

const FILE = '004_ca5431bd24b48de2.txt';
const source = (line: number, quote: string) => ({ file: FILE, line, quote }) as const;

/** The parts of the appendix these rows cite; each stands on the page its rows give. */
export const KRIEGSPIEL_SUPPLY_CITES = [
  'appendix-shell',
  'appendix-rifle',
  'appendix-engineers',
  'appendix-supply',
  'appendix-destructions',
  'appendix-constructions',
] as const;
export type KriegspielSupplyCite = (typeof KRIEGSPIEL_SUPPLY_CITES)[number];

type Row<K extends string, I, O> = WorkedExample<K, I, O> & {
  readonly cite: KriegspielSupplyCite;
  /** The page of the 1913 edition (the appendix, pp. 101–111). */
  readonly page: number;
  readonly note?: string;
  readonly derived?: Derived<O>;
};

/** A shell (l.881), run through `shellBurst`. */
export type ShellExample = Row<'kriegspiel-shell', ShellCircle, Partial<ShellBurst>>;
/** Rifle-fire (l.883–885, 948), run through `rifleShots`. */
export type RifleExample = Row<'kriegspiel-rifle', RifleLine, Partial<RifleFire>>;
/** The packets a body needs (l.966–970), run through `supplyNeed`. */
export type SupplyNeedExample = Row<'kriegspiel-supply', SupplyBody, Partial<SupplyNeed>>;
/** Whether supplies count (l.968, 972), run through `supplyReach`. */
export type SupplyReachExample = Row<
  'kriegspiel-supply-reach',
  { readonly arm: SupplyArm; readonly feet: number; readonly enemyBetween: boolean },
  Partial<SupplyReach>
>;
/** What a body may do in one move of a supply plan (l.984–986), run through `supplyPlan`. */
export type SupplyPlanExample = Row<
  'kriegspiel-supply-plan',
  SupplyPlanInput,
  { readonly move: number; readonly status: SupplyStatus }
>;
/** A siege (l.974–988), run through `siegeOutcome`. */
export type SiegeExample = Row<'kriegspiel-siege', Siege, Partial<SiegeOutcome>>;
/** An engineers' work (l.952, 992–996), run through `engineerWorkTime`. */
export type EngineerWorkExample = Row<
  'kriegspiel-engineers',
  { readonly work: EngineerWork; readonly task: EngineerTask; readonly engineersMoved: boolean },
  EngineerWorkTime
>;
/** The contents of waggons destroyed (l.1000), run through `waggonDestructionMoves`. */
export type WaggonExample = Row<
  'kriegspiel-waggons',
  { readonly men: number; readonly waggons: number },
  { readonly moves: number | null }
>;
/** Entrenchments and epaulements (l.1006–1010), run through `earthworks`. */
export type EarthworksExample = Row<'kriegspiel-earthworks', { readonly men: number }, Partial<Earthworks>>;

/** One worked example of the appendix's fire, supply and works. */
export type KriegspielSupplyExample =
  | ShellExample
  | RifleExample
  | SupplyNeedExample
  | SupplyReachExample
  | SupplyPlanExample
  | SiegeExample
  | EngineerWorkExample
  | WaggonExample
  | EarthworksExample;

const OPEN = { men: 0, menBehindCover: 0, gunsWhollyInside: 0, gunsPartlyInside: 0, waggons: 0 } as const;
const INFANTRY = { arm: 'infantry', horses: 0, firing: false, nearestBodyFeet: 6 } as const;
const ON_TIME = { food: 0, forage: 0, ammunition: 0 } as const;
const SHELL = 'Half, or, in the case of an odd number, one more than half';
const BOOK = { book: 'little-wars' } as const;

/** The rows, in the order of the book. */
export const KRIEGSPIEL_SUPPLY_EXAMPLES: readonly KriegspielSupplyExample[] = [
  {
    ...BOOK,
    id: 'wells-kriegspiel-shell-five-men',
    kind: 'kriegspiel-shell',
    title: 'Shell among 5 men',
    cite: 'appendix-shell',
    page: 102,
    source: source(881, SHELL),
    inputs: { ...OPEN, men: 5 },
    outcome: { counted: 5 },
    derived: { from: 'TC-K1', outcome: { dead: 3, spared: 2 } },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-shell-four-men',
    kind: 'kriegspiel-shell',
    title: 'Shell among 4 men',
    cite: 'appendix-shell',
    page: 102,
    source: source(881, SHELL),
    inputs: { ...OPEN, men: 4 },
    outcome: { counted: 4 },
    derived: { from: 'TC-K1', outcome: { dead: 2, spared: 2 } },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-shell-gun-inside',
    kind: 'kriegspiel-shell',
    title: 'A gun wholly inside',
    cite: 'appendix-shell',
    page: 102,
    source: source(881, 'if there is a gun completely within the circle of three inches radius'),
    inputs: { ...OPEN, gunsWhollyInside: 1 },
    outcome: { gunsDestroyed: 1, gunsDisabled: 0 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-shell-gun-partly',
    kind: 'kriegspiel-shell',
    title: 'A gun partly inside',
    cite: 'appendix-shell',
    page: 102,
    source: source(881, 'it is disabled for two moves'),
    inputs: { ...OPEN, gunsPartlyInside: 1 },
    outcome: { gunsDestroyed: 0, gunsDisabled: 1, disabledMoves: 2 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-shell-waggon',
    kind: 'kriegspiel-shell',
    title: 'A supply waggon',
    cite: 'appendix-shell',
    page: 102,
    source: source(881, 'A supply waggon is completely destroyed if it falls wholly or partially'),
    inputs: { ...OPEN, waggons: 1 },
    outcome: { waggonsDestroyed: 1 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-shell-behind-wall',
    kind: 'kriegspiel-shell',
    title: '3 men in the open, 4 behind a wall',
    cite: 'appendix-shell',
    page: 102,
    source: source(881, 'they do not count in the reckoning of the effect of the shell'),
    inputs: { ...OPEN, men: 3, menBehindCover: 4 },
    outcome: { counted: 3, sheltered: 4 },
    derived: { from: 'TC-K1', outcome: { dead: 2 } },
    note: 'The numbers are the edition’s; the book states only that the men behind cover are left out.',
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-rifle-five',
    kind: 'kriegspiel-rifle',
    title: '5 infantry in a line',
    cite: 'appendix-rifle',
    page: 102,
    source: source(883, 'for every five infantry-men who are roughly in a line'),
    inputs: { infantry: 5, moved: false, ammunition: true },
    outcome: { shots: 1 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-rifle-ten',
    kind: 'kriegspiel-rifle',
    title: '10 infantry in a line',
    cite: 'appendix-rifle',
    page: 102,
    source: source(883, 'there may be one (ordinary) shot taken with a 4·7 gun'),
    inputs: { infantry: 10, moved: false, ammunition: true },
    outcome: {},
    derived: { from: 'TC-K2', outcome: { shots: 2 } },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-rifle-moved',
    kind: 'kriegspiel-rifle',
    title: '10 infantry who moved',
    cite: 'appendix-rifle',
    page: 105,
    source: source(948, 'CAN FIRE AND MOVE IN ONE MOVE'),
    inputs: { infantry: 10, moved: true, ammunition: true },
    outcome: { shots: 0, barred: 'moved' },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-engineers-moved',
    kind: 'kriegspiel-engineers',
    title: 'Engineers who moved',
    cite: 'appendix-engineers',
    page: 105,
    source: source(952, 'no destructions can be begun'),
    inputs: { work: 'railway-bridge', task: 'destroy', engineersMoved: true },
    outcome: { moves: 2, mayBegin: false },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-supply-30-infantry',
    kind: 'kriegspiel-supply',
    title: '30 infantry firing',
    cite: 'appendix-supply',
    page: 106,
    source: source(966, 'one packet of food per thirty men'),
    inputs: { ...INFANTRY, men: 30, firing: true },
    outcome: { food: 1, forage: 0, ammunition: 1 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-supply-30-cavalry',
    kind: 'kriegspiel-supply',
    title: '30 cavalry and their horses',
    cite: 'appendix-supply',
    page: 106,
    source: source(966, 'one packet of forage per six horses'),
    inputs: { arm: 'cavalry', men: 30, horses: 30, firing: false, nearestBodyFeet: 6 },
    outcome: { food: 1, forage: 5, ammunition: 0 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-supply-6-feet',
    kind: 'kriegspiel-supply-reach',
    title: 'Infantry, supplies 6 feet off',
    cite: 'appendix-supply',
    page: 106,
    source: source(968, 'must be within six feet of the infantry they belong to'),
    inputs: { arm: 'infantry', feet: 6, enemyBetween: false },
    outcome: { effective: true, reachFeet: 6 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-supply-7-feet',
    kind: 'kriegspiel-supply-reach',
    title: 'Infantry, supplies 7 feet off',
    cite: 'appendix-supply',
    page: 106,
    source: source(968, 'must be within six feet of the infantry they belong to'),
    inputs: { arm: 'infantry', feet: 7, enemyBetween: false },
    outcome: { effective: false, reason: 'too-far' },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-supply-18-feet',
    kind: 'kriegspiel-supply-reach',
    title: 'Cavalry, supplies 18 feet off',
    cite: 'appendix-supply',
    page: 106,
    source: source(968, 'eighteen feet of the cavalry'),
    inputs: { arm: 'cavalry', feet: 18, enemyBetween: false },
    outcome: { effective: true, reachFeet: 18 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-supply-isolated-29',
    kind: 'kriegspiel-supply',
    title: '29 infantry, 13 feet from the rest',
    cite: 'appendix-supply',
    page: 106,
    source: source(970, 'Isolated bodies of less than thirty infantry require no supplies'),
    inputs: { ...INFANTRY, men: 29, nearestBodyFeet: 13 },
    outcome: { isolated: true, exempt: true, food: 0, ammunition: 0 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-supply-46',
    kind: 'kriegspiel-supply',
    title: '46 infantry',
    cite: 'appendix-supply',
    page: 106,
    source: source(970, 'Thus forty-six infantry require two packets of food or ammunition'),
    inputs: { ...INFANTRY, men: 46, firing: true },
    outcome: { food: 2, ammunition: 2 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-supply-44',
    kind: 'kriegspiel-supply',
    title: '44 infantry',
    cite: 'appendix-supply',
    page: 106,
    source: source(970, 'forty-four infantry require one packet of food'),
    inputs: { ...INFANTRY, men: 44 },
    outcome: { food: 1 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-supply-enemy-between',
    kind: 'kriegspiel-supply-reach',
    title: 'The enemy between',
    cite: 'appendix-supply',
    page: 106,
    source: source(972, 'Supplies are not effective if enemy is between supplies and troops'),
    inputs: { arm: 'infantry', feet: 4, enemyBetween: true },
    outcome: { effective: false, reason: 'enemy-between' },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-siege-last-horse',
    kind: 'kriegspiel-siege',
    title: '30 men besieged with 2 horses',
    cite: 'appendix-supply',
    page: 106,
    source: source(980, 'one horse to equal one packet'),
    inputs: { men: 30, horses: 2, food: 0, forage: 0 },
    outcome: { lastHorseMove: 12 },
    note: 'Each six moves the 30 eat a horse for their packet of food; the second and last goes at move 12.',
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-supply-no-ammunition',
    kind: 'kriegspiel-supply-plan',
    title: 'Ammunition 2 moves late',
    cite: 'appendix-supply',
    page: 106,
    source: source(984, 'Infantry without ammunition cannot fire'),
    inputs: {
      body: { ...INFANTRY, men: 30, firing: true },
      moves: 12,
      supplyFeet: 6,
      enemyBetween: false,
      late: { ...ON_TIME, ammunition: 2 },
    },
    outcome: { move: 6, status: 'cannot-fire' },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-supply-food-late',
    kind: 'kriegspiel-supply-plan',
    title: 'Food 3 moves late',
    cite: 'appendix-supply',
    page: 106,
    source: source(986, 'cannot move without supply'),
    inputs: {
      body: { ...INFANTRY, men: 30 },
      moves: 12,
      supplyFeet: 6,
      enemyBetween: false,
      late: { ...ON_TIME, food: 3 },
    },
    outcome: { move: 6, status: 'out-of-action' },
    note:
      'Under the edition’s reading of “within six consecutive moves” (out of action at once); the other ' +
      'reading halts the body for six moves first.',
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-siege-surrender',
    kind: 'kriegspiel-siege',
    title: 'Surrender after the last horse',
    cite: 'appendix-supply',
    page: 106,
    source: source(988, 'must surrender four moves after eating its last horse'),
    inputs: { men: 30, horses: 2, food: 0, forage: 0 },
    outcome: { surrenderMove: 16 },
  },
  ...(
    [
      [992, 'railway-bridge', 'destroy', 'To destroy a railway bridge R.E. take two moves', 2],
      [992, 'railway-bridge', 'repair', 'to repair, R.E. take ten moves', 10],
      [994, 'railway-culvert', 'destroy', 'To destroy a railway culvert R.E. take one move', 1],
      [994, 'railway-culvert', 'repair', 'to repair R.E. take five moves', 5],
      [996, 'river-road-bridge', 'destroy', 'To destroy a river road bridge R.E. take one move', 1],
      [996, 'river-road-bridge', 'repair', 'to repair, R.E. take five moves', 5],
    ] as const
  ).map(([line, work, task, quote, moves]): EngineerWorkExample => ({
    ...BOOK,
    id: `wells-kriegspiel-${task}-${work}`,
    kind: 'kriegspiel-engineers',
    title: `To ${task} a ${work.replace(/-/g, ' ')}`,
    cite: 'appendix-destructions',
    page: 107,
    source: source(line, quote),
    inputs: { work, task, engineersMoved: false },
    outcome: { moves, mayBegin: true },
  })),
  {
    ...BOOK,
    id: 'wells-kriegspiel-waggons-six',
    kind: 'kriegspiel-waggons',
    title: '4 men and 6 waggons',
    cite: 'appendix-destructions',
    page: 107,
    source: source(1000, 'Four men can destroy the contents of six waggons in one move'),
    inputs: { men: 4, waggons: 6 },
    outcome: { moves: 1 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-entrenchment-inch',
    kind: 'kriegspiel-earthworks',
    title: '2 men dig an inch',
    cite: 'appendix-constructions',
    page: 107,
    source: source(1008, 'Two men may make an inch of entrenchment'),
    inputs: { men: 2 },
    outcome: { entrenchmentInches: 1, moves: 4 },
  },
  {
    ...BOOK,
    id: 'wells-kriegspiel-epaulement',
    kind: 'kriegspiel-earthworks',
    title: '6 men make an epaulement',
    cite: 'appendix-constructions',
    page: 107,
    source: source(1010, 'six men to one epaulement in four moves'),
    inputs: { men: 6 },
    outcome: { epaulements: 1, moves: 4 },
  },
];
