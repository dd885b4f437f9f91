/**
 * The line of infantry drawn (appendix pp. 102–103, l.883–885): the men in fives, each five that fires filled, with
 * its shot passing over the middle man (a dashed line); the men left over hollow. Marks only: the numbers come from
 * `rifleShots`.
 */
import type { JSX } from 'preact';
import { RIFLEMEN_PER_SHOT, type RifleFire } from '../../../rules/wells/index.ts';
import { plural } from '../../shared/words.ts';

/** Men drawn at most; the rest are told in the caption. */
const MOST_DRAWN = 40;
const GAP = 16;
const PAD = 12;

export function RifleDrawing({
  infantry,
  fire,
  caption,
}: {
  readonly infantry: number;
  readonly fire: RifleFire;
  readonly caption: string;
}): JSX.Element {
  const drawn = Math.min(infantry, MOST_DRAWN);
  const x = (i: number) => PAD + i * GAP + Math.floor(i / RIFLEMEN_PER_SHOT) * 6;
  const width = Math.max(x(Math.max(drawn - 1, 0)) + PAD + 6, 120);
  const fives = Math.min(fire.shots, Math.floor(drawn / RIFLEMEN_PER_SHOT));
  return (
    <figure class="rifle-figure">
      <svg class="rifle-svg" viewBox={`0 0 ${width} 64`} role="img" aria-label={caption}>
        {Array.from({ length: fives }, (_, f) => (
          <path key={`f${f}`} class="rifle-shot" d={`M${x(f * RIFLEMEN_PER_SHOT + 2)} 58 V10`} />
        ))}
        {Array.from({ length: drawn }, (_, i) => (
          <circle
            key={`m${i}`}
            class={i < fire.firing ? 'rifle-man rifle-firing' : 'rifle-man'}
            cx={x(i)}
            cy={40}
            r={5}
          />
        ))}
      </svg>
      <figcaption>
        {caption}
        {infantry > drawn && ` (${plural(infantry - drawn, 'man', 'men')} more not drawn.)`}
      </figcaption>
    </figure>
  );
}
