/** What a shared address asked for that a widget could not use, said politely once on opening. */
import type { JSX } from 'preact';

/** The values of the address that could not be used (a bad value, a key given twice), each in a sentence. */
export function AddressProblems({ problems }: { readonly problems: readonly string[] }): JSX.Element {
  return (
    <div class="widget-problems" role="status">
      <p>Some values in the link could not be used:</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
