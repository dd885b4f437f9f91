/**
 * The computer's tie-break among actions it scores alike: a small seeded generator (mulberry32), so that the same seed
 * gives the same draws and a game against the computer can be replayed. Not a rule of the book: the computer's own.
 */
export function draws(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
