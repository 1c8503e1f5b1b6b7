import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { GeocodingError } from '../../providers/geocoding/geocoder.js';
import { createGoogleMapsGeocoder } from '../../providers/geocoding/google-maps.js';
import { LEGACY_PLACES_DENIED } from './google-maps.sim.js';

// Places API (New) as Google documents it, spoken by the simulator and by the adapter against it
// (issue 20 Providers 1, decision 027).

let t: TestApp;
let sim: string;
beforeAll(async () => {
  t = await createTestApp();
  sim = `${t.baseUrl}/_sim/google-maps`;
});
afterAll(async () => t.close());

type Json = Record<string, unknown>;
const call = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${sim}${path}`, init);
  return { status: res.status, body: (await res.json()) as Json };
};
const autocomplete = (body: object, headers: Record<string, string> = {}) =>
  call('/v1/places:autocomplete', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-goog-api-key': 'sim', ...headers },
    body: JSON.stringify(body),
  });
const details = (id: string, headers: Record<string, string>, query = '') =>
  call(`/v1/places/${id}${query}`, { headers });

describe('the Places API (New) simulator', () => {
  it('suggests Philippine places in the New shape, and answers {} when nothing matches', async () => {
    const res = await autocomplete({ input: 'kapit', includedRegionCodes: ['ph'] });
    expect(res.status).toBe(200);
    const suggestions = res.body.suggestions as Json[];
    expect(suggestions[0]).toEqual({
      placePrediction: {
        place: 'places/ph-metro-manila-pasig-kapitolyo',
        placeId: 'ph-metro-manila-pasig-kapitolyo',
        text: { text: 'Kapitolyo, Pasig, Metro Manila, Philippines', matches: [] },
        structuredFormat: {
          mainText: { text: 'Kapitolyo', matches: [] },
          secondaryText: { text: 'Pasig, Metro Manila, Philippines' },
        },
        types: ['sublocality', 'political'],
      },
    });
    expect(await autocomplete({ input: 'qwxzqwxz', includedRegionCodes: ['ph'] })).toEqual({
      status: 200,
      body: {},
    });
    // another region finds nothing: the simulator knows only the Philippines
    const elsewhere = await autocomplete({ input: 'kapit', includedRegionCodes: ['sg'] });
    expect(elsewhere.body).toEqual({});
  });

  it('keeps only what the field mask names', async () => {
    const res = await autocomplete(
      { input: 'cubao', includedRegionCodes: ['ph'] },
      { 'x-goog-fieldmask': 'suggestions.placePrediction.text.text' },
    );
    expect((res.body.suggestions as Json[])[0]).toEqual({
      placePrediction: { text: { text: 'Cubao, Quezon City, Metro Manila, Philippines' } },
    });
  });

  it('refuses Place Details without a field mask, as Google does', async () => {
    const res = await details('ph-metro-manila-makati-greenbelt', { 'x-goog-api-key': 'sim' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: expect.stringContaining('FieldMask is a required parameter') as string,
      },
    });
    const unknownField = await details('ph-metro-manila-makati-greenbelt', {
      'x-goog-api-key': 'sim',
      'x-goog-fieldmask': 'geometry',
    });
    expect(unknownField.status).toBe(400);
  });

  it('answers a place with the fields asked for, by header or by ?fields', async () => {
    const byHeader = await details(
      'ph-metro-manila-makati-greenbelt',
      { 'x-goog-api-key': 'sim', 'x-goog-fieldmask': 'id,formattedAddress,location' },
      '?sessionToken=abc-123',
    );
    expect(byHeader.status).toBe(200);
    expect(byHeader.body).toEqual({
      id: 'ph-metro-manila-makati-greenbelt',
      formattedAddress: expect.stringContaining('Makati') as string,
      location: { latitude: expect.any(Number) as number, longitude: expect.any(Number) as number },
    });
    const byQuery = await details(
      'ph-metro-manila-makati-greenbelt',
      {},
      '?fields=displayName,addressComponents&key=sim',
    );
    expect(byQuery.body).toMatchObject({
      displayName: { text: 'Greenbelt', languageCode: 'en' },
      addressComponents: expect.arrayContaining([
        {
          longText: 'Philippines',
          shortText: 'PH',
          types: ['country', 'political'],
          languageCode: 'en',
        },
      ]) as unknown,
    });
    const missing = await details('ph-nowhere', {
      'x-goog-api-key': 'sim',
      'x-goog-fieldmask': 'id',
    });
    expect(missing).toEqual({
      status: 404,
      body: {
        error: { code: 404, status: 'NOT_FOUND', message: 'Requested entity was not found.' },
      },
    });
  });

  it("refuses a missing key (403) and a wrong key (400 API_KEY_INVALID) in Google's error shape", async () => {
    const keyless = await call('/v1/places:autocomplete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: 'cubao' }),
    });
    expect(keyless).toEqual({
      status: 403,
      body: {
        error: {
          code: 403,
          status: 'PERMISSION_DENIED',
          message: 'The request is missing a valid API key.',
        },
      },
    });
    const wrong = await autocomplete({ input: 'cubao' }, { 'x-goog-api-key': 'AIza-not-ours' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: {
        status: 'INVALID_ARGUMENT',
        details: [{ reason: 'API_KEY_INVALID', domain: 'googleapis.com' }],
      },
    });
    const badToken = await autocomplete({ input: 'cubao', sessionToken: 'not a token!' });
    expect(badToken.status).toBe(400);
  });

  it('answers the Legacy Places paths REQUEST_DENIED, as for a new Cloud project', async () => {
    for (const path of [
      '/maps/api/place/autocomplete/json?input=cubao&components=country:ph&key=sim',
      '/maps/api/place/details/json?place_id=ph-metro-manila-makati-greenbelt&key=sim',
    ]) {
      const res = await call(path);
      expect(res.body).toMatchObject({
        status: 'REQUEST_DENIED',
        error_message: LEGACY_PLACES_DENIED,
      });
    }
  });
});

describe('the adapter against the simulator', () => {
  const geocoder = () =>
    createGoogleMapsGeocoder({ baseUrl: sim, placesBaseUrl: sim, key: 'sim', timeoutMs: 2000 });

  it('suggests, picks and geocodes through Places (New) and the Geocoding API', async () => {
    const token = 'adapter-session-1';
    const [first] = await geocoder().autocomplete('greenbelt', { sessionToken: token });
    expect(first).toMatchObject({
      mainText: 'Greenbelt',
      secondaryText: expect.stringContaining('Makati') as string,
    });
    const point = await geocoder().placeDetails(first?.placeId ?? '', { sessionToken: token });
    expect(point).toMatchObject({
      placeId: first?.placeId,
      address: expect.stringContaining('Makati') as string,
    });
    // one session: the suggestions (restricted to ph) and the pick
    const session = await call(`/sessions/${token}`);
    expect(session.body).toEqual({ autocomplete: 1, details: 1, regions: ['ph'] });
    expect(await geocoder().placeDetails('ph-nowhere-at-all')).toBeNull();
    expect(await geocoder().geocode('SM Megamall')).toMatchObject({
      address: expect.stringContaining('Mandaluyong') as string,
    });
  });

  it('prefers suggestions near a point when it has one', async () => {
    const near = { lat: 10.3157, lng: 123.8854 }; // Cebu City
    const biased = await geocoder().autocomplete('san', { near });
    const plain = await geocoder().autocomplete('san');
    expect(biased.map((p) => p.placeId).sort()).toEqual(plain.map((p) => p.placeId).sort());
    expect(biased).not.toEqual(plain);
  });

  it("turns Google's error JSON into a GeocodingError with Google's status", async () => {
    const wrongKey = createGoogleMapsGeocoder({ baseUrl: sim, placesBaseUrl: sim, key: 'AIza-x' });
    await expect(wrongKey.autocomplete('cubao')).rejects.toMatchObject({
      name: 'GeocodingError',
      reason: 'INVALID_ARGUMENT',
    });
    const error = await wrongKey
      .placeDetails('ph-metro-manila-makati-greenbelt')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocodingError);
    expect((error as Error).message).not.toContain('AIza-x');
  });
});
