/**
 * The offline page's list of the pages kept on this device, read from the service worker's
 * cache when the page is shown. Built without JavaScript it says that it needs it.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { keptPages, type KeptPage } from './keptPages.ts';

export function KeptPages(): JSX.Element {
  const [pages, setPages] = useState<readonly KeptPage[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!('caches' in globalThis)) {
      setFailed(true);
      return;
    }
    keptPages().then(setPages, () => setFailed(true));
  }, []);
  if (failed) return <p>This browser keeps no pages of the edition.</p>;
  if (!pages) return <p class="kept-pages">The pages kept on this device are listed here when JavaScript runs.</p>;
  if (pages.length === 0) return <p class="kept-pages">No page of the edition is kept on this device yet.</p>;
  return (
    <div class="kept-pages">
      <p>{pages.length === 1 ? 'One page is' : `${pages.length} pages are`} kept on this device and can be read now:</p>
      <ul>
        {pages.map((p) => (
          <li key={p.href}>
            <a href={p.href}>{p.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
