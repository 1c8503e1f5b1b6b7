import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** product §2 vanity short routes: a single word of lower-case letters and digits. */
export const isVanityWord = (word: string): boolean => /^[a-z0-9]+$/.test(word);

// GET /api/v1/vanity/:word -> {chefId} (404 for a word that is not a seller's).
export const resolveVanity = (word: string, signal?: AbortSignal) =>
  api.get<{ chefId: string }>(`/vanity/${encodeURIComponent(word)}`, { signal });

export const vanityQueryOptions = (word: string) =>
  queryOptions({
    queryKey: ['vanity', word],
    queryFn: async ({ signal }) => (await resolveVanity(word, signal)).chefId,
    staleTime: Infinity,
  });

export function useVanity(word: string) {
  return useQuery({ ...vanityQueryOptions(word), enabled: isVanityWord(word) });
}
