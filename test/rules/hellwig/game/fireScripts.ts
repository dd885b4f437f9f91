/**
 * Scripted games of fire in passage (issue 17; §74, §166): what may pass a burning building or a burning bridge. On an
 * empty plate of plate II's size, 22 squares a row, a lake runs down column 5 over 226, 248 and 270.
 */

/** The notation's head of these games: an empty plate of plate II's size and a set-up of the players'. */
const FIRE_HEAD = `# Hellwig 1780: a game in the notation of The First Wargames
Map: empty 31x22
Start: setup
`;

/** A game from a set-up line and its actions, A moving first (§21). */
export const fireGame = (setup: string, ...lines: readonly string[]): string =>
  `${FIRE_HEAD}Setup: ${setup}\n${lines.map((l, i) => `${i + 1}. ${i % 2 ? 'B' : 'A'} ${l}\n`).join('')}`;

/**
 * A's bridge-transporter 1 on 247/246, his rook on its main surface and his queen on its secondary, lays bridges over
 * 248, 226 and 270 (§145, §146); B's rook comes onto 248 and leaves it for the bridge on 226, setting 248 on fire
 * (§166b). At A's next turn 248 burns between his bridge-transporter and the land beyond; after it, B's fire spreads to
 * 226 and 270 (§74, §166).
 */
export const PASSAGE = fireGame(
  'AT1 AK246 AT247 BT253 BT20 bt1:247/246 water=226,248,270',
  'bt 1 lay 248',
  'T 20-21',
  'bt 1 lay 226',
  'T 21-20',
  'bt 1 lay 270',
  'T 253-248',
  'T 1-2',
  'T 248-226 ignite',
  'T 2-1',
);

/**
 * A mortar sets a laid bridge on fire (§166): A's bridge-transporter 1 lays bridges over 160, 182 and 138, B's rook
 * standing on 160 within reach of A's rook on 157; A's mortar on 116, worked from 94, sets 182 on fire. At each of A's
 * turns the fire spreads to the bridge beside it, 160 and then 138, at no cost of his move; then, spreading no
 * farther, it burns out: the bridges and B's rook on 160 leave the game, water again (§74, §166, l.1192).
 */
export const MORTAR = fireGame(
  'AT1 AT139 AT157 BT165 BT20 AS94 H94/116 water=138,160,182 bt1:139/140',
  'bt 1 lay 160',
  'T 20-21',
  'bt 1 lay 182',
  'T 165-160',
  'bt 1 lay 138',
  'T 21-20',
  'H 116 ignite 182',
  'T 20-21',
  'T 1-2',
  'T 21-20',
  'T 2-1',
  'T 20-21',
);
