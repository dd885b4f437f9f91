/**
 * The edition's service worker, made of Workbox's parts (bundled, and given its precache list,
 * by src/integrations/pwa/service-worker.ts). It keeps:
 * - the app shell, precached at install: the stylesheet, the widgets' and the search UI's code,
 *   the icons, the 404 page and the offline page (`self.__WB_MANIFEST`, versioned by content);
 * - every page the reader opens, network first (three seconds, then the copy kept), one copy per
 *   page whatever its query; a page never opened answers, offline, with the offline page;
 * - Pagefind's index files cache first as search fetches them, so a search that ran once runs
 *   offline; other files stale-while-revalidate.
 * The kept pages, files and index belong to one build: a new worker deletes the previous build's
 * when it takes over, which happens only when the reader agrees (a SKIP_WAITING message from
 * the "new version" notice), or when every tab of the old one is closed.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };
/** The build's version: a hash of the precache list and of Pagefind's entry (set by the build). */
declare const __EDITION_VERSION__: string;

const PREFIX = 'first-wargames-';
const PAGES = `${PREFIX}pages-${__EDITION_VERSION__}`;
const SEARCH = `${PREFIX}search-${__EDITION_VERSION__}`;
const FILES = `${PREFIX}files-${__EDITION_VERSION__}`;
const scope = self.registration.scope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

/**
 * A page is one page whatever its query (`?step=7`, `?highlight=…`), and Pagefind asks for its
 * entry file with a new `?ts=` each time: keep and find each without its query.
 */
const withoutQuery: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    return url.href;
  },
};

/**
 * A page the reader navigates to that can be neither fetched nor found kept: the offline page
 * (what PrecacheFallbackPlugin does, typed). Only for navigations: a page fetched by "Keep the
 * whole edition offline" must fail as itself, or the download would count the offline page as it.
 */
const offlinePage: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    request.mode === 'navigate' ? matchPrecache('offline/index.html') : undefined,
};

const isPage = (url: URL, request: Request) =>
  request.mode === 'navigate' || url.pathname.endsWith('/') || url.pathname.endsWith('.html');
const inScope = (url: URL) => url.href.startsWith(scope);

registerRoute(
  ({ url, request }) => inScope(url) && isPage(url, request),
  new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: 3,
    plugins: [withoutQuery, offlinePage],
  }),
);
registerRoute(
  ({ url }) => url.href.startsWith(`${scope}pagefind/`),
  new CacheFirst({ cacheName: SEARCH, plugins: [withoutQuery] }),
);
registerRoute(({ url }) => inScope(url), new StaleWhileRevalidate({ cacheName: FILES }));

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  const current = new Set([PAGES, SEARCH, FILES]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(PREFIX) && !current.has(n)).map((n) => caches.delete(n))),
      ),
  );
});
