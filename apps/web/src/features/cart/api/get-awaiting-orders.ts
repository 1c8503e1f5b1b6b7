import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { CART_POLL_MS } from './get-my-orders';
import { orderKeys } from './order-keys';
import { pollEvery } from '../../../lib/live-state';

// GET /api/v1/orders/awaitingConfirmation -> OrderView[]: placed, not yet confirmed or rejected.
export const getAwaitingOrders = (signal?: AbortSignal) =>
  api.get<OrderView[]>('/orders/awaitingConfirmation', { signal });

export const awaitingOrdersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.awaiting,
    queryFn: ({ signal }) => getAwaitingOrders(signal),
    refetchInterval: pollEvery(CART_POLL_MS),
  });

export function useAwaitingOrders() {
  return useQuery(awaitingOrdersQueryOptions());
}
