import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type SellerCard } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { chefsQueryString, type ChefsQuery } from '../components/chefs-query';
import { sellersQueryKey } from './sellers-key';

export const CHEFS_PATH = '/users/getChefs';

// GET /api/v1/users/getChefs?{filters}&page={n}&type=homechef -> SellerCard[] (12 a page).
// POST the same query with {ids: dishIds} to restrict it to the sellers of those dishes.
export const getSellers = (
  query: ChefsQuery,
  page: number,
  dishIds: readonly string[] | null,
  signal?: AbortSignal,
) => {
  const path = `${CHEFS_PATH}?${chefsQueryString(query, page)}`;
  return dishIds === null
    ? api.get<SellerCard[]>(path, { signal })
    : api.post<SellerCard[]>(path, { ids: dishIds });
};

/**
 * product §6 pagination: pages from 1; an empty (or short) page ends the list. Every filter,
 * sort, search and day is part of the key, so any change starts again at page 1.
 */
export const sellersQueryOptions = (query: ChefsQuery, dishIds: readonly string[] | null) =>
  infiniteQueryOptions({
    queryKey: sellersQueryKey(query, dishIds),
    queryFn: ({ pageParam, signal }) => getSellers(query, pageParam, dishIds, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: SellerCard[], _pages, lastPageParam: number) =>
      lastPage.length < PAGE_SIZE ? undefined : lastPageParam + 1,
  });

export function useSellers(query: ChefsQuery | null, dishIds: readonly string[] | null) {
  return useInfiniteQuery({
    ...sellersQueryOptions(query ?? {}, dishIds),
    enabled: query !== null,
  });
}
