/**
 * The readings a game of Hellwig's is played under (notes §6): where the text is ambiguous the
 * engine takes a named option, and a game records which it took, so a saved game replays the same.
 * Each reading is listed with its § for the "rules of this game" panel; the first option of each is
 * the edition's default. The game's own readings (how a peace is offered, where plate II's
 * fortresses stand) are listed beside them but are not switchable.
 */
import { readOptions } from '../../checks.ts';
import { BREASTWORK_FIRE_READINGS, type BreastworkFireReading } from '../breastworks.ts';
import { CONTESTED_LAYING_READINGS, type ContestedLayingReading } from '../bridges.ts';
import { BARRING_READINGS, PASSAGE_STEPS, type BarringReading, type PassageStep } from '../cutting-off.ts';
import { RESUPPLY_READINGS, type ResupplyReading } from '../fortress.ts';
import {
  FIRST_VICTIM_READINGS,
  KNIGHT_PASSAGE_READINGS,
  LANDING_READINGS,
  PAWN_FACING_READINGS,
  type FirstVictimReading,
  type KnightPassageReading,
  type LandingReading,
  type PawnFacingReading,
} from '../types.ts';

/**
 * The engine's readings a game passes to every rule it asks (A5, A9, A10, A14, A19; §167, §184, §190).
 * /hellwig/s181/
 */
export interface GameReadings {
  readonly landing: LandingReading;
  readonly knightPassage: KnightPassageReading;
  readonly firstVictim: FirstVictimReading;
  readonly pawnFacing: PawnFacingReading;
  readonly barring: BarringReading;
  readonly steps: PassageStep;
  readonly resupply: ResupplyReading;
  readonly contested: ContestedLayingReading;
  readonly breastworkFire: BreastworkFireReading;
}

/** The readings the engine's piece rules take (§33, §172): how the pieces capture and leap, as every rule asks them. */
export const pieceOptions = (r: GameReadings) => ({ firstVictim: r.firstVictim, knightPassage: r.knightPassage });

/** Each switchable reading's options, the edition's default first. */
export const GAME_READING_OPTIONS = {
  landing: LANDING_READINGS,
  knightPassage: KNIGHT_PASSAGE_READINGS,
  firstVictim: FIRST_VICTIM_READINGS,
  pawnFacing: PAWN_FACING_READINGS,
  barring: BARRING_READINGS,
  steps: PASSAGE_STEPS,
  resupply: RESUPPLY_READINGS,
  contested: CONTESTED_LAYING_READINGS,
  breastworkFire: BREASTWORK_FIRE_READINGS,
} as const;

/** The edition's readings: the first option of each (notes §6). /hellwig/s181/ */
export const DEFAULT_READINGS: GameReadings = {
  landing: LANDING_READINGS[0],
  knightPassage: KNIGHT_PASSAGE_READINGS[0],
  firstVictim: FIRST_VICTIM_READINGS[0],
  pawnFacing: PAWN_FACING_READINGS[0],
  barring: BARRING_READINGS[0],
  steps: PASSAGE_STEPS[0],
  resupply: RESUPPLY_READINGS[0],
  contested: CONTESTED_LAYING_READINGS[0],
  breastworkFire: BREASTWORK_FIRE_READINGS[0],
};

/** One reading as the rules panel lists it: the question, its §, and what each option means. */
export interface ReadingNote {
  readonly key:
    | keyof GameReadings
    | 'peace'
    | 'fortress'
    | 'offered'
    | 'cutoff'
    | 'depots'
    | 'provisions'
    | 'bridges'
    | 'fire'
    | 'bridgeFire'
    | 'abandon'
    | 'destroy'
    | 'fourOrder'
    | 'fourSide';
  readonly section: string;
  readonly question: string;
  readonly options: { readonly [option: string]: string };
}

