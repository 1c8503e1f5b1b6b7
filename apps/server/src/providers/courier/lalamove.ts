import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CourierError, type Courier, type CourierQuote, type Stop } from './courier.js';
import { lalamoveAuthorization } from './lalamove-signature.js';

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

const quotationReply = z.object({
  data: z.object({
    quotationId: z.string().min(1),
    expiresAt: instant,
    priceBreakdown: z.object({ total: amount, currency: z.literal('PHP') }).loose(),
    distance: z.object({
      value: z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number().nonnegative()]),
      unit: z.enum(['m', 'km']),
    }),
  }),
});

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

  /** One signed request; later issues add orders, driver details and cancelling through it. */
  async function call<T extends z.ZodType>(
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
    if (json === undefined) {
      throw new CourierError('BAD_RESPONSE', `${what} answered something not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new CourierError('BAD_RESPONSE', `${what} answered an unexpected shape`);
    }
    return parsed.data;
  }

  return {
    async quote({ pickup, dropoff }): Promise<CourierQuote> {
      const reply = await call(
        'POST',
        '/v3/quotations',
        {
          data: {
            serviceType: SERVICE_TYPE,
            language,
            stops: [pickup, dropoff].map((stop) => ({
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
      };
    },
  };
}
