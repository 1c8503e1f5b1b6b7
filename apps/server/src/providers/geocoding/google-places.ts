import { z } from 'zod';
import {
  GeocodingError,
  type AutocompleteOptions,
  type DetailsOptions,
  type GeoPoint,
  type PlacePrediction,
} from './geocoder.js';
import { callJson, type JsonAnswer } from './http.js';

/** Places API (New)'s host: not the Maps host the Geocoding API lives on. */
export const GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com';

const REGION_CODES = ['ph'];
const LANGUAGE = 'en';
/** How far (m) a bias point pulls suggestions; Google takes 0 to 50,000. */
const BIAS_RADIUS_M = 20_000;

/**
 * The response fields we read. Place Details bills by the fields asked for: id, formattedAddress
 * and location are all the product keeps (Place Details Essentials).
 */
export const AUTOCOMPLETE_FIELD_MASK = [
  'suggestions.placePrediction.placeId',
  'suggestions.placePrediction.text.text',
  'suggestions.placePrediction.structuredFormat',
].join(',');
export const DETAILS_FIELD_MASK = 'id,formattedAddress,location';

const formattable = z.object({ text: z.string() });
const autocompleteReply = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: formattable,
            structuredFormat: z
              .object({ mainText: formattable, secondaryText: formattable.optional() })
              .optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});
const placeReply = z.object({
  id: z.string(),
  formattedAddress: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
});
const googleError = z.object({
  error: z.object({ code: z.number().optional(), message: z.string(), status: z.string() }),
});

/**
 * Places API (New) (ARCHITECTURE §6, decision 027): Autocomplete (New) restricted to the Philippines
 * and Place Details (New), with the key and the response field mask in headers and the buyer's
 * session token on both, so Google bills the suggestions and the pick as one session.
 */
export function createPlacesClient(options: { baseUrl: string; key: string; timeoutMs: number }) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const headers = (fieldMask: string) => ({
    accept: 'application/json',
    'x-goog-api-key': options.key,
    'x-goog-fieldmask': fieldMask,
  });

  /** Google's error JSON ({error: {code, message, status}}) as a GeocodingError. */
  const failure = (what: string, answer: JsonAnswer) => {
    const parsed = googleError.safeParse(answer.body);
    if (!parsed.success) {
      return new GeocodingError('HTTP_ERROR', `${what} answered HTTP ${answer.status}`);
    }
    const { status, message } = parsed.data.error;
    return new GeocodingError(status, `${what} answered ${status}: ${message}`);
  };

  const parse = <T extends z.ZodType>(what: string, schema: T, body: unknown): z.output<T> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new GeocodingError('BAD_RESPONSE', `${what} answered an unexpected shape`);
    }
    return parsed.data;
  };

  return {
    async autocomplete(input: string, opts: AutocompleteOptions = {}): Promise<PlacePrediction[]> {
      const what = 'Google Places autocomplete';
      const url = new URL(`${baseUrl}/v1/places:autocomplete`);
      const body = {
        input,
        includedRegionCodes: REGION_CODES,
        languageCode: LANGUAGE,
        regionCode: REGION_CODES[0],
        ...(opts.sessionToken ? { sessionToken: opts.sessionToken } : {}),
        ...(opts.near
          ? {
              locationBias: {
                circle: {
                  center: { latitude: opts.near.lat, longitude: opts.near.lng },
                  radius: BIAS_RADIUS_M,
                },
              },
            }
          : {}),
      };
      const answer = await callJson(
        url,
        {
          method: 'POST',
          headers: { ...headers(AUTOCOMPLETE_FIELD_MASK), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        what,
        options.timeoutMs,
      );
      if (answer.status !== 200) throw failure(what, answer);
      const reply = parse(what, autocompleteReply, answer.body);
      return reply.suggestions.flatMap(({ placePrediction: p }) =>
        p
          ? [
              {
                placeId: p.placeId,
                description: p.text.text,
                mainText: p.structuredFormat?.mainText.text ?? p.text.text,
                secondaryText: p.structuredFormat?.secondaryText?.text ?? '',
              },
            ]
          : [],
      );
    },

    async placeDetails(placeId: string, opts: DetailsOptions = {}): Promise<GeoPoint | null> {
      const what = 'Google Place Details';
      const url = new URL(`${baseUrl}/v1/places/${encodeURIComponent(placeId)}`);
      url.searchParams.set('languageCode', LANGUAGE);
      url.searchParams.set('regionCode', REGION_CODES[0] ?? 'ph');
      if (opts.sessionToken) url.searchParams.set('sessionToken', opts.sessionToken);
      const answer = await callJson(
        url,
        { headers: headers(DETAILS_FIELD_MASK) },
        what,
        options.timeoutMs,
      );
      // An unknown place is "not found", not a provider failure.
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw failure(what, answer);
      const place = parse(what, placeReply, answer.body);
      return {
        address: place.formattedAddress,
        lat: place.location.latitude,
        lng: place.location.longitude,
        placeId: place.id,
      };
    },
  };
}
