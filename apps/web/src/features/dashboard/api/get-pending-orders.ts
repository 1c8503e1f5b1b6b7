import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChefOrderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { chefOrdersSearch, type DashboardFilters } from '../utils/dashboard-filters';
import { dashboardKeys } from './dashboard-keys';
import { pollEvery } from '../../../lib/live-state';

/** The dashboard follows new orders while it is open. */
export const DASHBOARD_POLL_MS = 30_000;

// GET /api/v1/orders/chefOrders?selectedTime&deliveryDate&sort -> {orders}: pending orders.
export const getPendingOrders = async (filters: DashboardFilters, signal?: AbortSignal) =>
  (
    await api.get<{ orders: ChefOrderView[] }>(`/orders/chefOrders?${chefOrdersSearch(filters)}`, {
      signal,
    })
  ).orders;

export const pendingOrdersQueryOptions = (filters: DashboardFilters) =>
  queryOptions({
    queryKey: dashboardKeys.pending(filters),
    queryFn: ({ signal }) => getPendingOrders(filters, signal),
    refetchInterval: pollEvery(DASHBOARD_POLL_MS),
    placeholderData: keepPreviousData,
  });

export function usePendingOrders(filters: DashboardFilters) {
  return useQuery(pendingOrdersQueryOptions(filters));
}
