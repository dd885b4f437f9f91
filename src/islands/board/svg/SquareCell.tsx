/**
 * One square of the plate as a `<g data-square="N">` carrying its state as data attributes, so that styles and tests
 * read the same thing, with the marks of its flags (symbols.tsx) and its number.
 */
import { Component, type JSX } from 'preact';
import type { SquareFlags } from '../view.ts';
import { CELL, SYMBOLS } from '../symbols.tsx';

export interface SquareCellProps {
  readonly sq: number;
  readonly px: number;
  readonly py: number;
  /** Its parts placed at (px, py), not drawn from its own corner in a frame moved there (`OWN_FRAMES`). */
  readonly placed: boolean;
  readonly dark: boolean;
  readonly terrain: string;
  readonly bridge: boolean;
  readonly f: SquareFlags | undefined;
  readonly id: string;
  /** What the text says of the square (plate III), shown as its title on hover. */
  readonly note?: string | undefined;
  readonly onSquare?: ((square: number) => void) | undefined;
}

/**
 * One square of the plate. Redrawn only when something of its own changes: a move of the cursor or
 * a change of the selection redraws the few squares it touches, not all 682 (the 16 ms budget).
 */
export class SquareCell extends Component<SquareCellProps> {
  override shouldComponentUpdate(next: SquareCellProps): boolean {
    const p = this.props;
    return (Object.keys(next) as (keyof SquareCellProps)[]).some((k) =>
      k === 'f' ? !sameFlags(p.f, next.f) : p[k] !== next[k],
    );
  }
  override render(): JSX.Element {
    const { sq, px, py, placed, dark, terrain, bridge, f, id, note, onSquare } = this.props;
    // The corner the parts are drawn from: the square's own, or its place in the drawing.
    const [x, y] = placed ? [px, py] : [0, 0];
    return (
      <g
        class={`sq${dark ? ' dark' : ''}`}
        data-square={sq}
        // Open ground, most of a plate, is the default and goes unmarked: each board of a chapter repeated it on every
        // square (issue 16: a chapter of nine boards at most 60 KB of HTML).
        data-terrain={terrain === 'open' ? undefined : terrain}
        data-effect={f?.effect}
        data-path={f?.path}
        data-blocked={f?.blocked ? 'true' : undefined}
        data-target={f?.target}
        data-selected={f?.selected ? 'true' : undefined}
        data-mark={f?.mark ? 'true' : undefined}
        data-line={f?.line}
        data-guess={f?.guess}
        data-reveal={f?.reveal ? 'true' : undefined}
        data-bridge={bridge ? 'true' : undefined}
        transform={placed ? undefined : `translate(${px} ${py})`}
        onClick={onSquare && (() => onSquare(sq))}
      >
        {note && <title>{note}</title>}
        {/* Drawn from the square's own corner: every square's markup but its number and place is the same text,
           which gzip stores once (a chapter's small boards are most of its HTML). */}
        <rect class="sq-ground" x={placed ? x : undefined} y={placed ? y : undefined} width={CELL} height={CELL} />
        {bridge && SYMBOLS.bridge(x, y, id)}
        {terrain === 'building' && SYMBOLS.building(x, y, id)}
        {f?.effect && SYMBOLS[f.effect](x, y, id)}
        {f?.path && SYMBOLS[f.path === 'passed' ? 'passed' : 'ends'](x, y, id)}
        {f?.line && SYMBOLS[f.line](x, y, id)}
        {/* The howitzer's chosen square: a ring with cross-hairs, so it differs from the rest of the field by shape,
           not colour. */}
        {f?.target === 'chosen' && SYMBOLS.chosen(x, y, id)}
        {f?.mark && SYMBOLS.mark(x, y, id)}
        {f?.guess && <GuessMark px={x} py={y} how={f.guess} />}
        {f?.reveal && <rect class="sq-reveal" x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} />}
        <text class="sq-n" x={x + 2} y={y + 9}>
          {sq}
        </text>
      </g>
    );
  }
}

/**
 * The reader's mark in predict-then-reveal, by shape as well as colour: a marked square a diamond; once checked,
 * right a filled diamond, missed a dashed one, wrong a cross.
 */
function GuessMark({ px, py, how }: { readonly px: number; readonly py: number; readonly how: string }): JSX.Element {
  const [x, y, r] = [px + CELL / 2, py + CELL / 2, CELL * 0.3];
  const d =
    how === 'wrong'
      ? `M${x - r} ${y - r}l${2 * r} ${2 * r}m0 ${-2 * r}l${-2 * r} ${2 * r}`
      : `M${x} ${y - r}l${r} ${r}l${-r} ${r}l${-r} ${-r}z`;
  return <path class={`sq-guess sq-guess-${how}`} d={d} />;
}

export function sameFlags(a: SquareFlags | undefined, b: SquareFlags | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof SquareFlags>;
  return [...keys].every((k) => a[k] === b[k]);
}
