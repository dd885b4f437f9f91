/**
 * A glossary of Hellwig's terms, in the editors' words, each linked to the §§ that define
 * it. The links are § permalinks (`/hellwig/s47/`), so the link check proves every § cited
 * exists in the edition.
 */
import { withBase } from './base.ts';

/** One term of the glossary. */
export interface GlossaryEntry {
  /** The term as the translation gives it. */
  readonly term: string;
  /** Hellwig's German, where the translation gives it. */
  readonly german?: string;
  /** The §§ that define or first use it, as the edition numbers them. */
  readonly paragraphs: readonly string[];
  /** What it means, in a sentence or two. */
  readonly definition: string;
}

/** The glossary, alphabetically. */
export const HELLWIG_GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'Artillerists’ position',
    paragraphs: ['46'],
    definition:
      'The half of an artillery device that carries the pin: the square on which the figures serving the gun ' +
      'stand. A device whose artillerists’ position is empty cannot act.',
  },
  {
    term: 'Artillery device (artillery machine)',
    paragraphs: ['43', '44'],
    definition:
      'A board covering two adjacent squares, one carrying the gun (a cube whose bevelled side shows the ' +
      'direction of fire) and the other the artillerists’ position. It represents cannon, and moves like a ' +
      'rook, but only a few squares at a time.',
  },
  {
    term: 'Bridge-transporter',
    paragraphs: ['135'],
    definition:
      'A transporter that carries bridge cards, so that bridges can be thrown across water squares and taken up again.',
  },
  {
    term: 'Breastwork (entrenchment)',
    paragraphs: ['103'],
    definition:
      'A field fortification built on the plan from signs laid square by square; it blocks movement and ' +
      'shelters what stands behind it.',
  },
  {
    term: 'Combined artillery',
    paragraphs: ['67'],
    definition:
      'Two or more devices joined so that the artillerists’ position of one is covered by part of another: ' +
      'the group is served by the artillerists of one device only.',
  },
  {
    term: 'Cutting off a corps',
    paragraphs: ['182'],
    definition:
      'Separating part of the enemy from the rest by terrain or by occupying the passages between them, ' +
      'after which the cut-off corps can be captured.',
  },
  {
    term: 'Depot',
    paragraphs: ['240', '244'],
    definition:
      'In the second school, a store of provisions laid on the plan (marked by a card and a flag) from which ' +
      'troops nearby are supplied.',
  },
  {
    term: 'Double (triple) artillery',
    paragraphs: ['54', '56'],
    definition:
      'Two (three) devices placed “immediately one behind the other” (§54), firing the same way: a stronger ' +
      'battery, which can drive back a weaker one by advancing into its field of effect.',
  },
  {
    term: 'Elephant',
    paragraphs: ['41'],
    definition: 'A composite piece of rook and knight, representing a body of both cavalry and infantry.',
  },
  {
    term: 'Field of effect',
    german: 'Wirkungsfläche',
    paragraphs: ['47'],
    definition:
      'The three squares in line in front of a gun that its fire commands. A red square in the line, and ' +
      'every square beyond it, is safe.',
  },
  {
    term: 'Fortress',
    paragraphs: ['9a', '185'],
    definition: 'The stronghold each player must defend; taking the enemy’s fortress ends the game.',
  },
  {
    term: 'Howitzer',
    german: 'Mortier, Haubitze',
    paragraphs: ['66'],
    definition:
      'A device that throws shells in a high arc: it strikes one chosen square of its field of effect, and ' +
      'can set buildings on fire.',
  },
  {
    term: 'Leaping bishop',
    paragraphs: ['41'],
    definition: 'A composite piece that moves as a bishop or leaps as a knight, one component per move.',
  },
  {
    term: 'Leaping queen',
    paragraphs: ['41'],
    definition: 'A composite piece that moves as a queen or leaps as a knight, one component per move.',
  },
  {
    term: 'Main magazine',
    paragraphs: ['241'],
    definition:
      'In the second school, the army’s principal store of supplies, from which depots are kept in communication.',
  },
  {
    term: 'Marsh',
    paragraphs: ['25'],
    definition: 'Green squares: deep, marshy ground that pieces cannot pass, but over which artillery may fire.',
  },
  {
    term: 'Plan',
    paragraphs: ['22'],
    definition:
      'Hellwig’s board: a large field of numbered squares, coloured to show terrain. The playing plan (Plate ' +
      'III) has 49 by 33 = 1,617 squares; the example plate (Plate II) 22 columns.',
  },
  {
    term: 'Plunging fire',
    german: 'Bogenschüsse',
    paragraphs: ['60'],
    definition:
      'Fire that passes over one’s own troops in the field of effect, so that own pieces in the line do not ' +
      'shelter the enemy behind them. One translation calls it “ricochet shots”.',
  },
  {
    term: 'Red square',
    paragraphs: ['24'],
    definition:
      'A square coloured red: mountains or other terrain that no piece may occupy or cross, and that stops ' +
      'artillery fire.',
  },
  {
    term: 'Second school',
    paragraphs: ['30', '234'],
    definition:
      'The advanced form of the game, which adds heights and the supply of troops from depots and a main magazine.',
  },
  {
    term: 'Transporter',
    german: 'Transporteur',
    paragraphs: ['83', '84'],
    definition:
      'A board covering two squares that carries pieces on it, so that several pieces move at once as a body ' +
      'of troops; its range depends on what it carries (four squares with artillery, six in general, eight ' +
      'for cavalry alone).',
  },
  {
    term: 'Wheeling',
    paragraphs: ['62', '61'],
    definition:
      'Turning an artillery device (or a transporter) about one of its squares, by a small, larger or ' +
      'greatest wheeling, which passes over one, three or five squares of the pivot’s ring; every square ' +
      'passed must be free.',
  },
];

/** The anchor of a term on the Hellwig glossary page: `field-of-effect`. */
export function hellwigTermAnchor(term: string): string {
  return term
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The URL of a term of Hellwig's glossary; throws on a term the glossary lacks. */
export function hellwigTermHref(term: string): string {
  if (!HELLWIG_GLOSSARY.some((e) => e.term === term)) {
    throw new Error(`Hellwig's glossary has no term ${JSON.stringify(term)}`);
  }
  return withBase(`/hellwig/glossary/#${hellwigTermAnchor(term)}`);
}
