import { z } from 'zod';
import { GeocodingError, type GeoPoint, type Geocoder } from './geocoder.js';
import { createPlacesClient } from './google-places.js';
import { callJson } from './http.js';

/** Google Maps Platform's REST host (Geocoding API); the simulator serves it under /_sim/google-maps. */
export const GOOGLE_MAPS_BASE_URL = 'https://maps.googleapis.com';
export const DEFAULT_GEOCODING_TIMEOUT_MS = 5000;

const COUNTRY = 'country:ph';
const REGION = 'ph';
const LANGUAGE = 'en';

const statusReply = z.object({ status: z.string(), error_message: z.string().optional() });
const geometry = z.object({
  location: z.object({ lat: z.number(), lng: z.number() }),
  location_type: z.string().optional(),
});
const geocodeReply = statusReply.extend({
  results: z
    .array(z.object({ formatted_address: z.string(), geometry, place_id: z.string().optional() }))
    .default([]),
});

/**
 * The Google Maps Platform adapter (decision 027): suggestions and the picked place from Places
 * API (New) at `placesBaseUrl` (google-places.ts), geocoding and reverse geocoding from the
 * Geocoding API at `baseUrl` (region ph, language en), over fetch with a timeout. Pointed at
 * `${publicUrl}/_sim/google-maps` with key 'sim' it talks to the bundled simulator instead.
 */
export function createGoogleMapsGeocoder(options: {
  baseUrl: string;
  placesBaseUrl: string;
  key: string;
  timeoutMs?: number;
}): Geocoder {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_GEOCODING_TIMEOUT_MS;
  const places = createPlacesClient({
    baseUrl: options.placesBaseUrl,
    key: options.key,
    timeoutMs,
  });

  /** One Geocoding API call; anything but OK and ZERO_RESULTS is a provider failure. */
  async function geocodeCall(params: Record<string, string>): Promise<GeoPoint | null> {
    const path = '/maps/api/geocode/json';
    const what = `Google Maps ${path}`;
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries({ ...params, key: options.key })) {
      url.searchParams.set(name, value);
    }
    const answer = await callJson(
      url,
      { headers: { accept: 'application/json' } },
      what,
      timeoutMs,
    );
    if (answer.status !== 200) {
      throw new GeocodingError('HTTP_ERROR', `${what} answered HTTP ${answer.status}`);
    }
    const parsed = geocodeReply.safeParse(answer.body);
    if (!parsed.success) {
      throw new GeocodingError('BAD_RESPONSE', `${what} answered an unexpected shape`);
    }
    const reply = parsed.data;
    if (reply.status !== 'OK' && reply.status !== 'ZERO_RESULTS') {
      const detail = reply.error_message ? `: ${reply.error_message}` : '';
      throw new GeocodingError(reply.status, `${what} answered ${reply.status}${detail}`);
    }
    const result = reply.status === 'OK' ? reply.results[0] : undefined;
    if (!result) return null;
    const { lat, lng } = result.geometry.location;
    return { address: result.formatted_address, lat, lng, placeId: result.place_id ?? null };
  }

  return {
    autocomplete: places.autocomplete,
    placeDetails: places.placeDetails,
    geocode: (address) =>
      geocodeCall({ address, components: COUNTRY, region: REGION, language: LANGUAGE }),
    reverse: (lat, lng) => geocodeCall({ latlng: `${lat},${lng}`, language: LANGUAGE }),
  };
}
