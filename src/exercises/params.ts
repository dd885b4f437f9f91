/**
 * The sheet's address: `?seed=…&topics=…&level=…&n=…`. An address is untrusted input: each key is read on
 * its own, and a value that cannot be read is named in a message and replaced by the default, so a class
 * always gets a sheet, never a blank page. Other keys (a campaign tag) are ignored.
 */
import { LEVELS, type Level, type SheetParams, type TopicTable } from './types.ts';

/** The sheet's keys in the address, in the order `searchOf` writes them. */
export const SHEET_KEYS = ['seed', 'topics', 'level', 'n'] as const;

/** Fewest and most exercises on a sheet: enough for a lesson, few enough to print. */
export const MIN_EXERCISES = 1;
export const MAX_EXERCISES = 24;
/** A seed is a short word a teacher can say aloud: letters, digits and hyphens. */
const SEED = /^[A-Za-z0-9-]{1,32}$/;

/** What an address makes of a sheet: the choices to use, and one sentence for each value replaced. */
export interface ParsedParams {
  readonly params: SheetParams;
  readonly problems: readonly string[];
}

const quote = (s: string) => `“${s.length > 40 ? `${s.slice(0, 40)}…` : s}”`;

/** Read the teacher's choices from an address's query; what cannot be read falls back to the table's default. */
export function parseParams(search: string | URLSearchParams, table: TopicTable): ParsedParams {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const d = table.defaults;
  const problems: string[] = [];
  let { seed, topics, level, n } = d;

  const rawSeed = q.get('seed');
  if (rawSeed !== null) {
    if (SEED.test(rawSeed)) seed = rawSeed;
    else
      problems.push(
        `seed ${quote(rawSeed)} is not a seed: use 1 to 32 letters, digits or hyphens. The sheet uses seed ${d.seed}.`,
      );
  }

  const rawTopics = q.get('topics');
  if (rawTopics !== null) {
    const ids = table.topics.map((t) => t.id);
    const asked = rawTopics
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = asked.filter((t) => !ids.includes(t));
    const known = [...new Set(asked.filter((t) => ids.includes(t)))];
    if (unknown.length)
      problems.push(
        `topics: ${unknown.map(quote).join(', ')} ` +
          `${unknown.length === 1 ? 'is not a topic' : 'are not topics'} of this sheet; the topics are ` +
          `${ids.join(', ')}.`,
      );
    if (known.length) topics = known;
    else problems.push(`topics: none of the topics asked for is on this sheet, so it has all of them.`);
  }

  const rawLevel = q.get('level');
  if (rawLevel !== null) {
    if ((LEVELS as readonly string[]).includes(rawLevel)) level = rawLevel as Level;
    else problems.push(`level ${quote(rawLevel)} is not a level: use ${LEVELS.join(', ')}. The sheet is ${d.level}.`);
  }

  const rawN = q.get('n');
  if (rawN !== null) {
    const count = /^\d{1,3}$/.test(rawN) ? Number(rawN) : Number.NaN;
    if (count >= MIN_EXERCISES && count <= MAX_EXERCISES) n = count;
    else
      problems.push(
        `n ${quote(rawN)} is not a number of exercises: use a whole number from ${MIN_EXERCISES} to ` +
          `${MAX_EXERCISES}. The sheet has ${d.n}.`,
      );
  }
  return { params: { seed, topics, level, n }, problems };
}

/** The query of a sheet, keys in a fixed order: the address a teacher hands the class. */
export function searchOf(params: SheetParams): string {
  const q = new URLSearchParams();
  // SHEET_KEYS, in its order.
  q.set('seed', params.seed);
  q.set('topics', params.topics.join(','));
  q.set('level', params.level);
  q.set('n', String(params.n));
  return `?${q.toString().replaceAll('%2C', ',')}`;
}
