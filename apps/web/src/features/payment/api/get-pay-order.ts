import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutChefView, OrderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';

export type PayOrder = { order: OrderView; chef: CheckoutChefView };

/** Every /orders query lives under ['orders'], so a payment refreshes the cart's lists too. */
export const payOrderKey = (orderId: string) => ['orders', 'pay', orderId] as const;

// GET /api/v1/orders/:id -> {order, chef}: the summary the pay page shows.
export const getPayOrder = (orderId: string, signal?: AbortSignal) =>
  api.get<PayOrder>(`/orders/${encodeURIComponent(orderId)}`, { signal });

export const payOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: payOrderKey(orderId),
    queryFn: ({ signal }) => getPayOrder(orderId, signal),
    // Coming back from another tab must not swap the page under a buyer typing a card.
    refetchOnWindowFocus: false,
  });

export function usePayOrder(orderId: string) {
  return useQuery(payOrderQueryOptions(orderId));
}
