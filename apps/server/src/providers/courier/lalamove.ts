import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CourierError,
  isCourierStatus,
  type Courier,
  type CourierDriver,
  type CourierOrder,
  type CourierQuote,
  type PlaceCourierOrder,
  type Stop,
} from './courier.js';
import { lalamoveAuthorization } from './lalamove-signature.js';
import { observeProviderCall } from '../../lib/metrics.js';

/** Lalamove's REST hosts; the simulator serves the same paths under /_sim/lalamove. */
export const LALAMOVE_SANDBOX_URL = 'https://rest.sandbox.lalamove.com';
export const LALAMOVE_PRODUCTION_URL = 'https://rest.lalamove.com';
export const DEFAULT_COURIER_TIMEOUT_MS = 8000;

/** Home-cooked food in the Philippines rides on a motorcycle (with a thermal bag). */
const SERVICE_TYPE = 'MOTORCYCLE';

// Lalamove writes every amount as a decimal string ("133", "133.50").
const amount = z.string().regex(/^\d+(\.\d+)?$/);
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)));

const errorsReply = z.object({
  errors: z.array(z.object({ id: z.string(), message: z.string().optional() }).loose()).min(1),
});

const stops = z.array(z.object({ stopId: z.string().min(1), address: z.string() }).loose()).min(2);

const quotationReply = z.object({
  data: z.object({
    quotationId: z.string().min(1),
    expiresAt: instant,
    priceBreakdown: z.object({ total: amount, currency: z.literal('PHP') }).loose(),
    distance: z.object({
      value: z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number().nonnegative()]),
      unit: z.enum(['m', 'km']),
    }),
    stops,
  }),
});

