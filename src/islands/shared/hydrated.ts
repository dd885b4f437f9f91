/**
 * Whether the island is running in the browser. It is false in the HTML built on the server, so a
 * widget can leave out (or hide) controls that would do nothing without JavaScript, and true from
 * the first effect on.
 */
import { useEffect, useState } from 'preact/hooks';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
