/**
 * A calculator's inputs as keys of the address, field by field: a whole number in a range, or one
 * of a list of choices. A shared address is untrusted input: a value that cannot be used is named
 * in a sentence and the calculator's default stands (never an exception, never markup).
 */
import { addressKey } from '../../edition/addressKeys.ts';

/** One input of a calculator in the address. */
export type AddressField<S> =
  | {
      readonly kind: 'count';
      readonly key: string;
      /** What it is, in the words of the calculator's label. */
      readonly label: string;
      readonly min: number;
      readonly max: number;
      readonly get: (state: S) => number;
      readonly set: (state: S, value: number) => S;
    }
  | {
      readonly kind: 'choice';
      readonly key: string;
      readonly label: string;
      readonly options: readonly string[];
      readonly get: (state: S) => string;
      readonly set: (state: S, value: string) => S;
    };

/** The keys of `S` whose values are `T`. */
type KeysOf<S, T> = { [K in keyof S]: S[K] extends T ? K : never }[keyof S] & string;

/**
 * The two kinds of field over a calculator's state `S`, each kept at the state's key of the same name: a whole number
 * from `min` to `max`, or one of `options` (a value outside them leaves the state as it was).
 */
export function fieldsOver<S>() {
  return {
    count: (key: KeysOf<S, number>, label: string, min: number, max: number): AddressField<S> => ({
      kind: 'count',
      key,
      label,
      min,
      max,
      get: (s) => s[key] as number,
      set: (s, n) => ({ ...s, [key]: n }),
    }),
    choice: <K extends KeysOf<S, string>>(key: K, label: string, options: readonly S[K][]): AddressField<S> => ({
      kind: 'choice',
      key,
      label,
      options: options as readonly string[],
      get: (s) => String(s[key]),
      set: (s, v) => ({ ...s, [key]: options.find((o) => o === v) ?? s[key] }),
    }),
  };
}

/** The keys of a calculator's fields. */
export function fieldKeys<S>(fields: readonly AddressField<S>[]): readonly string[] {
  return fields.map((f) => f.key);
}

/** A calculator's part of the address (its keys without their namespace) for a state. */
export function fieldsToSearch<S>(fields: readonly AddressField<S>[], state: S): string {
  const q = new URLSearchParams();
  for (const f of fields) q.set(f.key, String(f.get(state)));
  return q.toString();
}

/** Read a calculator's part of the address over `base`, with a sentence for each value that could not be used. */
export function parseFields<S>(
  own: string,
  fields: readonly AddressField<S>[],
  base: S,
  namespace: string,
): { readonly state: S; readonly problems: readonly string[] } {
  const q = new URLSearchParams(own);
  const problems: string[] = [];
  let state = base;
  for (const f of fields) {
    const raw = q.get(f.key);
    if (raw === null) continue;
    const said = `“${addressKey(namespace, f.key)}” (${f.label})`;
    const gave = `the link gave “${raw.slice(0, 20)}”, so ${f.get(base)} is used.`;
    if (f.kind === 'choice') {
      if (f.options.includes(raw)) state = f.set(state, raw);
      else problems.push(`${said} must be one of ${f.options.join(', ')}; ${gave}`);
      continue;
    }
    const n = /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    if (Number.isInteger(n) && n >= f.min && n <= f.max) state = f.set(state, n);
    else problems.push(`${said} must be a whole number from ${f.min} to ${f.max}; ${gave}`);
  }
  return { state, problems };
}
