/**
 * Hellwig's worked examples of breastworks (§106–§134; notes §5.7): how many moves a stack of signs
 * takes, who may entrench a square, the fire a breastwork lets through and the fire it stops, who
 * defends and attacks it, bombardment and storming. Kept apart from `HELLWIG_EXAMPLES`, whose rows
 * the board island presets; `test/rules/hellwig/breastworks.test.ts` runs these.
 *
 * Where the book leaves a set-up open (which player holds a work, which pieces man a gun), the row
 * fills it in with the simplest choice that does not touch what is tested, and says so.
 */
import type { WorkedExample } from '../../types.ts';
import type { BoardSetup, DeviceSetup } from '../board.ts';
import type { BreastworkSetup, StormRefusal } from '../breastworks.ts';
import { line, rowsOf } from './row.ts';
import { bishop, knight, pawn } from './setups.ts';

/** What a breastwork row runs through, and its inputs and outcome. */
export interface BreastworkExampleShapes {
  /** `movesToBuild` (§106). */
  'breastwork-build': { inputs: { signs: number }; outcome: { moves: number } };
  /** `entrenchableSquares`: exactly `squares`, or `includes` among them and `excludes` not (§107–§109). */
  'breastwork-entrench': {
    inputs: { board: BoardSetup; works?: readonly BreastworkSetup[]; from: number };
    outcome: { squares?: readonly number[]; includes?: readonly number[]; excludes?: readonly number[] };
  };
  /** `breastworkField` (§111, §112). */
  'breastwork-field': {
    inputs: { board: BoardSetup; works: readonly BreastworkSetup[]; device: DeviceSetup };
    outcome: { inEffect: readonly number[]; targets: readonly number[]; sheltered: readonly number[] };
  };
  /** `breastworkContest`, the keys the row states (§115–§117, §125–§127); artillery by gun square. */
  'breastwork-contest': {
    inputs: { board: BoardSetup; works: readonly BreastworkSetup[]; square: number };
    outcome: {
      defenders?: readonly number[];
      attackers?: readonly number[];
      defence?: number;
      attack?: number;
      holderArtillery?: readonly number[];
    };
  };
  /** `bombardmentMoves` (§123, §124). */
  'breastwork-bombardment': { inputs: { signs: number; strength: number }; outcome: { moves: number } };
  /** `stormCheck` (§130, §131). */
  'breastwork-storm': {
    inputs: { board: BoardSetup; works: readonly BreastworkSetup[]; square: number };
    outcome: { allowed: boolean; defence: number; attack: number; needed: number; refusal?: StormRefusal };
  };
}
export type BreastworkExampleKind = keyof BreastworkExampleShapes;
export type BreastworkExampleOf<K extends BreastworkExampleKind> = WorkedExample<
  K,
  BreastworkExampleShapes[K]['inputs'],
  BreastworkExampleShapes[K]['outcome']
>;
export type BreastworkExample = { [K in BreastworkExampleKind]: BreastworkExampleOf<K> }[BreastworkExampleKind];

const ex = rowsOf<BreastworkExampleShapes>();

const rook = (square: number, player: 'A' | 'B' = 'A') => ({ square, kind: 'rook' as const, player });

/**
 * §111–§112: B's breastwork on 555, B's artillery on 534 and 533 (left variety, field 555, 577,
 * 599), A's tower on 577; and, to show the shelter, A's cannon on 621 and 599 firing up the file
 * at 577, 555, 533. Knights man both guns.
 */
const S111_BOARD: BoardSetup = {
  pieces: [knight(534, 'B'), rook(577), knight(621)],
  devices: [
    { artillerists: 534, gun: 533, variant: 'left' },
    { artillerists: 621, gun: 599, variant: 'axial' },
  ],
};
const S111_WORKS: readonly BreastworkSetup[] = [{ square: 555, owner: 'B' }];

/**
 * §115: B's breastwork on 555 under B's mortar on 489 and 511 (field 533, 555, 577) and B's cannon on 534 and 533 (555,
 * 577, 599), each manned by a knight.
 */
const S115_BOARD: BoardSetup = {
  pieces: [knight(489, 'B'), knight(534, 'B')],
  devices: [
    { artillerists: 489, gun: 511, kind: 'howitzer' },
    { artillerists: 534, gun: 533, variant: 'left' },
  ],
};

