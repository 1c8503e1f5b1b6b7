import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutBody, CheckoutChefView, OrderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';

/** product §2 and §11: the checkout page reloads itself every 7 minutes. */
export const CHECKOUT_RELOAD_MS = 420_000;

export type CheckoutData = { order: OrderView; chef: CheckoutChefView };

// GET /api/v1/orders/:id -> {order, chef}
export const getCheckoutOrder = (orderId: string, signal?: AbortSignal) =>
  api.get<CheckoutData>(`/orders/${encodeURIComponent(orderId)}`, { signal });

export const checkoutQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'checkout', orderId],
    queryFn: ({ signal }) => getCheckoutOrder(orderId, signal),
    refetchInterval: CHECKOUT_RELOAD_MS,
    // The form is filled from the first answer; coming back to the tab should not reset it.
    refetchOnWindowFocus: false,
  });

export function useCheckoutOrder(orderId: string) {
  return useQuery(checkoutQueryOptions(orderId));
}

// PATCH /api/v1/orders/:id (checkout details) -> {order}: placed, stock reserved, fee quoted.
export const placeOrder = ({ orderId, body }: { orderId: string; body: CheckoutBody }) =>
  api.patch<{ order: OrderView }>(`/orders/${encodeURIComponent(orderId)}`, body);

// POST /api/v1/orders/confirmStock {order} -> {order}, or a failure with the message to show.
export const confirmStock = (orderId: string) =>
  api.post<{ order: OrderView }>('/orders/confirmStock', { order: orderId });

/** The stock check before payment refused the order (product §10: shown with a way back). */
export class StockCheckFailed extends Error {
  constructor(cause: unknown) {
    super('stock check failed', { cause });
    this.name = 'StockCheckFailed';
  }
}

/** product §6 Checkout: the order update, then the stock check before payment. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { orderId: string; body: CheckoutBody }) => {
      await placeOrder(input);
      try {
        return await confirmStock(input.orderId);
      } catch (error) {
        throw new StockCheckFailed(error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
