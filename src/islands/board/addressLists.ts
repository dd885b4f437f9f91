/**
 * What the board's second-half address keys share: a comma list of codes read one by one, the first that cannot be read
 * named (clipped) in the problems and the whole list refused.
 */

/** A value as a reader is shown it: quoted, and cut at 40 characters. */
export const clip = (v: string): string => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);

/** Each comma-separated code of `raw` read by `pattern`; undefined, with `fail` in the problems, if one is not. */
export function listOf<T>(
  raw: string,
  pattern: RegExp,
  make: (m: RegExpExecArray) => T,
  fail: string,
  problems: string[],
): T[] | undefined {
  const out: T[] = [];
  for (const code of raw.split(',')) {
    const m = pattern.exec(code);
    if (!m) {
      problems.push(`${fail}; received ${clip(code)}`);
      return undefined;
    }
    out.push(make(m));
  }
  return out;
}
