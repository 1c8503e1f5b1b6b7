import { describe, expect, it } from 'vitest';
import { chefsQueryString, dishPriceRange, openingChefsQuery, toChefsQuery } from './chefs-query';
import { defaultFilters, type BazaarFilters } from './filter-state';

const makati = { lat: 14.5547, lng: 121.0244 };
const chefs = { mode: 'chefs', text: '' } as const;
const dishes = { mode: 'dishes', text: 'adobo' } as const;
const filters = (over: Partial<BazaarFilters>): BazaarFilters => ({ ...defaultFilters, ...over });

describe('getChefs query from the bazaar filters', () => {
  it('asks for the nearest home chefs around the point by default', () => {
    expect(toChefsQuery(defaultFilters, chefs, makati)).toEqual({
      lat: '14.5547',
      lng: '121.0244',
      near: 'true',
      type: 'homechef',
    });
  });

  it('sorts by weighted ratings with near=false', () => {
    expect(toChefsQuery(filters({ order: 'ratings' }), chefs, makati).near).toBe('false');
  });

  it('sends one main category flag and the cuisine tile, none for All', () => {
    const q = toChefsQuery(filters({ main: 'baker', cuisine: 'Cakes' }), chefs, makati);
    expect(q).toMatchObject({ baker: 'true', cuisine: 'Cakes' });
    expect(q).not.toHaveProperty('cook');
    expect(q).not.toHaveProperty('pantry');
    expect(toChefsQuery(filters({ main: 'all' }), chefs, makati)).not.toHaveProperty('cuisine');
  });

  it('maps today, meal features and days', () => {
    const q = toChefsQuery(
      filters({
        features: ['today', 'vegetarian', 'promo', 'caterer', 'groupPromo'],
        days: ['Mon', 'Sat'],
      }),
      chefs,
      makati,
    );
    expect(q).toMatchObject({
      today: 'true',
      meal: 'vegetarian,promo,caterer,groupPromo',
      menuDates: 'Mon,Sat',
    });
  });

  it('searching by chefs sends the name and price levels, never price or serving bounds', () => {
    const q = toChefsQuery(
      filters({ features: ['price-one', 'price-three', 'partyTray'] }),
      { mode: 'chefs', text: 'Tita' },
      makati,
    );
    expect(q).toMatchObject({ name: 'Tita', priceLevel: '1,3' });
    expect(Object.keys(q).some((k) => k.startsWith('price[') || k.startsWith('serving'))).toBe(
      false,
    );
  });

  it('searching by dishes sends price bounds and the party tray serving size', () => {
    const q = toChefsQuery(filters({ features: ['price-two', 'partyTray'] }), dishes, makati);
    expect(q).toMatchObject({ 'price[gte]': '251', 'price[lte]': '400', 'servingSize[gte]': '5' });
    expect(q).not.toHaveProperty('priceLevel');
    expect(q).not.toHaveProperty('name');
  });

  it('searching by dishes sends the dish text with the filters, in one call (decision 039)', () => {
    const q = toChefsQuery(filters({ days: ['Sat'] }), dishes, makati);
    expect(q).toMatchObject({ dish: 'adobo', menuDates: 'Sat', near: 'true' });
    expect(toChefsQuery(defaultFilters, { mode: 'dishes', text: '' }, makati)).not.toHaveProperty(
      'dish',
    );
  });

  it('spans the selected dish price bands', () => {
    expect(dishPriceRange([1])).toEqual({ lte: 250 });
    expect(dishPriceRange([1, 2])).toEqual({ lte: 400 });
    expect(dishPriceRange([2, 3])).toEqual({ gte: 251 });
    expect(dishPriceRange([3])).toEqual({ gte: 401 });
    expect(dishPriceRange([])).toEqual({});
  });

  it('writes the page into the query string', () => {
    const qs = chefsQueryString(toChefsQuery(defaultFilters, chefs, makati), 2);
    expect(new URLSearchParams(qs).get('page')).toBe('2');
    expect(new URLSearchParams(qs).get('type')).toBe('homechef');
  });
});

describe('the query the bazaar opens with (drawn by the server, then found by the browser)', () => {
  const storeOf = (values: Record<string, string>) => ({
    getItem: (key: string) => values[key] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  const address = JSON.stringify({ address: 'Ayala Avenue, Makati', lat: 14.5547, lng: 121.0244 });
  const pasig = { location: { coordinates: [121.085, 14.576] as [number, number] } };

  it('searches around the entered address with the stored filters, without a search', () => {
    const stored = {
      'lb:address': address,
      'lb:bazaar-filters': JSON.stringify(filters({ main: 'cook', cuisine: 'Filipino' })),
    };
    expect(openingChefsQuery(null, storeOf(stored))).toEqual(
      toChefsQuery(filters({ main: 'cook', cuisine: 'Filipino' }), chefs, makati),
    );
    expect(openingChefsQuery(null, storeOf(stored))).toMatchObject({ cook: 'true' });
  });

  it("prefers the user's saved location, and has none without a point", () => {
    expect(openingChefsQuery(pasig, storeOf({ 'lb:address': address }))).toMatchObject({
      lat: '14.576',
      lng: '121.085',
    });
    expect(openingChefsQuery(null, storeOf({}))).toBeNull();
    expect(openingChefsQuery(null, storeOf({ 'lb:address': '{"lat":"x"}' }))).toBeNull();
  });

  it("lists a signed-in user's favourites first, a guest's bazaar as ever (decision 048)", () => {
    const noPlace = { location: null };
    expect(openingChefsQuery(noPlace, storeOf({ 'lb:address': address }))).toMatchObject({
      favourites: 'first',
    });
    expect(openingChefsQuery(null, storeOf({ 'lb:address': address }))).not.toHaveProperty(
      'favourites',
    );
    expect(toChefsQuery(filters({}), chefs, makati, 'only')).toMatchObject({ favourites: 'only' });
  });
});
