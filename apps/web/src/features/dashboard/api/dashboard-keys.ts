import type { DashboardFilters } from '../utils/dashboard-filters';

// Every dashboard query lives under ['orders', 'chef-dashboard'], so a confirm, reject, finish,
// group or recreate refreshes both lists, the counters and the money at once.
export const dashboardKeys = {
  all: ['orders', 'chef-dashboard'] as const,
  pending: (filters: DashboardFilters) => ['orders', 'chef-dashboard', 'pending', filters] as const,
  checkout: (status: CheckoutStatus) => ['orders', 'chef-dashboard', 'checkout', status] as const,
  revenue: ['orders', 'chef-dashboard', 'revenue'] as const,
  due: ['orders', 'chef-dashboard', 'due'] as const,
  payoutDetails: ['orders', 'chef-dashboard', 'payout-details'] as const,
  group: (first: string, second: string) =>
    ['orders', 'chef-dashboard', 'group', first, second] as const,
};

/** product §3.2: the checkout list's order-status dropdown, ANY or 'Awaiting Confirmation'. */
export type CheckoutStatus = 'any' | 'awaiting';
