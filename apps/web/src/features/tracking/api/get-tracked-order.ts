import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutChefView, ChefOrderView } from '@lutong/shared';
import { api, isApiError } from '../../../lib/api-client';
import { pollEvery } from '../../../lib/live-state';

/** product §2.9 Order tracking: the page follows the order without a reload. */
export const TRACKING_POLL_MS = 10_000;

/** What the server worked out for the page: the state, the window and the settled money. */
export type TrackingFacts = {
  state: string;
  statusText: string;
  maxDeliveryHour: number | null;
  /** the buyer's window on the order's day (buyerWindowText) */
  window: string;
  /** a confirmed, paid pickup order's kitchen address and the chef's phone; null otherwise */
  pickup: { address: string; phone: string | null } | null;
  serviceFee: number;
  paymentMethod: string | null;
  total: number;
  /** issue 19: a cancelled or rejected paid order's refund, its state in the buyer's words */
  refund: { amount: number; status: string; text: string } | null;
};
export type TrackedOrder = ChefOrderView;
export type TrackedOrderReply = {
  order: TrackedOrder;
  chef: CheckoutChefView;
  tracking: TrackingFacts;
};

/** Every /orders query lives under ['orders'], so the buyer's other order lists refresh with it. */
export const trackedOrderKey = (orderId: string) => ['orders', 'track', orderId] as const;

// GET /api/v1/orders/track/:id -> {order, chef, tracking}: the buyer's own order (404 otherwise).
export const getTrackedOrder = (orderId: string, signal?: AbortSignal) =>
  api.get<TrackedOrderReply>(`/orders/track/${encodeURIComponent(orderId)}`, { signal });

export const trackedOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: trackedOrderKey(orderId),
    queryFn: ({ signal }) => getTrackedOrder(orderId, signal),
    refetchInterval: pollEvery(TRACKING_POLL_MS),
    // A refused order (401, 404) does not become readable by asking again.
    retry: (count, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });

export function useTrackedOrder(orderId: string) {
  return useQuery(trackedOrderQueryOptions(orderId));
}
