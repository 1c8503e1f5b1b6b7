import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OrderView, RemovedOrderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';
import { pollEvery } from '../../../lib/live-state';

/** product §11: the cart polls every 15 seconds. */
export const CART_POLL_MS = 15_000;

export type MyOrders = { orders: OrderView[]; removed: RemovedOrderView[] };

// GET /api/v1/orders/me -> {orders, removed}: cart orders after the clean-up, and what it removed.
export const getMyOrders = (signal?: AbortSignal) => api.get<MyOrders>('/orders/me', { signal });

/**
 * The clean-up reports a removed order once; the page keeps showing it until the buyer
 * dismisses it, so each reply's `removed` is added to those already held.
 */
export function mergeRemoved(
  held: readonly RemovedOrderView[],
  fresh: readonly RemovedOrderView[],
): RemovedOrderView[] {
  const ids = new Set(held.map((r) => r.id));
  return [...held, ...fresh.filter((r) => !ids.has(r.id))];
}

export const myOrdersQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: orderKeys.mine,
    queryFn: async ({ signal }): Promise<MyOrders> => {
      const reply = await getMyOrders(signal);
      const held = queryClient.getQueryData<MyOrders>(orderKeys.mine)?.removed ?? [];
      return { orders: reply.orders, removed: mergeRemoved(held, reply.removed) };
    },
    refetchInterval: pollEvery(CART_POLL_MS),
  });

export function useMyOrders(queryClient: QueryClient) {
  return useQuery(myOrdersQueryOptions(queryClient));
}

export function dismissRemoved(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<MyOrders>(orderKeys.mine, (data) =>
    data ? { ...data, removed: data.removed.filter((r) => r.id !== id) } : data,
  );
}
