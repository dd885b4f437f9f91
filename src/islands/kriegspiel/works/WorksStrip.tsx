/**
 * The moves a work takes, drawn as a strip of moves (appendix p. 107): the moves of the work filled, a move lost to the
 * engineers' changing position (l.952) hatched first. Marks only: the numbers come from the engine.
 */
import type { JSX } from 'preact';

/** Moves drawn at most; a longer work is told in the caption. */
const MOST_DRAWN = 24;
const BOX = 22;

export function WorksStrip({
  moves,
  waiting,
  caption,
}: {
  readonly moves: number;
  /** Moves before the work may begin. */
  readonly waiting: number;
  readonly caption: string;
}): JSX.Element {
  const total = Math.min(waiting + moves, MOST_DRAWN);
  const width = Math.max(total, 1) * BOX + 4;
  return (
    <figure class="works-figure">
      <svg class="works-strip" viewBox={`0 0 ${width} ${BOX}`} role="img" aria-label={caption}>
        {Array.from({ length: total }, (_, i) => (
          <rect
            key={i}
            class={i < waiting ? 'works-move works-waiting' : 'works-move works-working'}
            x={2 + i * BOX}
            y={2}
            width={BOX - 4}
            height={BOX - 4}
          />
        ))}
      </svg>
      <figcaption>
        {caption}
        {waiting + moves > total && ` (${waiting + moves - total} more moves not drawn.)`}
      </figcaption>
    </figure>
  );
}