/** §116–§117: the breastwork on 614 (A's), with a bishop on 677 and a rook on 680, of either player. */
const S116_WORKS: readonly BreastworkSetup[] = [{ square: 614, owner: 'A' }];

/**
 * §126, §131: B's breastwork on 552 defended by B's leaping queen on 574 and leaping bishop on 595 (the book gives the
 * latter no square; 595 is a knight's move off).
 */
const S126_PIECES = [
  { square: 574, kind: 'leaping-queen' as const, player: 'B' as const },
  { square: 595, kind: 'leaping-bishop' as const, player: 'B' as const },
];
const S126_WORKS: readonly BreastworkSetup[] = [{ square: 552, owner: 'B' }];
/** A's attack of 5: a leaping queen on 508 (two squares up the file) and an elephant beside it on 553. */
const S131_ATTACK_5 = [
  { square: 508, kind: 'leaping-queen' as const, player: 'A' as const },
  { square: 553, kind: 'elephant' as const, player: 'A' as const },
];

/** The breastwork examples, in the order of the book. */
export const HELLWIG_BREASTWORK_EXAMPLES: readonly BreastworkExample[] = [
  ex(
    'breastwork-build',
    'hellwig-s106-six-signs',
    'Six signs take four moves',
    '§106',
    line(991, 'this can only be done in 4 moves'),
    { signs: 6 },
    { moves: 4 },
  ),
  ex(
    'breastwork-build',
    'hellwig-s106-three-signs',
    'A breastwork of three signs is one move',
    '§106',
    line(991, 'Constructing a breastwork counts as one move'),
    { signs: 3 },
    { moves: 1 },
  ),
  ex(
    'breastwork-entrench',
    'hellwig-s108-knight-657',
    'The knight on 657 may entrench 614',
    '§108',
    line(997, 'the breastwork on square 614 in the second plate could have been thrown up by the knight over 657'),
    { board: { pieces: [knight(657)] }, from: 657 },
    { includes: [614] },
  ),
  ex(
    'breastwork-entrench',
    'hellwig-s108-bishop-677',
    'The bishop on 677 may entrench 614',
    '§108',
    line(997, 'by the bishop over 677'),
    { board: { pieces: [bishop(677)] }, from: 677 },
    { includes: [614] },
  ),
  ex(
    'breastwork-entrench',
    'hellwig-s108-rook-680',
    'The rook on 680 may entrench 614',
    '§108',
    line(997, 'or by the rook over 605'),
    { board: { pieces: [rook(680)] }, from: 680 },
    { includes: [614] },
    '"the rook over 605" → 680: 605 lies nine squares from 614 along the row, 680 three down its file',
  ),
  ex(
    'breastwork-entrench',
    'hellwig-s108-farther-away',
    'Farther away, the rook on 605 may not',
    '§108',
    line(997, 'Had these figures been farther away, they could not have entrenched 614'),
    { board: { pieces: [rook(605)] }, from: 605 },
    { excludes: [614] },
  ),
  ex(
    'breastwork-entrench',
    'hellwig-s109-pawn-185',
    'The pawn on 185, front toward AB, entrenches its three front squares',
    '§109',
    line(999, 'the pawn over 185 can entrench squares 163, 164, and 165'),
    { board: { pieces: [pawn(185, 'AB')] }, from: 185 },
    { squares: [162, 163, 164] },
    '"163, 164, and 165" → 162, 163, 164: the three squares in front of 185 on a plate of 22 columns',
  ),
  ex(
    'breastwork-entrench',
    'hellwig-s109-pawn-527',
    'The pawn on 527, front toward BD, entrenches 506, 528, 550',
    '§109',
    line(999, 'the pawn over 527 can entrench squares 505, 506, and 528'),
    { board: { pieces: [pawn(527, 'BD')] }, from: 527 },
    { squares: [506, 528, 550] },
    '"505, 506, and 528" are the front squares of no facing; with its front toward BD they are 506, 528 and 550',
  ),
  ex(
    'breastwork-field',
    'hellwig-s112-fires-through-own',
    "B's guns on 533 and 534 reach the tower on 577 through B's own breastwork",
    '§112',
    line(1007, 'he could drive away the enemy tower that has advanced to square 577 through this artillery'),
    { board: S111_BOARD, works: S111_WORKS, device: { artillerists: 534, gun: 533, variant: 'left' } },
    { inEffect: [555, 577, 599], targets: [], sheltered: [] },
  ),
  ex(
    'breastwork-field',
    'hellwig-s111-shelters',
    "B's breastwork on 555 shelters the guns behind it from A's fire",
    '§111',
    line(1005, 'prevents the artillery from acting on the squares beyond it'),
    { board: S111_BOARD, works: S111_WORKS, device: { artillerists: 621, gun: 599, variant: 'axial' } },
    { inEffect: [577], targets: [555], sheltered: [533] },
  ),
  ex(
    'breastwork-contest',
    'hellwig-s115-artillery',
    'The breastwork on 555 is defended by the artillery on 489/511 and 534/533',
    '§115',
    line(1019, 'is defended by the mortar standing over squares 489 and 511'),
    { board: S115_BOARD, works: [{ square: 555, owner: 'B' }], square: 555 },
    { holderArtillery: [511, 533] },
    '"the cannon over squares 733" → 533, and the "howitzer over square 533" read as that same device: plate II ends at 682',
  ),
  ex(
    'breastwork-contest',
    'hellwig-s116-defenders',
    'Our bishop on 677 and rook on 680 defend the breastwork on 614',
    '§116',
    line(1021, 'defended by the piece over square 677, by the tower over square 680'),
    { board: { pieces: [bishop(677), rook(680)] }, works: S116_WORKS, square: 614 },
    { defenders: [677, 680], defence: 2 },
  ),
  ex(
    'breastwork-contest',
    'hellwig-s117-attackers',
    "The enemy's pieces on 677 and 680 attack it",
    '§117',
    line(1032, 'is therefore attacked by the enemy pieces located over squares 677 and 680'),
    { board: { pieces: [bishop(677, 'B'), rook(680, 'B')] }, works: S116_WORKS, square: 614 },
    { attackers: [677, 680], attack: 2 },
  ),
  ex(
    'breastwork-contest',
    'hellwig-s117-knight-636',
    'A knight on 636 does not attack it',
    '§117',
    line(1032, 'A knight on square 636, however, would not attack this breastwork'),
    { board: { pieces: [knight(636, 'B')] }, works: S116_WORKS, square: 614 },
    { attackers: [], attack: 0 },
  ),
  ex(
    'breastwork-bombardment',
    'hellwig-s123-single',
    'Single artillery takes three moves over a fresh breastwork',
    '§123',
    line(1047, 'after three turns of bombardment'),
    { signs: 3, strength: 1 },
    { moves: 3 },
  ),
  ex(
    'breastwork-bombardment',
    'hellwig-s124-double',
    'Double artillery takes two',
    '§124',
    line(1049, 'can therefore be ruined by double artillery in two moves'),
    { signs: 3, strength: 2 },
    { moves: 2 },
  ),
  ex(
    'breastwork-contest',
    'hellwig-s126-defence-5',
    'The breastwork on 552 is defended with strength 5',
    '§126',
    line(1056, 'the strength of the defence of the breastwork on the second board over square 552 is 5'),
    { board: { pieces: S126_PIECES }, works: S126_WORKS, square: 552 },
    { defenders: [574, 595], defence: 5 },
  ),
  ex(
    'breastwork-storm',
    'hellwig-s131-five-is-too-weak',
    'An attack of 5 does not storm it',
    '§131',
    line(1068, 'must be attacked by at least enough pieces that their sum amounts to 6 single pieces'),
    { board: { pieces: [...S126_PIECES, ...S131_ATTACK_5] }, works: S126_WORKS, square: 552 },
    { allowed: false, defence: 5, attack: 5, needed: 6, refusal: 'too-weak' },
  ),
  ex(
    'breastwork-storm',
    'hellwig-s131-six-storms',
    'An attack of 6 storms it',
    '§131',
    line(1068, 'since the strength of the defence is 5'),
    { board: { pieces: [...S126_PIECES, ...S131_ATTACK_5, pawn(551, 'BD', 'A')] }, works: S126_WORKS, square: 552 },
    { allowed: true, defence: 5, attack: 6, needed: 6 },
  ),
];
