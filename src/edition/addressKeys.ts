/**
 * A widget's own keys in an address's query: the namespaces that keep two widgets of one page apart,
 * reading them out and writing them back. Beside addresses.ts, not in it: it imports nothing, so a
 * widget that keeps its state in the address does not carry the edition's tables of anchors.
 */
/**
 * A widget's key in the address: `ns.key`, so that two widgets on one page never share a key (the mêlée calculators of
 * chapter IV are `hooks-farm-18v21.a` and `hooks-farm-9v6.a`); a widget alone on its page with no namespace keeps the
 * plain key (`a`, `step`, `p`), as the links shared before namespaces did.
 */
export function addressKey(namespace: string, key: string): string {
  return namespace ? `${namespace}.${key}` : key;
}

/** A widget's own part of an address: its keys without their namespace, and a sentence for each key given twice. */
export interface OwnParams {
  readonly own: URLSearchParams;
  readonly duplicates: readonly string[];
}

/**
 * Read a widget's own keys out of an address's query (`?…`). A key given twice with the same value counts once; given
 * with different values it is left out (the widget uses its default) and named, never silently resolved.
 */
export function ownParams(search: string, namespace: string, keys: readonly string[]): OwnParams {
  const all = new URLSearchParams(search);
  const own = new URLSearchParams();
  const duplicates: string[] = [];
  for (const key of keys) {
    const name = addressKey(namespace, key);
    const values = [...new Set(all.getAll(name))];
    if (values.length === 1) own.set(key, values[0]!);
    else if (values.length > 1)
      duplicates.push(
        `“${name}” is given ${values.length} times with different values ` +
          `(${values.map((v) => `“${v.slice(0, 20)}”`).join(', ')}), so none of them is used.`,
      );
  }
  return { own, duplicates };
}

/**
 * An address's query with a widget's own keys replaced by `own` (a query of its keys without their namespace): every
 * other key stays, in its order; the widget's come after them. `''` when nothing is left. Commas are left as they are
 * (`topics=melee,guns`, not `melee%2Cguns`): a query reads them the same either way, and a teacher reads the address
 * aloud.
 */
export function withOwnParams(search: string, namespace: string, keys: readonly string[], own: string): string {
  const mine = new Set(keys.map((k) => addressKey(namespace, k)));
  const out = new URLSearchParams();
  for (const [k, v] of new URLSearchParams(search)) if (!mine.has(k)) out.append(k, v);
  for (const [k, v] of new URLSearchParams(own)) if (keys.includes(k)) out.append(addressKey(namespace, k), v);
  const query = out.toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}
