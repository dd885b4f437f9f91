/**
 * Plate III's terrain as far as the text tells it (§§24–29, 184, 186–187, 190, 199, 210, 248, 257–258).
 * The plate itself is lost: every square the book names on it is listed here with what the book
 * says of it, the § and the line of the source, and the words that say so. Every other square is
 * not known — never open ground — and so is a named square whose terrain the text does not state
 * (a fortress centre, a square of the territory boundary).
 */
import { squareOn, plateIII, type Square } from './grid.ts';
import type { Terrain } from './types.ts';

/** How a square's terrain follows from its line: said outright, drawn from the rules, or read past a misprint. */
export const TERRAIN_READINGS = ['stated', 'inferred', 'corrected'] as const;
export type TerrainReading = (typeof TERRAIN_READINGS)[number];

/** One statement of the book about squares of plate III, with the line (of the Hellwig source) that makes it. */
export interface TerrainSource {
  /** The §, as "§24". */
  readonly section: string;
  /** The line of the Hellwig source file (`content/sources/001_…txt`). */
  readonly line: number;
  /** The words of that line that name the squares. */
  readonly quote: string;
  /** What the squares are, in a few words ("red, impassable mountains"). */
  readonly what: string;
  /** The terrain the statement gives, or undefined when it names the square without saying what lies there. */
  readonly terrain: Terrain | undefined;
  readonly reading: TerrainReading;
  /** Why a reading is inferred or corrected, or what is doubtful about the line. */
  readonly note?: string;
  readonly squares: readonly number[];
}

/** A square's reconstructed terrain: what the sources say, or `unknown` (§23: not to be taken for open ground). */
export interface ReconstructedTerrain {
  readonly square: Square;
  readonly terrain: Terrain | 'unknown';
  /** Every statement of the book about this square, in the book's order; empty when the text never names it. */
  readonly sources: readonly TerrainSource[];
}

const DITCH_NOTE =
  'a ditch is crossed by bridges (§186: “throws down the bridges over the ditch”; §190), and bridges are laid on ' +
  'water (§146a)';

/**
 * Every statement of the book about the terrain of squares of plate III, in the book's order
 * (§24, §25, §27, §29, §184, §186, §187, §190, §199, §210, §248, §257, §258). /hellwig/s24/
 */
