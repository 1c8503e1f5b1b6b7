import { useMutation } from '@tanstack/react-query';
import type { SavedAddress } from '../../../lib/saved-address';
import { currentPosition } from '../utils/geolocation';
import { reverseGeocode } from './reverse-geocode';

/**
 * product §2 Locate Me: the browser's position, then the address at that point. The pin stays
 * on the device's own point; the lookup only names it.
 */
export async function locateMe(): Promise<SavedAddress> {
  const point = await currentPosition(
    typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  );
  const { address } = await reverseGeocode(point);
  return { address, ...point };
}

export function useLocateMe() {
  return useMutation({ mutationFn: locateMe });
}
