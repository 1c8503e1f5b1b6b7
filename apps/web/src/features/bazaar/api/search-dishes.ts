import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/v1/dishes/search?name= -> {dishes: dish ids} (typo tolerant).
export const searchDishes = (name: string, signal?: AbortSignal) =>
  api.get<{ dishes: string[] }>(`/dishes/search?${new URLSearchParams({ name }).toString()}`, {
    signal,
  });

export const dishSearchQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['bazaar', 'dish-search', name],
    queryFn: async ({ signal }) => (await searchDishes(name, signal)).dishes,
  });
