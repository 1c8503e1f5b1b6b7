import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isRecord } from '../../../lib/api-client';
import { TRACKING_POLL_MS } from './get-tracked-order';
import { pollEvery } from '../../../lib/live-state';

/** product §5 Courier info: the driver's name, phone and photo. */
export type CourierInfo = { name: string; phone: string; photo_url: string | null };

/** A reply with a driver's name is a courier; anything else (no driver yet) is none. */
export function toCourierInfo(data: unknown): CourierInfo | null {
  const info = isRecord(data) && isRecord(data.courier) ? data.courier : data;
  if (!isRecord(info) || typeof info.name !== 'string' || info.name.trim() === '') return null;
  return {
    name: info.name,
    phone: typeof info.phone === 'string' ? info.phone : '',
    photo_url: typeof info.photo_url === 'string' && info.photo_url !== '' ? info.photo_url : null,
  };
}

export const deliveryInfoKey = (orderId: string) => ['orders', 'deliveryInfo', orderId] as const;

// GET /api/v1/orders/deliveryInfo/:id -> courier name, phone, photo_url (product §9).
export const getDeliveryInfo = async (orderId: string, signal?: AbortSignal) =>
  toCourierInfo(
    await api.get<unknown>(`/orders/deliveryInfo/${encodeURIComponent(orderId)}`, { signal }),
  );

export const deliveryInfoQueryOptions = (orderId: string, enabled: boolean) =>
  queryOptions({
    queryKey: deliveryInfoKey(orderId),
    queryFn: ({ signal }) => getDeliveryInfo(orderId, signal),
    enabled,
    refetchInterval: pollEvery(TRACKING_POLL_MS),
    retry: false,
  });

/** Asked only for a finished delivery order: before that there is no courier to show. */
export function useDeliveryInfo(orderId: string, enabled: boolean) {
  return useQuery(deliveryInfoQueryOptions(orderId, enabled));
}
