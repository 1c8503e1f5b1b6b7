// What the service worker keeps for a weak connection (decision 046), as rules on URLs: pure, so
// the app and its tests read the same rules the worker runs.

/** On an API answer the worker took from its cache: when that answer came from the server. */
export const OFFLINE_CACHE_HEADER = 'x-lb-offline-cache';
/** Written on the cache's copy when it is stored: when the server sent it. */
export const CACHED_AT_HEADER = 'x-lb-cached-at';
/** How long an API read or a page waits for the network before the cached copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 4;

const API = '/api/v1';

/** What a page tells the service worker once it is ready (apps/web/src/lib/register-service-worker.ts). */
export type PageLoaded = { type: 'lb:page-loaded'; page: string; files: string[] };

/**
 * The API reads kept for offline reading: the bazaar's sellers and a seller's menu (GET only).
 * An allow-list: the cart, checkout, payments, orders, the session and everything else are never
 * stored, and nothing but GET is.
 */
export function isCachedApiRead(url: URL, method: string): boolean {
  if (method !== 'GET') return false;
  return (
    url.pathname === `${API}/users/getChefs` || /^\/api\/v1\/users\/menu\/[^/]+$/.test(url.pathname)
  );
}

/** The worker's cache of the API reads above. */
export const API_READS_CACHE = 'lb-api-reads';

/**
 * A kept API read whose answer is the signed-in buyer's own: the bazaar with their favourites
 * first or only (decision 048). Forgotten from the cache when they log out (decision 051); every
 * other kept read is the same for everyone.
 */
export function isAccountRead(url: URL): boolean {
  return url.pathname === `${API}/users/getChefs` && url.searchParams.has('favourites');
}

/** The API read of the menu a page shows (`/menu/{chefId}`), or null for any other page. */
export function menuApiPathOf(pathname: string): string | null {
  const match = /^\/menu\/([^/]+)\/?$/.exec(pathname);
  return match ? `${API}/users/menu/${match[1]}` : null;
}

/** Uploaded photos: every upload has a name of its own, so a stored copy never goes stale. */
export const isPhoto = (url: URL, method: string) =>
  method === 'GET' && url.pathname.startsWith('/uploads/');

/** The build's hashed files: a stored copy never goes stale either. */
export const isBuiltAsset = (url: URL, method: string) =>
  method === 'GET' && url.pathname.startsWith('/assets/');

/**
 * Pages the app can show offline from the cached API answers (the landing, the bazaar, a menu):
 * offline, they open the app shell. Any other page offline gets the offline page.
 */
export function isShellPage(pathname: string): boolean {
  return (
    pathname === '/' ||
    pathname === '/bazaar' ||
    pathname === '/menu' ||
    /^\/menu\/[^/]+\/?$/.test(pathname)
  );
}
