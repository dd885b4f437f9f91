/**
 * Every worked example of Little Wars that the engine can run: each row cites its rule (and the
 * page, where it stands in chapter IV), its line in the reference text (004) with words of that
 * line, and states only what the book states. Rows whose numbers the book leaves to the reader carry them in `derived`,
 * with the id
 * of the reading notes' test case (TC-…). Golden test: test/rules/wells/examples.test.ts.
 */
import type { WorkedExample } from '../types.ts';
import type { GunCrew } from './guns.ts';
import type { CounterMeleeInput, MeleeInput, SideLedger } from './melee.ts';
import type { Force, MeleeRule, PerSide, PlayerRole } from './types.ts';
import { CHAPTERS_2_5_EXAMPLES, type ChaptersTwoFiveExample } from './examples/chapters-2-5.ts';
import { KRIEGSPIEL_CHARGE_EXAMPLES, type KriegspielChargeExample } from './examples/kriegspiel-charges.ts';
import { KRIEGSPIEL_SUPPLY_EXAMPLES, type KriegspielSupplyExample } from './examples/kriegspiel-supply.ts';

const FILE = '004_ca5431bd24b48de2.txt';
const source = (line: number, quote: string) => ({ file: FILE, line, quote }) as const;

/** A number the book leaves to the reader, with the notes' test case that works it out. */
export interface Derived<O> {
  readonly from: string;
  readonly outcome: O;
}

type Row<K extends string, I, O> = WorkedExample<K, I, O> & {
  /**
   * The page of the 1913 edition the example stands on, where that is outside chapter III (the Battle of Hook's Farm).
   */
  readonly page?: number;
  /** What the row assumes beyond the text, or what the text adds. */
  readonly note?: string;
  readonly derived?: Derived<O>;
};

/** What a mêlée example states; any field may be left out where the book is silent. */
export interface MeleeStated {
  readonly rule?: MeleeRule;
  readonly isolation?: { readonly isolated: boolean; readonly needed?: number };
  readonly dead?: Partial<PerSide<number>>;
  readonly prisoners?: Partial<PerSide<number>>;
  readonly survivors?: Partial<PerSide<number>>;
}

/** A mêlée (melee-3), run through `resolveMelee`. */
export type MeleeExample = Row<'melee', MeleeInput, MeleeStated>;
/** Two mêlées in succession (melee-3), run through `resolveCounterMelee`. */
export type CounterMeleeExample = Row<
  'counter-melee',
  CounterMeleeInput,
  {
    readonly second: MeleeStated;
    readonly ledger: { readonly a: Partial<SideLedger>; readonly b: Partial<SideLedger> };
  }
>;
/** An isolation check (melee-1), run through `isIsolated`. */
export type IsolationExample = Row<
  'isolation',
  { readonly bodySize: number; readonly support: number },
  { readonly isolated: boolean; readonly needed?: number }
>;
/** A time allowance (move-3), run through `moveTimeAllowance`. */
export type TimeExample = Row<'time', { readonly men: number; readonly guns: number }, { readonly minutes: number }>;
/** A force of the 150-point game (forces), run through `forcePoints` and `isForceWithinLimit`. */
export type ForceExample = Row<'force', Force, { readonly points: number; readonly withinLimit: boolean }>;
/** An escort (melee-3), run through `escortsNeeded`. */
export type EscortExample = Row<'escort', { readonly prisoners: number }, { readonly escorts: number }>;
/** A gun and its men (mobility-iii, mobility-iv), run through `gunInAction`. */
export type GunExample = Row<'gun', GunCrew, { readonly inAction: boolean; readonly moveInches?: number }>;
/** A contested gun (melee-5), run through `gunState`. */
export type GunCaptureExample = Row<
  'gun-capture',
  { readonly ownMen: number; readonly antagonistsPastAxle: number },
  { readonly captured: boolean; readonly state?: 'in-action' | 'out-of-action' | 'captured' }
>;
/** First fire (move-4, game-3), run through `gunsMayFire`. */
export type FirstFireExample = Row<
  'first-fire',
  { readonly role: PlayerRole; readonly ownMove: number },
  { readonly mayFire: boolean }
>;
/** The draw rule (game-1), run through `isDrawn` and `fightToFinishScore`. */
export type DrawExample = Row<
  'draw',
  { readonly men: PerSide<number>; readonly startingMen: PerSide<number> },
  { readonly drawn: boolean; readonly victoryPoints: PerSide<number> }
