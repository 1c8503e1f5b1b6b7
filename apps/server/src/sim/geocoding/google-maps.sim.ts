import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerFaultSwitch } from '../fault-switch.js';
import type { GazetteerEntry } from './gazetteer/index.js';
import { registerPlacesSimulator } from './places.sim.js';
import { geocode, reverse } from './search.js';
import { formattedAddress, types } from './shapes.js';

/** Where the simulator is mounted; the adapter's base URL in development and tests. */
export const GOOGLE_MAPS_SIM_PREFIX = '/_sim/google-maps';

/** What Google answers a project without Places API (Legacy), i.e. every project made since 2025. */
export const LEGACY_PLACES_DENIED =
  "You're calling a legacy API, which is not enabled for your project. To get newer features and more functionality, switch to the Places API (New) or Routes API. Learn more: https://developers.google.com/maps/legacy#LegacyApiNotActivatedMapError";

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
 * Google Maps Platform simulator (ARCHITECTURE §6): Geocoding (forward and reverse) and Places API (New)
 * (places.sim.ts) answered from the bundled Philippine gazetteer, with Google's REST paths and
 * JSON shapes, so the real adapter runs unchanged against it; the Legacy Places paths answer
 * REQUEST_DENIED as they do for a new Google Cloud project. A fault switch at
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

      // Places API (Legacy) cannot be enabled on a new project: every call is refused so.
      const legacy = async () => ({
        status: 'REQUEST_DENIED',
        error_message: LEGACY_PLACES_DENIED,
        predictions: [],
      });
      sim.get('/maps/api/place/autocomplete/json', legacy);
      sim.get('/maps/api/place/details/json', legacy);
      registerPlacesSimulator(sim, faults);

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
