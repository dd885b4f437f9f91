/**
 * Whether two widget states are the same case: a module of its own, because the board needs it in the
 * browser and presets.ts, which names the presets' rules as printed, must stay at build time (it
 * brings the table of Wells' anchors with it).
 */

/** Plain data compared field by field, whatever the order of the keys. */
export function sameState(x: unknown, y: unknown): boolean {
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return x === y;
  const keys = Object.keys(x);
  return (
    keys.length === Object.keys(y).length &&
    keys.every((k) => sameState((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]))
  );
}
