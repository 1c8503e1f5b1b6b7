import { API_READS_CACHE, isAccountRead } from '../sw/cached-routes';

/**
 * Forgets the API reads the service worker kept that were the signed-in user's own (their
 * favourites, decision 051), so that the next person on this browser never sees them offline.
 * The rest (sellers and menus, the same for everyone) stays for a weak connection.
 */
export async function forgetAccountReads(
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (!storage || !(await storage.has(API_READS_CACHE))) return;
  const cache = await storage.open(API_READS_CACHE);
  const mine = (await cache.keys()).filter((request) => isAccountRead(new URL(request.url)));
  await Promise.all(mine.map((request) => cache.delete(request)));
}
