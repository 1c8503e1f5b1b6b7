import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SavedAddress } from '../../../lib/saved-address';

// GET /api/v1/geo/place/:placeId?sessionToken= -> {address, lat, lng}: the point of a picked
// suggestion, which ends the address entry's session (decision 027).
export type PlacePick = { placeId: string; sessionToken: string };
export const getPlace = ({ placeId, sessionToken }: PlacePick) =>
  api.get<SavedAddress>(
    `/geo/place/${encodeURIComponent(placeId)}?sessionToken=${encodeURIComponent(sessionToken)}`,
  );

export function useLookupPlace() {
  return useMutation({ mutationFn: getPlace });
}
