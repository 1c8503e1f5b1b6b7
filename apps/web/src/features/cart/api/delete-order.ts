import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

// DELETE /api/v1/orders/:id -> {order} (status deleted): removes a pending cart order.
export const deleteOrder = (orderId: string) =>
  api.delete<{ order: OrderView }>(`/orders/${encodeURIComponent(orderId)}`);

// DELETE /api/v1/orders/awaitingConfirmation {order} -> {order} (status cancelled, stock released).
export const cancelAwaitingOrder = (orderId: string) =>
  api.delete<{ order: OrderView }>('/orders/awaitingConfirmation', { order: orderId });

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useCancelAwaitingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAwaitingOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
