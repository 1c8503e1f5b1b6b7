import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupQuoteView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

const groupPath = (first: string, second: string) =>
  `/orders/delivery/group/${encodeURIComponent(first)}/${encodeURIComponent(second)}`;

// GET /api/v1/orders/delivery/group/{first}/{second}: separate fee, group fee, savings, drop-offs.
export const getGroupQuote = (first: string, second: string, signal?: AbortSignal) =>
  api.get<GroupQuoteView>(groupPath(first, second), { signal });

/** Asked only once two different delivery orders are chosen (product §6 Group delivery). */
export function useGroupQuote(pair: { first: string; second: string } | null) {
  return useQuery({
    queryKey: dashboardKeys.group(pair?.first ?? '', pair?.second ?? ''),
    queryFn: ({ signal }) => getGroupQuote(pair?.first ?? '', pair?.second ?? '', signal),
    enabled: pair !== null,
    retry: false,
    // A courier's quote lasts five minutes; ask again rather than show a stale one.
    staleTime: 60_000,
  });
}

// PATCH /api/v1/orders/delivery/group/{first}/{second} {group: true, total}: one courier for both.
export const submitGroup = (input: { first: string; second: string; total: number }) =>
  api.patch<unknown>(groupPath(input.first, input.second), { group: true, total: input.total });

export function useSubmitGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitGroup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
