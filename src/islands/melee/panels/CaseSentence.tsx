/**
 * The case in words, for readers without JavaScript: the calculator is then a worked example, its
 * case and result, with no controls that would do nothing.
 */
import type { JSX } from 'preact';
import type { MeleeState } from '../state.ts';

/** Both sides' men in the mêlée and in support, and who charged, as one paragraph. */
export function CaseSentence({ state }: { readonly state: MeleeState }): JSX.Element {
  const { labels } = state;
  return (
    <p class="melee-case">
      {(['a', 'b'] as const)
        .map(
          (side) =>
            `${labels[side]}: ${state[side]} in the mêlée, ${side === 'a' ? state.aSupport : state.bSupport} in support within a move. `,
        )
        .join('')}
      {labels[state.charger]} charged.
    </p>
  );
}
