import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchPoint } from '../../../lib/search-point';
import { api } from '../../../lib/api-client';

type DistanceReply = { distances: { distance: number }[] };

// GET /api/v1/users/distance/:chefId?lat&lng (signed in only) -> {distances: [{distance}]} in km.
export const getDistance = (chefId: string, point: SearchPoint, signal?: AbortSignal) =>
  api.get<DistanceReply>(
    `/users/distance/${encodeURIComponent(chefId)}?${new URLSearchParams({
      lat: String(point.lat),
      lng: String(point.lng),
    }).toString()}`,
    { signal },
  );

export const distanceQueryOptions = (chefId: string, point: SearchPoint) =>
  queryOptions({
    queryKey: ['menu', chefId, 'distance', point.lat, point.lng],
    queryFn: async ({ signal }) =>
      (await getDistance(chefId, point, signal)).distances[0]?.distance ?? null,
    staleTime: Infinity,
  });

/** Only asked for a signed-in user with a point (the server answers 401 to guests). */
export function useDistance(chefId: string, point: SearchPoint | null, signedIn: boolean) {
  return useQuery({
    ...distanceQueryOptions(chefId, point ?? { lat: 0, lng: 0 }),
    enabled: signedIn && point !== null,
  });
}
