import type { QueryClient } from '@tanstack/react-query';

// decision 048: the favourites' cache key, apart from their hooks (lib/favourites.ts), so the app
// shell that seeds the cache (app.tsx) does not carry the hearts' code to every page.
export const favouritesQueryKey = ['favourites'] as const;
export type FavouritesReply = { favourites: string[] };

/** The page's HTML carried the favourites (apps/server web-pages.ts): no need to ask. */
export function seedFavourites(client: QueryClient, favourites: string[] | undefined): void {
  if (favourites) client.setQueryData<FavouritesReply>(favouritesQueryKey, { favourites });
}
