/**
 * The numeric examples of the Kriegspiel appendix's moves, action costs, cavalry charges, railways and
 * General (004 l.893–1054, pp. 104–110; and chapter V's railway, l.823–827, pp. 93–94). Wells states
 * rates, not battles: each row states the rate or figure of its line, and where a row puts numbers to
 * it (10 sabres, 20 infantry) what the rate gives them stands in `derived`. Golden test:
 * test/rules/wells/kriegspiel-charges.test.ts.
 */
import type { WorkedExample } from '../../types.ts';
import type { KriegspielAction } from '../kriegspiel/costs.ts';
import type { CavalryCharge, CavalryChargeResult, StationaryCharge } from '../kriegspiel/charges-cavalry.ts';
import type { GunCharge } from '../kriegspiel/charges-artillery.ts';
import type { InfantryCharge, InfantryChargeResult } from '../kriegspiel/charges-infantry.ts';
import type { GeneralMishap } from '../kriegspiel/general.ts';
import type { KriegspielMoveInput } from '../kriegspiel/movement.ts';
import type { RailwaySpeedReading, TrackWork, TrainLoad } from '../kriegspiel/railways.ts';

const FILE = '004_ca5431bd24b48de2.txt';
const source = (line: number, quote: string) => ({ file: FILE, line, quote }) as const;

/** The sections of the appendix (their anchors in the edition) and the railway a row cites. */
export const KRIEGSPIEL_CITES = [
  'general',
  'moves',
  'moves-infantry',
  'moves-cavalry',
  'moves-artillery',
  'cavalry-charging',
  'railway',
] as const;
type KriegspielCite = (typeof KRIEGSPIEL_CITES)[number];

type Row<K extends string, I, O, D = O> = WorkedExample<K, I, O> & {
  readonly cite: KriegspielCite;
  /** The page of the 1913 edition the line stands on. */
  readonly page: number;
  readonly note?: string;
  /** What the stated rate gives the row's numbers, with the reading notes' test case (TC-K…) where there is one. */
  readonly derived?: { readonly from: string; readonly outcome: D };
};

type InfantryChargeStated = Partial<Pick<InfantryChargeResult, 'mayCharge' | 'rates' | 'cavalryLost' | 'next'>>;
type CavalryChargeStated = Partial<
  Pick<CavalryChargeResult, 'multiplier' | 'chargingCounts' | 'settledBy' | 'retires' | 'cavalryLost' | 'enemyLost'>
>;
type Losses = { readonly cavalryLost?: number; readonly enemyLost?: number };

/** A move (l.899–917), run through `kriegspielMove`. */
export type KriegspielMoveExample = Row<
  'kriegspiel-move',
  KriegspielMoveInput,
  { readonly moveInches?: number; readonly contourInches?: number }
>;
/** A slope and wheels (l.917), run through `passableForWheels`. */
export type WheelsExample = Row<
  'kriegspiel-wheels',
  { readonly contoursPerFoot: number; readonly road: boolean },
  { readonly passable: boolean }
>;
/** An action's cost (l.921–943), run through `actionCost`. */
export type ActionCostExample = Row<
  'kriegspiel-action',
  { readonly action: KriegspielAction; readonly men: number },
  { readonly moves: number }
>;
/** A river (l.945), run through `mayFordRiver`. */
export type RiverExample = Row<'kriegspiel-river', { readonly crosser: 'artillery' }, { readonly mayFord: boolean }>;
/** A charge on infantry (l.1014–1049), run through `chargeInfantry`. */
export type InfantryChargeExample = Row<'charge-infantry', InfantryCharge, InfantryChargeStated, Losses>;
/** A charge on stationary cavalry (l.1040), run through `chargeStationaryCavalry`. */
export type StationaryChargeExample = Row<
  'charge-stationary',
  StationaryCharge,
  { readonly sentBackInches: number },
  Losses & { readonly sentBack: number }
