import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerCard } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import type { SearchPoint } from '../../../lib/search-point';
import { topChefsQueryKey } from './top-chefs-key';

// GET /api/v1/users/getChefs?lat&lng&page=1&near=false -> SellerCard[], highest weighted rating
// first: the landing page's sample dishes, chef stories and chef of the week come from it.
export const getTopChefs = ({ lat, lng }: SearchPoint, signal?: AbortSignal) =>
  api.get<SellerCard[]>(`/users/getChefs?lat=${lat}&lng=${lng}&page=1&near=false`, { signal });

export const topChefsQueryOptions = (point: SearchPoint) =>
  queryOptions({
    queryKey: topChefsQueryKey(point),
    queryFn: ({ signal }) => getTopChefs(point, signal),
    staleTime: 5 * 60_000,
  });

export function useTopChefs(point: SearchPoint) {
  return useQuery(topChefsQueryOptions(point));
}
