/**
 * The sizes of what the Hook's Farm map draws, in SVG units, shared by the marks that draw it and the one placement
 * pass that sets the labels around them.
 */

/** A point on the map, in SVG units. */
export type At = { x: number; y: number };

/**
 * Sizes of what is drawn, in SVG units (the stylesheet sets the same type sizes): the type is
 * large enough to read at about 12 px where the map is drawn at its usual width, and the widths
 * (generous, for the widest of the usual sans-serif faces) let the labels be set apart so none
 * covers another.
 */
export const TYPE = {
  count: { size: 13, char: 9.5 },
  prisoners: { size: 13, char: 7.8 },
  gun: { size: 13, char: 13 },
  mark: { size: 13, char: 9.5 },
  name: { size: 13, char: 7.3 },
  nameCompact: { size: 15, char: 8.5 },
} as const;
/** The height a line of type takes, ascenders and descenders included. */
export const lineH = (type: { size: number }) => Math.ceil(type.size * 1.2);
/** Half the size of a body's symbol: Blue's rectangle, Red's taller diamond. */
export const SYMBOL = { blue: { w: 9, h: 6.5 }, red: { w: 7.5, h: 11.5 } } as const;
/** Half the size of a mark of the dead, and the gap between it and its count. */
export const MARK = { half: 4.5, gap: 2 } as const;
/**
 * How near its place a place's name must stay when it moves to clear the symbols (SVG units): touching the place's box
 * grown by this, never by the next place.
 */
export const NAME_MARGIN = 14;
