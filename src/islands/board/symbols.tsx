/**
 * The marks the board draws on a square (field, path, targets, terrain signs): one drawing for the plate and its key.
 */
/** The side of a square, in SVG units. */
export const CELL = 26;

/** The marks the board draws, each at a square's top-left corner (px, py): one drawing for the plate and its key. */
export const SYMBOLS = {
  bridge: (px: number, py: number, _id: string) => (
    <path class="sq-bridge" d={`M${px + 3},${py + 7}H${px + CELL - 3}M${px + 3},${py + CELL - 7}H${px + CELL - 3}`} />
  ),
  building: (px: number, py: number, _id: string) => (
    <path class="sq-building" d={`M${px},${py + CELL}L${px + CELL},${py}L${px + CELL},${py + CELL}Z`} />
  ),
  'in-effect': (px: number, py: number, id: string) => (
    <rect class="sq-effect" x={px + 1} y={py + 1} width={CELL - 2} height={CELL - 2} fill={`url(#${id}-hatch)`} />
  ),
  safe: (px: number, py: number, _id: string) => (
    <rect class="sq-safe" x={px + 3} y={py + 3} width={CELL - 6} height={CELL - 6} />
  ),
  passed: (px: number, py: number, _id: string) => (
    <circle class="sq-path sq-path-passed" cx={px + CELL / 2} cy={py + CELL / 2} r={CELL * 0.42} />
  ),
  ends: (px: number, py: number, _id: string) => (
    <circle class="sq-path sq-path-to" cx={px + CELL / 2} cy={py + CELL / 2} r={CELL * 0.42} />
  ),
  double: (px: number, py: number, _id: string) => (
    <rect class="sq-line sq-line-double" x={px + 0.5} y={py + 0.5} width={CELL - 1} height={CELL - 1} />
  ),
  combined: (px: number, py: number, _id: string) => (
    <rect class="sq-line sq-line-combined" x={px + 0.5} y={py + 0.5} width={CELL - 1} height={CELL - 1} />
  ),
  chosen: (px: number, py: number, _id: string) => (
    <path
      class="sq-chosen"
      d={
        `M${px + CELL / 2},${py + 1}V${py + CELL - 1}M${px + 1},${py + CELL / 2}H${px + CELL - 1}` +
        `M${px + CELL / 2 + 7},${py + CELL / 2}a7,7 0 1,0 -14,0a7,7 0 1,0 14,0`
      }
    />
  ),
  mark: (px: number, py: number, _id: string) => (
    <path
      class="sq-mark"
      d={
        `M${px + CELL / 2},${py + 2}L${px + CELL - 2},${py + CELL / 2}L${px + CELL / 2}` +
        `,${py + CELL - 2}L${px + 2},${py + CELL / 2}Z`
      }
    />
  ),
  move: (px: number, py: number, _id: string) => (
    <circle class="target-move" cx={px + CELL / 2} cy={py + CELL / 2} r={5} />
  ),
  capture: (px: number, py: number, _id: string) => {
    const [cx, cy] = [px + CELL / 2, py + CELL / 2];
    return (
      <path
        class="target-capture"
        d={`M${cx - 7},${cy - 7}L${cx + 7},${cy + 7}M${cx + 7},${cy - 7}L${cx - 7},${cy + 7}`}
      />
    );
  },
  // A frame and a small cross in the corner: what blocks the way stays visible inside.
  blocked: (px: number, py: number, _id: string) => {
    const [cx, cy, h] = [px + CELL / 2, py + CELL / 2, CELL / 2 - 1.5];
    return (
      <path
        class="blocked-x"
        d={`M${cx - h},${cy - h}H${cx + h}V${cy + h}H${cx - h}ZM${cx + h - 7},${cy - h - 4}l8,8m0,-8l-8,8`}
      />
    );
  },
} as const;
export type SymbolName = keyof typeof SYMBOLS;