export const PLATE_III_TERRAIN_SOURCES: readonly TerrainSource[] = [
  {
    section: '§24',
    line: 392,
    quote: 'Terrain of this kind is found on the plan over squares 82, 114, 115, 306, 381',
    what: 'red, impassable mountains',
    terrain: 'mountain',
    reading: 'stated',
    squares: [82, 114, 115, 306, 381],
  },
  {
    section: '§25',
    line: 394,
    quote: 'Such places are found on the plan over squares 221, 222, 19, 160',
    what: 'green, impassable marsh',
    terrain: 'marsh',
    reading: 'stated',
    squares: [221, 222, 19, 160],
  },
  {
    section: '§27',
    line: 398,
    quote: 'squares 25, 26, 27, and 28, 123, 224, 406, etc. lie in defiles',
    what: 'a defile: main-colour squares between red or green ones',
    terrain: 'open',
    reading: 'stated',
    squares: [25, 26, 27, 28, 123, 224, 406],
  },
  {
    section: '§29',
    line: 402,
    quote: 'Buildings of this kind are found on the plan over squares 514, 565, 564, 563, 516',
    what: 'buildings, half red and half white',
    terrain: 'building',
    reading: 'stated',
    squares: [514, 565, 564, 563, 516],
  },
  {
    section: '§184',
    line: 1269,
    quote: 'by the river [squares] 392, 386, 302–4–10',
    what: 'the river that cuts terrain F off from G, H and I',
    terrain: 'water',
    reading: 'stated',
    note:
      'only the squares printed in full are kept; “4” is probably 304 (§184 III), and the squares between the ' +
      'ends of each run are not named',
    squares: [392, 386, 302, 10],
  },
  {
    section: '§184',
    line: 1270,
    quote: 'Terrain I is enclosed by the river [10–28–5]',
    what: 'named as the ends of the river round terrain I',
    terrain: undefined,
    reading: 'stated',
    note: 'the run 10–28–5 cannot be a river as printed: 28 lies in a defile (§27); 10 is water by §184 I',
    squares: [10, 28, 5],
  },
  {
    section: '§184',
    line: 1270,
    quote: 'and by mountains [115 and 82]',
    what: 'the mountains that enclose terrain I',
    terrain: 'mountain',
    reading: 'stated',
    squares: [115, 82],
  },
  {
    section: '§184',
    line: 1270,
    quote: 'is connected to M through a defile [16, 17, 18]',
    what: 'the defile between terrain I and M',
    terrain: 'open',
    reading: 'stated',
    squares: [16, 17, 18],
  },
  {
    section: '§184',
    line: 1271,
    quote: 'Terrain H is surrounded by marsh [592, 501, 500]',
    what: 'the marsh round terrain H',
    terrain: 'marsh',
    reading: 'stated',
    squares: [501, 500],
  },
  {
    section: '§184',
    line: 1271,
    quote: 'Terrain H is surrounded by marsh [592, 501, 500]',
    what: 'the marsh round terrain H, printed “592”',
    terrain: 'marsh',
    reading: 'corrected',
    note:
      '592 lies six rows away; 502 continues the row of 500 and 501 up to the mountain on 504 and the defiles ' +
      '503, 505',
    squares: [502],
  },
  {
    section: '§184',
    line: 1271,
    quote: 'by the river [499, 498–302–304, 285–278–507]',
    what: 'the river round terrain H',
    terrain: 'water',
    reading: 'stated',
    note: 'only the squares printed are kept; the squares between the ends of each run are not named',
    squares: [499, 498, 302, 304, 285, 278, 507],
  },
  {
    section: '§184',
    line: 1271,
    quote: 'and by mountains [504]',
    what: 'the mountain beside terrain H',
    terrain: 'mountain',
    reading: 'stated',
    squares: [504],
  },
  {
    section: '§184',
    line: 1271,
    quote: 'the defiles [506, 505, and 503]',
    what: 'the defiles out of terrain H',
    terrain: 'open',
    reading: 'stated',
    squares: [506, 505, 503],
  },
  {
    section: '§186',
    line: 1281,
    quote: 'The ditch — between squares 340–345–349–347–242–240–44–48',
    what: 'the ditch of fortress B',
    terrain: 'water',
    reading: 'inferred',
    note: DITCH_NOTE,
    squares: [340, 345, 349, 347, 242, 240, 44, 48],
  },
  {
    section: '§186',
    line: 1281,
    quote: 'a ravelin lies over squares 339 and 200',
    what: 'a ravelin, an outwork of fortress B',
    terrain: undefined,
    reading: 'stated',
    note: '200 lies at the far end of the plate from 339; 250, beside it, may be meant',
    squares: [339, 200],
  },
  {
    section: '§187',
    line: 1283,
    quote: 'This place is square 246 in the fortress for one player, and square 1372',
    what: 'the centre of a fortress, marked and planted with a flag',
    terrain: undefined,
    reading: 'stated',
    squares: [246, 1372],
  },
  {
    section: '§190',
    line: 1290,
    quote: 'over the outermost ditch of the fortress — e.g. over squares 40–745–736',
    what: 'the outermost ditch of fortress B',
    terrain: 'water',
    reading: 'inferred',
    note: DITCH_NOTE,
    squares: [40, 745, 736],
  },
  {
    section: '§199',
    line: 1340,
    quote: 'runs through squares 10–0–285–272–61–1608–1346–1333',
    what: 'on the line between the two players’ territories',
    terrain: undefined,
    reading: 'stated',
    note: '“0” and “61” are corrupt and left out',
    squares: [10, 285, 272, 1608, 1346, 1333],
  },
  {
    section: '§210',
    line: 1428,
    quote:
      'seeks the terrain lying between 1578, 873, 1569, and 882, and the other player finds the terrain between ' +
      '40, 745, 49, and 736',
    what: 'a corner of the terrain the fourth table shows, where a player sets up',
    terrain: undefined,
    reading: 'stated',
    note:
      '§210 names these squares as the corners of a set-up table only, not what lies on them (40, 745 and 736 ' +
      'are §190’s outermost ditch)',
    squares: [1578, 873, 1569, 882, 40, 745, 49, 736],
  },
  {
    section: '§248',
    line: 1620,
    quote: 'a depot has been placed on square 818',
    what: 'a depot may stand here',
    terrain: undefined,
    reading: 'stated',
    squares: [818],
  },
  {
    section: '§257',
    line: 1642,
    quote:
      'at square 1353, we could not navigate the river further than square 1354 on one side, nor further than ' +
      'square 1352',
    what: 'a navigable river, bridged on 1353 in the example',
    terrain: 'water',
    reading: 'stated',
    squares: [1353, 1354, 1352],
  },
  {
    section: '§258',
    line: 1646,
    quote: 'An enemy rook, for example, positioned over square 574',
    what: 'a rook may stand here',
    terrain: undefined,
    reading: 'stated',
    squares: [574],
  },
  {
    section: '§258',
    line: 1646,
    quote: 'an enemy bishop standing on 801',
    what: 'a bishop may stand here',
    terrain: undefined,
    reading: 'stated',
    squares: [801],
  },
];

const BY_SQUARE: ReadonlyMap<number, readonly TerrainSource[]> = (() => {
  const m = new Map<number, TerrainSource[]>();
  for (const s of PLATE_III_TERRAIN_SOURCES) for (const n of s.squares) m.set(n, [...(m.get(n) ?? []), s]);
  return m;
})();

/**
 * A square of plate III with its terrain as the text gives it and the §§ that say so (§§24–29, 184, 186–190, 199,
 * 210, 248, 257–258); `unknown` where the text is silent. Throws OFF_BOARD for a number not on plate III. /hellwig/s24/
 */
export function plateIIITerrain(square: number): ReconstructedTerrain {
  const sq = squareOn(square, plateIII);
  const sources = BY_SQUARE.get(sq) ?? [];
  const terrain = sources.find((s) => s.terrain !== undefined)?.terrain ?? 'unknown';
  return { square: sq, terrain, sources };
}

/**
 * The reconstructed terrain of plate III as a board set-up's `terrain` (§§24–29, 184, 186, 190, 257): the impassable
 * squares and buildings the text names, for `createBoard({ plate: 'III', terrain })`. /hellwig/s24/
 */
export function plateIIISetupTerrain(): { readonly [T in Exclude<Terrain, 'open'>]: readonly number[] } {
  const out = { mountain: [] as number[], marsh: [] as number[], water: [] as number[], building: [] as number[] };
  for (const [n, sources] of BY_SQUARE) {
    const t = sources.find((s) => s.terrain !== undefined)?.terrain;
    if (t !== undefined && t !== 'open') out[t].push(n);
  }
  for (const list of Object.values(out)) list.sort((a, b) => a - b);
  return out;
}
