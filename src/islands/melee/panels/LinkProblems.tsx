/**
 * What a shared link asked for that the calculator could not use, said aloud once on opening.
 */
import type { JSX } from 'preact';

/** The values of the link that could not be used, as an alert. */
export function LinkProblems({ problems }: { readonly problems: readonly string[] }): JSX.Element {
  return (
    <div class="widget-problems" role="alert">
      <p>Some values in the link could not be used:</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