>;
/** Cavalry against cavalry (l.1044–1046), run through `chargeCavalry`. */
export type CavalryChargeExample = Row<'charge-cavalry', CavalryCharge, CavalryChargeStated, Losses>;
/** A charge on a gun (l.1050), run through `chargeArtillery`. */
export type ArtilleryChargeExample = Row<
  'charge-artillery',
  GunCharge,
  { readonly gunsCaptured: number; readonly cavalryLost: number }
>;
/** A train's move (l.1054), run through `railwayMoveInches`. */
export type RailwayMoveExample = Row<
  'railway-move',
  { readonly speed: RailwaySpeedReading },
  { readonly moveInches: number }
>;
/** Trucks and engines (l.827), run through `trainNeeds`. */
export type TrainExample = Row<'railway-train', TrainLoad, { readonly trucks: number; readonly engines?: number }>;
/** Tearing up and relaying a rail (l.827), run through `trackWork`. */
export type TrackExample = Row<
  'railway-track',
  { readonly kind: TrackWork; readonly men: number },
  { readonly done: boolean; readonly moves: number }
>;
/** The General's mishaps (l.893), run through `generalFate`. */
export type GeneralExample = Row<
  'general',
  { readonly mishap: GeneralMishap },
  { readonly outOfRoomMoves: number; readonly succeeded: boolean }
>;

/** One example of the appendix's moves, charges, railways and General. */
export type KriegspielChargeExample =
  | KriegspielMoveExample
  | WheelsExample
  | ActionCostExample
  | RiverExample
  | InfantryChargeExample
  | StationaryChargeExample
  | CavalryChargeExample
  | ArtilleryChargeExample
  | RailwayMoveExample
  | TrainExample
  | TrackExample
  | GeneralExample;

const base = { book: 'little-wars' } as const;
const level = { chargingSupport: 0, chargedSupport: 0, coin: 'charging' } as const;

const move = (
  id: string,
  line: number,
  quote: string,
  title: string,
  inputs: KriegspielMoveInput,
  outcome: KriegspielMoveExample['outcome'],
  page = 104,
): KriegspielMoveExample => ({
  ...base,
  id: `wells-kriegspiel-${id}`,
  kind: 'kriegspiel-move',
  title,
  cite: 'moves',
  page,
  source: source(line, quote),
  inputs,
  outcome,
});

const flat = { onRoad: false, contoursUp: 0, contoursDown: 0 } as const;

const action = (
  id: string,
  line: number,
  quote: string,
  title: string,
  act: KriegspielAction,
  men: number,
  moves: number,
): ActionCostExample => ({
  ...base,
  id: `wells-kriegspiel-${id}`,
  kind: 'kriegspiel-action',
  title,
  cite: act.startsWith('infantry') ? 'moves-infantry' : act.startsWith('cavalry') ? 'moves-cavalry' : 'moves-artillery',
  page: 105,
  source: source(line, quote),
  inputs: { action: act, men },
  outcome: { moves },
});

const EXTENDED_FAR = { cavalry: { men: 1, per: 5 }, infantry: { men: 1, per: 1 } } as const;