>;
/** The Blow at the Rear (game-2), run through `isBlowAtTheRearDecided`. */
export type BlowAtTheRearExample = Row<
  'blow-at-the-rear',
  { readonly menOnBackLine: number },
  { readonly decided: boolean }
>;

/** One worked example of Little Wars; `kind` says which engine function runs it. */
export type WellsExample =
  | MeleeExample
  | CounterMeleeExample
  | IsolationExample
  | TimeExample
  | ForceExample
  | EscortExample
  | GunExample
  | GunCaptureExample
  | FirstFireExample
  | DrawExample
  | BlowAtTheRearExample
  | ChaptersTwoFiveExample
  | KriegspielChargeExample
  | KriegspielSupplyExample;

/** The kinds of row, one per engine entry point. */
export type WellsExampleKind = WellsExample['kind'];

const RED_BLUE = { a: 'Red', b: 'Blue' } as const;
const BLUE_RED = { a: 'Blue', b: 'Red' } as const;

/** The worked examples of Little Wars, in the order of the book. */
export const WELLS_EXAMPLES: readonly WellsExample[] = [
  // The Move (3): timing.
  {
    id: 'wells-time-110-men-3-guns',
    kind: 'time',
    book: 'little-wars',
    title: '110 men and 3 guns',
    cite: 'move-3',
    source: source(410, '110 men and 3 guns'),
    inputs: { men: 110, guns: 3 },
    outcome: { minutes: 7 },
    note: '"seven minutes is an ample allowance"; 110/30 + 3 is 6⅔, so the book rounds up (AMB-11).',
  },
  // The Move (4): first fire.
  {
    id: 'wells-fire-first-player-move-1',
    kind: 'first-fire',
    book: 'little-wars',
    title: 'First player, first move',
    cite: 'move-4',
    source: source(418, 'Guns must not be fired before the second move'),
    inputs: { role: 'first', ownMove: 1 },
    outcome: { mayFire: false },
  },
  {
    id: 'wells-fire-first-player-move-2',
    kind: 'first-fire',
    book: 'little-wars',
    title: 'First player, second move',
    cite: 'move-4',
    source: source(422, 'first player may open fire'),
    inputs: { role: 'first', ownMove: 2 },
    outcome: { mayFire: true },
    note: '"the first player may open fire if he wishes to do so."',
  },
  // Mobility (3), (4): guns.
  {
    id: 'wells-gun-four-cavalry',
    kind: 'gun',
    book: 'little-wars',
    title: 'Four cavalry with a gun',
    cite: 'mobility-iv',
    source: source(452, 'at least four cavalry-men with it'),
    inputs: { infantry: 0, cavalry: 4 },
    outcome: { inAction: true, moveInches: 24 },
  },
  {
    id: 'wells-gun-three-cavalry-one-infantry',
    kind: 'gun',
    book: 'little-wars',
    title: 'Three cavalry and one infantry',
    cite: 'mobility-iv',
    source: source(452, 'fewer cavalry-men than four and the rest infantry'),
    inputs: { infantry: 1, cavalry: 3 },
    outcome: { inAction: true, moveInches: 12 },
  },
  {
    id: 'wells-gun-four-infantry',
    kind: 'gun',
    book: 'little-wars',
    title: 'Four infantry with a gun',
    cite: 'mobility-iv',
    source: source(452, 'no cavalry and all infantry'),
    inputs: { infantry: 4, cavalry: 0 },
    outcome: { inAction: true, moveInches: 12 },
  },
  // Hand-to-hand (3): the mêlée.
  {
    id: 'wells-melee-9v11',
    kind: 'melee',
    book: 'little-wars',
    title: '9 against 11',
    cite: 'melee-3b-i',
    source: source(484, 'nine against eleven'),
    inputs: { a: 9, b: 11, aSupport: 0, bSupport: 0 },
    outcome: {
      rule: 'isolated',
      dead: { a: 7, b: 7 },
      prisoners: { a: 2, b: 0 },
      survivors: { a: 0, b: 4 },
    },
    note: 'The text says only that the nine are isolated: 0 in support stands for any number up to 4.',
  },
  {
    id: 'wells-escort-7',
    kind: 'escort',
    book: 'little-wars',
    title: 'One escort, seven prisoners',
    cite: 'melee-3',
    source: source(502, 'up to seven'),
    inputs: { prisoners: 7 },
    outcome: { escorts: 1 },
  },
  {
    id: 'wells-isolation-13-5',
    kind: 'isolation',
    book: 'little-wars',
    title: '13 with 5 in support',
    cite: 'melee-1',
    source: source(510, 'only five in support'),
    inputs: { bodySize: 13, support: 5 },
    outcome: { isolated: true },
    derived: { from: 'TC-M5', outcome: { isolated: true, needed: 7 } },
  },
  {
    id: 'wells-melee-19v13',
    kind: 'melee',
    book: 'little-wars',
    title: '19 against 13',
    cite: 'melee-3',
    source: source(510, 'nineteen men into a'),
    inputs: { a: 19, b: 13, aSupport: 0, bSupport: 5 },
    outcome: {
      rule: 'isolated',
      isolation: { isolated: true },
      dead: { a: 7, b: 7 },
      prisoners: { a: 0, b: 6 },
      survivors: { a: 12 },
    },
    note: "A's support is not given and does not count; A's twelve survivors are stated at l.519.",
  },
  {
    id: 'wells-melee-19v13-then-14v12',
    kind: 'counter-melee',
    book: 'little-wars',
    title: '19 against 13, then 14 against 12',
    cite: 'melee-3',
    source: source(510, 'thirteen of B'),
    inputs: {
      first: { a: 19, b: 13, aSupport: 0, bSupport: 5 },
      counter: { men: 14, support: 0, holdersSupport: 0 },
    },
    outcome: {
      second: { dead: { a: 10, b: 10 }, prisoners: { a: 2, b: 0 } },
      ledger: {
        a: { lost: 19, heldByEnemy: 2 },
        b: { dead: 17, liberated: 6, escorts: 1, free: 3 },
      },
    },
    note:
      'l.519–523: B loses seventeen for good, and six or seven for the time being: the six freed prisoners, ' +
      'and the escort if B keeps his prisoners in his fighting line.',
  },
  {
    id: 'wells-melee-14v12',
    kind: 'melee',
    book: 'little-wars',
    title: '14 against 12',
    cite: 'melee-3',
    source: source(519, 'fourteen men in the second'),
    inputs: { a: 14, b: 12, aSupport: 0, bSupport: 0, labels: { a: 'B', b: 'A' } },
    outcome: {
      rule: 'isolated',
      dead: { a: 10, b: 10 },
      prisoners: { a: 0, b: 2 },
      survivors: { a: 4 },
    },
    note:
      "Side a is B, side b is A. A's isolation is implicit: it must have fewer than 6 within a move; 0 stands " +
      'for that.',
  },
  {
    id: 'wells-escort-2',
    kind: 'escort',
    book: 'little-wars',
    title: 'Two prisoners, one escort',
    cite: 'melee-3',
    source: source(523, "one of B's staying with them as escort"),
    inputs: { prisoners: 2 },
    outcome: { escorts: 1 },
  },
  // Hand-to-hand (5): capture of guns.
  {
    id: 'wells-gun-score-not-past-axle',
    kind: 'gun-capture',
    book: 'little-wars',
    title: 'A score of men, none past the axle',
    cite: 'melee-5',
    source: source(527, 'a score of men'),
    inputs: { ownMen: 0, antagonistsPastAxle: 0 },
    outcome: { captured: false },
    note:
      'The score of men are within six inches but none has passed the wheel axis; the gun is out of action, so ' +
      '0 own men stands for any number up to 3.',
  },
  {
    id: 'wells-gun-dozen-one-defender',
    kind: 'gun-capture',
    book: 'little-wars',
    title: 'A dozen men, one enemy at the trail',
    cite: 'melee-5',
    source: source(531, 'a dozen men all round'),
    inputs: { ownMen: 1, antagonistsPastAxle: 12 },
    outcome: { captured: false, state: 'out-of-action' },
    note: '"it is still in dispute and out of action".',
  },
  // Varieties of the battle-game.
  {
    id: 'wells-game1-draw',
    kind: 'draw',
    book: 'little-wars',
    title: 'Both forces below fifteen',
    cite: 'game-1',
    source: source(541, 'below fifteen men'),
    inputs: { men: { a: 14, b: 12 }, startingMen: { a: 75, b: 75 } },
    outcome: { drawn: true, victoryPoints: { a: 50, b: 50 } },
    note: 'The rule states no numbers; 14 against 12 from 75 a side are the notes\u2019 illustration (TC-S6).',
  },
  {
    id: 'wells-game2-three-men',
    kind: 'blow-at-the-rear',
    book: 'little-wars',
    title: 'Three men on the back line',
    cite: 'game-2',
    source: source(545, 'at least three men'),
    inputs: { menOnBackLine: 3 },
    outcome: { decided: true },
  },
  {
    id: 'wells-fire-defender-move-1',
    kind: 'first-fire',
    book: 'little-wars',
    title: 'The defender opens fire forthwith',
    cite: 'game-3',
    source: source(558, 'may open fire forthwith'),
    inputs: { role: 'defender', ownMove: 1 },
    outcome: { mayFire: true },
  },
  // Composition of forces: the 150-point game.
  ...(
    [
      [
        'wells-force-100-inf-5-guns',
        '100 infantry and 5 guns',
        { infantry: 100, cavalry: 0, guns: 5 },
        '100 infantry and 5 guns',
        undefined,
      ],
      [
        'wells-force-100-cav',
        '100 cavalry and no guns',
        { infantry: 0, cavalry: 100, guns: 0 },
        '100 cavalry and no guns',
        undefined,
      ],
      [
        'wells-force-60-inf-40-cav-3-guns',
        '60 infantry, 40 cavalry and 3 guns',
        { infantry: 60, cavalry: 40, guns: 3 },
        '60 infantry, 40 cavalry, and 3 guns',
        undefined,
      ],
      [
        'wells-force-boer-80-cav-3-guns',
        'Boer-like: 80 cavalry and 3 guns',
        { infantry: 0, cavalry: 80, guns: 3 },
        'cavalry force of 80 with 3 guns',
        'The loser of the game: "suffered defeat".',
      ],
      [
        'wells-force-110-inf-4-guns',
        '110 infantry and 4 guns',
        { infantry: 110, cavalry: 0, guns: 4 },
        '110 infantry with 4',
        'The winner of the game.',
      ],
    ] as const
  ).map(([id, title, inputs, quote, note]): ForceExample => ({
    id,
    kind: 'force',
    book: 'little-wars',
    title,
    cite: 'forces',
    source: source(574, quote),
    inputs,
    outcome: { points: 150, withinLimit: true },
    ...(note === undefined ? {} : { note }),
  })),
  // The Battle of Hook's Farm.
  {
    id: 'wells-fire-hooks-farm-blue-move-2',
    kind: 'first-fire',
    book: 'little-wars',
    title: "Blue's first fire, on his second move",
    cite: 'move-4',
    page: 76,
    source: source(703, 'for his second move, has already opened fire'),
    inputs: { role: 'second', ownMove: 2 },
    outcome: { mayFire: true },
    note: '"Blue, for his second move, has already opened fire from the woods with his right gun".',
  },
  {
    id: 'wells-melee-hooks-farm-18v21',
    kind: 'melee',
    book: 'little-wars',
    title: "Hook's Farm: 18 against 21",
    cite: 'melee-3b-i',
    page: 78,
    source: source(712, 'eighteen men to this'),
    inputs: { a: 18, b: 21, aSupport: 2, bSupport: 2, labels: RED_BLUE },
    outcome: {
      rule: 'isolated',
      isolation: { isolated: true, needed: 9 },
      dead: { a: 15, b: 15 },
      prisoners: { a: 3, b: 0 },
    },
    derived: { from: 'TC-M3', outcome: { survivors: { a: 0, b: 6 } } },
    note:
      'Red 18 cavalry, Blue 21; the result is stated over the page, at l.716 (p. 79). Blue\u2019s support does ' +
      'not count: the book does not give it, and the 2 here are the Blue men the edition\u2019s replay has ' +
      'within a move, so this calculator and the replay\u2019s show the same case.',
  },
  {
    id: 'wells-isolation-hooks-farm-18-2',
    kind: 'isolation',
    book: 'little-wars',
    title: "Hook's Farm: 18 with 2 in support",
    cite: 'melee-1',
    page: 79,
    source: source(716, 'to support eighteen he would have to have nine'),
    inputs: { bodySize: 18, support: 2 },
    outcome: { isolated: true, needed: 9 },
  },
  {
    id: 'wells-isolation-hooks-farm-13-7',
    kind: 'isolation',
    book: 'little-wars',
    title: "Hook's Farm: 13 with 7 in support",
    cite: 'melee-1',
    page: 79,
    source: source(716, 'leaving seven in support'),
    inputs: { bodySize: 13, support: 7 },
    outcome: { isolated: false },
    note: '"Red would have done far better to have charged home with thirteen men only, leaving seven in support".',
  },
  {
    id: 'wells-melee-hooks-farm-13v21',
    kind: 'melee',
    book: 'little-wars',
    title: "Hook's Farm: the better charge, 13 against 21",
    cite: 'melee-3b-ii',
    page: 79,
    source: source(716, 'thirteen men only'),
    inputs: { a: 13, b: 21, aSupport: 7, bSupport: 0, labels: RED_BLUE },
    outcome: { rule: 'supported' },
    derived: {
      from: 'TC-M3-alt1',
      outcome: { dead: { a: 13, b: 13 }, prisoners: { a: 0, b: 0 }, survivors: { a: 0, b: 8 } },
    },
    note: 'The text gives no result; 13 + 7 = 20 needs the two trail men among the seven (INC-10).',
  },
  {
    id: 'wells-melee-hooks-farm-20v20',
    kind: 'melee',
    book: 'little-wars',
    title: "Hook's Farm: Red's miscount, 20 against 20",
    cite: 'melee-3a',
    page: 80,
    source: source(720, 'twenty against twenty'),
    inputs: { a: 20, b: 20, aSupport: 0, bSupport: 0, labels: RED_BLUE },
    outcome: {},
    derived: { from: 'TC-M3-alt2', outcome: { rule: 'equal', dead: { a: 20, b: 20 }, prisoners: { a: 0, b: 0 } } },
    note: '"he had counted his antagonist wrongly, and thought he could arrange a mêlée of twenty against twenty."',
  },
  {
    id: 'wells-escort-hooks-farm-3',
    kind: 'escort',
    book: 'little-wars',
    title: "Hook's Farm: three prisoners, one escort",
    cite: 'melee-3',
    page: 81,
    source: source(730, 'escort of one Khaki infantry man'),
    inputs: { prisoners: 3 },
    outcome: { escorts: 1 },
    note: '"the three Red cavalry prisoners going to the rear under the escort of one Khaki infantry man."',
  },
  {
    id: 'wells-isolation-hooks-farm-6-2',
    kind: 'isolation',
    book: 'little-wars',
    title: "Hook's Farm: 6 with fewer than 3 in support",
    cite: 'melee-1',
    page: 84,
    source: source(753, 'not three other Reds within a move'),
    inputs: { bodySize: 6, support: 2 },
    outcome: { isolated: true },
    derived: { from: 'TC-M5', outcome: { isolated: true, needed: 3 } },
    note: '"there are not three other Reds within a move of them": 2 stands for any number up to 2.',
  },
  {
    id: 'wells-melee-hooks-farm-9v6',
    kind: 'melee',
    book: 'little-wars',
    title: "Hook's Farm: 9 against 6 at the lost gun",
    cite: 'melee-3b-i',
    page: 84,
    source: source(753, 'three dead on each side'),
    inputs: { a: 9, b: 6, aSupport: 6, bSupport: 0, labels: BLUE_RED },
    outcome: {
      rule: 'isolated',
      isolation: { isolated: true },
      dead: { a: 3, b: 3 },
      prisoners: { a: 0, b: 3 },
    },
    derived: { from: 'TC-M4', outcome: { survivors: { a: 6, b: 0 } } },
    note:
      'Blue 9 cavalry and infantry, Red 6 infantry. The book says only that "there are not three other Reds ' +
      'within a move of them" (l.751); Red\u2019s support is 0, as in the edition\u2019s replay, and any ' +
      'number up to 2 gives the same result (see wells-isolation-hooks-farm-6-2). Blue\u2019s support is not ' +
      'given and does not count; the 6 are the Blue men the replay has within a move.',
  },
  {
    id: 'wells-gun-hooks-farm-left-gun-4',
    kind: 'gun',
    book: 'little-wars',
    title: "Hook's Farm: Red's left gun with four cavalry",
    cite: 'mobility-iii',
    page: 86,
    source: source(777, 'with four men only'),
    inputs: { infantry: 0, cavalry: 4 },
    outcome: { inAction: true },
    derived: { from: 'TC-G2', outcome: { inAction: true, moveInches: 24 } },
    note:
      '"Red\u2019s left gun, with four men only"; they are cavalry, and "his third gun and its four cavalry ' +
      'got away" (l.779).',
  },
  {
    id: 'wells-gun-hooks-farm-left-gun-3',
    kind: 'gun',
    book: 'little-wars',
    title: "Hook's Farm: Red's left gun if it loses another man",
    cite: 'mobility-iii',
    page: 86,
    source: source(777, 'if it loses another man'),
    inputs: { infantry: 0, cavalry: 3 },
    outcome: { inAction: false, moveInches: 0 },
    note: '"will be immovable and helpless if it loses another man."',
  },
  ...CHAPTERS_2_5_EXAMPLES,
  ...KRIEGSPIEL_CHARGE_EXAMPLES,
  // The Kriegspiel appendix: fire, supply and works (pp. 102–107).
  ...KRIEGSPIEL_SUPPLY_EXAMPLES,
];
