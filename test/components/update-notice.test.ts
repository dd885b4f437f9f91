/**
 * The "new version" notice: the component's markup as written, filled by src/offline/update.ts
 * for a stand-in registration. It speaks only for an update (a worker waiting behind one that
 * controls the page), never on a first visit, and hands over only when the reader chooses Reload.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen } from '@testing-library/preact';
import { watch } from '../../src/offline/update.ts';

const source = readFileSync(join(import.meta.dirname, '../../src/components/chrome/UpdateNotice.astro'), 'utf8');
/** The component's HTML: what stands between its frontmatter and its style. */
const MARKUP = source.split('---')[2]!.split('<style>')[0]!;

class FakeWorker extends EventTarget {
  state = 'installed';
  readonly postMessage = vi.fn();
}
class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
}
let container: EventTarget & { controller: object | null };

beforeEach(() => {
  document.body.innerHTML = MARKUP;
  container = Object.assign(new EventTarget(), { controller: {} as object | null });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const status = () => screen.getByRole('status').textContent;

describe('the new version notice', () => {
  test('says a new version is ready when a new worker waits, and Reload hands over to it', async () => {
    const worker = new FakeWorker();
    const registration = Object.assign(new FakeRegistration(), { waiting: worker });
    watch(registration as unknown as ServiceWorkerRegistration);
    expect(status()).toBe('A new version of the edition is ready.');
    expect(worker.postMessage).not.toHaveBeenCalled();
    await fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  test('offers a worker that finishes installing while the page is open; Not now puts the notice away', async () => {
    const registration = new FakeRegistration();
    watch(registration as unknown as ServiceWorkerRegistration);
    const worker = Object.assign(new FakeWorker(), { state: 'installing' });
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    expect(status()).toBe('');
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    expect(status()).toBe('A new version of the edition is ready.');
    await fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(status()).toBe('');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  test('says nothing on a first visit, when no worker controlled the page before', () => {
    container.controller = null;
    const registration = Object.assign(new FakeRegistration(), { waiting: new FakeWorker() });
    watch(registration as unknown as ServiceWorkerRegistration);
    expect(status()).toBe('');
  });
});
