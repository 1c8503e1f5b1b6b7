import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** A delivered order as staff see it before refunding it (GET /api/v1/admin/orders/{id}). */
export type StaffOrder = {
  id: string;
  number: string;
  status: string;
  payed: boolean;
  total: number;
  paidAmount: number | null;
  foodTotal: number;
  createdFor: string;
  buyerEmail: string;
  chefName: string;
  refundable: boolean;
  refund: { status: string; amount: number } | null;
};

export const getStaffOrder = async (id: string, signal?: AbortSignal) =>
  (await api.get<{ order: StaffOrder }>(`/admin/orders/${encodeURIComponent(id)}`, { signal }))
    .order;

export function useStaffOrder(id: string | null) {
  return useQuery({
    queryKey: adminKeys.order(id ?? ''),
    queryFn: ({ signal }) => getStaffOrder(id ?? '', signal),
    enabled: id !== null,
    retry: false,
  });
}

// POST /api/v1/admin/orders/{id}/refund -> {order}
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<{ order: StaffOrder }>(`/admin/orders/${encodeURIComponent(id)}/refund`, {}))
        .order,
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(order.id), order),
  });
}
