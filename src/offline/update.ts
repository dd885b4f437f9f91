/**
 * The "new version" notice (src/components/chrome/UpdateNotice.astro), loaded by the registration
 * script only when the edition's worker has an update. A new build's worker installs beside the
 * old one and waits; the notice tells the reader, and only when the reader chooses Reload does
 * the new worker take over (SKIP_WAITING) and the page reload on it. Dismissed, it waits until
 * every tab of the edition is closed.
 */

/** Show the notice for a worker that is installed and waiting. */
function offer(worker: ServiceWorker): void {
  const notice = document.getElementById('edition-update');
  const text = notice?.querySelector<HTMLElement>('[role="status"]');
  const actions = notice?.querySelector<HTMLElement>('.update-notice-actions');
  if (!notice || !text || !actions) return;
  notice.classList.add('is-shown');
  actions.hidden = false;
  text.textContent = 'A new version of the edition is ready.';
  const reload = actions.querySelector<HTMLButtonElement>('[data-update="reload"]');
  const dismiss = actions.querySelector<HTMLButtonElement>('[data-update="dismiss"]');
  // Handlers as properties, not listeners: offered twice, the notice still does each thing once.
  if (reload)
    reload.onclick = () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    };
  if (dismiss)
    dismiss.onclick = () => {
      notice.classList.remove('is-shown');
      actions.hidden = true;
      text.textContent = '';
    };
}

/** Offer `worker` once installed, if it replaces a worker that controls this page (an update, not a first visit). */
function whenInstalled(worker: ServiceWorker): void {
  const check = () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
  };
  check();
  worker.addEventListener('statechange', check);
}

/** Watch the edition's registration for a new version, now and while the page is open. */
export function watch(registration: ServiceWorkerRegistration): void {
  if (registration.waiting) whenInstalled(registration.waiting);
  else if (registration.installing) whenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) whenInstalled(registration.installing);
  });
}
