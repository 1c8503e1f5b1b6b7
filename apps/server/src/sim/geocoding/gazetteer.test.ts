import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer/index.js';
import { formattedAddress } from './shapes.js';
import { autocomplete, geocode, PHILIPPINES_BOUNDS, reverse } from './search.js';

const names = (entries: readonly { name: string; city: string }[]) =>
  entries.map((e) => `${e.name}, ${e.city}`);

describe('the bundled Philippine gazetteer', () => {
  it('has hundreds of places with unique ids, all inside the Philippines', () => {
    expect(gazetteer.length).toBeGreaterThanOrEqual(300);
    const ids = gazetteer.map((e) => e.placeId);
    expect(new Set(ids).size).toBe(ids.length);
    const b = PHILIPPINES_BOUNDS;
    for (const e of gazetteer) {
      expect(e.lat, e.placeId).toBeGreaterThanOrEqual(b.south);
      expect(e.lat, e.placeId).toBeLessThanOrEqual(b.north);
      expect(e.lng, e.placeId).toBeGreaterThanOrEqual(b.west);
      expect(e.lng, e.placeId).toBeLessThanOrEqual(b.east);
      expect(e.placeId, e.name).toMatch(/^ph-[a-z0-9-]+$/);
      if (e.zip !== null) expect(e.zip, e.placeId).toMatch(/^\d{4}$/);
    }
  });

  it('holds all 17 cities and municipality of Metro Manila, each with its own places', () => {
    const towns = gazetteer.filter(
      (e) => e.province === 'Metro Manila' && (e.kind === 'city' || e.kind === 'municipality'),
    );
    expect(towns).toHaveLength(17);
    for (const town of towns) {
      expect(
        gazetteer.some((e) => e.city === town.name && e !== town),
        town.name,
      ).toBe(true);
    }
  });

  it('puts every place in a city or municipality the gazetteer also holds', () => {
    for (const e of gazetteer) {
      const town = gazetteer.find(
        (t) =>
          (t.kind === 'city' || t.kind === 'municipality') &&
          t.name === e.city &&
          t.province === e.province,
      );
      expect(town, `${e.name} lies in ${e.city}`).toBeDefined();
    }
  });
});

describe('matching places the way people type them', () => {
  it('completes prefixes, ignores case and accents, and knows the aliases', () => {
    expect(names(autocomplete('kapit'))).toContain('Kapitolyo, Pasig');
    expect(names(autocomplete('BGC'))[0]).toBe('Fort Bonifacio, Taguig');
    expect(names(autocomplete('paranaque'))[0]).toBe('Parañaque, Parañaque');
    expect(names(autocomplete('dasmarinas vil'))).toEqual(['Dasmariñas Village, Makati']);
    expect(names(autocomplete('quezon c'))[0]).toBe('Quezon City, Quezon City');
    expect(names(autocomplete('sta mesa'))).toContain('Santa Mesa, Manila');
    expect(names(autocomplete('poblacion makati'))[0]).toBe('Poblacion, Makati');
    expect(autocomplete('makati')).toHaveLength(5);
    expect(autocomplete('zzzz')).toEqual([]);
  });

  it('geocodes written addresses to the most specific place that agrees with the city', () => {
    const first = (address: string) => names(geocode(address))[0];
    expect(first('12 Brixton St, Kapitolyo, Pasig City')).toBe('Kapitolyo, Pasig');
    expect(first('Poblacion, Makati, Metro Manila, Philippines')).toBe('Poblacion, Makati');
    expect(first('Poblacion, Pateros')).toBe('Poblacion, Pateros');
    expect(first('Legazpi Village, Makati')).toBe('Legazpi Village, Makati');
    expect(first('Legazpi, Albay')).toBe('Legazpi, Legazpi');
    expect(first('Lipa, Batangas')).toBe('Lipa, Lipa');
    expect(first('Ermita, Manila')).toBe('Ermita, Manila');
    expect(first('Makati Ave, Poblacion, Makati')).toBe('Poblacion, Makati');
    expect(first('Makati')).toBe('Makati, Makati');
    expect(first(formattedAddress(gazetteer.find((e) => e.name === 'Greenbelt')!))).toBe(
      'Greenbelt, Makati',
    );
    expect(geocode('Blk 5 Lot 3 Phase 2')).toEqual([]);
  });

  it('reverse geocodes to the nearest place and its town, and nothing at sea or abroad', () => {
    expect(names(reverse(14.5527, 121.0217))).toEqual(['Greenbelt, Makati', 'Makati, Makati']);
    expect(names(reverse(10.3158, 123.8855))).toEqual(['Cebu City, Cebu City']);
    expect(reverse(14.0, 119.3)).toEqual([]); // West Philippine Sea, far from any shore
    expect(reverse(13.0, 126.5)).toEqual([]); // Philippine Sea
    expect(reverse(35.6812, 139.7671)).toEqual([]); // Tokyo
  });
});
