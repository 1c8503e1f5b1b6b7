import type { PaymentStatusView } from '@lutong/shared';
import { api } from '../../../lib/api-client';

// GET /api/v1/orders/paymentStatus/:id -> {status, lastError, payed}: the server asks the
// provider about the order's intent (and settles a paid one), so the page never decides on the
// browser's word.
export const getPaymentStatus = (orderId: string, signal?: AbortSignal) =>
  api.get<PaymentStatusView>(`/orders/paymentStatus/${encodeURIComponent(orderId)}`, { signal });
