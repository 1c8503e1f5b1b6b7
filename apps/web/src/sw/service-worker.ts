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
  isBuiltAsset,
  isCachedApiRead,
  isPhoto,
  isShellPage,
  NETWORK_TIMEOUT_SECONDS,
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

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isCachedApiRead(url, request.method),
  new NetworkFirst({
    cacheName: 'lb-api-reads',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [cacheMarks, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: days(7) })],
  }),
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isPhoto(url, request.method),
  new CacheFirst({
    cacheName: 'lb-photos',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: days(30) })],
  }),
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isBuiltAsset(url, request.method),
  new CacheFirst({
    cacheName: 'lb-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: days(30) })],
  }),
);

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
