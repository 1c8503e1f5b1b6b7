import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lalamoveAuthorization } from '../../providers/courier/lalamove-signature.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Errors = { errors: { id: string; message: string; detail?: string }[] };
type Quotation = {
  data: {
    quotationId: string;
    expiresAt: string;
    serviceType: string;
    language: string;
    stops: { stopId: string; coordinates: { lat: string; lng: string }; address: string }[];
    priceBreakdown: Record<string, string>;
    distance: { value: string; unit: string };
  };
};

const stops = [
  { coordinates: { lat: '14.5526', lng: '121.0216' }, address: 'Greenbelt, Makati' },
  { coordinates: { lat: '14.5712', lng: '121.0606' }, address: 'Kapitolyo, Pasig' },
];
const quotationBody = (data: Record<string, unknown> = {}) => ({
  data: { serviceType: 'MOTORCYCLE', language: 'en_PH', stops, ...data },
});

/** A request to the simulator as any Lalamove client would send it, with parts to spoil. */
async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  spoil: {
    secret?: string;
    timestamp?: number;
    market?: string;
    authorization?: string | null;
    signedBody?: string;
  } = {},
): Promise<{ status: number; body: T }> {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const { apiKey, apiSecret } = t.config.courier;
  const authorization =
    spoil.authorization !== undefined
      ? spoil.authorization
      : lalamoveAuthorization(
          { apiKey, apiSecret: spoil.secret ?? apiSecret },
          {
            method,
            path,
            body: spoil.signedBody ?? text,
            timestamp: spoil.timestamp ?? Date.now(),
          },
        );
  const res = await fetch(`${t.config.courier.baseUrl}${path}`, {
    method,
    headers: {
      ...(authorization === null ? {} : { authorization }),
      market: spoil.market ?? 'PH',
      'request-id': randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: text }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe('the Lalamove simulator', () => {
  it('answers a signed quotation in the v3 shape and keeps it', async () => {
    // whitespace the server would not reproduce: the signature covers the raw text
    const created = await send<Quotation>(
      'POST',
      '/v3/quotations',
      JSON.stringify(quotationBody(), null, 2),
    );
    expect(created.status).toBe(201);
    const { data } = created.body;
    expect(data).toMatchObject({
      serviceType: 'MOTORCYCLE',
      language: 'en_PH',
      priceBreakdown: { base: '49', currency: 'PHP' },
      distance: { unit: 'm' },
    });
    expect(data.priceBreakdown.total).toMatch(/^\d+(\.\d{2})?$/);
    expect(data.stops.map((s) => s.address)).toEqual(['Greenbelt, Makati', 'Kapitolyo, Pasig']);
    expect(new Set(data.stops.map((s) => s.stopId)).size).toBe(2);

    const read = await send<Quotation>('GET', `/v3/quotations/${data.quotationId}`);
    expect(read).toEqual({ status: 200, body: created.body });
    const unknown = await send<Errors>('GET', '/v3/quotations/1234567890123456789');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0]?.id).toBe('ERR_INVALID_QUOTATION_ID');
  });

  it('refuses a missing, forged, tampered or stale signature', async () => {
    const body = quotationBody();
    const attempts = [
      await send<Errors>('POST', '/v3/quotations', body, { authorization: null }),
      await send<Errors>('POST', '/v3/quotations', body, { authorization: 'Bearer sk_sim' }),
      await send<Errors>('POST', '/v3/quotations', body, { secret: 'not-the-secret' }),
      await send<Errors>('POST', '/v3/quotations', body, {
        signedBody: JSON.stringify(quotationBody({ serviceType: 'VAN' })),
      }),
      await send<Errors>('POST', '/v3/quotations', body, { timestamp: Date.now() - 10 * 60_000 }),
      await send<Errors>('GET', '/v3/quotations/1', undefined, { secret: 'not-the-secret' }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(401);
      expect(res.body.errors[0]).toMatchObject({ id: 'ERR_UNAUTHORIZED' });
    }
    const otherMarket = await send<Errors>('POST', '/v3/quotations', body, { market: 'SG' });
    expect(otherMarket.status).toBe(401);
    expect(otherMarket.body.errors[0]?.id).toBe('ERR_INVALID_MARKET');
  });

  it('refuses bad stops with 422', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ stops: stops.slice(0, 1) }, 'ERR_INVALID_FIELD'],
      [
        { stops: [stops[0], { coordinates: { lat: 14.57, lng: 121.06 }, address: 'x' }] },
        'ERR_INVALID_FIELD',
      ],
      [{ stops: [stops[0], { ...stops[1], address: '  ' }] }, 'ERR_INVALID_FIELD'],
      [
        {
          stops: [
            stops[0],
            { coordinates: { lat: '1.2834', lng: '103.8607' }, address: 'Singapore' },
          ],
        },
        'ERR_OUT_OF_SERVICE_AREA',
      ],
      [{ serviceType: 'VAN' }, 'ERR_INVALID_SERVICE_TYPE'],
      [{ language: 'th_TH' }, 'ERR_INVALID_LANGUAGE'],
    ];
    for (const [data, id] of cases) {
      const res = await send<Errors>('POST', '/v3/quotations', quotationBody(data));
      expect(res.status).toBe(422);
      expect(res.body.errors[0]?.id).toBe(id);
    }
  });

  it('has a fault switch that refuses anything but ok, error and slow', async () => {
    const res = await t.client().post('/_sim/lalamove/faults', { mode: 'broken' });
    expect(res.status).toBe(400);
    expect((await t.client().get('/_sim/lalamove/faults')).body).toEqual({ mode: 'ok' });
  });
});
