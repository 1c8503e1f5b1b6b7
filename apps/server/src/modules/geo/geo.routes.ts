import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@lutong/shared';
import { AppError } from '../../lib/errors.js';
import {
  GeocodingError,
  type GeoPoint,
  type Geocoder,
} from '../../providers/geocoding/geocoder.js';

/** Fewer letters than this match half the country: an empty list, no provider call. */
export const MIN_AUTOCOMPLETE_LENGTH = 2;
export const MAX_AUTOCOMPLETE_LENGTH = 100;
export const MAX_ADDRESS_LENGTH = 300;

/**
 * The address-entry session the web app opens (decision 027): Google's format, URL-safe base64
 * of at most 36 characters (a UUID fits). Suggestions and the picked place carry the same one.
 */
const sessionToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,36}$/, 'Invalid session token')
  .optional();
export const autocompleteQuery = z
  .object({
    input: z.string().trim().max(MAX_AUTOCOMPLETE_LENGTH).default(''),
    sessionToken,
    // a point to prefer suggestions near (both or neither)
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'Give both lat and lng, or neither',
    path: ['lat'],
  });
export const placeQuery = z.object({ sessionToken });
export const placeParams = z.object({
  placeId: z
    .string()
    .min(1)
    .max(512)
    .regex(/^[\w.:-]+$/, 'Invalid place id'),
});
export const geocodeQuery = z.object({
  address: z.string().trim().min(1).max(MAX_ADDRESS_LENGTH),
});
export const reverseQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

export const placePrediction = z.object({
  placeId: z.string(),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export const geoPoint = z.object({ address: z.string(), lat: z.number(), lng: z.number() });
const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });
const autocompleteReply = success(z.object({ predictions: z.array(placePrediction) }));
const pointReply = success(geoPoint);

/** Per client address: generous for typing, a wall for scripts running up the provider's bill. */
const rateLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };

/**
 * Address entry (product §2, §7, §9): Philippine place suggestions, the point of a picked
 * suggestion, forward and reverse geocoding. A provider failure is 502 and "nothing there" is 404,
 * both with the spec's wording (product §10), so the web app shows the message it gets.
 */
export function registerGeoRoutes(fastify: FastifyInstance, deps: { geocoder: Geocoder }): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { geocoder } = deps;
  const base = '/api/v1/geo';

  app.get(`${base}/autocomplete`, {
    schema: {
      summary: 'Address suggestions as the user types',
      tags: ['geo'],
      querystring: autocompleteQuery,
      response: { 200: autocompleteReply },
    },
    config: rateLimit,
    handler: async (request) => {
      const { input, sessionToken, lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      const predictions =
        input.length < MIN_AUTOCOMPLETE_LENGTH
          ? []
          : await provided(request.log, messages.addressGeocodeFailed, () =>
              geocoder.autocomplete(input, { sessionToken, near }),
            );
      return { status: 'success' as const, data: { predictions } };
    },
  });

  app.get(`${base}/place/:placeId`, {
    schema: {
      summary: "A suggested place's point and address",
      tags: ['geo'],
      params: placeParams,
      querystring: placeQuery,
      response: { 200: pointReply },
    },
    config: rateLimit,
    handler: async (request) => {
      const { sessionToken } = request.query;
      const point = await provided(request.log, messages.addressGeocodeFailed, () =>
        geocoder.placeDetails(request.params.placeId, { sessionToken }),
      );
      return reply(point, messages.addressGeocodeFailed);
    },
  });

  app.get(`${base}/geocode`, {
    schema: {
      summary: 'The point of a typed address',
      tags: ['geo'],
      querystring: geocodeQuery,
      response: { 200: pointReply },
    },
    config: rateLimit,
    handler: async (request) => {
      const point = await provided(request.log, messages.addressGeocodeFailed, () =>
        geocoder.geocode(request.query.address),
      );
      return reply(point, messages.addressGeocodeFailed);
    },
  });

  app.get(`${base}/reverse`, {
    schema: {
      summary: 'The address at a point (map pin)',
      tags: ['geo'],
      querystring: reverseQuery,
      response: { 200: pointReply },
    },
    config: rateLimit,
    handler: async (request) => {
      const { lat, lng } = request.query;
      const point = await provided(request.log, messages.reverseGeocodeFailed, () =>
        geocoder.reverse(lat, lng),
      );
      return reply(point, messages.reverseGeocodeFailed);
    },
  });
}

/** Runs a provider call; its failure becomes 502 PROVIDER_FAILED with the user's message. */
async function provided<T>(
  log: FastifyBaseLogger,
  message: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof GeocodingError)) throw error;
    log.warn({ reason: error.reason, err: error.message }, 'geocoding provider failed');
    throw new AppError('PROVIDER_FAILED', message);
  }
}

/** The point in the reply envelope, or 404 with the user's message when nothing was found. */
function reply(point: GeoPoint | null, message: string) {
  if (!point) throw new AppError('NOT_FOUND', message);
  return {
    status: 'success' as const,
    data: { address: point.address, lat: point.lat, lng: point.lng },
  };
}
