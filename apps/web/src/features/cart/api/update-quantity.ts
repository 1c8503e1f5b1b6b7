import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@lutong/shared';
import { isRecord, sendRequest, unwrapEnvelope } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export type QuantityChange = { orderId: string; dishId: string; quantity: number };

/**
 * PATCH /api/v1/orders/quantity/:id {dishId, quantity} (0 removes the line). product §9: the
 * reply `{status: 'deleted'}` means the order's last line went (null here); otherwise data.data is
 * the updated order.
 */
export async function updateQuantity({
  orderId,
  dishId,
  quantity,
}: QuantityChange): Promise<OrderView | null> {
  const { httpStatus, body } = await sendRequest(
    'PATCH',
    `/orders/quantity/${encodeURIComponent(orderId)}`,
    { body: { dishId, quantity } },
  );
  if (httpStatus < 400 && isRecord(body) && body.status === 'deleted') return null;
  return unwrapEnvelope<{ data: OrderView }>(httpStatus, body).data;
}

export function useUpdateQuantity(chefId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuantity,
    onSuccess: (order, change) => {
      queryClient.setQueryData<OrderView[]>(orderKeys.withChef(chefId), (orders) =>
        orders
          ?.map((o) => (o.id === change.orderId ? order : o))
          .filter((o): o is OrderView => o !== null),
      );
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
