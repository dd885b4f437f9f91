/**
 * A glossary of the period words of *Little Wars* that a reader of today stumbles on, in the
 * editors' words. Each entry says how to find the word in the text (`forms`); where the word
 * first falls is computed from the chapters at build time (`glossary-uses.ts`), never typed,
 * and the first use in each chapter is linked to its entry by the build (`src/markdown/glossary-terms.ts`).
 * Each entry stands on `/little-wars/glossary/` at `#term-<slug>`.
 */
import { withBase } from './base.ts';

/** One term of the Wells glossary. */
export interface WellsGlossaryEntry {
  /** The anchor's tail (`#term-<slug>`) and the `data-term` of every link to it. */
  readonly slug: string;
  /** The headword, as Wells prints it. */
  readonly term: string;
  /**
   * How the word is found in the text: regular-expression sources, matched case-insensitively
   * between non-letters. The first is the headword's own spelling.
   */
  readonly forms: readonly string[];
  /** What it means, in a sentence or two. */
  readonly definition: string;
  /** Works of the bibliography the definition's facts rest on (their ids). */
  readonly sources?: readonly string[];
  /** The term of Hellwig's glossary for the same word, where he has it. */
  readonly hellwig?: string;
}

/** The glossary, alphabetically. */
export const WELLS_GLOSSARY: readonly WellsGlossaryEntry[] = [
  {
    slug: 'army-service-waggon',
    term: 'Army Service waggon',
    forms: ['Army Service'],
    definition:
      'A toy model of the supply wagons of the Army Service Corps, the corps that carried the British Army’s ' +
      'food, forage and stores. “Waggon” is the older British spelling.',
    sources: ['oed'],
  },
  {
    slug: 'artillery',
    term: 'artillery',
    forms: ['artillery'],
    definition:
      'Guns, and the arm of the service that works them. In Little Wars the artillery are the spring guns, ' +
      'each kept in action by four men within six inches of it.',
    hellwig: 'Artillery device (artillery machine)',
  },
  {
    slug: 'axle',
    term: 'axle (axis) of a gun',
    forms: ['axle', 'axis'],
    definition:
      'The bar joining a gun’s two wheels. Wells’ gun turns on the middle point of it to take aim, and is ' +
      'captured when four enemy men have passed its axis with none of its own side near.',
  },
  {
    slug: 'back-line',
    term: 'back line',
    forms: ['back lines?'],
    definition:
      'The edge of the Country on a player’s own side, from which his men are put down at the start and ' +
      'which the enemy must reach in the defensive game.',
  },
  {
    slug: 'bayonet',
    term: 'bayonet',
    forms: ['bayonets?'],
    definition:
      'The blade fixed to the muzzle of an infantryman’s rifle for hand-to-hand fighting; “bayonet and ' +
      'sabre” in the battle narrative are infantry and cavalry at close quarters. No toy bayonet acts: the ' +
      'mêlée is settled by counting.',
    sources: ['oed'],
  },
  {
    slug: 'brigade',
    term: 'brigade',
    forms: ['brigades?'],
    definition:
      'A formation of several regiments or battalions. Wells uses it of the whole cavalry of a side, massed ' +
      'as one striking force, and of the “specialised brigades” of a larger campaign.',
    sources: ['oed'],
  },
  {
    slug: 'casement-cloth',
    term: 'casement cloth',
    forms: ['casement cloth'],
    definition:
      'A plain, light cotton fabric made for window curtains. Hung across the room it becomes the curtain ' +
      'behind which both players put down their men unseen.',
    sources: ['oed'],
  },
  {
    slug: 'catapult',
    term: 'catapult',
    forms: ['catapults?'],
    definition: 'A forked stick with an elastic band for shooting stones: what Americans call a slingshot.',
    sources: ['oed'],
  },
  {
    slug: 'cavalry',
    term: 'cavalry',
    forms: ['cavalry', 'cavalry-m[ae]n'],
    definition:
      'Soldiers on horseback. In Little Wars a cavalry-man moves two feet to the infantryman’s one, and ' +
      'counts one and a half points in the Fight to the Finish.',
  },
  {
    slug: 'contour',
    term: 'contour',
    forms: ['contours?', 'contoured'],
    definition:
      'A line on a map joining points of the same height. The appendix builds hills from layers of blocks, ' +
      'one layer to a contour, and charges a move for every contour climbed.',
    sources: ['oed'],
  },
  {
    slug: 'cork-carpet',
    term: 'cork carpet',
    forms: ['cork carpets?', 'cork-carpets?'],
    definition:
      'A smooth floor covering of ground cork on a canvas backing, common in nurseries and schoolrooms: “the ' +
      'natural terrain of toy soldiers”.',
    sources: ['oed'],
  },
  {
    slug: 'curtain',
    term: 'curtain',
    forms: ['curtains?'],
    definition:
      'A cloth hung across the middle of the Country so that both players may put down their men at once, ' +
      'each unseen by the other, until it is drawn back.',
  },
  {
    slug: 'demonstration',
    term: 'demonstration',
    forms: ['demonstrations?'],
    definition: 'A show of force made to distract or deceive the enemy rather than to win ground.',
    sources: ['oed'],
  },
  {
    slug: 'enfilade',
    term: 'enfilade',
    forms: ['enfilad(?:e|ed|ing)'],
    definition:
      'To fire along a line of troops from its end, so that a shot that misses one man may hit the next. ' +
      'Spring guns firing along the floor make it literally true.',
    sources: ['oed'],
  },
  {
    slug: 'entrenchment',
    term: 'entrenchment',
    forms: ['entrenchments?', 'entrench(?:ed|ing)?', 'trench(?:es)?'],
    definition:
      'A trench with its bank of earth, dug to shelter troops. In the appendix infantry make entrenchments ' +
      'in four moves, as strips of wood two inches high; the work is notified to the umpire, or in a folded ' +
      'note the opponent opens when it is done.',
    sources: ['oed'],
    hellwig: 'Breastwork (entrenchment)',
  },
  {
    slug: 'epaulement',
    term: 'epaulement',
    forms: ['epaulements?'],
    definition: 'An earthwork thrown up to shelter a gun and its crew. In the appendix six men make one in four moves.',
    sources: ['oed'],
    hellwig: 'Breastwork (entrenchment)',
  },
  {
    slug: 'escort',
    term: 'escort',
    forms: ['escorts?', 'escorted', 'escorting'],
    definition:
      'The men who guard prisoners. One man within six inches may escort up to seven prisoners; the death of ' +
      'their escort sets prisoners free.',
  },
  {
    slug: 'extended-order',
    term: 'extended order',
    forms: ['extended order'],
    definition:
      'Troops spread out with gaps between the men, as skirmishers are, instead of shoulder to shoulder in ' +
      'close order.',
    sources: ['oed'],
  },
  {
    slug: 'field-gun',
    term: 'field gun',
    forms: ['field guns?', 'field-guns?'],
    definition:
      'In real war, a light gun on a wheeled carriage that moves with an army in the field. Which toy Wells’ ' +
      '“field gun” was is not stated.',
    sources: ['oed'],
  },
  {
    slug: 'flank',
    term: 'flank, outflank',
    forms: ['flanks?', 'outflank(?:ed|ing|s)?'],
    definition:
      'The side or end of a body of troops; to outflank is to get beyond the end of the enemy’s line and ' +
      'take it from the side.',
    sources: ['oed'],
  },
  {
    slug: 'forage',
    term: 'forage',
    forms: ['forage'],
    definition: 'Food for horses. In the appendix every six horses need a packet of forage every six moves.',
    sources: ['oed'],
  },
  {
    slug: 'fortress',
    term: 'fortress',
    forms: ['fortress(?:es)?'],
    definition:
      'A fortified town or stronghold. Wells names fortresses only among the things a bigger floor could ' +
      'hold; Hellwig’s game turns on one.',
    hellwig: 'Fortress',
  },
  {
    slug: 'four-point-seven',
    term: 'four-point-seven gun (4·7)',
    forms: ['four-point-seven', '4·7'],
    definition:
      'Wells’ name for the toy spring breech-loader he plays with, after the 4.7-inch naval quick-firing ' +
      'gun, famous from the South African War of 1899–1902, when sailors landed such guns on improvised ' +
      'mountings.',
    sources: ['oed', 'maurice-1906'],
  },
  {
    slug: 'fours',
    term: 'fours, two ranks',
    forms: ['fours', 'two ranks'],
    definition:
      'Drill formations: in fours, the men in files four abreast for the march; in two ranks, the firing ' +
      'line, one rank behind the other.',
    sources: ['oed'],
  },
  {
    slug: 'gunner',
    term: 'gunner',
    forms: ['gunners?'],
    definition:
      'A soldier who serves a gun. The rules have no gunners as such: any four men of its own side keep a ' +
      'gun in action.',
  },
  {
    slug: 'isolated',
    term: 'isolated',
    forms: ['isolated', 'isolation'],
    definition:
      'Wells’ own term: a man or body with fewer than half its own number of its own side within a move of ' +
      'it. An isolated body in a mêlée is partly taken prisoner.',
  },
  {
    slug: 'kriegspiel',
    term: 'Kriegspiel',
    forms: ['Kriegs?spiel'],
    definition:
      'German Kriegsspiel, “war game”: the game played by officers on a map, with small blocks for units and ' +
      'an umpire to decide results, worked out in Prussia by the von Reisswitzes, father and son, and ' +
      'published by the son in 1824, then copied by other armies, the British among them.',
    sources: ['reisswitz-1824', 'wintjes-2017', 'peterson-2012'],
  },
  {
    slug: 'tennis-marker',
    term: 'lawn-tennis marker',
    forms: ['lawn-tennis markers?'],
    definition: 'A small wheeled cart that lays the white lines of a lawn-tennis court in whiting or chalk.',
    sources: ['oed'],
  },
  {
    slug: 'limber',
    term: 'limber, unlimber',
    forms: ['limber(?:ed|ing|s)?', 'unlimber(?:ed|ing|s)?'],
    definition:
      'The limber is the two-wheeled fore-carriage to which a gun’s trail is hooked for travelling; to ' +
      'unlimber is to unhook the gun and bring it into action, to limber up the reverse.',
    sources: ['oed'],
  },
  {
    slug: 'melee',
    term: 'mêlée',
    forms: ['mêlées?', 'melees?'],
    definition:
      'French for a confused hand-to-hand fight. In Little Wars it is the fight decided by counting when men ' +
      'come into contact: the men in contact and every man within six inches of them take part.',
    sources: ['oed'],
  },
  {
    slug: 'mine',
    term: 'mine',
    forms: ['(?<=(?:a|the) )mines?'],
    definition:
      'An explosive charge laid under the ground. The appendix’s contact mine, placed by two men in six ' +
      'moves on a road or anywhere, destroys everything within six inches of it when the first piece passes ' +
      'over.',
    sources: ['oed'],
  },
  {
    slug: 'naval-gun',
    term: 'naval gun',
    forms: ['naval guns?'],
    definition:
      'Chapter III reckons forces in “naval guns”: the spring breech-loading toy Wells calls the four-point-seven.',
  },
  {
    slug: 'ordnance-map',
    term: 'Ordnance map',
    forms: ['Ordnance map'],
    definition:
      'A map of the Ordnance Survey, Britain’s official mapping service, with heights shown by contour lines.',
    sources: ['oed'],
  },
  {
    slug: 'peashooter',
    term: 'peashooter',
    forms: ['peashooters?', 'pea-shooters?'],
    definition: 'A small tube through which dried peas are blown.',
    sources: ['oed'],
  },
  {
    slug: 'prisoner',
    term: 'prisoner',
    forms: ['prisoners?'],
    definition:
      'A man taken in a mêlée or who surrenders. Prisoners are moved by their captor and must be escorted; ' +
      'each counts half a point to both sides at the Finish.',
  },
  {
    slug: 'putting-down',
    term: 'putting down',
    forms: ['putting down', 'putting-down'],
    definition:
      'The placing of each side’s men along its back line before the first move. It is not counted as a move.',
  },
  {
    slug: 'rubber',
    term: 'rubber',
    forms: ['(?<=a )rubber(?! ball)'],
    definition: 'In whist and bridge, a match of three games, won by the side that first wins two.',
    sources: ['oed'],
  },
  {
    slug: 'sabre',
    term: 'sabre',
    forms: ['sabres?'],
    definition:
      'The curved sword of the cavalry; “sabres” stands for cavalrymen, as in “ten sabres charging twenty infantry”.',
    sources: ['oed'],
  },
  {
    slug: 'salient',
    term: 'salient angle',
    forms: ['salient'],
    definition: 'An angle that points outward, like the corner of a bastion or of a hill.',
    sources: ['oed'],
  },
  {
    slug: 'shandean',
    term: 'Shandean',
    forms: ['Shandean'],
    definition:
      'After the Shandy family of Sterne’s Tristram Shandy (1759–67), whose Uncle Toby and Corporal Trim ' +
      're-fight the sieges of Flanders on a bowling green.',
    sources: ['sterne-1759'],
  },
  {
    slug: 'shell',
    term: 'shell',
    forms: ['shells?'],
    definition:
      'An explosive projectile fired from a gun. The toy guns fire wooden cylinders; the appendix imitates ' +
      'shell with a brass screw that stays where it falls and kills by area.',
    sources: ['oed'],
  },
  {
    slug: 'skirmisher',
    term: 'skirmish, skirmisher',
    forms: ['skirmish(?:es|ers?)?'],
    definition:
      'A skirmish is a small fight; skirmishers are infantry spread out in extended order ahead of the main body.',
    sources: ['oed'],
  },
  {
    slug: 'spring-breech-loader',
    term: 'spring breech-loader',
    forms: ['breech-?loaders?', 'breech-?loading'],
    definition:
      'A toy gun loaded at the breech (the rear of the barrel) and fired by a spring, throwing a wooden ' +
      'cylinder about an inch long. Wells says it made the game possible.',
  },
  {
    slug: 'strategy',
    term: 'strategy, strategic',
    forms: ['strateg(?:y|ic|ical|ically)'],
    definition:
      'The planning of a campaign as a whole, as against tactics, the handling of troops in the fight itself.',
    sources: ['oed'],
  },
  {
    slug: 'trail',
    term: 'trail',
    forms: ['trails?'],
    definition:
      'The end of a gun’s carriage that rests on the ground behind the wheels. After firing, two men stand ' +
      'at the end of the trail; a moved gun is placed trail forward.',
    sources: ['oed'],
  },
  {
    slug: 'umpire',
    term: 'umpire',
    forms: ['umpires?'],
    definition:
      'The neutral judge of the officers’ Kriegspiel, who moves the blocks by the players’ written orders ' +
      'and decides what each side sees and what fire achieves. Little Wars needs none.',
    sources: ['reisswitz-1824', 'peterson-2012'],
  },
  {
    slug: 'weltpolitik',
    term: 'Welt Politik',
    forms: ['Welt[ -]?Politik'],
    definition:
      '“World policy”: the name for imperial Germany’s pursuit of colonies, naval power and a say in world ' +
      'affairs from the late 1890s.',
    sources: ['oed'],
  },
];

/** The anchor of a term on the Wells glossary page: `term-melee`. */
export function wellsTermAnchor(slug: string): string {
  return `term-${slug}`;
}

/** The site path of a term, before any base path: `/little-wars/glossary/#term-melee`. */
export function wellsTermPath(slug: string): string {
  return `/little-wars/glossary/#${wellsTermAnchor(slug)}`;
}

/** The URL of a term under the site's base path: `/little-wars/glossary/#term-melee` at the root. */
export function wellsTermHref(slug: string): string {
  return withBase(wellsTermPath(slug));
}

/** One regular expression finding any form of an entry, whole words only (`g`, `i`, `u`). */
export function termPattern(entry: WellsGlossaryEntry): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}·-])(?:${entry.forms.join('|')})(?![\\p{L}\\p{N}-])`, 'giu');
}
