import { api } from '../../../lib/api-client';
import type { SavedAddress } from '../../../lib/saved-address';

// GET /api/v1/geo/reverse?lat=&lng= -> {address, lat, lng}; 404/502 when nothing is found there.
export const reverseGeocode = ({ lat, lng }: { lat: number; lng: number }) =>
  api.get<SavedAddress>(`/geo/reverse?lat=${lat}&lng=${lng}`);
