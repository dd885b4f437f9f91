/**
 * The two games side by side (`/compare/`): concept by concept, a few words of each book quoted
 * verbatim (a test finds each quote in its source file), the exact rule or § linked, the
 * editors' one-line summary, and where the engine has both, the numbers it computes.
 */
import {
  GUN_CREW_MINIMUM,
  MAX_SHOTS_PER_MOVE,
  VICTORY_POINTS,
  maxMoveInches,
  moveTimeAllowance,
} from '../rules/wells/index.ts';
import { FIELD_LENGTH, TRANSPORT_RANGE } from '../rules/hellwig/index.ts';
import { printedRule } from './anchors.ts';
import { withBase } from './base.ts';

/** One book's side of a cell: the quoted words, where they stand, and what they amount to. */
export interface Witness {
  /** A few words of the source, verbatim (spelling and punctuation as the source file has them). */
  readonly quote: string;
  /** The source line the quote begins on, in the book's source file. */
  readonly line: number;
  /** The rule, page or § as a reader cites it: "rule (1) of the Country", "§ 23". */
  readonly cite: string;
  /** The edition's address of that rule, page or §. */
  readonly href: string;
  /** The editors' summary, in one sentence. */
  readonly summary: string;
  /** Numbers the engine computes for this concept, if any. */
  readonly facts?: readonly Fact[];
}

/** A number the engine computes, with what it counts. */
export interface Fact {
  /** Stable id, for the test that holds the number to the book. */
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly unit: string;
}

/** One concept compared. */
export interface ComparisonRow {
  readonly id: string;
  readonly concept: string;
  readonly wells: Witness;
  readonly hellwig: Witness;
}

/** The source files the quotes are taken from (content/sources/). */
export const COMPARISON_SOURCES = { wells: '004_ca5431bd24b48de2.txt', hellwig: '001_674ecc2a9872bdfe.txt' } as const;

const RULES = withBase('/little-wars/the-rules/');
const APPENDIX = withBase('/little-wars/little-wars-and-kriegspiel/');
const s = (n: string) => withBase(`/hellwig/s${n}/`);
/** The example allowance of rule (3) of the move: 110 men and 3 guns. */
const ALLOWANCE = moveTimeAllowance({ men: 110, guns: 3 });

