import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderQuoteView } from '@lutong/shared';
import { api } from '../../../lib/api-client';
export type FeePoint = { lat: number; lng: number; address: string };

export type QuoteRequest = { deliveryMode: 'delivery' | 'pickup'; point: FeePoint | null };

// GET /api/v1/orders/quote/:id?deliveryMode&lat&lng&address -> the server's quote: the prices,
// the delivery fee, the points this order may use and the charge of each method (decision 024).
export const getOrderQuote = (orderId: string, how: QuoteRequest, signal?: AbortSignal) => {
  const query = new URLSearchParams({ deliveryMode: how.deliveryMode });
  if (how.deliveryMode === 'delivery' && how.point) {
    query.set('lat', String(how.point.lat));
    query.set('lng', String(how.point.lng));
    query.set('address', how.point.address);
  }
  return api.get<OrderQuoteView>(`/orders/quote/${encodeURIComponent(orderId)}?${query}`, {
    signal,
  });
};

export const orderQuoteQueryOptions = (orderId: string, how: QuoteRequest) =>
  queryOptions({
    queryKey: [
      'orders',
      'quote',
      orderId,
      how.deliveryMode,
      how.deliveryMode === 'delivery' ? how.point?.lat : null,
      how.deliveryMode === 'delivery' ? how.point?.lng : null,
    ],
    queryFn: ({ signal }) => getOrderQuote(orderId, how, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useOrderQuote(orderId: string, how: QuoteRequest) {
  return useQuery(orderQuoteQueryOptions(orderId, how));
}
