import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type FeePoint = { lat: number; lng: number; address: string };

// GET /api/v1/orders/delivery/:id?lat&lng&address -> the fee shown, round(quote x 1.031).
export const getDeliveryFee = (orderId: string, point: FeePoint, signal?: AbortSignal) => {
  const query = new URLSearchParams({
    lat: String(point.lat),
    lng: String(point.lng),
    address: point.address,
  });
  return api.get<number>(`/orders/delivery/${encodeURIComponent(orderId)}?${query}`, { signal });
};

export const deliveryFeeQueryOptions = (orderId: string, point: FeePoint | null) =>
  queryOptions({
    queryKey: ['orders', 'delivery', orderId, point?.lat, point?.lng],
    queryFn: ({ signal }) => {
      if (!point) throw new Error('no point');
      return getDeliveryFee(orderId, point, signal);
    },
    enabled: point !== null,
    staleTime: 5 * 60_000,
  });

export function useDeliveryFee(orderId: string, point: FeePoint | null) {
  return useQuery(deliveryFeeQueryOptions(orderId, point));
}
