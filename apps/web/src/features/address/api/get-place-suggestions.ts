import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /api/v1/geo/autocomplete?input=&sessionToken= -> {predictions}: places in the Philippines
// only (product §7), the server restricts the provider to country ph. The session token ties
// the lookups of one address entry to the place picked at its end (decision 027).
export type PlaceSuggestion = {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
};
type SuggestionsReply = { predictions: PlaceSuggestion[] };

/** Fewer letters than this match half the country; the box waits for a second one. */
export const MIN_SEARCH_LENGTH = 2;

export const getPlaceSuggestions = (input: string, sessionToken: string, signal?: AbortSignal) =>
  api.get<SuggestionsReply>(
    `/geo/autocomplete?input=${encodeURIComponent(input)}&sessionToken=${encodeURIComponent(sessionToken)}`,
    { signal },
  );

export const placeSuggestionsQueryOptions = (input: string, sessionToken: string) =>
  queryOptions({
    queryKey: ['geo', 'autocomplete', input, sessionToken],
    queryFn: ({ signal }) => getPlaceSuggestions(input, sessionToken, signal),
    select: (reply) => reply.predictions,
    enabled: input.length >= MIN_SEARCH_LENGTH,
    staleTime: 10 * 60_000,
    // keep the last list on screen while the next letters are looked up
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Suggestions for the (already debounced) text in the address box, in its session. */
export function usePlaceSuggestions(input: string, sessionToken: string) {
  return useQuery(placeSuggestionsQueryOptions(input.trim(), sessionToken));
}
