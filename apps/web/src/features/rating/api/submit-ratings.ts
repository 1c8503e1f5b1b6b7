import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingSubmit } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { ratingOrderKey, type RatingOrderReply } from './get-rating-order';

export type SavedRating = {
  rating: { id: string; overall: number | null; ratings: (number | null)[] };
};

// POST /api/v1/orders/ratingPopup {orderId, overallRating, ratings} (product §5, §9).
export const submitRatings = (body: RatingSubmit) =>
  api.post<SavedRating>('/orders/ratingPopup', body);

export function useSubmitRatings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRatings,
    onSuccess: (_saved, body) => {
      // The order is rated now: coming back to its link shows the thank-you, not the form.
      queryClient.setQueryData<RatingOrderReply>(ratingOrderKey(body.orderId), (previous) =>
        previous ? { order: { ...previous.order, rated: true } } : previous,
      );
    },
  });
}
