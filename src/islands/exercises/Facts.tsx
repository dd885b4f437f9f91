/** A situation given as numbers, set out as the calculators set out their facts (a caption and a list). */
import type { JSX } from 'preact';
import type { Figure } from '../../exercises/types.ts';

export function Facts({ figure }: { readonly figure: Extract<Figure, { kind: 'facts' }> }): JSX.Element {
  return (
    <figure class="exercise-facts">
      <figcaption>{figure.caption}</figcaption>
      <dl class="widget-facts">
        {figure.rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
