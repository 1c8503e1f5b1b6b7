import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CACHED_AT_HEADER, OFFLINE_CACHE_HEADER } from './cached-routes';

/** The same answer with `extra` headers added (a Response's headers cannot be changed). */
function withHeaders(response: Response, extra: Record<string, string>): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Marks what the cache holds (decision 046): a copy is stored with the time the server sent it,
 * and when the worker answers from the cache (offline, or the network slower than its timeout)
 * the page gets that time in `x-lb-offline-cache`, so it never shows a stored price as current.
 */
export const cacheMarks: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    return withHeaders(response, { [CACHED_AT_HEADER]: new Date().toISOString() });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const cachedAt = cachedResponse.headers.get(CACHED_AT_HEADER) ?? new Date(0).toISOString();
    return withHeaders(cachedResponse, { [OFFLINE_CACHE_HEADER]: cachedAt });
  },
};
