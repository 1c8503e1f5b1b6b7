import { gazetteer, type GazetteerEntry, type PlaceKind } from './gazetteer/index.js';

/**
 * Matching over the bundled gazetteer, the way people type Philippine places: case and accents
 * ignored ('paranaque' is Parañaque), 'Sta.'/'Sto.' read as Santa/Santo, 'City' optional.
 */

const STOPWORDS = new Set(['city', 'of', 'the', 'brgy', 'barangay', 'philippines']);
const SYNONYMS: Record<string, string> = {
  sta: 'santa',
  sto: 'santo',
  gen: 'general',
  mt: 'mount',
};
/** A name right before one of these is a street's name ('Makati Ave'), not the place. */
const STREET_WORDS = new Set(['st', 'street', 'ave', 'avenue', 'road', 'rd', 'blvd', 'drive']);
/** Most specific first: a landmark beats the barangay it stands in, which beats the city. */
const SPECIFICITY: Record<PlaceKind, number> = {
  condominium: 6,
  landmark: 6,
  village: 4,
  barangay: 4,
  district: 3,
  municipality: 1,
  city: 1,
};

/** Lower-case words without accents or punctuation; stopwords kept unless `strip`. */
export function words(text: string, strip = false): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !(strip && STOPWORDS.has(w)))
    .map((w) => SYNONYMS[w] ?? w);
}

type Label = { all: string[]; bare: string[]; compact: string; alias: boolean };
type Indexed = { entry: GazetteerEntry; labels: Label[]; context: string[]; order: number };

const label = (text: string, alias: boolean): Label => {
  const all = words(text);
  return { all, bare: words(text, true), compact: all.join(''), alias };
};

const index: Indexed[] = gazetteer.map((entry, order) => ({
  entry,
  labels: [label(entry.name, false), ...entry.aliases.map((a) => label(a, true))],
  context: [...words(entry.city), ...words(entry.province)],
  order,
}));

const byPlaceId = new Map(gazetteer.map((entry) => [entry.placeId, entry]));

export function findPlace(placeId: string): GazetteerEntry | undefined {
  return byPlaceId.get(placeId);
}

/** Each query word starts a different word of `target`. */
function prefixesAll(query: string[], target: string[]): boolean {
  const used = new Set<number>();
  return query.every((q) => {
    const i = target.findIndex((w, at) => !used.has(at) && w.startsWith(q));
    if (i < 0) return false;
    used.add(i);
    return true;
  });
}

function autocompleteScore(query: string[], item: Indexed): number {
  const compact = query.join('');
  let best = 0;
  for (const l of item.labels) {
    let score = 0;
    if (l.compact === compact) score = 100;
    else if (l.compact.startsWith(compact)) score = 90;
    else if (prefixesAll(query, l.all)) score = 70;
    else if (prefixesAll(query, [...l.all, ...item.context])) score = 50;
    if (score > 0) best = Math.max(best, score - (l.alias ? 2 : 0));
  }
  return best;
}

const specificity = (entry: GazetteerEntry) => SPECIFICITY[entry.kind];
const isTown = (entry: GazetteerEntry) => entry.kind === 'city' || entry.kind === 'municipality';

/** Places whose names (or aliases) start with what was typed: best match first, then towns. */
export function autocomplete(input: string, limit = 5): GazetteerEntry[] {
  const query = words(input, true);
  if (query.length === 0) return [];
  return index
    .map((item) => ({ item, score: autocompleteScore(query, item) }))
    .filter((m) => m.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        specificity(a.item.entry) - specificity(b.item.entry) ||
        a.item.entry.name.length - b.item.entry.name.length ||
        a.item.order - b.item.order,
    )
    .slice(0, limit)
    .map((m) => m.item.entry);
}

/** Where `phrase` occurs in `text` as whole words not followed by a street word, or -1. */
function findPhrase(text: string[], phrase: string[]): number {
  if (phrase.length === 0) return -1;
  for (let at = 0; at + phrase.length <= text.length; at++) {
    if (!phrase.every((w, i) => text[at + i] === w)) continue;
    const next = text[at + phrase.length];
    if (next === undefined || !STREET_WORDS.has(next)) return at;
  }
  return -1;
}

/** 'Metro Manila' names the region, not the City of Manila: blank it out before matching names. */
function maskRegion(text: string[]): string[] {
  return text.map((w, i) =>
    w === 'ncr' ||
    (w === 'metro' && text[i + 1] === 'manila') ||
    (w === 'manila' && text[i - 1] === 'metro')
      ? ''
      : w,
  );
}

/**
 * Forward geocoding of a written address: the places named in it, most specific first, keeping
 * only those that agree with the city it names ('Poblacion, Makati' is not Poblacion, Pateros).
 */
export function geocode(address: string, limit = 5): GazetteerEntry[] {
  const text = words(address, true);
  const masked = maskRegion(text);
  const matches = index.flatMap((item) => {
    let length = 0;
    let position = Infinity;
    for (const l of item.labels) {
      const at = findPhrase(masked, l.bare);
      if (at >= 0 && (l.bare.length > length || (l.bare.length === length && at < position))) {
        length = l.bare.length;
        position = at;
      }
    }
    return length > 0 ? [{ item, length, position }] : [];
  });
  if (matches.length === 0) {
    const [guess] = autocomplete(address, 1);
    return guess ? [guess] : [];
  }
  const towns = new Set(matches.filter((m) => isTown(m.item.entry)).map((m) => m.item.entry.city));
  const ranked = matches.map((m) => ({
    ...m,
    consistent: towns.size === 0 || towns.has(m.item.entry.city) ? 1 : 0,
    province: findPhrase(text, words(m.item.entry.province, true)) >= 0 ? 1 : 0,
  }));
  return ranked
    .sort(
      (a, b) =>
        b.consistent - a.consistent ||
        specificity(b.item.entry) - specificity(a.item.entry) ||
        b.length - a.length ||
        b.province - a.province ||
        a.position - b.position ||
        a.item.order - b.item.order,
    )
    .slice(0, limit)
    .map((m) => m.item.entry);
}

const EARTH_RADIUS_KM = 6371;
const toRad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The Philippines' bounding box; a point outside it is not in the country. */
export const PHILIPPINES_BOUNDS = { south: 4.5, north: 21.5, west: 116, east: 127 } as const;

export function insidePhilippines(lat: number, lng: number): boolean {
  const b = PHILIPPINES_BOUNDS;
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

/** Beyond this from every entry the point is open sea or wilderness the gazetteer cannot name. */
export const REVERSE_RADIUS_KM = 50;

/**
 * Reverse geocoding: the nearest entry, then the city or municipality it lies in (Google answers
 * specific first). Nothing outside the country or farther than REVERSE_RADIUS_KM from every entry.
 */
export function reverse(lat: number, lng: number): GazetteerEntry[] {
  if (!insidePhilippines(lat, lng)) return [];
  let nearest: { entry: GazetteerEntry; km: number } | null = null;
  for (const entry of gazetteer) {
    const km = distanceKm(lat, lng, entry.lat, entry.lng);
    if (!nearest || km < nearest.km) nearest = { entry, km };
  }
  if (!nearest || nearest.km > REVERSE_RADIUS_KM) return [];
  const place = nearest.entry;
  if (isTown(place)) return [place];
  const town = gazetteer.find(
    (e) => isTown(e) && e.city === place.city && e.province === place.province,
  );
  return town ? [place, town] : [place];
}