const APPENDIX_ROWS: readonly KriegspielChargeExample[] = [
  ...(['shell', 'rifle-fire', 'captured'] as const).map((mishap): GeneralExample => ({
    ...base,
    id: `wells-kriegspiel-general-${mishap}`,
    kind: 'general',
    title: { shell: 'The General shelled', 'rifle-fire': 'The General shot', captured: 'The General captured' }[mishap],
    cite: 'general',
    page: 104,
    source:
      mishap === 'shell'
        ? source(893, 'he must go out of the room for three moves (injured)')
        : source(893, 'if he is hit by rifle-fire or captured he shall quit the game'),
    inputs: { mishap },
    outcome: mishap === 'shell' ? { outOfRoomMoves: 3, succeeded: false } : { outOfRoomMoves: 0, succeeded: true },
  })),
  move(
    'infantry',
    899,
    'Infantry shall move one foot.',
    'Infantry',
    { mover: 'infantry', ...flat },
    { moveInches: 12 },
  ),
  move('cavalry', 901, 'Cavalry shall move three feet.', 'Cavalry', { mover: 'cavalry', ...flat }, { moveInches: 36 }),
  move(
    'infantry-road',
    903,
    'increased by one half for troops in twos or fours on a road',
    'Infantry in fours on a road',
    { mover: 'infantry', ...flat, onRoad: true },
    { moveInches: 18 },
  ),
  move(
    'cavalry-road',
    903,
    'increased by one half for troops in twos or fours on a road',
    'Cavalry in fours on a road',
    { mover: 'cavalry', ...flat, onRoad: true },
    { moveInches: 54 },
  ),
  move(
    'engineers',
    905,
    'Royal Engineers shall move two feet.',
    'Royal Engineers',
    { mover: 'engineers', ...flat },
    {
      moveInches: 24,
    },
  ),
  move(
    'artillery',
    907,
    'Royal Artillery shall move two feet.',
    'Royal Artillery',
    { mover: 'artillery', ...flat },
    {
      moveInches: 24,
    },
  ),
  move(
    'transport-road',
    909,
    'Transport and Supply shall move one foot on roads',
    'Transport on a road',
    { mover: 'transport', ...flat, onRoad: true },
    { moveInches: 12 },
  ),
  move(
    'transport-country',
    909,
    'half foot across country',
    'Transport across country',
    { mover: 'transport', ...flat },
    { moveInches: 6 },
  ),
  move(
    'general-motor',
    911,
    'The General shall move six feet (per motor)',
    'The General by motor',
    { mover: 'general', ...flat, onRoad: true },
    { moveInches: 72 },
  ),
  move(
    'general-country',
    911,
    'three feet across country',
    'The General across country',
    { mover: 'general', ...flat },
    { moveInches: 36 },
  ),
  move('boats', 913, 'Boats shall move one foot.', 'Boats', { mover: 'boats', ...flat }, { moveInches: 12 }),
  move(
    'uphill',
    915,
    'In moving uphill, one contour counts as one foot',
    'Infantry up one contour',
    { mover: 'infantry', ...flat, contoursUp: 1 },
    { moveInches: 12, contourInches: 12 },
  ),
  move(
    'downhill',
    917,
    'two contours count as one foot',
    'Cavalry down two contours',
    { mover: 'cavalry', ...flat, contoursDown: 2 },
    { moveInches: 36, contourInches: 12 },
    105,
  ),
  ...[false, true].map((road): WheelsExample => ({
    ...base,
    id: `wells-kriegspiel-wheels-${road ? 'road' : 'no-road'}`,
    kind: 'kriegspiel-wheels',
    title: road ? 'A steep hill with a road' : 'A steep hill without a road',
    cite: 'moves',
    page: 105,
    source: source(917, 'the hill is impassable for wheels unless there is a road'),
    inputs: { contoursPerFoot: 4, road },
    outcome: { passable: road },
  })),
  action('infantry-ford', 921, 'To pass a fordable river = one move.', 'Infantry ford a river', 'infantry-ford', 1, 1),
  action(
    'fours-to-two-ranks',
    923,
    'To change from fours to two ranks = half a move.',
    'Fours to two ranks',
    'infantry-fours-to-two-ranks',
    1,
    0.5,
  ),
  action(
    'two-ranks-to-extension',
    925,
    'To change from two ranks to extension = half a move.',
    'Two ranks to extension',
    'infantry-two-ranks-to-extension',
    1,
    0.5,
  ),
  action('embark-20', 927, 'two moves for every twenty men embarked', 'Twenty men embark', 'infantry-embark', 20, 2),
  action('disembark-20', 929, 'one move for every twenty men', 'Twenty men disembark', 'infantry-disembark', 20, 1),
  action('cavalry-ford', 933, 'To pass a fordable river = one move.', 'Cavalry ford a river', 'cavalry-ford', 1, 1),
  action(
    'cavalry-formation',
    935,
    'To change formation = half a move.',
    'Cavalry change formation',
    'cavalry-change-formation',
    1,
    0.5,
  ),
  action('cavalry-mount', 935, 'To mount = one move.', 'Cavalry mount', 'cavalry-mount', 1, 1),
  action('cavalry-dismount', 937, 'To dismount = one move.', 'Cavalry dismount', 'cavalry-dismount', 1, 1),
  action('unlimber', 941, 'To unlimber guns = half a move.', 'Unlimber', 'artillery-unlimber', 1, 0.5),
  action('limber-up', 943, 'To limber up guns = half a move.', 'Limber up', 'artillery-limber-up', 1, 0.5),
  {
    ...base,
    id: 'wells-kriegspiel-river-guns',
    kind: 'kriegspiel-river',
    title: 'Guns at a river',
    cite: 'moves-artillery',
    page: 105,
    source: source(945, 'Rivers are impassable to guns.'),
    inputs: { crosser: 'artillery' },
    outcome: { mayFord: false },
  },
  // Rules as to Cavalry Charging.
  {
    ...base,
    id: 'wells-charge-seven-sabres',
    kind: 'charge-infantry',
    title: 'Seven sabres may not charge',
    cite: 'cavalry-charging',
    page: 107,
    source: source(1014, 'No body of less than eight cavalry may charge'),
    inputs: { sabres: 7, infantry: 20, order: 'extended', distanceInches: 30, retiring: false },
    outcome: { mayCharge: false },
  },
  ...(
    [
      ['far', 30, 1020, 'the cavalry loses one man for every five infantry-men charged', EXTENDED_FAR, 4, 10],
      [
        'middle',
        18,
        1022,
        'the cavalry loses one man for every ten charged',
        { cavalry: { men: 1, per: 10 }, infantry: { men: 2, per: 1 } },
        2,
        20,
      ],
      [
        'near',
        6,
        1024,
        'the cavalry loses one man for every fifteen charged',
        { cavalry: { men: 1, per: 15 }, infantry: { men: 3, per: 1 } },
        1,
        20,
      ],
    ] as const
  ).map(([band, distanceInches, line, quote, rates, cavalryLost, enemyLost]): InfantryChargeExample => ({
    ...base,
    id: `wells-charge-extended-${band}`,
    kind: 'charge-infantry',
    title: `10 sabres on 20 extended infantry from ${distanceInches} inches`,
    cite: 'cavalry-charging',
    page: 108,
    source: source(line, quote),
    inputs: { sabres: 10, infantry: 20, order: 'extended', distanceInches, retiring: false },
    outcome: { mayCharge: true, rates, next: 'retire-one-foot' },
    derived: { from: 'TC-K4', outcome: { cavalryLost, enemyLost } },
    ...(band === 'near'
      ? { note: '20/15 is 1⅓: whole fifteens count, so the cavalry lose 1; 3 per sabre is 30, but there are 20 men.' }
      : {}),
  })),
  ...(
    [
      [
        'far',
        30,
        1028,
        'one infantry-man kills three cavalry-men, and fifteen cavalry-men one infantry-man',
        3,
        15,
        15,
        1,
      ],
      ['middle', 18, 1030, 'one infantry-man kills two cavalry, and ten cavalry one infantry', 2, 10, 10, 2],
      ['near', 6, 1032, 'one infantry-man kills one cavalry, and five cavalry one infantry', 1, 5, 5, 4],
    ] as const
  ).map(([band, distanceInches, line, quote, kills, per, cavalryLost, enemyLost]): InfantryChargeExample => ({
    ...base,
    id: `wells-charge-close-${band}`,
    kind: 'charge-infantry',
    title: `20 sabres on 5 infantry in close order from ${distanceInches} inches`,
    cite: 'cavalry-charging',
    page: 108,
    source: source(line, quote),
    inputs: { sabres: 20, infantry: 5, order: 'close', distanceInches, retiring: false },
    outcome: {
      mayCharge: true,
      rates: { cavalry: { men: kills, per: 1 }, infantry: { men: 1, per } },
      next: 'immobile-one-move',
    },
    derived: { from: 'TC-K5', outcome: { cavalryLost, enemyLost } },
  })),
  {
    ...base,
    id: 'wells-charge-stationary-cavalry',
    kind: 'charge-stationary',
    title: '8 sabres on 160 stationary cavalry',
    cite: 'cavalry-charging',
    page: 108,
    source: source(1040, 'one charging sabre will kill five stationary sabres and put fifteen others three feet'),
    inputs: { sabres: 8, stationary: 160 },
    outcome: { sentBackInches: 36 },
    derived: { from: 'TC-K6', outcome: { cavalryLost: 0, enemyLost: 40, sentBack: 120 } },
    note: 'One sabre may not charge alone (l.1014), so the row takes the least body that may: eight.',
  },
  {
    ...base,
    id: 'wells-charge-dismounted',
    kind: 'charge-infantry',
    title: '10 sabres on 20 dismounted cavalry',
    cite: 'cavalry-charging',
    page: 108,
    source: source(1042, 'Dismounted cavalry charged is equivalent to infantry in extended order'),
    inputs: { sabres: 10, infantry: 20, order: 'dismounted', distanceInches: 30, retiring: false },
    outcome: { mayCharge: true, rates: EXTENDED_FAR },
    derived: { from: 'TC-K4', outcome: { cavalryLost: 4, enemyLost: 10 } },
  },
  {
    ...base,
    id: 'wells-charge-cavalry-equal',
    kind: 'charge-cavalry',
    title: '8 sabres on 8 on the level',
    cite: 'cavalry-charging',
    page: 109,
    source: source(1044, 'the loser losing three-quarters of his men and obliged to retire'),
    inputs: { charging: 8, charged: 8, contoursDown: 0, ...level },
    outcome: { settledBy: 'coin', retires: 'charged' },
    derived: { from: 'TC-K7', outcome: { cavalryLost: 2, enemyLost: 6 } },
    note: 'The coin falls to the charging side here; it could as well fall the other way.',
  },
  ...(
    [
      [1, 'If it is one contour, it must be multiplied by two'],
      [2, 'two contours, multiplied by three'],
      [3, 'three contours, multiplied by four'],
    ] as const
  ).map(([contoursDown, quote]): CavalryChargeExample => ({
    ...base,
    id: `wells-charge-downhill-${contoursDown}`,
    kind: 'charge-cavalry',
    title: `8 sabres down ${contoursDown} contour${contoursDown === 1 ? '' : 's'} on 20`,
    cite: 'cavalry-charging',
    page: 109,
    source: source(1046, quote),
    inputs: { charging: 8, charged: 20, contoursDown, ...level },
    outcome: { multiplier: contoursDown + 1, chargingCounts: 8 * (contoursDown + 1) },
  })),
  {
    ...base,
    id: 'wells-charge-retiring-extended',
    kind: 'charge-infantry',
    title: '10 sabres on 20 extended infantry retiring',
    cite: 'cavalry-charging',
    page: 109,
    source: source(1049, 'it will receive double losses if in extended order if charged'),
    inputs: { sabres: 10, infantry: 20, order: 'extended', distanceInches: 30, retiring: true },
    outcome: { cavalryLost: 0, rates: { cavalry: { men: 0, per: 1 }, infantry: { men: 2, per: 1 } } },
    derived: { from: 'l.1020 doubled', outcome: { enemyLost: 20 } },
  },
  ...(
    [
      [3, 36, 'will lose at three feet two men for each charging sabre', 2],
      [2, 24, 'at two feet, three men for each charging sabre', 3],
    ] as const
  ).map(([feet, distanceInches, quote, perSabre]): InfantryChargeExample => ({
    ...base,
    id: `wells-charge-retiring-close-${feet}-feet`,
    kind: 'charge-infantry',
    title: `8 sabres on 40 infantry in fours retiring, at ${feet} feet`,
    cite: 'cavalry-charging',
    page: 109,
    source: source(1049, quote),
    inputs: { sabres: 8, infantry: 40, order: 'close', distanceInches, retiring: true },
    outcome: { cavalryLost: 0, rates: { cavalry: { men: 0, per: 1 }, infantry: { men: perSabre, per: 1 } } },
    derived: { from: 'l.1049', outcome: { enemyLost: 8 * perSabre } },
  })),
  ...(
    [
      [3, 'four men per gun for a charge at three feet', 4],
      [2, 'three men at two feet', 3],
      [1, 'and one man at one foot', 1],
    ] as const
  ).map(([feet, quote, cavalryLost]): ArtilleryChargeExample => ({
    ...base,
    id: `wells-charge-gun-${feet}-feet`,
    kind: 'charge-artillery',
    title: `8 sabres on a gun at ${feet} feet`.replace('1 feet', '1 foot'),
    cite: 'cavalry-charging',
    page: 109,
    source: source(1050, quote),
    inputs: { sabres: 8, distanceInches: feet * 12 },
    outcome: { gunsCaptured: 1, cavalryLost },
  })),
];

