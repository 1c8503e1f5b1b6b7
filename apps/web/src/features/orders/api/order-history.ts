import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryPageView, ReceiptView, ReorderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';

// The buyer's orders page (issue 19): every /orders query lives under ['orders'], so the lists
// refresh with the cart and checkout.

// GET /api/v1/orders/history?page=N -> one page of the buyer's own orders, current ones first.
export const historyQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['orders', 'history', page],
    queryFn: ({ signal }) => api.get<HistoryPageView>(`/orders/history?page=${page}`, { signal }),
  });

export function useOrderHistory(page: number) {
  return useQuery(historyQueryOptions(page));
}

// GET /api/v1/orders/receipt/:id -> the receipt of a paid order (the e-mail's facts).
export const receiptQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'receipt', orderId],
    queryFn: ({ signal }) =>
      api.get<ReceiptView>(`/orders/receipt/${encodeURIComponent(orderId)}`, { signal }),
    retry: false,
  });

export function useReceipt(orderId: string) {
  return useQuery(receiptQueryOptions(orderId));
}

// POST /api/v1/orders/reorder/:id -> the cart filled for the chef's next open day, and what not.
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post<ReorderView>(`/orders/reorder/${encodeURIComponent(orderId)}`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
