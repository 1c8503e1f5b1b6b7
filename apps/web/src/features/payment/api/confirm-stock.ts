import type { OrderView } from '@lutong/shared';
import { api } from '../../../lib/api-client';

// POST /api/v1/orders/confirmStock {order} -> {order}, or a failure with the message to show
// (product §6 Payment: stock check first).
export const confirmStock = (orderId: string) =>
  api.post<{ order: OrderView }>('/orders/confirmStock', { order: orderId });
