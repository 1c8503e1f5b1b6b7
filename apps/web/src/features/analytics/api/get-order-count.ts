import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

// GET /api/v1/orders/orderCount -> data: the number of orders the chef has received (product
// §9: data.data, the order count). Chef only on the server, so only a chef asks.
export const getOrderCount = (signal?: AbortSignal) =>
  api.get<number>('/orders/orderCount', { signal });

export function useOrderCount(enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.orderCount,
    queryFn: ({ signal }) => getOrderCount(signal),
    enabled,
  });
}
