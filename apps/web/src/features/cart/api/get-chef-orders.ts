import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

// GET /api/v1/orders/userchef?chef= -> {orders}: the buyer's cart orders with that chef.
export const getChefOrders = (chefId: string, signal?: AbortSignal) =>
  api.get<{ orders: OrderView[] }>(`/orders/userchef?chef=${encodeURIComponent(chefId)}`, {
    signal,
  });

export const chefOrdersQueryOptions = (chefId: string) =>
  queryOptions({
    queryKey: orderKeys.withChef(chefId),
    queryFn: async ({ signal }) => (await getChefOrders(chefId, signal)).orders,
  });

export function useChefOrders(chefId: string, enabled: boolean) {
  return useQuery({ ...chefOrdersQueryOptions(chefId), enabled });
}
