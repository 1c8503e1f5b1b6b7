import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FaultSwitch } from '../fault-switch.js';
import type { GazetteerEntry } from './gazetteer/index.js';
import { autocomplete, distanceKm, findPlace } from './search.js';
import { formattedAddress, secondaryText, types } from './shapes.js';

/** The only key the simulator accepts, as a real project accepts only its own keys. */
export const SIM_MAPS_KEY = 'sim';

/** Google's session token: URL- and filename-safe base64, at most 36 characters (a UUID fits). */
export const SESSION_TOKEN = /^[A-Za-z0-9_-]{1,36}$/;

/** The fields a Place has in this simulator: what a field mask of Place Details may name. */
const PLACE_FIELDS = [
  'name',
  'id',
  'displayName',
  'types',
  'primaryType',
  'formattedAddress',
  'shortFormattedAddress',
  'addressComponents',
  'location',
  'viewport',
];

type GoogleStatus = 'INVALID_ARGUMENT' | 'PERMISSION_DENIED' | 'NOT_FOUND' | 'INTERNAL';
const httpCode: Record<GoogleStatus, number> = {
  INVALID_ARGUMENT: 400,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  INTERNAL: 500,
};

/** Google's error body (google.rpc.Status over JSON), with its HTTP code. */
function fail(reply: FastifyReply, status: GoogleStatus, message: string, reason?: string) {
  const code = httpCode[status];
  const details = reason
    ? [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'googleapis.com' }]
    : undefined;
  return reply.status(code).send({ error: { code, message, status, ...(details && { details }) } });
}

/** The key from X-Goog-Api-Key or ?key=, the field mask from X-Goog-FieldMask, ?fields or ?$fields. */
function credentials(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    key: text(request.headers['x-goog-api-key']) ?? text(query.key),
    fieldMask:
      text(request.headers['x-goog-fieldmask']) ?? text(query.fields) ?? text(query.$fields),
  };
}

/**
 * Applies a response field mask ('suggestions.placePrediction.text,…' or '*'): only the named
 * paths are kept, through arrays, as Google's field masks work.
 */
export function applyFieldMask(value: unknown, mask: string): unknown {
  const paths = mask.split(',').map((p) => p.trim().split('.'));
  const pick = (node: unknown, wanted: string[][]): unknown => {
    if (wanted.some((p) => p.length === 0 || p[0] === '*')) return node;
    if (Array.isArray(node)) return node.map((item) => pick(item, wanted));
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [field, child] of Object.entries(node)) {
      const rest = wanted.filter((p) => p[0] === field).map((p) => p.slice(1));
      if (rest.length > 0) out[field] = pick(child, rest);
    }
    return out;
  };
  return pick(value, paths);
}

const latLng = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
const autocompleteBody = z.object({
  input: z.string().max(2048),
  includedRegionCodes: z
    .array(z.string().regex(/^[a-zA-Z]{2}$/))
    .max(15)
    .optional(),
  languageCode: z.string().optional(),
  regionCode: z.string().optional(),
  sessionToken: z.string().regex(SESSION_TOKEN).optional(),
  locationBias: z
    .object({ circle: z.object({ center: latLng, radius: z.number().min(0).max(50_000) }) })
    .optional(),
});
const detailsQuery = z.object({
  sessionToken: z.string().regex(SESSION_TOKEN).optional(),
  languageCode: z.string().optional(),
  regionCode: z.string().optional(),
});

const textOf = (text: string) => ({ text, matches: [] as { endOffset: number }[] });

function suggestion(entry: GazetteerEntry) {
  const secondary = secondaryText(entry);
  return {
    placePrediction: {
      place: `places/${entry.placeId}`,
      placeId: entry.placeId,
      text: textOf(`${entry.name}, ${secondary}`),
      structuredFormat: { mainText: textOf(entry.name), secondaryText: { text: secondary } },
      types: types(entry),
    },
  };
}

function place(entry: GazetteerEntry) {
  const components = [
    ...(entry.name === entry.city ? [] : [{ text: entry.name, types: [types(entry)[0] ?? ''] }]),
    { text: entry.city, types: ['locality', 'political'] },
    { text: entry.province, types: ['administrative_area_level_1', 'political'] },
    ...(entry.zip ? [{ text: entry.zip, types: ['postal_code'] }] : []),
    { text: 'Philippines', short: 'PH', types: ['country', 'political'] },
  ];
  return {
    name: `places/${entry.placeId}`,
    id: entry.placeId,
    displayName: { text: entry.name, languageCode: 'en' },
    types: types(entry),
    primaryType: types(entry)[0],
    formattedAddress: formattedAddress(entry),
    shortFormattedAddress: `${entry.name}, ${entry.city}`,
    addressComponents: components.map((c) => ({
      longText: c.text,
      shortText: 'short' in c ? c.short : c.text,
      types: c.types,
      languageCode: 'en',
    })),
    location: { latitude: entry.lat, longitude: entry.lng },
  };
}

