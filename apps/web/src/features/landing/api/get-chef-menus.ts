import { useQuery } from '@tanstack/react-query';
import type { MenuChef } from '@lutong/shared';
import { api } from '../../../lib/api-client';

// GET /api/v1/users/menu/:chefId -> {user}: the prices of the sample dishes and the chefs' own
// words for their stories.
export const getChefMenu = (chefId: string, signal?: AbortSignal) =>
  api.get<{ user: MenuChef }>(`/users/menu/${encodeURIComponent(chefId)}`, { signal });

const noMenus = new Map<string, MenuChef>();

/**
 * The menus of the given chefs, by id, once they have all arrived (one query for them all: the
 * landing's first code stays small, issue 22); a menu that fails to load is left out.
 */
export function useChefMenus(chefIds: string[]): Map<string, MenuChef> {
  const menus = useQuery({
    queryKey: ['landing', 'chef-menus', chefIds],
    queryFn: async ({ signal }) => {
      const replies = await Promise.allSettled(chefIds.map((id) => getChefMenu(id, signal)));
      const found = replies.flatMap((r) => (r.status === 'fulfilled' ? [r.value.user] : []));
      return new Map(found.map((menu) => [menu.id, menu]));
    },
    enabled: chefIds.length > 0,
    staleTime: 5 * 60_000,
  });
  return menus.data ?? noMenus;
}
