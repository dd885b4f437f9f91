/**
 * The layout of the comparison page's figure of fire: what a gun needs and reaches in each game,
 * computed by the engine at build time and laid out here as plain coordinates for a static SVG.
 * Wells: the gun in action with its crew within the radius of Mobility rule (3). Hellwig: the
 * device of § 47 on plate II and its field of effect, from the book's own example row.
 */
import {
  GUN_CREW_MINIMUM,
  GUN_CREW_RADIUS_INCHES,
  MAX_SHOTS_PER_MOVE,
  gunInAction,
  type GunAction,
} from '../../rules/wells/index.ts';
import {
  coordsOf,
  createBoard,
  fieldOfEffect,
  plateII,
  squareAt,
  type FieldOfEffect,
} from '../../rules/hellwig/index.ts';
import { HELLWIG_EXAMPLES } from '../../rules/examples.ts';

/** Pixels per inch of the Wells drawing. */
const INCH = 7;
/** Pixels per square of the Hellwig drawing. */
const CELL = 34;

/** The Wells half: the crew circle, the gun, its men, and what the engine says of them. */
export interface WellsFire {
  readonly width: number;
  readonly height: number;
  readonly cx: number;
  readonly cy: number;
  /** The crew radius in pixels, and in inches as the rule gives it. */
  readonly r: number;
  readonly radiusInches: number;
  readonly men: readonly { readonly x: number; readonly y: number }[];
  readonly action: GunAction;
  readonly shots: number;
}

/** A square of the Hellwig window. */
export interface FireCell {
  readonly square: number;
  readonly x: number;
  readonly y: number;
  readonly role: 'artillerists' | 'gun' | 'field' | 'open';
}

/** The Hellwig half: a window of plate II around the device, and the field the engine computed. */
export interface HellwigFire {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  readonly cells: readonly FireCell[];
  readonly field: FieldOfEffect;
  /** The example row the device comes from (its id, for the board's address). */
  readonly example: string;
}

/** The gun of Mobility rule (3): the fewest men that keep it in action, set round it inside the radius. */
export function wellsFire(): WellsFire {
  const action = gunInAction({ infantry: GUN_CREW_MINIMUM, cavalry: 0 });
  const r = GUN_CREW_RADIUS_INCHES * INCH;
  const pad = 12;
  const cx = r + pad;
  const cy = r + pad;
  const men = Array.from({ length: action.men }, (_, i) => {
    // Behind and beside the gun, which points up the page: from 200° to 340°, round the lower half.
    const angle = ((200 + (i * 140) / Math.max(1, action.men - 1)) * Math.PI) / 180;
    return { x: round(cx + Math.cos(angle) * r * 0.62), y: round(cy - Math.sin(angle) * r * 0.62) };
  });
  return {
    width: 2 * (r + pad),
    height: 2 * (r + pad),
    cx,
    cy,
    r,
    radiusInches: GUN_CREW_RADIUS_INCHES,
    men,
    action,
    shots: MAX_SHOTS_PER_MOVE,
  };
}

/** The device of § 47's example on plate II, with one square of plate round it and its field of effect. */
export function hellwigFire(exampleId = 'hellwig-s47-field'): HellwigFire {
  const row = HELLWIG_EXAMPLES.find((r) => r.id === exampleId);
  if (!row || row.kind !== 'field') throw new Error(`no field-of-effect example ${JSON.stringify(exampleId)}`);
  const board = createBoard(row.inputs.board);
  const field = fieldOfEffect(board, row.inputs.device);
  const squares = [row.inputs.device.artillerists, row.inputs.device.gun, ...field.squares.map((f) => f.square)];
  const coords = squares.map((n) => coordsOf(n, plateII));
  const rows = coords.map((c) => c.row);
  const cols = coords.map((c) => c.col);
  const top = Math.max(0, Math.min(...rows) - 1);
  const bottom = Math.min(plateII.rows - 1, Math.max(...rows) + 1);
  const left = Math.max(0, Math.min(...cols) - 1);
  const right = Math.min(plateII.columns - 1, Math.max(...cols) + 1);
  const inField = new Set<number>(field.inEffect);
  const cells: FireCell[] = [];
  for (let row_ = top; row_ <= bottom; row_++) {
    for (let col = left; col <= right; col++) {
      const square: number = squareAt(row_, col, plateII);
      const role =
        square === field.device.artillerists
          ? 'artillerists'
          : square === field.device.gun
            ? 'gun'
            : inField.has(square)
              ? 'field'
              : 'open';
      cells.push({ square, x: (col - left) * CELL, y: (row_ - top) * CELL, role });
    }
  }
  return {
    width: (right - left + 1) * CELL,
    height: (bottom - top + 1) * CELL,
    size: CELL,
    cells,
    field,
    example: row.id,
  };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
