import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChefOrderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

// The chef's order transitions (product §6, §9). Each refreshes every dashboard query after.

type OrderReply = { order?: ChefOrderView };

// PATCH /api/v1/orders/confirm {order}
export const confirmOrder = (orderId: string) =>
  api.patch<OrderReply>('/orders/confirm', { order: orderId });

// PATCH /api/v1/orders/reject {remarks, order}
export const rejectOrder = (input: { orderId: string; remarks: string }) =>
  api.patch<OrderReply>('/orders/reject', { order: input.orderId, remarks: input.remarks });

// PATCH /api/v1/orders/chefOrders/{orderId} {digital}: marks it finished (books the courier).
export const finishOrder = (order: Pick<ChefOrderView, 'id' | 'digital'>) =>
  api.patch<OrderReply>(`/orders/chefOrders/${encodeURIComponent(order.id)}`, {
    digital: order.digital,
  });

// POST /api/v1/orders/recreateOrder/{orderId} {deliveryId, digital, userId}: a new courier booking.
export const recreateDelivery = (order: Pick<ChefOrderView, 'id' | 'deliveryId' | 'digital'>) =>
  api.post<unknown>(`/orders/recreateOrder/${encodeURIComponent(order.id)}`, {
    ...(order.deliveryId ? { deliveryId: order.deliveryId } : {}),
    digital: order.digital,
  });

function useDashboardMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

export const useConfirmOrder = () => useDashboardMutation(confirmOrder);
export const useRejectOrder = () => useDashboardMutation(rejectOrder);
export const useFinishOrder = () => useDashboardMutation(finishOrder);
export const useRecreateDelivery = () => useDashboardMutation(recreateDelivery);
