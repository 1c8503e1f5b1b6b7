import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuChef } from '@lutong/shared';
import { api } from '../../../lib/api-client';

/**
 * The same key as the public menu page's query, so a save here also refreshes what buyers see
 * when the chef opens their own menu.
 */
export const myMenuQueryKey = (chefId: string) => ['menu', chefId] as const;

// GET /api/v1/users/menu/:chefId -> {user: MenuChef}: My Menu loads the signed-in chef's menu.
export const getMyMenu = (chefId: string, signal?: AbortSignal) =>
  api.get<{ user: MenuChef }>(`/users/menu/${encodeURIComponent(chefId)}`, { signal });

export const myMenuQueryOptions = (chefId: string) =>
  queryOptions({
    queryKey: myMenuQueryKey(chefId),
    queryFn: async ({ signal }) => (await getMyMenu(chefId, signal)).user,
  });

export function useMyMenu(chefId: string) {
  return useQuery(myMenuQueryOptions(chefId));
}
