import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartAddBody, OrderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

// POST /api/v1/orders (cart order creation payload) -> {order, weeklyQuantity}: creates or
// extends the cart order for (buyer, chef, day).
export const addToCart = (body: CartAddBody) =>
  api.post<{ order: OrderView; weeklyQuantity: number }>('/orders', body);

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: ({ order }) => {
      queryClient.setQueryData<OrderView[]>(orderKeys.withChef(order.chef), (orders) =>
        orders ? [...orders.filter((o) => o.id !== order.id), order] : orders,
      );
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
