import { useQuery } from '@tanstack/react-query';
import type { DishRatingSummary } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

export type DishRatingsReply = { dishes: DishRatingSummary[] };

// GET /api/v1/analytics/dishRatingsAll -> {dishes}: the signed-in user's own live dishes with
// their current averages (product §9); empty for a user who sells nothing.
export const getDishRatings = (signal?: AbortSignal) =>
  api.get<DishRatingsReply>('/analytics/dishRatingsAll', { signal });

export function useDishRatings() {
  return useQuery({
    queryKey: analyticsKeys.dishes,
    queryFn: ({ signal }) => getDishRatings(signal),
  });
}
