/**
 * The numeric examples of chapters II and V of Little Wars as rows of the worked-examples table:
 * chapter II's superseded rules (l.187–324, pp. 13–33) played on Wells' horsemen at a gun, and
 * chapter V's proposals (l.797–833, pp. 88–95) worked for a force on the move. Each row cites the
 * page it stands on, its line in the reference text (004) with words of that line, and states only
 * what the book states; numbers the book leaves to the reader are in `derived`. Golden test:
 * test/rules/wells/chapters-2-5.test.ts.
 */
import type { WorkedExample } from '../../types.ts';
import type { CaptureRule, GunRaid, HistoryStage, StageOutcome } from '../history.ts';
import type { TransportInput, TransportPlan } from '../extensions.ts';
import type { GunState } from '../types.ts';

const FILE = '004_ca5431bd24b48de2.txt';
const source = (line: number, quote: string) => ({ file: FILE, line, quote }) as const;

/** Any part of an outcome, to any depth: a row states only what the book states. */
type Stated<T> = { readonly [K in keyof T]?: T[K] extends object ? Stated<T[K]> : T[K] };

type Row<K extends string, I, O> = WorkedExample<K, I, Stated<O>> & {
  /** The page of the 1913 edition the example stands on. */
  readonly page: number;
  /** What the row assumes beyond the text. */
  readonly note?: string;
  /** Numbers the book leaves to the reader, with the reasoning's source. */
  readonly derived?: { readonly from: string; readonly outcome: Stated<O> };
};

/** A stage of chapter II's rules played on a raid, run through `playStage`. */
export type HistoryStageExample = Row<
  'history-stage',
  { readonly stage: HistoryStage; readonly raid: GunRaid },
  StageOutcome
>;
/** Chapter II's two capture rules, run through `gunCaptureUnder`. */
export type HistoryCaptureExample = Row<
  'history-capture',
  {
    readonly rule: CaptureRule;
    readonly ownMen: number;
    readonly enemyWithinSix: number;
    readonly enemyPastAxle: number;
  },
  { readonly state: GunState }
>;
/** Chapter V's transport, run through `planTransport`. */
export type TransportExample = Row<'transport', TransportInput, TransportPlan>;

/** A row of chapters II and V. */
export type ChaptersTwoFiveExample = HistoryStageExample | HistoryCaptureExample | TransportExample;

/** The kinds of row this file adds, so the chapter III table's own test can leave them to theirs. */
export const CHAPTERS_2_5_KINDS = ['history-stage', 'history-capture', 'transport'] as const;

const RAID = { horsemen: 5, gunners: 8, gunnersSupport: 22, horsemenSupport: 0 } as const;

