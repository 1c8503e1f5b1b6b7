import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SavedAddress } from '../../../lib/saved-address';

// GET /api/v1/geo/place/:placeId -> {address, lat, lng}: the point of a picked suggestion.
export const getPlace = (placeId: string) =>
  api.get<SavedAddress>(`/geo/place/${encodeURIComponent(placeId)}`);

export function useLookupPlace() {
  return useMutation({ mutationFn: getPlace });
}
