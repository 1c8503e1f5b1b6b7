import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutDetailsInput, PayoutDetailsView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { payoutsKeys } from './payouts-keys';

export function usePayoutDetails() {
  return useQuery({
    queryKey: payoutsKeys.details,
    queryFn: async ({ signal }) =>
      (await api.get<{ details: PayoutDetailsView | null }>('/payouts/details', { signal }))
        .details,
  });
}

// PUT /api/v1/payouts/details -> {details}; held payouts become due, so the whole page refreshes
export function useSavePayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PayoutDetailsInput) =>
      (await api.put<{ details: PayoutDetailsView }>('/payouts/details', input)).details,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: payoutsKeys.all });
    },
  });
}
