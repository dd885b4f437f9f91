/**
 * The pieces inside the window, A's round and B's square with the book's letter, a pawn's facing as a triangle (§31,
 * §37); those on squares that swing turn with the wheel. Redrawn only when the position, the window or a swing
 * changes: a new selection on plate III with 200 pieces redrew all 200 at every update (issue 16's 16 ms frame).
 */
import { Component, type JSX } from 'preact';
import { coordsOf, DIRECTION_STEP, PIECE_LETTERS, type Board, type Direction } from '../../../rules/hellwig/index.ts';
import type { Window } from '../lessons.ts';
import { CELL } from '../symbols.tsx';

/** A wheeling under way, as the drawing gives it: the squares that turn, and the turn as an SVG transform. */
export interface Turning {
  readonly squares: ReadonlySet<number>;
  readonly transform: string | undefined;
}

interface PiecesProps {
  readonly board: Board;
  readonly window: Window;
  /** The left and top edges of the window's squares in the drawing. */
  readonly margin: number;
  readonly turning: Turning;
}

export class PiecesLayer extends Component<PiecesProps> {
  override shouldComponentUpdate(next: PiecesProps): boolean {
    const p = this.props;
    const [a, b] = [p.window, next.window];
    return (
      next.board.pieces !== p.board.pieces ||
      next.board.grid !== p.board.grid ||
      next.margin !== p.margin ||
      next.turning.transform !== p.turning.transform ||
      a.top !== b.top ||
      a.left !== b.left ||
      a.rows !== b.rows ||
      a.columns !== b.columns
    );
  }
  override render(): JSX.Element {
    const { board, window: w, margin, turning } = this.props;
    const out: JSX.Element[] = [];
    for (const p of board.pieces.values()) {
      const c = coordsOf(p.square, board.grid);
      if (c.row < w.top || c.row >= w.top + w.rows || c.col < w.left || c.col >= w.left + w.columns) continue;
      const at: [number, number] = [
        margin + (c.col - w.left) * CELL + CELL / 2,
        margin + (c.row - w.top) * CELL + CELL / 2,
      ];
      out.push(
        <g key={`p${p.square}`} transform={turning.squares.has(p.square) ? turning.transform : undefined}>
          <g class={`piece piece-${p.player}`} data-piece={p.kind} data-player={p.player}>
            {p.player === 'A' ? (
              <circle cx={at[0]} cy={at[1]} r={CELL * 0.36} />
            ) : (
              <rect x={at[0] - CELL * 0.33} y={at[1] - CELL * 0.33} width={CELL * 0.66} height={CELL * 0.66} rx="2" />
            )}
            {p.facing && <Facing at={at} facing={p.facing} />}
            <text x={at[0]} y={at[1] + 4} text-anchor="middle">
              {PIECE_LETTERS[p.kind]}
            </text>
          </g>
        </g>,
      );
    }
    return <g class="pieces">{out}</g>;
  }
}

/** A pawn's facing: a triangle toward the side it faces (§37). */
function Facing({ at, facing }: { readonly at: [number, number]; readonly facing: Direction }): JSX.Element {
  const s = DIRECTION_STEP[facing];
  const [cx, cy] = at;
  const tip: [number, number] = [cx + s.col * CELL * 0.48, cy + s.row * CELL * 0.48];
  const side: [number, number] = [-s.row, s.col];
  const base = (k: number): [number, number] => [
    cx + s.col * CELL * 0.3 + side[0] * k,
    cy + s.row * CELL * 0.3 + side[1] * k,
  ];
  const [b1, b2] = [base(4), base(-4)];
  return <path class="facing" d={`M${tip[0]},${tip[1]}L${b1[0]},${b1[1]}L${b2[0]},${b2[1]}Z`} />;
}