const orderReply = z.object({
  data: z
    .object({
      orderId: z.string().min(1),
      status: z.string().refine(isCourierStatus, 'an unknown order status'),
      // Lalamove answers "" until a driver accepts
      driverId: z.string().nullish(),
      shareLink: z.string().nullish(),
      priceBreakdown: z.object({ total: amount }).loose(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    })
    .loose(),
});

const driverReply = z.object({
  data: z
    .object({
      driverId: z.string().min(1),
      name: z.string().min(1),
      phone: z.string().min(1),
      photo: z.string().nullish(),
    })
    .loose(),
});

/**
 * A phone in E.164, as Lalamove wants it: "+639171234567" stays, a Philippine local number
 * ("0917 123 4567", "9171234567", "63 917...") gets +63. Anything else is sent as given, digits only
 * with a plus, and the provider judges it.
 */
export function toE164(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (/^63\d{10}$/.test(digits)) return `+${digits}`;
  if (/^0\d{10}$/.test(digits)) return `+63${digits.slice(1)}`;
  if (/^9\d{9}$/.test(digits)) return `+63${digits}`;
  return `+${digits}`;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The provider's total in whole pesos, rounded up (a fraction of a peso is a peso). */
const wholePesos = (total: string): number => Math.ceil(Number(total));

const coordinates = (stop: Stop) => ({ lat: String(stop.lat), lng: String(stop.lng) });

/**
 * The Lalamove API v3 adapter: every call is signed with HMAC-SHA256 (lalamove-signature.ts) and
 * carries the market and a fresh Request-ID, over fetch with a timeout; replies are checked with
 * zod and every failure becomes a CourierError. Pointed at `${publicUrl}/_sim/lalamove` with the
 * simulator's key and secret it talks to the bundled simulator instead.
 */
export function createLalamoveCourier(options: {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  market: string;
  timeoutMs?: number;
}): Courier {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_COURIER_TIMEOUT_MS;
  const credentials = { apiKey: options.apiKey, apiSecret: options.apiSecret };
  const language = `en_${options.market}`;

  /** One signed request: quotations, orders, drivers and cancelling all go through it. */
  function call<T extends z.ZodType>(
    method: Method,
    path: string,
    body: object | null,
    schema: T,
  ): Promise<z.output<T>> {
    return observeProviderCall('courier', () => callOnce(method, path, body, schema));
  }

  async function callOnce<T extends z.ZodType>(
    method: Method,
    path: string,
    body: object | null,
    schema: T,
  ): Promise<z.output<T>> {
    const what = `Lalamove ${method} ${path}`;
    const text = body === null ? '' : JSON.stringify(body);
    const authorization = lalamoveAuthorization(credentials, {
      method,
      path,
      body: text,
      timestamp: Date.now(),
    });
    let status: number;
    let replyText: string;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          authorization,
          market: options.market,
          'request-id': randomUUID(),
          accept: 'application/json',
          ...(body === null ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === null ? {} : { body: text }),
      });
      status = response.status;
      replyText = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new CourierError('TIMEOUT', `${what} gave no answer in ${timeoutMs} ms`, {
          cause: error,
        });
      }
      throw new CourierError('NETWORK', `${what} could not be reached`, { cause: error });
    }

    let json: unknown;
    try {
      json = JSON.parse(replyText);
    } catch {
      json = undefined;
    }
    if (status < 200 || status > 299) {
      const refusal = errorsReply.safeParse(json);
      const first = refusal.success ? refusal.data.errors[0] : undefined;
      if (!first) throw new CourierError('HTTP_ERROR', `${what} answered HTTP ${status}`);
      const detail = first.message ? `: ${first.message.slice(0, 200)}` : '';
      throw new CourierError(first.id, `${what} answered HTTP ${status} ${first.id}${detail}`);
    }
    // a 204 (a cancelled order) has no body at all
    if (json === undefined && replyText.trim() !== '') {
      throw new CourierError('BAD_RESPONSE', `${what} answered something not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new CourierError('BAD_RESPONSE', `${what} answered an unexpected shape`);
    }
    return parsed.data;
  }

  const orderOf = (reply: z.output<typeof orderReply>): CourierOrder => ({
    orderId: reply.data.orderId,
    status: reply.data.status as CourierOrder['status'],
    shareLink: reply.data.shareLink ?? '',
    priceTotal: wholePesos(reply.data.priceBreakdown.total),
    driverId: reply.data.driverId ? reply.data.driverId : null,
    metadata: Object.fromEntries(
      Object.entries(reply.data.metadata ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  });

  /** The stop ids of a quotation, pickup first (for a booking that did not name them). */
  async function quotationStopIds(quotationId: string): Promise<string[]> {
    const reply = await call(
      'GET',
      `/v3/quotations/${encodeURIComponent(quotationId)}`,
      null,
      z.object({ data: z.object({ stops }) }),
    );
    return reply.data.stops.map((stop) => stop.stopId);
  }

  return {
    async quote({ pickup, dropoff, dropoffs, scheduleAt }): Promise<CourierQuote> {
      const drops = dropoffs && dropoffs.length > 0 ? dropoffs : dropoff ? [dropoff] : [];
      if (drops.length === 0) {
        throw new CourierError('BAD_REQUEST', 'A courier quote needs at least one drop-off');
      }
      const reply = await call(
        'POST',
        '/v3/quotations',
        {
          data: {
            serviceType: SERVICE_TYPE,
            language,
            // Lalamove: the pickup time in UTC, ISO 8601; left out, the order is for now
            ...(scheduleAt ? { scheduleAt: new Date(scheduleAt).toISOString() } : {}),
            stops: [pickup, ...drops].map((stop) => ({
              coordinates: coordinates(stop),
              address: stop.address,
            })),
          },
        },
        quotationReply,
      );
      const { quotationId, expiresAt, priceBreakdown, distance } = reply.data;
      const distanceValue = Number(distance.value);
      return {
        quotationId,
        price: wholePesos(priceBreakdown.total),
        currency: 'PHP',
        expiresAt: new Date(expiresAt).toISOString(),
        distanceMeters: Math.round(distance.unit === 'km' ? distanceValue * 1000 : distanceValue),
        stops: reply.data.stops.map((stop) => ({ stopId: stop.stopId, address: stop.address })),
      };
    },

    async placeOrder(input: PlaceCourierOrder): Promise<CourierOrder> {
      const { quotationId, sender, recipients, metadata } = input;
      // A caller that did not keep the quotation's stop ids gets them in quotation order.
      const named = Boolean(sender.stopId) && recipients.every((r) => Boolean(r.stopId));
      const stopIds = named ? [] : await quotationStopIds(quotationId);
      const reply = await call(
        'POST',
        '/v3/orders',
        {
          data: {
            quotationId,
            sender: {
              stopId: sender.stopId || (stopIds[0] ?? ''),
              name: sender.name,
              phone: toE164(sender.phone),
            },
            recipients: recipients.map((recipient, i) => ({
              stopId: recipient.stopId || (stopIds[i + 1] ?? ''),
              name: recipient.name,
              phone: toE164(recipient.phone),
              ...(recipient.remarks ? { remarks: recipient.remarks } : {}),
            })),
            isPODEnabled: false,
            ...(metadata ? { metadata } : {}),
          },
        },
        orderReply,
      );
      return orderOf(reply);
    },

    async getOrder(orderId: string): Promise<CourierOrder> {
      const reply = await call(
        'GET',
        `/v3/orders/${encodeURIComponent(orderId)}`,
        null,
        orderReply,
      );
      return orderOf(reply);
    },

    async getDriver(orderId: string, driverId: string): Promise<CourierDriver> {
      const path = `/v3/orders/${encodeURIComponent(orderId)}/drivers/${encodeURIComponent(driverId)}`;
      const reply = await call('GET', path, null, driverReply);
      const { name, phone, photo } = reply.data;
      return { name, phone, photo: photo ? photo : null };
    },

    async cancelOrder(orderId: string): Promise<void> {
      await call('DELETE', `/v3/orders/${encodeURIComponent(orderId)}`, null, z.unknown());
    },
  };
}
