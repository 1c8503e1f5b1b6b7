import { describe, expect, it } from 'vitest';
import { searchPoint } from './search-point';

const makati = { address: 'Ayala Avenue, Makati', lat: 14.5547, lng: 121.0244 };

describe('searchPoint', () => {
  it("prefers the signed-in user's saved location, stored as [lng, lat]", () => {
    const user = { location: { coordinates: [121.05, 14.6] as [number, number] } };
    expect(searchPoint(user, makati)).toEqual({ lat: 14.6, lng: 121.05 });
  });

  it('falls back to the address entered in this browser', () => {
    expect(searchPoint({ location: null }, makati)).toEqual({ lat: 14.5547, lng: 121.0244 });
    expect(searchPoint(null, makati)).toEqual({ lat: 14.5547, lng: 121.0244 });
  });

  it('has no point without either', () => {
    expect(searchPoint(null, null)).toBeNull();
  });
});
