/**
 * The endgame's answers and drawing (heavy.ts), loaded when a board first shows an example of cutting off, the
 * fortress or plate III: the board page's JavaScript before interaction stays within its budget. At build time the
 * small boards are drawn with it at once (`provideEndgame`), so they read the same without JavaScript.
 */
import { useEffect, useState } from 'preact/hooks';
import type * as Heavy from './heavy.ts';

type Endgame = typeof Heavy;
let loaded: Endgame | undefined;
let loading: Promise<Endgame> | undefined;

/** Hand over the module at once (the build, which draws the small boards). */
export function provideEndgame(m: Endgame): void {
  loaded = m;
}

/** The module if loaded, else undefined. */
export function endgameNow(): Endgame | undefined {
  return loaded;
}

/** The module, loading it on first use; the component renders again once it has come. */
export function useEndgame(wanted: boolean): Endgame | undefined {
  const [m, setM] = useState(loaded);
  useEffect(() => {
    if (!wanted || m) return;
    loading ??= import('./heavy.ts');
    void loading.then((x) => {
      loaded = x;
      setM(x);
    });
  }, [wanted, m]);
  return m;
}
