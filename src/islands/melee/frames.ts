/**
 * The step-through of a mêlée: Wells' own way of putting it, "the two forces kill each other
 * off, man for man, until one force is double the other, which is then taken prisoner"
 * (melee-3b-i). The frames only pace the engine's numbers; they compute no rule.
 */
import type { MeleeResult, Side } from '../../rules/wells/index.ts';

/** What has happened to one man at a frame of the step-through. */
export type ManStatus = 'fighting' | 'dead' | 'prisoner' | 'standing';

/** The number of frames: one per pair killed, plus the surrender when there are prisoners, plus the start. */
export function frameCount(result: MeleeResult): number {
  const pairs = Math.max(result.dead.a, result.dead.b);
  const surrender = result.prisoners.a + result.prisoners.b > 0 ? 1 : 0;
  return pairs + surrender + 1;
}

/** The status of man `index` of `side` (of `men` in the mêlée) at `frame` (0 = before the fight). */
export function statusAt(result: MeleeResult, side: Side, index: number, frame: number): ManStatus {
  const last = frameCount(result) - 1;
  const dead = result.dead[side];
  const killedSoFar = Math.min(frame, dead);
  if (index < killedSoFar) return 'dead';
  if (frame >= last && index < dead + result.prisoners[side]) return 'prisoner';
  if (frame >= last) return 'standing';
  return 'fighting';
}

/** A caption for a frame, in words: what the reader is looking at. */
export function frameCaption(
  result: MeleeResult,
  labels: { readonly a: string; readonly b: string },
  frame: number,
): string {
  const last = frameCount(result) - 1;
  const pairs = Math.max(result.dead.a, result.dead.b);
  if (frame === 0) return 'Before the fight.';
  if (frame <= pairs) {
    const left = { a: 0, b: 0 };
    for (const s of ['a', 'b'] as const)
      left[s] = result.dead[s] + result.prisoners[s] + result.survivors[s] - Math.min(frame, result.dead[s]);
    return (
      `${frame} ${frame === 1 ? 'man' : 'men'} of each side killed: ${labels.a} ${left.a}, ${labels.b} ` +
      `${left.b} left.`
    );
  }
  if (frame === last) {
    const taken = (['a', 'b'] as const).filter((s) => result.prisoners[s] > 0);
    return taken.map((s) => `${result.prisoners[s]} of ${labels[s]} surrender and are taken prisoner.`).join(' ');
  }
  return '';
}
