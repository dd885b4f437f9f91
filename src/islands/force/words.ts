/**
 * How the force builder says a force against its limit (forces). The exercise sheets say it the same way.
 */
import { formatPoints } from '../shared/words.ts';

/** The force against its limit, in one sentence. */
export function verdict(points: number, within: boolean, limit: number): string {
  const gap = formatPoints(Math.abs(limit - points));
  if (!within) return `${formatPoints(points)} points: over the limit of ${limit} by ${gap}.`;
  return (
    `${formatPoints(points)} points: within the limit of ` +
    `${limit}${points === limit ? ', exactly' : `, ${gap} to spare`}.`
  );
}
