/** What a gazetteer entry is; decides its place in a ranking and Google's `location_type`. */
export type PlaceKind =
  'city' | 'municipality' | 'district' | 'barangay' | 'village' | 'landmark' | 'condominium';

/** One named place of the bundled Philippine gazetteer the geocoding simulator answers from. */
export type GazetteerEntry = {
  placeId: string;
  name: string;
  kind: PlaceKind;
  /** The city or municipality it lies in (its own name for a city or municipality). */
  city: string;
  /** The province, or 'Metro Manila' for the National Capital Region. */
  province: string;
  zip: string | null;
  lat: number;
  lng: number;
  /** Other names people type for it ('BGC', 'Luneta', 'MOA'). */
  aliases: string[];
};

type Extra = { zip?: string; aliases?: string[] };

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function entry(
  name: string,
  kind: PlaceKind,
  where: { city: string; province: string },
  lat: number,
  lng: number,
  extra: Extra,
): GazetteerEntry {
  const parts = [where.province, where.city, ...(name === where.city ? [] : [name])];
  return {
    placeId: `ph-${parts.map(slug).join('-')}`,
    name,
    kind,
    city: where.city,
    province: where.province,
    zip: extra.zip ?? null,
    lat,
    lng,
    aliases: extra.aliases ?? [],
  };
}

/** Places inside one city: `at('Kapitolyo', 'barangay', 14.5712, 121.0606, { zip: '1603' })`. */
export function placesIn(city: string, province: string) {
  return (name: string, kind: PlaceKind, lat: number, lng: number, extra: Extra = {}) =>
    entry(name, kind, { city, province }, lat, lng, extra);
}

/** A city or municipality itself, in its province. */
export function town(
  name: string,
  province: string,
  lat: number,
  lng: number,
  extra: Extra & { kind?: 'city' | 'municipality' } = {},
): GazetteerEntry {
  return entry(name, extra.kind ?? 'city', { city: name, province }, lat, lng, extra);
}