/** Every reading a game uses, with its §: the engine's switchable ones first, then the game's own. /hellwig/s181/ */
export const READING_NOTES: readonly ReadingNote[] = [
  {
    key: 'landing',
    section: '§88',
    question: 'Where may a moving or wheeling board come to rest?',
    options: {
      empty: 'only on squares free of pieces, guns and other boards',
      'onto-boards': 'also on an empty artillerists’ board or transporter (§67, §70, §89)',
    },
  },
  {
    key: 'knightPassage',
    section: '§172',
    question: 'What blocks the practicable square a knight leaps by?',
    options: { 'terrain-and-guns': 'impassable terrain and gun cubes', 'terrain-only': 'impassable terrain only' },
  },
  {
    key: 'firstVictim',
    section: '§33',
    question: 'May a cavalry chain of captures begin with a protected piece?',
    options: { unprotected: 'no: every victim of a chain is unprotected', any: 'yes: only the later victims must be' },
  },
  {
    key: 'pawnFacing',
    section: '§95',
    question: 'Do pawns on a wheeling transporter turn their front with it?',
    options: { rotate: 'yes, they turn with it', keep: 'no, their fronts stay' },
  },
  {
    key: 'barring',
    section: '§184',
    question: 'What bars a square to troops?',
    options: {
      reach: 'an enemy piece on it or able to take there, or enemy artillery',
      occupied: 'an enemy piece on it',
    },
  },
  {
    key: 'steps',
    section: '§184',
    question: 'How do troops pass between squares?',
    options: { side: 'by sides', 'side-or-corner': 'by sides or corners' },
  },
  {
    key: 'resupply',
    section: '§190',
    question: 'How long do fresh provisions last?',
    options: { total: '20 moves in all', 'each-player': '20 moves of each player' },
  },
  {
    key: 'contested',
    section: '§167',
    question: 'May a bridge be laid or broken down where the enemy attacks it as strongly as it is held?',
    options: { forbidden: 'not outside one’s own artillery’s field', allowed: 'yes' },
  },
  {
    key: 'breastworkFire',
    section: '§180',
    question: 'Does a breastwork stop artillery fire? (§180 (3) says not, (4) and §§110–112 that it shelters)',
    options: {
      'enemy-cannon':
        'an enemy cannon’s fire stops at the first breastwork in its line, which it may bombard, sheltering what lies beyond; howitzers and the owner’s guns fire past it',
      never: 'no fire is stopped',
    },
  },
  {
    key: 'peace',
    section: '§13',
    question: 'How is a peace made?',
    options: {
      edition:
        'a player offers it on his turn, naming who receives how many small flags (one to three); the offer is his move, and the other accepts it with his next, or it lapses',
    },
  },
  {
    key: 'fortress',
    section: '§187',
    question: 'Where is the fortress on plate II, which has none in the book?',
    options: {
      edition:
        'each starting position names a centre square for each player; holding the enemy’s through his next move conquers it (§§187–188)',
    },
  },
  {
    key: 'offered',
    section: '§181',
    question: 'Which of §181’s moves can be played here yet?',
    options: {
      edition:
        'a piece’s move or capture, a device’s move, firing, wheeling, destroying one’s own device, a transporter’s move, cut-offs, blockades, a breastwork thrown up or strengthened, bombarded, stormed or taken over, a depot established or ruined, a blockaded fortress resupplied, a bridge-transporter moved or wheeled (§137), two stacked ones moved together (§150), a transporter abandoned and taken out of the game (§101), several devices and transporters moved together as one rectangle, a rectangle of pieces, boards or both wheeled (§173) and a lone transporter wheeled (§95), a bridge laid, broken down, or ruined by the holder of the main or secondary surface, by a piece leaving it or within a cannon-shot, or by artillery, a building or a bridge set on fire and a fire-break, and a peace',
    },
  },
  {
    key: 'cutoff',
    section: '§182',
    question: 'What must a cut-off corps reach?',
    options: { edition: 'its own fortress’s centre' },
  },
  {
    key: 'depots',
    section: '§252',
    question: 'When does a depot pass to the enemy?',
    options: {
      edition:
        'when his piece stood on it before its owner’s move and still stands there after it; the markers change hands at no cost of a move, and the loser may establish no other for six moves (§253)',
    },
  },
  {
    key: 'provisions',
    section: '§190',
    question: 'What brings fresh provisions into a blockaded fortress?',
    options: {
      edition:
        'each piece of the garrison’s side that comes into the fortress’s block from outside it, a garrison’s piece come back (4) or one of a relieving corps (5) alike, by whatever move brings it (its own, a device’s, a transporter’s, a rectangle’s, a wheeling): 20 moves more of the joint count each, counted as how many more of the garrison’s pieces stand in the block after the move than before',
    },
  },
  {
    key: 'bridges',
    section: '§167',
    question: 'When is a bridge not broken down or ruined?',
    options: {
      edition:
        'a bridge carrying a breastwork is not broken down or ruined by any means until the breastwork goes (§167 (9), which names the mortar); a bridge that lay in the enemy’s field at its owner’s last turn and after his move, and lies there still, is no longer broken down (§167 (5): the owner had the very next move to do it)',
    },
  },
  // Fire (§74–§80, §166).
  {
    key: 'fire',
    section: '§74',
    question: 'Whose moves count the six a burned site stays impassable, when does the fire spread, and how far?',
    options: {
      edition:
        'the turns of the player who lit it: at each of them, at no cost of his move, what the enemy left in a burning building with his move is lost, every burning site counts one of its six moves down (then it is plain ground), and the fire spreads to two buildings beside it, the first two in the order of their squares (§76 leaves how far to him; the game does not ask)',
    },
  },
  {
    key: 'bridgeFire',
    section: '§166',
    question: 'When is a fire on bridges done, and what sets one on fire?',
    options: {
      edition:
        'a mortar sets a laid bridge in its field on fire, or a piece leaving a laid bridge by one of its moves (§166b), but not one under a breastwork (§167 (10), which names the mortar, read of both); a burning bridge is impassable at once and is not broken down (only those beside it are, against the fire); at each turn of the one who lit it the fire spreads to the first two bridges beside it, and when it can spread no farther its bridges leave the game with what stands on them, water again',
    },
  },
  {
    key: 'abandon',
    section: '§101',
    question: 'How is a transporter abandoned?',
    options: {
      edition:
        'the last piece on it leaves it by one of its own moves and takes it out of the game in the same move, one move in all',
    },
  },
  {
    key: 'destroy',
    section: '§73',
    question: 'What may an artillerist do in the move he destroys his own device?',
    options: {
      edition:
        'stay, or move off by one of his moves that takes nothing (§72 no. 2: “move him to 481 or elsewhere”), one move with the destruction; a device of combined artillery worked through his square goes with it if he pleases, wholly (§72a)',
    },
  },
  // Four players (§§217–233).
  {
    key: 'fourOrder',
    section: '§229',
    question: 'In what order do four players move on one screen?',
    options: {
      edition:
        '§229’s order from the first move, allies never one after the other (AA, BB, A, B, …), since one screen cannot let the two pairs move at once as §227 allows; a pair of whom one has no troops on his half does not move (§233)',
    },
  },
  {
    key: 'fourSide',
    section: '§223',
    question: 'Who of two allies declares a cut-off or a blockade, or offers and accepts a peace?',
    options: {
      edition:
        'either: declarations and peace are the side’s, not a half’s; what moves is moved only by the player who commands where it stands (§223–§225)',
    },
  },
];

/** Check a readings object: unknown keys or options are refused (UNKNOWN_OPTION); missing ones take the default. */
export function readReadings(value: unknown): GameReadings {
  return readOptions('readings', value ?? undefined, GAME_READING_OPTIONS, { ...DEFAULT_READINGS });
}
