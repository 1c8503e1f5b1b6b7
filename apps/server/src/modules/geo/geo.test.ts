import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lutong/shared';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

type Prediction = { placeId: string; description: string; mainText: string; secondaryText: string };
type Predictions = { status: string; data: { predictions: Prediction[] } };
type Point = { status: string; data: { address: string; lat: number; lng: number } };

/** Metro Manila's bounding box, generously. */
const inMetroManila = ({ lat, lng }: { lat: number; lng: number }) =>
  lat > 14.35 && lat < 14.8 && lng > 120.9 && lng < 121.15;

const GEOCODING_TIMEOUT_MS = 1000;

let t: TestApp;
beforeAll(async () => {
  // A short provider timeout, so the simulator's 'slow' fault shows up as a failure quickly.
  t = await createTestApp({ env: { GEOCODING_TIMEOUT_MS: String(GEOCODING_TIMEOUT_MS) } });
});
afterAll(async () => t.close());
afterEach(async () => {
  await t.client().post('/_sim/google-maps/faults', { mode: 'ok' });
});

const suggest = async (input: string) => {
  const res = await t
    .client()
    .get<Predictions>(`/api/v1/geo/autocomplete?input=${encodeURIComponent(input)}`);
  expect(res.status).toBe(200);
  expect(res.body.status).toBe('success');
  return res.body.data.predictions;
};

describe('place autocomplete restricted to the Philippines', () => {
  it("finds Kapitolyo, Pasig from 'kapit'", async () => {
    const [first] = await suggest('kapit');
    expect(first).toMatchObject({
      mainText: 'Kapitolyo',
      secondaryText: 'Pasig, Metro Manila, Philippines',
      description: 'Kapitolyo, Pasig, Metro Manila, Philippines',
    });
    expect(first?.placeId).toEqual(expect.any(String));
  });

  it('finds Fort Bonifacio as BGC and as bonifacio', async () => {
    expect((await suggest('bgc'))[0]?.mainText).toBe('Fort Bonifacio');
    expect((await suggest('Bonifacio')).map((p) => p.mainText)).toContain('Fort Bonifacio');
  });

  it('ignores accents and case, and gives at most five, best first', async () => {
    const predictions = await suggest('PARANAQUE');
    expect(predictions[0]?.mainText).toBe('Parañaque');
    expect(predictions.length).toBeLessThanOrEqual(5);
    expect((await suggest('makati')).length).toBe(5);
  });

  it('answers an empty list below two letters or when nothing matches, and refuses novels', async () => {
    expect(await suggest('k')).toEqual([]);
    expect(await suggest('   b  ')).toEqual([]);
    expect(await suggest('qwxzqwxz')).toEqual([]);
    const long = await t.client().get(`/api/v1/geo/autocomplete?input=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
  });

  it('is rate limited per client address', async () => {
    const res = await t.client().get('/api/v1/geo/autocomplete?input=ma');
    expect(res.headers['x-ratelimit-limit']).toBe('120');
  });
});

describe('from a picked place, a written address or a point to coordinates and back', () => {
  it('gives the point of a picked suggestion', async () => {
    const [greenbelt] = await suggest('Greenbelt');
    const res = await t
      .client()
      .get<Point>(`/api/v1/geo/place/${encodeURIComponent(greenbelt?.placeId ?? '')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.address).toContain('Makati');
    expect(inMetroManila(res.body.data)).toBe(true);
  });

  it('geocodes a written address in Makati', async () => {
    const res = await t
      .client()
      .get<Point>(`/api/v1/geo/geocode?address=${encodeURIComponent('Legazpi Village, Makati')}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ address: expect.stringContaining('Makati') });
    expect(inMetroManila(res.body.data)).toBe(true);
    expect(Object.keys(res.body.data).sort()).toEqual(['address', 'lat', 'lng']);
  });

  it('answers 404 with the spec message for an unknown place or an address it cannot find', async () => {
    for (const url of [
      '/api/v1/geo/place/ph-nowhere-at-all',
      `/api/v1/geo/geocode?address=${encodeURIComponent('Blk 5 Lot 3 Phase 2')}`,
    ]) {
      const res = await t.client().get(url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        status: 'fail',
        code: 'NOT_FOUND',
        message: messages.addressGeocodeFailed,
      });
    }
  });

  it('names Makati for a point near Greenbelt', async () => {
    const res = await t.client().get<Point>('/api/v1/geo/reverse?lat=14.5529&lng=121.0213');
    expect(res.status).toBe(200);
    expect(res.body.data.address).toMatch(/Greenbelt, Makati/);
    expect(inMetroManila(res.body.data)).toBe(true);
  });

  it('finds nothing in the sea far from land or outside the Philippines', async () => {
    for (const [lat, lng] of [
      [14.0, 119.3], // West Philippine Sea
      [13.0, 126.5], // Philippine Sea
      [1.2834, 103.8607], // Singapore
    ]) {
      const res = await t.client().get(`/api/v1/geo/reverse?lat=${lat}&lng=${lng}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 'fail', message: messages.reverseGeocodeFailed });
    }
  });

  it('refuses coordinates that are not coordinates', async () => {
    const res = await t.client().get('/api/v1/geo/reverse?lat=north&lng=121');
    expect(res.status).toBe(400);
    expect((await t.client().get('/api/v1/geo/reverse?lat=95&lng=121')).status).toBe(400);
  });
});

