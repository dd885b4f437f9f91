/**
 * The site's main menu and the list of the edition's widgets, as data: the header, the home page
 * and the chapter contents all read them, so a new page or widget is one entry here. An entry
 * with `children` is a menu of its own (a disclosure in the header). Every href is the address it is
 * served at, the site's base included (withBase), so a page writes it as it is.
 */
import { withBase } from './base.ts';
import { HOOKS_FARM_REPLAY_PATH } from './little-wars.ts';

/** A link of the menu or of a list of widgets. */
export interface NavLink {
  readonly href: string;
  readonly label: string;
  /** One line on what it is, for lists that have room (the home page). */
  readonly gist?: string;
}

/** An entry of the main menu: a link, or a labelled list of links. */
export interface NavEntry extends NavLink {
  readonly children?: readonly NavLink[];
}

const RULES = withBase('/little-wars/the-rules/');
const APPENDIX = withBase('/little-wars/little-wars-and-kriegspiel/');

/** Every widget and interactive page, in the order of the books; the anchors are the widgets' headings. */
export const WIDGETS: readonly NavLink[] = [
  {
    href: withBase('/little-wars/the-beginnings-of-modern-little-warfare/#grew-title'),
    label: 'How the rules grew',
    gist: 'Horsemen ride at a gun under each of chapter II’s stages, from the toss of a coin to the mêlée.',
  },
  {
    href: `${RULES}#time-title`,
    label: 'Time allowed for a move',
    gist: 'Wells’ clock: a minute for 30 men and one for each gun (The Move, rule (3)).',
  },
  {
    href: `${RULES}#gun-title`,
    label: 'Gun calculator',
    gist: 'Who may fire a gun and how far it may be moved (Mobility, rules (4) and (5)).',
  },
  {
    href: `${RULES}#melee-title`,
    label: 'Mêlée calculator',
    gist: 'Hand-to-hand fighting worked step by step, ready for a classroom projector (rule (3)).',
  },
  {
    href: `${RULES}#finish-title`,
    label: 'Fight-to-the-Finish scorer',
    gist: 'The points of a won game, item by item (Varieties of the Battle-Game, rule (1)).',
  },
  {
    href: `${RULES}#force-title`,
    label: 'Force builder',
    gist: 'A force of 150 points: infantry 1, cavalry 1½, a gun 10 (Composition of Forces).',
  },
  {
    href: HOOKS_FARM_REPLAY_PATH,
    label: 'The Battle of Hook’s Farm, move by move',
    gist: 'Chapter IV’s game replayed on a map, every loss and prisoner worked by the rules.',
  },
  {
    href: withBase('/little-wars/extensions-and-amplifications/#transport-title'),
    label: 'Transport planner',
    gist: 'Chapter V’s larger game: long moves, boxes, roads, the toy railway, waggons and carts.',
  },
  {
    href: withBase('/little-wars/extensions-and-amplifications/#rail-title'),
    label: 'Railway calculator',
    gist: 'Chapter V’s and the appendix’s railway: trucks to an engine, what a train carries and how far it runs.',
  },
  {
    href: `${APPENDIX}#shell-title`,
    label: 'Shell calculator',
    gist: 'The Kriegspiel appendix’s shell: half the men within three inches, guns and waggons (p. 102).',
  },
  {
    href: `${APPENDIX}#rifle-title`,
    label: 'Rifle-fire calculator',
    gist: 'The appendix’s rifle-fire: one shot for every five infantry standing in line.',
  },
  {
    href: `${APPENDIX}#moves-title`,
    label: 'Moves calculator',
    gist: 'How far each arm moves in the appendix, on roads, across country and uphill, and what actions cost.',
  },
  {
    href: `${APPENDIX}#supply-planner-title`,
    label: 'Supply planner',
    gist: 'The appendix’s packets of food, forage and ammunition, and what a body may do when they are late (p. 106).',
  },
  {
    href: `${APPENDIX}#works-title`,
    label: 'Works planner',
    gist: 'The engineers’ destructions and constructions: how many men, and how many moves.',
  },
  {
    href: `${APPENDIX}#charge-title`,
    label: 'Charge calculator',
    gist: 'Cavalry charging infantry, cavalry or guns, by distance, downhill and against a retreat.',
  },
  {
    href: withBase('/hellwig/board/'),
    label: 'Hellwig’s board',
    gist: 'Plates II and III live: the book’s worked examples as positions to play with, and the playing plan.',
  },
  {
    href: withBase('/hellwig/play/'),
    label: 'Play Hellwig’s game',
    gist: 'The 1780 game on plate II, two players or one against the computer, every move checked by the rules.',
  },
];

/** The apparatus across both books: where a reader looks a word, a source or a change up. */
const LOOK_UP: readonly NavLink[] = [
  { href: withBase('/compare/'), label: 'The two games side by side' },
  { href: withBase('/little-wars/glossary/'), label: 'Glossary of Little Wars' },
  { href: withBase('/hellwig/glossary/'), label: 'Glossary of Hellwig’s terms' },
  { href: withBase('/bibliography/'), label: 'Bibliography' },
  { href: withBase('/emendations/'), label: 'Every emendation' },
  { href: withBase('/hellwig/concordance/'), label: 'Concordance of Hellwig’s translations' },
];

/** The main menu of every page, in order. */
export const SITE_NAV: readonly NavEntry[] = [
  { href: withBase('/little-wars/'), label: 'Little Wars' },
  { href: withBase('/hellwig/'), label: 'Hellwig' },
  { href: withBase('/#try'), label: 'Try the rules', children: WIDGETS },
  { href: withBase('/#look-up'), label: 'Look up', children: LOOK_UP },
  { href: withBase('/about/'), label: 'About this edition' },
  { href: withBase('/cite/'), label: 'How to cite' },
];
