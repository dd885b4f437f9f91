/**
 * What the board needs of cutting off, the fortress and plate III beyond the lessons' plain data: the answers in
 * words and the fortresses' drawing and words. Loaded on first need (lazy.ts), so the board page's first load does not
 * carry the fortress's and the territory's engine; the build hands it over at once for the small boards.
 */
export { endgameWords } from './words.ts';
export { FortressLayer, fortressWords } from './Fortresses.tsx';