describe('when the provider fails', () => {
  const setFault = async (mode: 'ok' | 'error' | 'slow') => {
    const res = await t.client().post('/_sim/google-maps/faults', { mode });
    expect(res.body).toEqual({ mode });
  };
  const failed = (message: string) => ({ status: 'fail', code: 'PROVIDER_FAILED', message });

  it('answers 502 with the spec messages on a provider error', async () => {
    await setFault('error');
    const [autocomplete, place, geocode, reverse] = await Promise.all([
      t.client().get('/api/v1/geo/autocomplete?input=makati'),
      t.client().get('/api/v1/geo/place/ph-metro-manila-makati-greenbelt'),
      t.client().get('/api/v1/geo/geocode?address=Makati'),
      t.client().get('/api/v1/geo/reverse?lat=14.5529&lng=121.0213'),
    ]);
    for (const res of [autocomplete, place, geocode]) {
      expect(res.status).toBe(502);
      expect(res.body).toEqual(failed(messages.addressGeocodeFailed));
    }
    expect(reverse.status).toBe(502);
    expect(reverse.body).toEqual(failed(messages.reverseGeocodeFailed));
  });

  it('gives up on a slow provider after its timeout and answers 502', async () => {
    await setFault('slow');
    const started = Date.now();
    const [geocode, reverse] = await Promise.all([
      t.client().get('/api/v1/geo/geocode?address=Makati'),
      t.client().get('/api/v1/geo/reverse?lat=14.5529&lng=121.0213'),
    ]);
    expect(Date.now() - started).toBeLessThan(GEOCODING_TIMEOUT_MS + 4000);
    expect(geocode.status).toBe(502);
    expect(geocode.body).toEqual(failed(messages.addressGeocodeFailed));
    expect(reverse.body).toEqual(failed(messages.reverseGeocodeFailed));
    await setFault('ok');
    expect((await t.client().get('/api/v1/geo/geocode?address=Makati')).status).toBe(200);
  });
});

describe('the Google Maps simulator', () => {
  const sim = '/_sim/google-maps/maps/api';

  it("speaks the Geocoding API's shapes and leaves Places to Places API (New)", async () => {
    const legacy = await t.client().get(`${sim}/place/autocomplete/json?input=cubao&key=sim`);
    expect(legacy.body).toMatchObject({ status: 'REQUEST_DENIED' });
    const keyless = await t.client().get(`${sim}/geocode/json?address=Makati&region=ph`);
    expect(keyless.body).toMatchObject({ status: 'REQUEST_DENIED' });
    const geocode = await t
      .client()
      .get(`${sim}/geocode/json?address=SM%20Megamall&region=ph&language=en&key=sim`);
    expect(geocode.body).toMatchObject({
      status: 'OK',
      results: [
        {
          formatted_address: 'SM Megamall, Mandaluyong, 1550 Metro Manila, Philippines',
          geometry: { location_type: 'ROOFTOP' },
        },
      ],
    });
  });
});

describe('one Places session per address entry (decision 027)', () => {
  it('carries the session token from the suggestions to the picked place', async () => {
    const token = '0f8b2c4e-93a1-4d6b-b7e2-5a1c9d3f8e20';
    const list = await t
      .client()
      .get<Predictions>(`/api/v1/geo/autocomplete?input=kapit&sessionToken=${token}`);
    const placeId = list.body.data.predictions[0]?.placeId ?? '';
    await t.client().get(`/api/v1/geo/autocomplete?input=kapito&sessionToken=${token}`);
    const picked = await t
      .client()
      .get<Point>(`/api/v1/geo/place/${encodeURIComponent(placeId)}?sessionToken=${token}`);
    expect(picked.status).toBe(200);
    expect(picked.body.data.address).toContain('Pasig');
    const session = await t.client().get(`/_sim/google-maps/sessions/${token}`);
    expect(session.body).toEqual({ autocomplete: 2, details: 1, regions: ['ph'] });
  });

  it('refuses a session token Google would refuse, and half a bias point', async () => {
    for (const url of [
      '/api/v1/geo/autocomplete?input=kapit&sessionToken=not%20a%20token',
      `/api/v1/geo/autocomplete?input=kapit&sessionToken=${'a'.repeat(37)}`,
      '/api/v1/geo/place/ph-metro-manila-makati-greenbelt?sessionToken=%2F..',
      '/api/v1/geo/autocomplete?input=kapit&lat=14.5',
    ]) {
      expect((await t.client().get(url)).status).toBe(400);
    }
    const near = await t
      .client()
      .get<Predictions>('/api/v1/geo/autocomplete?input=san&lat=10.3157&lng=123.8854');
    expect(near.status).toBe(200);
  });
});

describe('geocoding and map configuration', () => {
  it('uses the simulator without a key and Google with one; tiles only when configured', async () => {
    expect(t.config.geocoding).toMatchObject({
      mode: 'simulated',
      key: 'sim',
      baseUrl: `${t.baseUrl}/_sim/google-maps`,
      placesBaseUrl: `${t.baseUrl}/_sim/google-maps`,
    });
    const res = await t.client().get('/api/v1/config');
    expect(res.body).toMatchObject({ data: { map: { tileUrl: null, attribution: null } } });

    const real = loadConfig({
      NODE_ENV: 'test',
      GOOGLE_MAPS_KEY: 'AIza-test',
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(real.geocoding).toMatchObject({
      mode: 'google',
      key: 'AIza-test',
      baseUrl: 'https://maps.googleapis.com',
      placesBaseUrl: 'https://places.googleapis.com',
      timeoutMs: 5000,
    });
    const elsewhere = loadConfig({
      NODE_ENV: 'test',
      GOOGLE_MAPS_KEY: 'AIza-test',
      GOOGLE_PLACES_BASE_URL: 'https://places.example.test/',
    });
    expect(elsewhere.geocoding.placesBaseUrl).toBe('https://places.example.test');
    expect(real.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });
});
