/**
 * The edition's app icon, drawn as SVG: a field gun of Little Wars standing on a corner of
 * Hellwig's chequered board, in the site's paper and accent colours. The same drawing serves
 * every size; the maskable variant keeps the picture within the central safe circle (80 % of
 * the side) that launchers may crop to.
 */

/** The paper and accent colours of the light theme (src/styles/global.css). */
export const PAPER = '#fbf8f1';
export const ACCENT = '#7a2e1f';
const SHADE = '#b8745f';

/** The chequered board: 4 × 2 squares of `side`, from (x, y). */
function board(x: number, y: number, side: number): string {
  const squares: string[] = [];
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 4; col++)
      squares.push(
        `<rect x="${x + col * side}" y="${y + row * side}" width="${side}" height="${side}" ` +
          `fill="${(row + col) % 2 ? SHADE : PAPER}"/>`,
      );
  return squares.join('');
}

/** The picture on a 100 × 100 field: a gun (barrel, carriage, wheel) on the board's edge. */
const PICTURE = [
  board(18, 64, 16),
  `<rect x="44" y="37" width="40" height="10" rx="3" fill="${PAPER}" transform="rotate(-24 46 42)"/>`,
  `<path d="M20 64 L24 64 L50 47 L46 41 Z" fill="${PAPER}"/>`,
  `<circle cx="47" cy="51" r="12" fill="${ACCENT}" stroke="${PAPER}" stroke-width="4"/>`,
  `<path d="M47 41 V61 M37 51 H57" stroke="${PAPER}" stroke-width="2"/>`,
  `<circle cx="47" cy="51" r="3" fill="${PAPER}"/>`,
].join('');

/** The icon as SVG text; `maskable` shrinks the picture into the launcher's safe zone. */
export function iconSvg(maskable: boolean): string {
  // The picture's weight sits low (the board); lift it towards the middle.
  const picture = `<g transform="${maskable ? 'translate(14 10) scale(0.72)' : 'translate(0 -6)'}">${PICTURE}</g>`;
  const corner = maskable ? 0 : 14;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="${corner}" fill="${ACCENT}"/>${picture}</svg>`
  );
}
