import { queryOptions, useQueries } from '@tanstack/react-query';
import type { MenuChef } from '@lutong/shared';
import { api } from '../../../lib/api-client';

// GET /api/v1/users/menu/:chefId -> {user}: the prices of the sample dishes and the chefs' own
// words for their stories.
export const getChefMenu = (chefId: string, signal?: AbortSignal) =>
  api.get<{ user: MenuChef }>(`/users/menu/${encodeURIComponent(chefId)}`, { signal });

export const chefMenuQueryOptions = (chefId: string) =>
  queryOptions({
    queryKey: ['landing', 'chef-menu', chefId],
    queryFn: ({ signal }) => getChefMenu(chefId, signal),
    select: (reply) => reply.user,
    staleTime: 5 * 60_000,
  });

/** The menus of the given chefs, by id, as far as they have arrived. */
export function useChefMenus(chefIds: string[]): Map<string, MenuChef> {
  return useQueries({
    queries: chefIds.map((id) => chefMenuQueryOptions(id)),
    combine: (results) => {
      const menus = new Map<string, MenuChef>();
      for (const result of results) if (result.data) menus.set(result.data.id, result.data);
      return menus;
    },
  });
}