const MAX_SESSIONS = 1000;

/** What each session token was used for, so a test can see autocomplete and details share one. */
export type SessionLog = Map<string, { autocomplete: number; details: number; regions: string[] }>;

/**
 * Places API (New) as Google documents it (ARCHITECTURE §6): `POST /v1/places:autocomplete` with a JSON
 * body and `GET /v1/places/{id}`, the key in X-Goog-Api-Key, the response field mask in
 * X-Goog-FieldMask (required by Place Details: no mask is 400 INVALID_ARGUMENT), session tokens,
 * and Google's error JSON: no key 403 PERMISSION_DENIED, a wrong key 400 API_KEY_INVALID, an
 * unknown place 404 NOT_FOUND. No suggestion is `{}` (proto3 leaves empty lists out).
 */
export function registerPlacesSimulator(sim: FastifyInstance, faults: FaultSwitch): void {
  const sessions: SessionLog = new Map();
  const use = (token: string | undefined, kind: 'autocomplete' | 'details', regions?: string[]) => {
    if (!token) return;
    const entry = sessions.get(token) ?? { autocomplete: 0, details: 0, regions: [] };
    entry[kind] += 1;
    if (regions) entry.regions = regions;
    sessions.set(token, entry);
    // bounded, as every simulator's memory is: the oldest sessions go first
    if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value ?? '');
  };

  /** The fault switch and the key, shared by both methods; null when the call may go on. */
  const refused = async (request: FastifyRequest, reply: FastifyReply) => {
    const fault = faults.modeFor(request);
    if (fault === 'error') return fail(reply, 'INTERNAL', 'Simulated server error (fault switch).');
    if (fault === 'slow') await faults.pause(reply);
    const { key } = credentials(request);
    if (!key) {
      return fail(reply, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
    }
    if (key !== SIM_MAPS_KEY) {
      const message = 'API key not valid. Please pass a valid API key.';
      return fail(reply, 'INVALID_ARGUMENT', message, 'API_KEY_INVALID');
    }
    return null;
  };

  // '::' is a literal colon in a Fastify path: Google's custom method `places:autocomplete`.
  sim.post('/v1/places::autocomplete', async (request, reply) => {
    const denied = await refused(request, reply);
    if (denied) return denied;
    const body = autocompleteBody.safeParse(request.body);
    if (!body.success) {
      const issue = body.error.issues[0];
      const message = `Invalid value at '${issue?.path.join('.') ?? 'body'}': ${issue?.message ?? ''}`;
      return fail(reply, 'INVALID_ARGUMENT', message);
    }
    const { input, includedRegionCodes, sessionToken, locationBias } = body.data;
    const regions = (includedRegionCodes ?? []).map((code) => code.toLowerCase());
    use(sessionToken, 'autocomplete', regions);
    // The gazetteer holds only the Philippines: other regions find nothing here.
    let entries = regions.length === 0 || regions.includes('ph') ? autocomplete(input) : [];
    const center = locationBias?.circle.center;
    if (center) {
      const away = (e: GazetteerEntry) =>
        distanceKm(center.latitude, center.longitude, e.lat, e.lng);
      entries = entries.toSorted((a, b) => away(a) - away(b));
    }
    const answer = entries.length > 0 ? { suggestions: entries.map(suggestion) } : {};
    const { fieldMask } = credentials(request);
    return fieldMask ? applyFieldMask(answer, fieldMask) : answer;
  });

  sim.get('/v1/places/:placeId', async (request, reply) => {
    const denied = await refused(request, reply);
    if (denied) return denied;
    const { fieldMask } = credentials(request);
    if (!fieldMask) {
      const message =
        "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to 'displayName' in order to request the display name of the place.";
      return fail(reply, 'INVALID_ARGUMENT', message);
    }
    const unknown = fieldMask
      .split(',')
      .map((path) => path.trim().split('.')[0] ?? '')
      .find((field) => field !== '*' && !PLACE_FIELDS.includes(field));
    if (unknown !== undefined) {
      return fail(reply, 'INVALID_ARGUMENT', `Invalid field mask: '${unknown}' is not a field.`);
    }
    const query = detailsQuery.safeParse(request.query);
    if (!query.success) {
      return fail(reply, 'INVALID_ARGUMENT', 'Invalid session token or language.');
    }
    const { placeId } = request.params as { placeId: string };
    const entry = findPlace(placeId);
    if (!entry) return fail(reply, 'NOT_FOUND', 'Requested entity was not found.');
    use(query.data.sessionToken, 'details');
    return applyFieldMask(place(entry), fieldMask);
  });

  /** What a session token was used for (the simulator's own, for tests; not Google's). */
  sim.get('/sessions/:token', async (request) => {
    const { token } = request.params as { token: string };
    return sessions.get(token) ?? { autocomplete: 0, details: 0, regions: [] };
  });
}
