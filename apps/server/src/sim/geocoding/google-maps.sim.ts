import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerFaultSwitch } from '../fault-switch.js';
import type { GazetteerEntry } from './gazetteer/index.js';
import { autocomplete, findPlace, geocode, reverse } from './search.js';

/** Where the simulator is mounted; the adapter's base URL in development and tests. */
export const GOOGLE_MAPS_SIM_PREFIX = '/_sim/google-maps';

/** 'Kapitolyo, Pasig, 1603 Metro Manila, Philippines', as Google writes Philippine addresses. */
export function formattedAddress(entry: GazetteerEntry): string {
  const parts = entry.name === entry.city ? [entry.name] : [entry.name, entry.city];
  parts.push(entry.zip ? `${entry.zip} ${entry.province}` : entry.province, 'Philippines');
  return parts.join(', ');
}

function secondaryText(entry: GazetteerEntry): string {
  const parts = entry.name === entry.city ? [] : [entry.city];
  return [...parts, entry.province, 'Philippines'].join(', ');
}

function types(entry: GazetteerEntry): string[] {
  switch (entry.kind) {
    case 'city':
    case 'municipality':
      return ['locality', 'political'];
    case 'district':
    case 'barangay':
      return ['sublocality', 'political'];
    case 'village':
      return ['neighborhood', 'political'];
    case 'condominium':
      return ['premise'];
    case 'landmark':
      return ['establishment', 'point_of_interest'];
  }
}

const geometry = (entry: GazetteerEntry) => ({
  location: { lat: entry.lat, lng: entry.lng },
  location_type:
    entry.kind === 'landmark' || entry.kind === 'condominium' ? 'ROOFTOP' : 'APPROXIMATE',
});

const geocodeResult = (entry: GazetteerEntry) => ({
  formatted_address: formattedAddress(entry),
  geometry: geometry(entry),
  place_id: entry.placeId,
  types: types(entry),
});

const text = z.string().trim().min(1).max(2048);
const common = { key: z.string().optional(), language: z.string().optional() };
const autocompleteQuery = z.object({
  ...common,
  input: text,
  components: z.string().optional(),
  sessiontoken: z.string().optional(),
});
const detailsQuery = z.object({
  ...common,
  place_id: text,
  fields: z.string().optional(),
  sessiontoken: z.string().optional(),
});
const geocodeQuery = z.object({
  ...common,
  address: text.optional(),
  latlng: text.optional(),
  region: z.string().optional(),
  components: z.string().optional(),
});

/** Google's `components` filter: 'country:ph|country:sg' -> ['ph', 'sg']; null if malformed. */
function countries(components: string | undefined): string[] | null {
  if (components === undefined) return [];
  const parts = components.split('|').map((part) => part.trim().toLowerCase().split(':'));
  if (parts.some((p) => p.length !== 2 || p[0] !== 'country' || !p[1])) return null;
  return parts.map((p) => p[1] ?? '');
}

/** 'lat,lng' with both in range, or null. */
function latLng(value: string): { lat: number; lng: number } | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

const invalid = (message: string) => ({ status: 'INVALID_REQUEST', error_message: message });

/**
 * Google Maps Platform simulator (DESIGN §6): Places Autocomplete, Place Details and Geocoding
 * (forward and reverse) answered from the bundled Philippine gazetteer, with Google's REST paths
 * and JSON shapes, so the real adapter runs unchanged against it. A fault switch at
 * `POST /_sim/google-maps/faults {mode}` makes every answer fail ('error': HTTP 500 with status
 * UNKNOWN_ERROR) or come late ('slow': after SLOW_FAULT_MS) until it is set back to 'ok'.
 */
export async function registerGoogleMapsSimulator(app: FastifyInstance): Promise<void> {
  await app.register(
    async (sim) => {
      const faults = registerFaultSwitch(sim);

      /** The switch, the API key check and the query's shape, shared by every endpoint. */
      const answer =
        <T extends z.ZodType<{ key?: string | undefined }>>(
          schema: T,
          respond: (query: z.output<T>) => object,
        ) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          const fault = faults.modeFor(request);
          if (fault === 'error') {
            return reply.status(500).send({
              status: 'UNKNOWN_ERROR',
              error_message: 'Simulated server error (fault switch).',
            });
          }
          if (fault === 'slow') await faults.pause(reply);
          const query = schema.safeParse(request.query);
          if (!query.success) return invalid(query.error.issues[0]?.message ?? 'Invalid request.');
          if (!query.data.key) {
            return {
              status: 'REQUEST_DENIED',
              error_message: 'You must use an API key to authenticate each request.',
            };
          }
          return respond(query.data);
        };

      sim.get(
        '/maps/api/place/autocomplete/json',
        answer(autocompleteQuery, (query) => {
          const wanted = countries(query.components);
          if (wanted === null || wanted.some((c) => c !== 'ph')) {
            return invalid('This simulator only knows places in the Philippines (country:ph).');
          }
          const predictions = autocomplete(query.input).map((entry) => ({
            place_id: entry.placeId,
            description: `${entry.name}, ${secondaryText(entry)}`,
            structured_formatting: { main_text: entry.name, secondary_text: secondaryText(entry) },
            types: types(entry),
          }));
          return { status: predictions.length > 0 ? 'OK' : 'ZERO_RESULTS', predictions };
        }),
      );

      sim.get(
        '/maps/api/place/details/json',
        answer(detailsQuery, (query) => {
          const entry = findPlace(query.place_id);
          if (!entry) return { status: 'NOT_FOUND' };
          const fields = query.fields?.split(',').map((f) => f.trim()) ?? null;
          const want = (field: string) => fields === null || fields.includes(field);
          const result = {
            ...(want('place_id') ? { place_id: entry.placeId } : {}),
            ...(want('name') ? { name: entry.name } : {}),
            ...(want('formatted_address') ? { formatted_address: formattedAddress(entry) } : {}),
            ...(want('geometry') ? { geometry: geometry(entry) } : {}),
            ...(want('types') ? { types: types(entry) } : {}),
          };
          return { status: 'OK', result };
        }),
      );

      sim.get(
        '/maps/api/geocode/json',
        answer(geocodeQuery, (query) => {
          if ((query.address === undefined) === (query.latlng === undefined)) {
            return { ...invalid('Give exactly one of address and latlng.'), results: [] };
          }
          let entries: GazetteerEntry[];
          if (query.latlng !== undefined) {
            const point = latLng(query.latlng);
            if (!point) return { ...invalid('latlng must be "lat,lng".'), results: [] };
            entries = reverse(point.lat, point.lng);
          } else {
            const wanted = countries(query.components);
            if (wanted === null) return { ...invalid('Malformed components.'), results: [] };
            // The gazetteer holds only the Philippines: another country finds nothing.
            const elsewhere = wanted.some((c) => c !== 'ph');
            entries = elsewhere ? [] : geocode(query.address ?? '');
          }
          const results = entries.map(geocodeResult);
          return { status: results.length > 0 ? 'OK' : 'ZERO_RESULTS', results };
        }),
      );
    },
    { prefix: GOOGLE_MAPS_SIM_PREFIX },
  );
}
