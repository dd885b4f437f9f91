/**
 * The sheet's dice: a small seeded generator (mulberry32), so that one seed gives one sheet on every
 * machine, at build time and in the browser. It only chooses situations; the engine answers them.
 */

/** The choices a generator makes, all drawn from one seeded stream. */
export interface Rng {
  /** A whole number from `lo` to `hi`, both included. */
  int(lo: number, hi: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

/** A seed as typed by a teacher ("1913", "class-7b") made a 32-bit number (FNV-1a). */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny, well-spread 32-bit generator; each call gives a number in [0, 1). */
function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The dice of exercise `index` of the sheet of `seed`: each exercise has a stream of its own, so a sheet of eight
 * begins with the sheet of six of the same seed, and a change of topics does not reshuffle the others' numbers.
 */
export function rngFor(seed: string, index: number): Rng {
  const next = mulberry32(hashSeed(`${seed}#${index}`));
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    chance: (p: number) => next() < p,
  };
}
