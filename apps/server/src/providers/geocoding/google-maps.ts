import { z } from 'zod';
import { GeocodingError, type GeoPoint, type Geocoder, type PlacePrediction } from './geocoder.js';

/** Google Maps Platform's REST host; the simulator serves the same paths under /_sim/google-maps. */
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
const autocompleteReply = statusReply.extend({
  predictions: z
    .array(
      z.object({
        place_id: z.string(),
        description: z.string(),
        structured_formatting: z
          .object({ main_text: z.string(), secondary_text: z.string().optional() })
          .optional(),
      }),
    )
    .default([]),
});
const detailsReply = statusReply.extend({
  result: z.object({ formatted_address: z.string(), geometry }).optional(),
});
const geocodeReply = statusReply.extend({
  results: z
    .array(z.object({ formatted_address: z.string(), geometry, place_id: z.string().optional() }))
    .default([]),
});

type Params = Record<string, string>;

/**
 * The Google Maps Platform adapter: Places Autocomplete (country ph), Place Details, Geocoding
 * (region ph, language en) and reverse geocoding, over fetch with a timeout. Pointed at
 * `${publicUrl}/_sim/google-maps` with key 'sim' it talks to the bundled simulator instead.
 */
export function createGoogleMapsGeocoder(options: {
  baseUrl: string;
  key: string;
  timeoutMs?: number;
}): Geocoder {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_GEOCODING_TIMEOUT_MS;

  async function call<T extends z.ZodType<z.infer<typeof statusReply>>>(
    path: string,
    params: Params,
    schema: T,
  ): Promise<z.output<T>> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries({ ...params, key: options.key })) {
      url.searchParams.set(name, value);
    }
    const what = `Google Maps ${path}`;
    let body: unknown;
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new GeocodingError('HTTP_ERROR', `${what} answered HTTP ${response.status}`);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof GeocodingError) throw error;
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new GeocodingError('TIMEOUT', `${what} gave no answer in ${timeoutMs} ms`, {
          cause: error,
        });
      }
      if (name === 'SyntaxError') {
        throw new GeocodingError('BAD_RESPONSE', `${what} answered something not JSON`);
      }
      throw new GeocodingError('NETWORK', `${what} could not be reached`, { cause: error });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new GeocodingError('BAD_RESPONSE', `${what} answered an unexpected shape`);
    }
    return parsed.data;
  }

  /** Anything but OK and the statuses that mean "nothing here" is a provider failure. */
  const check = (path: string, reply: z.infer<typeof statusReply>, empty: string[]) => {
    if (reply.status === 'OK' || empty.includes(reply.status)) return;
    const detail = reply.error_message ? `: ${reply.error_message}` : '';
    throw new GeocodingError(reply.status, `Google Maps ${path} answered ${reply.status}${detail}`);
  };

  const firstResult = (reply: z.infer<typeof geocodeReply>): GeoPoint | null => {
    const result = reply.status === 'OK' ? reply.results[0] : undefined;
    if (!result) return null;
    const { lat, lng } = result.geometry.location;
    return { address: result.formatted_address, lat, lng, placeId: result.place_id ?? null };
  };

  return {
    async autocomplete(input) {
      const path = '/maps/api/place/autocomplete/json';
      const params = { input, components: COUNTRY, language: LANGUAGE };
      const reply = await call(path, params, autocompleteReply);
      check(path, reply, ['ZERO_RESULTS']);
      return reply.predictions.map((p): PlacePrediction => ({
        placeId: p.place_id,
        description: p.description,
        mainText: p.structured_formatting?.main_text ?? p.description,
        secondaryText: p.structured_formatting?.secondary_text ?? '',
      }));
    },

    async placeDetails(placeId) {
      const path = '/maps/api/place/details/json';
      const params = {
        place_id: placeId,
        fields: 'geometry,formatted_address',
        language: LANGUAGE,
      };
      const reply = await call(path, params, detailsReply);
      // An unknown or malformed place id is "not found", not a provider failure.
      check(path, reply, ['ZERO_RESULTS', 'NOT_FOUND', 'INVALID_REQUEST']);
      if (reply.status !== 'OK' || !reply.result) return null;
      const { lat, lng } = reply.result.geometry.location;
      return { address: reply.result.formatted_address, lat, lng, placeId };
    },

    async geocode(address) {
      const path = '/maps/api/geocode/json';
      const params = { address, components: COUNTRY, region: REGION, language: LANGUAGE };
      const reply = await call(path, params, geocodeReply);
      check(path, reply, ['ZERO_RESULTS']);
      return firstResult(reply);
    },

    async reverse(lat, lng) {
      const path = '/maps/api/geocode/json';
      const params = { latlng: `${lat},${lng}`, language: LANGUAGE };
      const reply = await call(path, params, geocodeReply);
      check(path, reply, ['ZERO_RESULTS']);
      return firstResult(reply);
    },
  };
}