/** The concepts in the order of a game: field, players, time, movement, fire, mêlée, works, supply, victory, umpire. */
export const COMPARISON: readonly ComparisonRow[] = [
  {
    id: 'field',
    concept: 'The field and its terrain',
    wells: {
      quote: 'The Country must be arranged by one player',
      line: 381,
      cite: printedRule('country-1'),
      href: `${RULES}#country-1`,
      summary:
        'Any floor or lawn, with hills, trees and houses of toy bricks set out by one player; distances are ' +
        'measured with string.',
    },
    hellwig: {
      quote:
        'Other squares are entirely illuminated in red and designate terrain that one cannot occupy nor pass through',
      line: 392,
      cite: '§ 24',
      href: s('24'),
      summary:
        'A plan of 1,617 numbered squares whose colours are the terrain: red mountains, green marsh, blue ' +
        'water, buildings.',
    },
  },
  {
    id: 'players',
    concept: 'The number of players',
    wells: {
      quote: 'two or four or six amateurish persons',
      line: 877,
      cite: 'Appendix, p. 101',
      href: `${APPENDIX}#p101`,
      summary: 'Usually one player a side; the appendix imagines a Kriegspiel with a player for each arm.',
    },
    hellwig: {
      quote: 'The war game is properly played by two persons',
      line: 1526,
      cite: '§ 217',
      href: s('217'),
      summary: 'Two players; four can play as two field marshals, each with a general under him.',
    },
  },
  {
    id: 'time',
    concept: 'Time and turns',
    wells: {
      quote: 'The subsequent moves after the putting down are timed',
      line: 410,
      cite: printedRule('move-3'),
      href: `${RULES}#move-3`,
      summary: 'Turns alternate, and each is timed by the size of the force: a minute for 30 men and one for each gun.',
      facts: [{ id: 'wells-allowance', label: 'for 110 men and 3 guns', value: ALLOWANCE.minutes, unit: 'minutes' }],
    },
    hellwig: {
      quote: 'this rule must be retained in order to avoid a great quantity of rules',
      line: 385,
      cite: '§ 21',
      href: s('21'),
      summary:
        'Turns alternate as in chess, one action each, whatever it moves; there is no clock. Setting up ' +
        'takes about an hour and a half.',
    },
  },
  {
    id: 'movement',
    concept: 'Movement',
    wells: {
      quote: 'An infantry-man may be moved a foot or any less distance at each move',
      line: 432,
      cite: printedRule('mobility-i'),
      href: `${RULES}#mobility-i`,
      summary: 'Every man may move each turn, measured in inches; cavalry go twice as far as infantry.',
      facts: [
        { id: 'wells-infantry-move', label: 'infantry', value: maxMoveInches('infantry'), unit: 'inches' },
        { id: 'wells-cavalry-move', label: 'cavalry', value: maxMoveInches('cavalry'), unit: 'inches' },
      ],
    },
    hellwig: {
      quote: 'The queen, the rook, and the bishop of chess, on account of their speed',
      line: 370,
      cite: '§ 14',
      href: s('14'),
      summary:
        'One piece moves as in chess, the faster pieces standing for cavalry; whole bodies move together on ' +
        'transporters, a few squares at a time.',
      facts: [
        {
          id: 'hellwig-transport-cavalry',
          label: 'a body of cavalry on transporters',
          value: TRANSPORT_RANGE.cavalry,
          unit: 'squares',
        },
        { id: 'hellwig-transport-mixed', label: 'other bodies', value: TRANSPORT_RANGE.mixed, unit: 'squares' },
        {
          id: 'hellwig-transport-artillery',
          label: 'with artillery',
          value: TRANSPORT_RANGE.artillery,
          unit: 'squares',
        },
      ],
    },
  },
  {
    id: 'fire',
    concept: 'Fire',
    wells: {
      quote: 'it may fire as many as four shots in each move',
      line: 442,
      cite: printedRule('mobility-iv'),
      href: `${RULES}#mobility-iv`,
      summary:
        'Only guns fire: real spring guns, whose wooden shot kills what it knocks over. Infantry do not shoot at all.',
      facts: [
        { id: 'wells-shots', label: 'shots a move', value: MAX_SHOTS_PER_MOVE, unit: 'shots' },
        { id: 'wells-crew', label: 'men to keep a gun in action', value: GUN_CREW_MINIMUM, unit: 'men' },
      ],
    },
    hellwig: {
      quote: 'can destroy what stands on 239, while leaving untouched what stands on 261',
      line: 479,
      cite: '§ 47 a',
      href: s('47a'),
      summary:
        'A gun destroys what stands in its field of effect, the squares in line in front of it, unless a red ' +
        'square shelters them; there is no chance.',
      facts: [{ id: 'hellwig-field', label: 'field of effect', value: FIELD_LENGTH, unit: 'squares' }],
    },
  },
  {
    id: 'melee',
    concept: 'Hand-to-hand fighting',
    wells: {
      quote: 'A man or a body of men which has less than half its own number',
      line: 464,
      cite: printedRule('melee-1'),
      href: `${RULES}#melee-1`,
      summary:
        'Men in contact fight a mêlée, settled by counting: equal numbers kill each other, and the isolated ' +
        'are taken prisoner.',
    },
    hellwig: {
      quote: 'With respect to the manner of capturing pieces, everything remains as in chess',
      line: 411,
      cite: '§ 32',
      href: s('32'),
      summary:
        'Capture as in chess, by taking the square; cavalry may take several unprotected pieces in a line at once.',
    },
  },
  {
    id: 'engineering',
    concept: 'Engineering',
    wells: {
      quote: 'Entrenchments can be made by infantry in four moves',
      line: 1006,
      cite: 'Appendix, p. 107',
      href: `${APPENDIX}#p107`,
      summary:
        'Only in the appendix’s Kriegspiel: entrenchments, epaulements for guns and mines, each taking so ' +
        'many men and moves.',
    },
    hellwig: {
      quote: 'The principal purpose of entrenchment is to hinder',
      line: 982,
      cite: '§ 103',
      href: s('103'),
      summary:
        'Breastworks laid square by square, bridges thrown and broken by bridge-transporters, each with its own rules.',
    },
  },
  {
    id: 'supply',
    concept: 'Supply',
    wells: {
      quote: 'All troops must be kept supplied with food, ammunition, and forage',
      line: 966,
      cite: 'Appendix, Supply in the Field',
      href: `${APPENDIX}#supply`,
      summary: 'Only in the appendix: packets of food, forage and ammunition given up every six moves.',
    },
    hellwig: {
      quote: 'a main magazine',
      line: 1602,
      cite: '§ 241',
      href: s('241'),
      summary:
        'Only in the second school: depots fed from a main magazine, with the communication between them kept open.',
    },
  },
  {
    id: 'victory',
    concept: 'Victory',
    wells: {
      quote: 'try to kill, capture, or drive over his back line the whole of the enemy',
      line: 539,
      cite: printedRule('game-1'),
      href: `${RULES}#game-1`,
      summary:
        'Destroy or drive off the enemy’s whole force, and score the Fight to the Finish; other games end at ' +
        'a set point.',
      facts: [{ id: 'wells-victory-points', label: 'for the victory', value: VICTORY_POINTS, unit: 'points' }],
    },
    hellwig: {
      quote: 'upon the capture of which the wargame concludes',
      line: 1274,
      cite: '§ 185',
      href: s('185'),
      summary: 'Take the enemy’s fortress; there is no king to checkmate. A peace may also end the game.',
    },
  },
  {
    id: 'umpire',
    concept: 'The umpire',
    wells: {
      quote: 'the element of the umpire would be reduced to a minimum',
      line: 877,
      cite: 'Appendix, p. 101',
      href: `${APPENDIX}#p101`,
      summary:
        'Little Wars needs no umpire: the shot and the count decide. The appendix keeps one for hidden ' +
        'works, and wants him seldom needed.',
    },
    hellwig: {
      quote: 'depends solely on the knowledge and skill that the players acquire through practice',
      line: 361,
      cite: '§ 13',
      href: s('13'),
      summary: 'No umpire and no chance: every outcome follows from the rules, as in chess.',
    },
  },
];
