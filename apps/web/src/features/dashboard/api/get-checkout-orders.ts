import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChefOrderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { DASHBOARD_POLL_MS } from './get-pending-orders';
import { dashboardKeys, type CheckoutStatus } from './dashboard-keys';
import { pollEvery } from '../../../lib/live-state';

// GET /api/v1/orders/chefOrdersCompleted?status=any|awaiting -> {orders}: the last 30 finished.
export const getCheckoutOrders = async (status: CheckoutStatus, signal?: AbortSignal) =>
  (
    await api.get<{ orders: ChefOrderView[] }>(`/orders/chefOrdersCompleted?status=${status}`, {
      signal,
    })
  ).orders;

export const checkoutOrdersQueryOptions = (status: CheckoutStatus) =>
  queryOptions({
    queryKey: dashboardKeys.checkout(status),
    queryFn: ({ signal }) => getCheckoutOrders(status, signal),
    refetchInterval: pollEvery(DASHBOARD_POLL_MS),
    placeholderData: keepPreviousData,
  });

export function useCheckoutOrders(status: CheckoutStatus) {
  return useQuery(checkoutOrdersQueryOptions(status));
}
