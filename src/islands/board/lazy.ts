/**
 * Kits that load on first need (issue 16: the board page's JavaScript before interaction). A kit the board page brings
 * (plate III, breastworks and bridges, predict-then-reveal: pageKits.ts) is made with `lazy(name, () =>
 * import('./x.ts').then((m) => m.KIT), eager)`: its code is a chunk of its own, fetched when the reader first acts for
 * it (or at once when the address asks for it), then kept. `eager` holds the few parts needed before that (the control
 * that asks for the kit, a key's entries). In the island, `useKit(kit, wanted)` gives the kit once loaded, loads it as
 * soon as `wanted`, and `need()` loads it for an action; `loadingWords` is the sentence of the loading status.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

/** A kit loaded on first need: its name in words ("plate III"), for the loading status. */
export interface Lazy<T> {
  readonly name: string;
  /** Start the import once (a second call gets the same promise) and resolve with the kit. */
  readonly load: () => Promise<T>;
  /** The kit, once loaded. */
  readonly loaded: () => T | undefined;
}

/** A kit that loads on first need, from a dynamic import; `eager` parts are there at once. */
export function lazy<T, E extends object = object>(name: string, importer: () => Promise<T>, eager?: E): Lazy<T> & E {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (v) => (value = v),
      (e: unknown) => {
        // A failed fetch (offline, a new deployment) is tried again by the next action that needs the kit.
        loading = undefined;
        throw e;
      },
    ));
  return { ...(eager as E), name, load, loaded: () => value };
}

/** What an island knows of a lazy kit while it runs. */
export interface KitState<T> {
  readonly kit: T | undefined;
  /** Loading now: said in the status line. */
  readonly loading: boolean;
  /** The last load failed (offline): said, and tried again by the next action that needs it. */
  readonly failed: boolean;
  /** Load the kit if it is not there; resolves with it, or undefined if it could not be loaded. */
  readonly need: () => Promise<T | undefined>;
}

/**
 * The kit for this render, loaded as soon as `wanted` is true (a position that has its things, a tool chosen) or
 * `need()` is called by an action; the island renders again when it arrives. The kit given must not change.
 */
export function useKit<T>(given: Lazy<T>, wanted: boolean): KitState<T> {
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const need = useRef(async (): Promise<T | undefined> => {
    const there = given.loaded();
    if (there) return there;
    setStatus('loading');
    try {
      const kit = await given.load();
      setStatus('idle');
      return kit;
    } catch {
      setStatus('failed');
      return undefined;
    }
  }).current;
  useEffect(() => {
    if (wanted && !given.loaded()) void need();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the kit given is the island's for its whole life
  }, [wanted]);
  return { kit: given.loaded(), loading: status === 'loading', failed: status === 'failed', need };
}

/** The sentence of the status for the kits being loaded, or that could not be ('' when none). */
export function loadingWords(kits: readonly (readonly [Lazy<unknown>, KitState<unknown>])[]): string {
  const loading = kits.filter(([, k]) => k.loading).map(([l]) => l.name);
  const failed = kits.filter(([, k]) => k.failed).map(([l]) => l.name);
  return [
    loading.length ? `Loading ${loading.join(' and ')}…` : '',
    failed.length ? `Could not load ${failed.join(' and ')} (offline?): try again.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
