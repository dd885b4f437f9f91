/**
 * The dom project's files share their worker's window and imports (`isolate: false`, vitest.config.ts): loading
 * Preact, the engine and happy-dom again for each of some forty files cost more than the tests themselves. Each
 * file starts from the window as the environment made it, whatever the file before it left: this runs before each
 * file, and puts back what a file may change and not undo (a stubbed `matchMedia`, a fake clock, spies, the address,
 * storage, the document's body).
 */
import { afterAll, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/preact';

// `waitFor` and `findBy…` give up after 10 s, not the library's 1 s: on a machine loaded 20 deep on 2 cores
// (2026-11-29) an address written after a render took longer than 1 s to appear. A ceiling for load, not a budget.
configure({ asyncUtilTimeout: 10_000 });

/** The window's own `matchMedia` and address, as the first file found them. */
interface Pristine {
  readonly matchMedia: typeof window.matchMedia;
  readonly href: string;
  readonly title: string;
}
const KEY = Symbol.for('first-wargames.dom-setup.pristine');
const held = globalThis as unknown as { [KEY]?: Pristine };
// A file of this project that asks for Node's environment (`@vitest-environment node`: a reducer without a DOM) has no
// window to put back.
const pristine =
  typeof window !== 'undefined'
    ? (held[KEY] ??= { matchMedia: window.matchMedia, href: location.href, title: document.title })
    : undefined;

function fresh(): void {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (!pristine) return;
  cleanup();
  window.matchMedia = pristine.matchMedia;
  history.replaceState(null, '', pristine.href);
  localStorage.clear();
  sessionStorage.clear();
  document.title = pristine.title;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
}

beforeAll(fresh);
afterAll(fresh);
