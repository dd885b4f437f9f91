/** How the calculators write numbers: counted nouns, and points as Wells writes them, "1½". */

/** `plural(1, 'man', 'men')` is `1 man`, `plural(3, 'man', 'men')` is `3 men`. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `capitalise('the infantry')` is `The infantry`: a phrase made to begin a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `127.5` as `127½`, `0.5` as `½`, `-10` as `−10`; any other fraction is left in decimals (forces, game-1). */
export function formatPoints(points: number): string {
  const size = Math.abs(points);
  const whole = Math.floor(size);
  if (size - whole !== 0 && size - whole !== 0.5) return String(points);
  const half = size - whole === 0.5 ? '½' : '';
  return `${points < 0 ? '−' : ''}${whole === 0 && half ? '' : whole}${half}`;
}