/** Chapter V's railway and the appendix's (l.823–827, 1054), run through the railway functions. */
const RAILWAY_ROWS: readonly KriegspielChargeExample[] = [
  ...(
    [
      ['infantry', { infantry: 12, cavalry: 0, guns: 0 }, 1, 'say twelve infantry'],
      ['cavalry', { infantry: 0, cavalry: 5, guns: 0 }, 1, 'or five cavalry'],
      ['gun', { infantry: 0, cavalry: 0, guns: 1 }, 2, 'or half a gun per truck'],
    ] as const
  ).map(([what, inputs, trucks, quote]): TrainExample => ({
    ...base,
    id: `wells-railway-truck-${what}`,
    kind: 'railway-train',
    title: { infantry: 'A truck of infantry', cavalry: 'A truck of cavalry', gun: 'A gun by rail' }[what],
    cite: 'railway',
    page: 94,
    source: source(827, quote),
    inputs,
    outcome: { trucks },
  })),
  {
    ...base,
    id: 'wells-railway-engine',
    kind: 'railway-train',
    title: '96 infantry, one engine',
    cite: 'railway',
    page: 94,
    source: source(827, 'permit an engine to draw seven or eight trucks'),
    inputs: { infantry: 96, cavalry: 0, guns: 0 },
    outcome: { trucks: 8, engines: 1 },
  },
  {
    ...base,
    id: 'wells-railway-tear-up',
    kind: 'railway-track',
    title: 'Four men tear up a rail',
    cite: 'railway',
    page: 94,
    source: source(827, 'remaining on a line during two moves, could tear up a rail'),
    inputs: { kind: 'tear-up', men: 4 },
    outcome: { done: true, moves: 2 },
  },
  {
    ...base,
    id: 'wells-railway-relay',
    kind: 'railway-track',
    title: 'Eight men relay it',
    cite: 'railway',
    page: 94,
    source: source(827, 'eight men in three moves replace it'),
    inputs: { kind: 'relay', men: 8 },
    outcome: { done: true, moves: 3 },
  },
  {
    ...base,
    id: 'wells-railway-eight-feet',
    kind: 'railway-move',
    title: 'A train’s move',
    cite: 'railway',
    page: 110,
    source: source(1054, 'moving, let us say, eight feet per move'),
    inputs: { speed: 'eight-feet' },
    outcome: { moveInches: 96 },
  },
];

/** The examples of the appendix's moves, charges, railways and General, in the order of the book. */
export const KRIEGSPIEL_CHARGE_EXAMPLES: readonly KriegspielChargeExample[] = [...RAILWAY_ROWS, ...APPENDIX_ROWS].sort(
  (x, y) => x.source.line - y.source.line,
);

/** The kinds of these rows: the main Wells golden test leaves them to this table's own. */
export const KRIEGSPIEL_CHARGE_KINDS: readonly KriegspielChargeExample['kind'][] = [
  ...new Set(KRIEGSPIEL_CHARGE_EXAMPLES.map((row) => row.kind)),
];
