/**
 * The level of a widget's heading, so that it fits the outline of the page it stands in: an h3 under a section's h2
 * (the default), an h2 under a chapter's h1 with no sections before it, an h4 under an h3. A page never skips a level
 * (WCAG 1.3.1; Lighthouse's heading-order audit).
 */

/** The heading levels a widget may take. */
const HEADING_LEVELS = [2, 3, 4, 5] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/**
 * The level an MDX page asked a widget's wrapper for (`<ShellCalculator heading={2} />`), 3 when it asked for none;
 * anything else fails the build with a message naming the widget, what it got and what it takes.
 */
export function headingLevel(widget: string, asked: unknown): HeadingLevel {
  if (asked === undefined) return 3;
  const level = HEADING_LEVELS.find((l) => l === asked);
  if (level === undefined)
    throw new Error(`<${widget} heading={${JSON.stringify(asked)}}>: expected one of ${HEADING_LEVELS.join(', ')}.`);
  return level;
}
