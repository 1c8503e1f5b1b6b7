import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** A vanity short link: /{word} opens the seller's menu (product §2). */
export type ShortLink = { word: string; chefId: string; chefName: string };

// GET /api/v1/admin/vanity -> {routes}
export const getShortLinks = async (signal?: AbortSignal) =>
  (await api.get<{ routes: ShortLink[] }>('/admin/vanity', { signal })).routes;

export function useShortLinks() {
  return useQuery({ queryKey: adminKeys.vanity, queryFn: ({ signal }) => getShortLinks(signal) });
}

// POST /api/v1/admin/vanity {word, chefId} -> {route}
export const addShortLink = (input: { word: string; chefId: string }) =>
  api.post<{ route: ShortLink }>('/admin/vanity', input);

// DELETE /api/v1/admin/vanity/{word} -> null
export const removeShortLink = (word: string) =>
  api.delete<null>(`/admin/vanity/${encodeURIComponent(word)}`);

function useShortLinkChange<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The buyer side caches resolved words under ['vanity', word]: forget them too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.vanity }),
        queryClient.removeQueries({ queryKey: ['vanity'] }),
      ]),
  });
}

export const useAddShortLink = () => useShortLinkChange(addShortLink);
export const useRemoveShortLink = () => useShortLinkChange(removeShortLink);