/** The numeric examples of chapters II and V, in the order of the book. */
export const CHAPTERS_2_5_EXAMPLES: readonly ChaptersTwoFiveExample[] = [
  {
    id: 'wells-history-paladin',
    kind: 'history-stage',
    book: 'little-wars',
    title: 'The impossible paladin',
    cite: 'p. 15',
    page: 15,
    source: source(195, 'One impossible paladin slew in succession nine men'),
    inputs: {
      stage: 'first-game',
      raid: { horsemen: 1, gunners: 9, gunnersSupport: 0, horsemenSupport: 0, options: { coins: 'for-horsemen' } },
    },
    outcome: { decidedBy: 'coin-toss', dead: { horsemen: 0, gunners: 9 } },
    derived: {
      from: 'the first game (l.191): a toss at each contact',
      outcome: { coin: { tosses: 9, chance: 1 / 512 } },
    },
    note: 'One man wins nine tosses running, one against each of nine men: the coin falls his way every time.',
  },
  {
    id: 'wells-history-shot-per-man',
    kind: 'history-stage',
    book: 'little-wars',
    title: 'Five men, five shots',
    cite: 'p. 21',
    page: 21,
    source: source(248, 'fire as many shots as there were men'),
    inputs: {
      stage: 'crew-of-six',
      raid: { horsemen: 0, gunners: 5, gunnersSupport: 0, horsemenSupport: 0, options: { shortCrew: 'shot-per-man' } },
    },
    outcome: { gun: { shots: 5, state: 'in-action' } },
    note: 'Five men stands for any number under six; no horsemen come, so only the crew rule is at work.',
  },
  {
    id: 'wells-history-horsemen-at-the-gun',
    kind: 'history-stage',
    book: 'little-wars',
    title: 'Five horsemen at the gun',
    cite: 'p. 30',
    page: 30,
    source: source(300, 'killed five of the eight men about the gun'),
    inputs: { stage: 'isolation', raid: RAID },
    outcome: {
      decidedBy: 'both-die',
      dead: { horsemen: 5, gunners: 5 },
      gun: { shots: 0, state: 'out-of-action' },
    },
    note:
      'Thirty men support the gun, eight of them within six inches: 22 more within a move. The five cavalry ' +
      'charge alone (the ten infantry retreat), so no man of theirs is within a move.',
  },
  {
    id: 'wells-history-capture-within-six',
    kind: 'history-capture',
    book: 'little-wars',
    title: 'Three men left, eight come up',
    cite: 'p. 32',
    page: 32,
    source: source(320, 'left with only three men within six inches'),
    inputs: { rule: 'within-six-inches', ownMen: 3, enemyWithinSix: 8, enemyPastAxle: 0 },
    outcome: { state: 'captured' },
    note:
      '"eight or ten strong within six inches on the other side, but not really reaching the gun": by the ' +
      'first rule the gun "might be supposed to belong to the attack" (l.324).',
  },
  {
    id: 'wells-history-capture-axle',
    kind: 'history-capture',
    book: 'little-wars',
    title: 'The same, past the axle',
    cite: 'p. 33',
    page: 33,
    source: source(324, 'actually to pass the axle of the gun'),
    inputs: { rule: 'past-the-axle', ownMen: 3, enemyWithinSix: 8, enemyPastAxle: 0 },
    outcome: { state: 'out-of-action' },
    note: 'None of the eight has passed the axle and three of the gun’s men are still within six inches: not captured.',
  },
  {
    id: 'wells-transport-treble-moves',
    kind: 'transport',
    book: 'little-wars',
    title: 'Treble moves, far apart',
    cite: 'p. 89',
    page: 89,
    source: source(803, 'beginning with treble moves'),
    inputs: { infantry: 100, cavalry: 0, guns: 3, distanceFeet: 30, enemyFeet: 40 },
    outcome: { multiplier: 3 },
    derived: { from: 'mobility-i: a foot a move for infantry', outcome: { open: { moveInches: 36, moves: 10 } } },
    note: '“About a hundred men and three guns” is one player’s command (l.797); the enemy is forty feet off.',
  },
  {
    id: 'wells-transport-box-opened',
    kind: 'transport',
    book: 'little-wars',
    title: 'A scout within ten feet',
    cite: 'p. 90',
    page: 90,
    source: source(807, 'until a scout was within ten feet of a box'),
    inputs: { infantry: 100, cavalry: 0, guns: 3, distanceFeet: 5, enemyFeet: 10 },
    outcome: { boxes: 'open', multiplier: 1 },
  },
  {
    id: 'wells-transport-waggons',
    kind: 'transport',
    book: 'little-wars',
    title: 'Fifty men, one waggon',
    cite: 'p. 91',
    page: 91,
    source: source(811, 'one such waggon for every fifty men'),
    inputs: { infantry: 50, cavalry: 0, guns: 0, distanceFeet: 10, enemyFeet: 40 },
    outcome: { waggons: 1, carts: 0 },
  },
  {
    id: 'wells-transport-ammunition-cart',
    kind: 'transport',
    book: 'little-wars',
    title: 'A gun and its cart',
    cite: 'p. 91',
    page: 91,
    source: source(811, 'one must be within two moves of a gun'),
    inputs: { infantry: 4, cavalry: 0, guns: 1, distanceFeet: 10, enemyFeet: 40 },
    outcome: { carts: 1 },
    note: 'Four infantry, the least crew that may move a gun (mobility-iii).',
  },
  {
    id: 'wells-transport-road',
    kind: 'transport',
    book: 'little-wars',
    title: 'Boxed infantry on a road',
    cite: 'p. 93',
    page: 93,
    source: source(823, 'a move half as long again as in the open country'),
    inputs: { infantry: 50, cavalry: 0, guns: 0, distanceFeet: 6, enemyFeet: 15 },
    outcome: { multiplier: 1, open: { moveInches: 12 }, road: { moveInches: 18 } },
    note: 'Fifteen feet from the enemy: ordinary moves, and the boxes still shut.',
  },
  {
    id: 'wells-transport-truck',
    kind: 'transport',
    book: 'little-wars',
    title: 'Twelve infantry to a truck',
    cite: 'p. 94',
    page: 94,
    source: source(827, 'twelve infantry or five cavalry or half a gun per truck'),
    inputs: { infantry: 12, cavalry: 0, guns: 0, distanceFeet: 40, enemyFeet: 40 },
    outcome: { railway: { trucks: 1, trains: 1 } },
    derived: {
      from: 'mobility-ii: two feet a move for cavalry',
      outcome: { railway: { moveInches: 96, moves: 7 } },
    },
    note:
      'At four times the cavalry rate the train goes eight feet a move: forty feet in five, with a move to ' +
      'entrain and one to detrain.',
  },
];
