import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/v1/geo/autocomplete?input= -> {predictions}: places in the Philippines only (spec
// buyer §5), the server restricts the provider to country ph.
export type PlaceSuggestion = {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
};
type SuggestionsReply = { predictions: PlaceSuggestion[] };

/** Fewer letters than this match half the country; the box waits for a second one. */
export const MIN_SEARCH_LENGTH = 2;

export const getPlaceSuggestions = (input: string, signal?: AbortSignal) =>
  api.get<SuggestionsReply>(`/geo/autocomplete?input=${encodeURIComponent(input)}`, { signal });

export const placeSuggestionsQueryOptions = (input: string) =>
  queryOptions({
    queryKey: ['geo', 'autocomplete', input],
    queryFn: ({ signal }) => getPlaceSuggestions(input, signal),
    select: (reply) => reply.predictions,
    enabled: input.length >= MIN_SEARCH_LENGTH,
    staleTime: 10 * 60_000,
    // keep the last list on screen while the next letters are looked up
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Suggestions for the (already debounced) text in the address box. */
export function usePlaceSuggestions(input: string) {
  return useQuery(placeSuggestionsQueryOptions(input.trim()));
}
