import { describe, expect, it } from 'vitest';
import { API_READS_CACHE } from '../sw/cached-routes';
import { forgetAccountReads } from './account-reads';

// The browser's CacheStorage, as far as forgetAccountReads uses it: named caches of requests.
function memoryCaches(names: Record<string, string[]>) {
  const stores = new Map(Object.entries(names).map(([name, urls]) => [name, new Set(urls)]));
  const storage = {
    has: async (name: string) => stores.has(name),
    open: async (name: string) => {
      const urls = stores.get(name) ?? new Set<string>();
      stores.set(name, urls);
      return {
        keys: async () => [...urls].map((url) => new Request(url)),
        delete: async (request: Request) => urls.delete(request.url),
      };
    },
  };
  return {
    storage: storage as unknown as CacheStorage,
    urls: (name: string) => [...(stores.get(name) ?? [])],
  };
}

const site = 'https://lutongbahay.example/api/v1';

describe('logging out forgets what the service worker kept of the user (decision 051)', () => {
  it("drops the bazaar reads with the user's favourites and keeps the public ones", async () => {
    const mine = [
      `${site}/users/getChefs?lat=14.55&lng=121.02&near=true&type=homechef&favourites=first&page=1`,
      `${site}/users/getChefs?lat=14.55&lng=121.02&near=true&favourites=only&page=1`,
    ];
    const everyones = [
      `${site}/users/getChefs?lat=14.55&lng=121.02&near=true&type=homechef&page=1`,
      `${site}/users/menu/01a219b2-43b5-70d8-b3cf-9353f028e7c4`,
    ];
    const caches = memoryCaches({
      [API_READS_CACHE]: [...mine, ...everyones],
      'lb-photos': ['https://lutongbahay.example/uploads/demo/a.svg'],
    });
    await forgetAccountReads(caches.storage);
    expect(caches.urls(API_READS_CACHE)).toEqual(everyones);
    expect(caches.urls('lb-photos')).toHaveLength(1);
  });

  it('does nothing where there is no cache (no worker yet, or no CacheStorage)', async () => {
    const caches = memoryCaches({});
    await forgetAccountReads(caches.storage);
    expect(caches.urls(API_READS_CACHE)).toEqual([]);
    await expect(forgetAccountReads(undefined)).resolves.toBeUndefined();
  });
});
