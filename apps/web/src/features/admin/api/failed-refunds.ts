import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** A refund the provider reported failed, waiting for staff (decision 023). */
export type FailedRefund = {
  id: string;
  amount: number;
  reason: string;
  providerRefundId: string | null;
  lastError: string | null;
  failedAt: string;
  method: string;
  orderId: string;
  number: string;
  buyerEmail: string;
  chefName: string;
};

// GET /api/v1/admin/refunds/failed -> {refunds}
export function useFailedRefunds() {
  return useQuery({
    queryKey: adminKeys.failedRefunds,
    queryFn: async ({ signal }) =>
      (await api.get<{ refunds: FailedRefund[] }>('/admin/refunds/failed', { signal })).refunds,
  });
}

// POST /api/v1/admin/refunds/{id}/resolve {note} -> {refunds} (the ones still open)
export function useResolveRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; note: string }) =>
      (
        await api.post<{ refunds: FailedRefund[] }>(
          `/admin/refunds/${encodeURIComponent(input.id)}/resolve`,
          { note: input.note },
        )
      ).refunds,
    onSuccess: (refunds) => queryClient.setQueryData(adminKeys.failedRefunds, refunds),
  });
}
