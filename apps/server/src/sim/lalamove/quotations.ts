import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refuse } from './errors.js';
import { motorcyclePriceBreakdown, routeMeters } from './pricing.js';
import { lalamoveId, type LalamoveSimStore, type SimQuotation } from './store.js';

/** A quotation can be ordered for five minutes (Lalamove v3 quotation validity). */
export const QUOTATION_TTL_MS = 5 * 60 * 1000;
/** Lalamove schedules a pickup up to 30 days ahead (v3 quotation `scheduleAt`). */
export const MAX_SCHEDULE_AHEAD_MS = 30 * 24 * 60 * 60 * 1000;
/** A pickup and up to 15 drop-offs. */
const MAX_STOPS = 16;
/** Roughly the Philippines; a stop outside it is outside the PH market's service area. */
const PH_BOUNDS = { minLat: 4.5, maxLat: 21.2, minLng: 116, maxLng: 127 };
const SERVICE_TYPES = ['MOTORCYCLE'];

// Lalamove wants coordinates as decimal strings.
const coordinate = z.string().regex(/^-?\d{1,3}(\.\d+)?$/, 'must be a decimal number as a string');
const quotationBody = z.object({
  data: z.object({
    serviceType: z.string(),
    language: z.string(),
    stops: z
      .array(
        z.object({
          coordinates: z.object({ lat: coordinate, lng: coordinate }),
          address: z.string().trim().min(1).max(500),
        }),
      )
      .min(2)
      .max(MAX_STOPS),
    // Lalamove: the pickup time in UTC, ISO 8601 ("2026-11-28T12:30:00.000Z")
    scheduleAt: z.iso.datetime().optional(),
    specialRequests: z.array(z.string()).optional(),
    isRouteOptimized: z.boolean().optional(),
  }),
});

const inPhilippines = ({ lat, lng }: { lat: number; lng: number }) =>
  lat >= PH_BOUNDS.minLat &&
  lat <= PH_BOUNDS.maxLat &&
  lng >= PH_BOUNDS.minLng &&
  lng <= PH_BOUNDS.maxLng;

/** `POST /v3/quotations` and `GET /v3/quotations/:quotationId`, on an authenticated scope. */
export function registerQuotationRoutes(
  api: FastifyInstance,
  deps: { store: LalamoveSimStore; market: string; now: () => number },
): void {
  const { store, market, now } = deps;

  api.post('/v3/quotations', async (request, reply) => {
    let json: unknown;
    try {
      json = JSON.parse(typeof request.body === 'string' ? request.body : '');
    } catch {
      return refuse(reply, 422, { id: 'ERR_INVALID_FIELD', message: 'Body is not valid JSON.' });
    }
    const parsed = quotationBody.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(reply, 422, {
        id: 'ERR_INVALID_FIELD',
        message: 'Invalid or missing field.',
        detail: `${['', ...(issue?.path ?? [])].join('/')}: ${issue?.message ?? 'invalid'}`,
      });
    }
    const body = parsed.data.data;
    if (!SERVICE_TYPES.includes(body.serviceType)) {
      return refuse(reply, 422, {
        id: 'ERR_INVALID_SERVICE_TYPE',
        message: `The simulator offers ${SERVICE_TYPES.join(', ')} only.`,
        detail: '/data/serviceType',
      });
    }
    if (body.language !== `en_${market}`) {
      return refuse(reply, 422, {
        id: 'ERR_INVALID_LANGUAGE',
        message: `Language must be en_${market} in market ${market}.`,
        detail: '/data/language',
      });
    }
    const points = body.stops.map((stop) => ({
      lat: Number(stop.coordinates.lat),
      lng: Number(stop.coordinates.lng),
    }));
    const outside = points.findIndex((point) => !inPhilippines(point));
    if (outside !== -1) {
      return refuse(reply, 422, {
        id: 'ERR_OUT_OF_SERVICE_AREA',
        message: 'A stop is outside the service area.',
        detail: `/data/stops/${outside}/coordinates`,
      });
    }
    const at = now();
    const scheduleAt = body.scheduleAt ? Date.parse(body.scheduleAt) : at;
    if (scheduleAt < at - 60_000) {
      return refuse(reply, 422, {
        id: 'ERR_INVALID_SCHEDULE_TIME',
        message: 'scheduleAt is in the past.',
        detail: '/data/scheduleAt',
      });
    }
    if (scheduleAt > at + MAX_SCHEDULE_AHEAD_MS) {
      return refuse(reply, 422, {
        id: 'ERR_INVALID_SCHEDULE_TIME',
        message: 'scheduleAt can be at most 30 days ahead.',
        detail: '/data/scheduleAt',
      });
    }

    const meters = routeMeters(points);
    const quotation: SimQuotation = {
      quotationId: lalamoveId(),
      scheduleAt: new Date(scheduleAt).toISOString(),
      expiresAt: new Date(at + QUOTATION_TTL_MS).toISOString(),
      serviceType: body.serviceType,
      specialRequests: body.specialRequests ?? [],
      language: body.language,
      stops: body.stops.map((stop) => ({
        stopId: lalamoveId(),
        coordinates: stop.coordinates,
        address: stop.address,
      })),
      isRouteOptimized: false,
      priceBreakdown: motorcyclePriceBreakdown(meters),
      distance: { value: String(meters), unit: 'm' },
    };
    store.saveQuotation(quotation);
    return reply.status(201).send({ data: quotation });
  });

  api.get<{ Params: { quotationId: string } }>(
    '/v3/quotations/:quotationId',
    async (request, reply) => {
      const quotation = store.findQuotation(request.params.quotationId);
      if (!quotation) {
        return refuse(reply, 404, {
          id: 'ERR_INVALID_QUOTATION_ID',
          message: 'Quotation not found.',
          detail: '/quotationId',
        });
      }
      return { data: quotation };
    },
  );
}
