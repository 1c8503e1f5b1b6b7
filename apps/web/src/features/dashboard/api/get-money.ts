import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/v1/orders/monthlyRevenue: food sold this Manila month. */
export type MonthlyRevenue = { month: string; revenue: number; orders: number };
/** GET /api/v1/orders/due: what the chef is owed for digital (paid online) orders, after 5%. */
export type AmountDue = { gross: number; commission: number; due: number; orders: number };

export function useMonthlyRevenue() {
  return useQuery({
    queryKey: dashboardKeys.revenue,
    queryFn: ({ signal }) => api.get<MonthlyRevenue>('/orders/monthlyRevenue', { signal }),
  });
}

export function useAmountDue() {
  return useQuery({
    queryKey: dashboardKeys.due,
    queryFn: ({ signal }) => api.get<AmountDue>('/orders/due', { signal }),
  });
}

/** Issue 19: whether the chef told us where to send payouts (GET /api/v1/payouts/details). */
export function useHasPayoutDetails() {
  return useQuery({
    queryKey: dashboardKeys.payoutDetails,
    queryFn: async ({ signal }) =>
      (await api.get<{ details: unknown }>('/payouts/details', { signal })).details !== null,
  });
}
