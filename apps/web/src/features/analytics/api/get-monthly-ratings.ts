import { useQuery } from '@tanstack/react-query';
import type { MonthlySeries } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

export type DishSeries = MonthlySeries & { dishId: string };
export type DishRatingsMonthlyReply = { year?: number; series: DishSeries[] };
export type OverallRatingsReply = { dataA: (number | null)[] | null };

// The year is left to the server: the current year in Manila (product §3.5: Jan to Dec).

// GET /api/v1/analytics/dishRatingsMonthly -> {series}: every dish's monthly averages at once,
// one request for the whole 'Dish Quality Monitoring' chart.
export const getDishRatingsMonthly = (signal?: AbortSignal) =>
  api.get<DishRatingsMonthlyReply>('/analytics/dishRatingsMonthly', { signal });

// GET /api/v1/analytics/overallRatings -> {dataA}: the chef's monthly overall averages.
export const getOverallRatings = (signal?: AbortSignal) =>
  api.get<OverallRatingsReply>('/analytics/overallRatings', { signal });

export function useDishRatingsMonthly() {
  return useQuery({
    queryKey: analyticsKeys.dishesMonthly,
    queryFn: ({ signal }) => getDishRatingsMonthly(signal),
  });
}

export function useOverallRatings() {
  return useQuery({
    queryKey: analyticsKeys.overall,
    queryFn: ({ signal }) => getOverallRatings(signal),
  });
}
