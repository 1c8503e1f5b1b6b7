// The service worker (/sw.js, scope /; decision 046): the app shell precached, the bazaar's and
// menus' API reads kept for a weak connection and marked when shown from the cache, photos and the
// build's files kept as they are met; nothing that orders, pays or signs in is ever stored.
// Built into dist/sw.js by apps/web/vite.sw.config.ts, which writes the precache list.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheMarks } from './cache-marks';
import {
  API_READS_CACHE,
  isBuiltAsset,
  isCachedApiRead,
  isPhoto,
  isShellPage,
  menuApiPathOf,
  NETWORK_TIMEOUT_SECONDS,
  type PageLoaded,
} from './cached-routes';
import { offlinePage } from './offline-page';
import './push-handlers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new version takes over at once; the pages it controls load their next files from it, and the
// old precache is removed (decision 046: no "new version" prompt).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const days = (n: number) => n * 24 * 60 * 60;

const apiReads = new NetworkFirst({
  cacheName: API_READS_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [cacheMarks, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: days(7) })],
});
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isCachedApiRead(url, request.method),
  apiReads,
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isPhoto(url, request.method),
  new CacheFirst({
    cacheName: 'lb-photos',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: days(30) })],
  }),
);

const builtFiles = new CacheFirst({
  cacheName: 'lb-assets',
  plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: days(30) })],
});
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isBuiltAsset(url, request.method),
  builtFiles,
);

// A page tells which page it is and which of the build's files it loaded (lib/register-service-
// worker.ts): the files are kept (the first visit loaded them before this worker ran; from the
// browser's HTTP cache, no download), and a menu the server drew, with its data in the page, is
// read once more through the API so that it can be shown offline.
self.addEventListener('message', (event) => {
  const message = event.data as Partial<PageLoaded> | null;
  if (message?.type !== 'lb:page-loaded') return;
  const here = (path: string) => new URL(path, self.location.origin);
  const reads: Promise<unknown>[] = (message.files ?? [])
    .map(here)
    .filter((url) => isBuiltAsset(url, 'GET'))
    .map((url) => builtFiles.handle({ event, request: new Request(url) }));
  const menu = menuApiPathOf(message.page ?? '');
  if (menu) reads.push(apiReads.handle({ event, request: new Request(here(menu)) }));
  event.waitUntil(Promise.allSettled(reads));
});

// Pages: from the network (the server draws them for their visitor, with their login); offline,
// the landing, the bazaar and a menu open the precached app shell, which shows the cached answers
// marked as such, and any other page is the offline page.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    try {
      return await fetchWithin(request, NETWORK_TIMEOUT_SECONDS * 2);
    } catch {
      const shell = isShellPage(new URL(request.url).pathname)
        ? await matchPrecache('/index.html')
        : undefined;
      return shell ?? offlinePage();
    }
  },
);

/** fetch, failing when no answer has come within `seconds` */
async function fetchWithin(request: Request, seconds: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), seconds * 1000);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
