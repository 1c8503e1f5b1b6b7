import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { useUser } from './auth';
import { favouritesQueryKey, type FavouritesReply } from './favourites-key';

// A buyer's favourite sellers (decision 048): app-wide state the bazaar's cards and the menu's
// header both read, so it lives here (features do not import each other).

/** The signed-in user's favourite sellers' ids; null while unknown or for a guest. */
export function useFavourites(): ReadonlySet<string> | null {
  const user = useUser();
  const query = useQuery({
    queryKey: favouritesQueryKey,
    queryFn: ({ signal }) => api.get<FavouritesReply>('/favourites', { signal }),
    enabled: user !== null,
    staleTime: 60_000,
    select: (reply) => new Set(reply.favourites),
  });
  return user ? (query.data ?? null) : null;
}

/** Hearts or unhearts a seller; the heart turns at once and back if the server refuses. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, on }: { sellerId: string; on: boolean }) =>
      on
        ? api.put<FavouritesReply>(`/favourites/${encodeURIComponent(sellerId)}`)
        : api.delete<FavouritesReply>(`/favourites/${encodeURIComponent(sellerId)}`),
    onMutate: async ({ sellerId, on }) => {
      await client.cancelQueries({ queryKey: favouritesQueryKey });
      const before = client.getQueryData<FavouritesReply>(favouritesQueryKey);
      const ids = (before?.favourites ?? []).filter((id) => id !== sellerId);
      client.setQueryData<FavouritesReply>(favouritesQueryKey, {
        favourites: on ? [...ids, sellerId] : ids,
      });
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(favouritesQueryKey, context.before);
    },
    onSuccess: (reply) => {
      client.setQueryData(favouritesQueryKey, reply);
      // the Favourites filter's lists are asked again; the order of the others changes on the
      // next visit, not under the finger that pressed the heart
      client.removeQueries({ queryKey: ['bazaar'], predicate: isFavouritesOnlyList });
      void client.invalidateQueries({ queryKey: ['bazaar'], refetchType: 'none' });
    },
  });
}

const isFavouritesOnlyList = (query: { queryKey: readonly unknown[] }) => {
  const filters = query.queryKey[2];
  return typeof filters === 'object' && filters !== null && 'favourites' in filters
    ? (filters as { favourites?: string }).favourites === 'only'
    : false;
};
