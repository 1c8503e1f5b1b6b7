import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuChef } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { menuQueryKey } from './menu-key';

/** product §11: the menu page polls the chef every 30 seconds. */
export const MENU_POLL_MS = 30_000;

/** The API path of a seller's menu (its answer may be the service worker's stored copy). */
export const menuPath = (chefId: string) => `/users/menu/${encodeURIComponent(chefId)}`;

// GET /api/v1/users/menu/:chefId -> {user: MenuChef} (404 for an unknown chef).
export const getMenu = (chefId: string, signal?: AbortSignal) =>
  api.get<{ user: MenuChef }>(menuPath(chefId), { signal });

export const menuQueryOptions = (chefId: string) =>
  queryOptions({
    queryKey: menuQueryKey(chefId),
    queryFn: async ({ signal }) => (await getMenu(chefId, signal)).user,
    refetchInterval: MENU_POLL_MS,
  });

export function useMenu(chefId: string) {
  return useQuery(menuQueryOptions(chefId));
}
