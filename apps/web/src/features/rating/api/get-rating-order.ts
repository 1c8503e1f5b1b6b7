import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingOrder } from '@lutong/shared';
import { api, isApiError } from '../../../lib/api-client';

export type RatingOrderReply = { order: RatingOrder };

/** Every /orders query lives under ['orders'], so the buyer's order lists refresh with it. */
export const ratingOrderKey = (orderId: string) => ['orders', 'rating', orderId] as const;

// GET /api/v1/orders/ratingPopup?orderId= -> {order}: the buyer's own order to rate (product
// §9). 404 for a missing or someone else's order, 409 while it is not completed.
export const getRatingOrder = (orderId: string, signal?: AbortSignal) =>
  api.get<RatingOrderReply>(`/orders/ratingPopup?orderId=${encodeURIComponent(orderId)}`, {
    signal,
  });

export const ratingOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ratingOrderKey(orderId),
    queryFn: ({ signal }) => getRatingOrder(orderId, signal),
    // A refused order (401, 404, 409) does not become rateable by asking again at once.
    retry: (count, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    // The form holds the buyer's stars: a background refetch must not reset the page under them.
    refetchOnWindowFocus: false,
  });

export function useRatingOrder(orderId: string) {
  return useQuery(ratingOrderQueryOptions(orderId));
}
