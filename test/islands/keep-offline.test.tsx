/**
 * "Keep the whole edition offline" in happy-dom, with the browser's service worker, caches and
 * network stood in for: it shows the list's own count and size, fetches every file of it with
 * progress, says when it is done, and stops when cancelled.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { KeepOffline } from '../../src/islands/offline/KeepOffline.tsx';
import { KEPT_KEY, megabytes, type EditionFiles } from '../../src/islands/offline/download.ts';

const LIST: EditionFiles = {
  version: 'abc123def456',
  bytes: 2_345_678 + 1_000_000 + 12,
  files: [
    ['', 2_345_678],
    ['little-wars/the-rules/', 1_000_000],
    ['pagefind/pagefind-entry.json', 12],
  ],
};
let fetched: string[];
let hold: ((url: string) => Promise<void>) | null;

beforeEach(() => {
  fetched = [];
  hold = null;
  localStorage.clear();
  const worker = { ready: Promise.resolve({}), controller: {}, addEventListener: () => {} };
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  vi.stubGlobal('caches', {});
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('offline/files.json')) return new Response(JSON.stringify(LIST));
    if (hold) await hold(url);
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    fetched.push(new URL(url).pathname);
    return new Response('x');
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** The visible paragraphs, not the live region that repeats them for screen readers. */
const SHOWN = 'p:not([aria-live])';
const live = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

describe('keep the whole edition offline', () => {
  test('shows the size of the build’s list of files, then keeps every one and says so', async () => {
    render(<KeepOffline />);
    await screen.findByText(`Every page, widget and the search index: 3 files, ${megabytes(LIST.bytes)}.`);
    expect(megabytes(LIST.bytes)).toBe('3.3 MB');
    await fireEvent.click(screen.getByRole('button', { name: 'Keep the whole edition offline' }));
    await screen.findByText(/^Done: the whole edition \(3\.3 MB\) is kept on this device/, { selector: SHOWN });
    expect(fetched.sort()).toEqual(['/', '/little-wars/the-rules/', '/pagefind/pagefind-entry.json']);
    expect(live()).toMatch(/^Done: the whole edition/);
    expect(localStorage.getItem(KEPT_KEY)).toBe(LIST.version);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep the whole edition offline' }));
  });

  test('counts progress in files and megabytes, and Cancel stops it, keeping what was fetched', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    hold = async (url) => {
      if (!url.endsWith('/')) await gate;
    };
    render(<KeepOffline />);
    await screen.findByText(/^Every page, widget and the search index: 3 files/);
    await fireEvent.click(screen.getByRole('button', { name: 'Keep the whole edition offline' }));
    await screen.findByText('2 of 3 files, 3.3 of 3.3 MB');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    await fireEvent.click(cancel);
    release();
    await screen.findByText(/^Cancelled after 2 of 3 files/, { selector: SHOWN });
    expect(localStorage.getItem(KEPT_KEY)).toBeNull();
  });

  test(
    'as built, its button is there and disabled (the section keeps its size as it wakes), the line that it ' +
      'needs JavaScript only without it',
    () => {
      const doc = new DOMParser().parseFromString(renderToString(<KeepOffline />), 'text/html');
      const button = doc.querySelector('button');
      expect(button?.textContent).toBe('Keep the whole edition offline');
      expect(button?.hasAttribute('disabled')).toBe(true);
      expect(doc.querySelector('noscript')?.innerHTML).toContain('needs JavaScript');
      expect(doc.body.textContent?.replace(doc.querySelector('noscript')?.textContent ?? '', '')).not.toContain(
        'needs JavaScript',
      );
    },
  );

  test('its button stays disabled while it works out the size of the edition', async () => {
    render(<KeepOffline />);
    const button = screen.getByRole('button', { name: 'Keep the whole edition offline' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await screen.findByText(/^Every page, widget and the search index: 3 files/);
    expect((screen.getByRole('button', { name: 'Keep the whole edition offline' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  test('says so in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    render(<KeepOffline />);
    await waitFor(() => expect(screen.getByText(/^This browser cannot keep the edition offline/)).toBeTruthy());
  });
});
