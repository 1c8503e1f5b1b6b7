import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutDetailsView, PayoutView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type StaffPayout = PayoutView;
export type RunPayout = StaffPayout & {
  chef: { id: string; name: string; email: string };
  details: PayoutDetailsView | null;
};
export type ChefPayoutHistory = {
  chef: { id: string; name: string; email: string };
  details: PayoutDetailsView | null;
  payouts: StaffPayout[];
};

// GET /api/v1/admin/payouts: the payout run, every payout not yet sent (held or due)
export function usePayoutRun() {
  return useQuery({
    queryKey: adminKeys.payouts,
    queryFn: async ({ signal }) =>
      (await api.get<{ payouts: RunPayout[] }>('/admin/payouts', { signal })).payouts,
  });
}

// GET /api/v1/admin/chefs/{id}/payouts: one chef's details and payout history
export function useChefPayoutHistory(chefId: string | null) {
  return useQuery({
    queryKey: adminKeys.chefPayouts(chefId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ChefPayoutHistory>(`/admin/chefs/${encodeURIComponent(chefId ?? '')}/payouts`, {
        signal,
      }),
    enabled: chefId !== null,
  });
}

// POST /api/v1/admin/payouts/{id}/sent {reference} -> {payout}
export function useMarkPayoutSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; reference: string }) =>
      (
        await api.post<{ payout: StaffPayout }>(
          `/admin/payouts/${encodeURIComponent(input.id)}/sent`,
          { reference: input.reference },
        )
      ).payout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.payoutsAll }),
  });
}
