/**
 * Keeping the whole edition offline: fetch every file of the build's list (offline/files.json,
 * written by src/integrations/pwa/edition-files.ts) through the page's service worker, which
 * keeps each one by its own rules (Workbox's strategies in src/offline/worker.ts). This module
 * only asks, a few at a time, counts, and stops when told.
 */

/** The build's list of files, as offline/files.json holds it. */
export interface EditionFiles {
  readonly version: string;
  readonly bytes: number;
  readonly files: readonly (readonly [path: string, bytes: number])[];
}

/** How far a download has got: files and bytes done (by the list's sizes), and the files that failed. */
export interface Progress {
  readonly files: number;
  readonly bytes: number;
  readonly failed: readonly string[];
}

/** Files fetched at once: enough to keep the line busy, few enough to leave the page responsive. */
const PARALLEL = 4;

/** Where the reader's browser notes the build it kept whole. */
export const KEPT_KEY = 'first-wargames-offline';

/** A size in megabytes for the reader, one decimal: "6.4 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Read and check the build's list at `url`. */
export async function fetchEditionFiles(url: URL): Promise<EditionFiles> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  const list = (await response.json()) as EditionFiles;
  if (typeof list.version !== 'string' || !Array.isArray(list.files) || typeof list.bytes !== 'number')
    throw new Error(`${url.pathname} is not a list of the edition's files`);
  return list;
}

/**
 * Wait until a service worker controls this page (it claims the page once it is active); false
 * if none does within `ms` (a browser that blocks workers, as some private windows do).
 */
export async function controlled(ms = 20_000): Promise<boolean> {
  const sw = navigator.serviceWorker;
  const control = (async () => {
    await sw.ready;
    if (sw.controller) return true;
    return new Promise<boolean>((resolve) =>
      sw.addEventListener('controllerchange', () => resolve(true), { once: true }),
    );
  })();
  return Promise.race([control, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
}

/**
 * Fetch every file of `list` (paths relative to `base`) through the service worker, reporting
 * progress after each. Stops at the next file when `signal` aborts (the fetches under way are
 * abandoned); what was fetched stays kept.
 */
export async function keepAll(
  base: URL,
  list: EditionFiles,
  onProgress: (progress: Progress) => void,
  signal: AbortSignal,
): Promise<Progress> {
  let next = 0;
  let files = 0;
  let bytes = 0;
  const failed: string[] = [];
  const worker = async () => {
    while (!signal.aborted && next < list.files.length) {
      const [path, size] = list.files[next++]!;
      try {
        const response = await fetch(new URL(path, base), { signal, cache: 'no-store' });
        await response.arrayBuffer();
        if (!response.ok) failed.push(path);
      } catch {
        if (signal.aborted) break;
        failed.push(path);
      }
      files++;
      bytes += size;
      onProgress({ files, bytes, failed });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { files, bytes, failed };
}
