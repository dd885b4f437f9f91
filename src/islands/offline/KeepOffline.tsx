/**
 * "Keep the whole edition offline": shows what the whole edition weighs (the build's list of
 * files), fetches it all into the service worker's caches on the reader's word, with progress in
 * files and megabytes, a Cancel button, and a polite announcement every tenth of the way and at
 * the end. Its button is in the HTML as built, disabled until the island runs (so the section does not grow as it
 * wakes); without JavaScript, or without a browser that can keep a site, it says so.
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  controlled,
  fetchEditionFiles,
  keepAll,
  KEPT_KEY,
  megabytes,
  type EditionFiles,
  type Progress,
} from './download.ts';

type Phase =
  | { readonly kind: 'server' }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'ready'; readonly kept: boolean }
  | { readonly kind: 'running'; readonly progress: Progress }
  | { readonly kind: 'finished'; readonly progress: Progress; readonly cancelled: boolean };

const base = new URL(import.meta.env.BASE_URL, globalThis.location?.href ?? 'http://localhost/');
const none: Progress = { files: 0, bytes: 0, failed: [] };

function keptVersion(): string | null {
  try {
    return localStorage.getItem(KEPT_KEY);
  } catch {
    return null;
  }
}

/** "120 of 872 files, 1.2 of 6.4 MB". */
function counted(progress: Progress, list: EditionFiles): string {
  return (
    `${progress.files} of ${list.files.length} files, ${megabytes(progress.bytes).replace(' MB', '')} of ` +
    `${megabytes(list.bytes)}`
  );
}

/** What the control says once the download stopped. */
function outcome(progress: Progress, list: EditionFiles, cancelled: boolean): string {
  if (cancelled) return `Cancelled after ${counted(progress, list)}. What was fetched stays on this device.`;
  if (progress.failed.length)
    return (
      `${progress.failed.length} of ${list.files.length} files could not be fetched (is the connection down?). ` +
      `Try again to fetch the rest.`
    );
  return `Done: the whole edition (${megabytes(list.bytes)}) is kept on this device and works offline.`;
}

export function KeepOffline(): JSX.Element {
  const [phase, setPhase] = useState<Phase>({ kind: 'server' });
  const [list, setList] = useState<EditionFiles | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const abort = useRef<AbortController | null>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('caches' in globalThis)) {
      setPhase({ kind: 'unsupported' });
      return;
    }
    setPhase({ kind: 'loading' });
    let live = true;
    fetchEditionFiles(new URL('offline/files.json', base))
      .then((l) => {
        if (!live) return;
        setList(l);
        setPhase({ kind: 'ready', kept: keptVersion() === l.version });
      })
      .catch(() => live && setPhase({ kind: 'unavailable' }));
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, []);

  useEffect(() => {
    if (phase.kind === 'running') cancelButton.current?.focus();
  }, [phase.kind]);

  const start = async () => {
    if (!list) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'running', progress: none });
    setAnnouncement(`Keeping the edition offline: 0 of ${list.files.length} files.`);
    let tenth = 0;
    if (!(await controlled())) {
      abort.current = null;
      setPhase({ kind: 'unsupported' });
      setAnnouncement('This browser cannot keep the edition offline: its service worker is not running.');
      return;
    }
    const progress = await keepAll(
      base,
      list,
      (p) => {
        setPhase({ kind: 'running', progress: p });
        const reached = Math.floor((p.files / list.files.length) * 10);
        if (reached > tenth && reached < 10) {
          tenth = reached;
          setAnnouncement(`${counted(p, list)}.`);
        }
      },
      controller.signal,
    );
    const cancelled = controller.signal.aborted;
    if (!cancelled && progress.failed.length === 0) {
      try {
        localStorage.setItem(KEPT_KEY, list.version);
      } catch {
        // A browser that keeps no local storage still keeps the files; only the note is lost.
      }
    }
    abort.current = null;
    setPhase({ kind: 'finished', progress, cancelled });
    setAnnouncement(outcome(progress, list, cancelled));
    startButton.current?.focus();
  };

  /** The control as built and while the list of files loads: its line and its button, disabled until it can act. */
  const waiting = (line: string): JSX.Element => (
    <>
      <p>{line}</p>
      <button type="button" disabled>
        Keep the whole edition offline
      </button>
    </>
  );

  const body = (): JSX.Element => {
    switch (phase.kind) {
      case 'server':
        // As built: the button is there (disabled until the island runs), so the section keeps its size as it wakes;
        // the line that says it needs JavaScript shows only without it.
        return (
          <>
            {waiting('Every page, widget and the search index, in one download.')}
            <noscript
              dangerouslySetInnerHTML={{ __html: '<p>Keeping the whole edition offline needs JavaScript.</p>' }}
            />
          </>
        );
      case 'unsupported':
        return <p>This browser cannot keep the edition offline (it runs no service worker for this site).</p>;
      case 'loading':
        return waiting('Working out the size of the whole edition…');
      case 'unavailable':
        return <p>The list of the edition’s files could not be fetched: are you offline? Try again when connected.</p>;
      case 'ready':
      case 'running':
      case 'finished': {
        if (!list) return waiting('Working out the size of the whole edition…');
        const running = phase.kind === 'running';
        return (
          <>
            <p>
              {phase.kind === 'ready' && phase.kept
                ? `The whole edition is kept on this device (${list.files.length} files, ${megabytes(list.bytes)}).`
                : `Every page, widget and the search index: ${list.files.length} files, ${megabytes(list.bytes)}.`}
            </p>
            {running ? (
              <>
                <progress max={list.bytes} value={phase.progress.bytes} aria-label="Keeping the edition offline" />
                <p>{counted(phase.progress, list)}</p>
                <button type="button" ref={cancelButton} onClick={() => abort.current?.abort()}>
                  Cancel
                </button>
              </>
            ) : (
              <>
                {phase.kind === 'finished' && <p>{outcome(phase.progress, list, phase.cancelled)}</p>}
                <button type="button" ref={startButton} onClick={() => void start()}>
                  {phase.kind === 'ready' && phase.kept ? 'Fetch it again' : 'Keep the whole edition offline'}
                </button>
              </>
            )}
          </>
        );
      }
    }
  };

  return (
    <div class="keep-offline-control">
      {body()}
      <p class="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
