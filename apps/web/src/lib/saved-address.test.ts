import { describe, expect, it } from 'vitest';
import { hasBazaarLocation, parseSavedAddress } from './saved-address';

const makati = { address: 'Ayala Ave, Makati, Metro Manila', lat: 14.5547, lng: 121.0244 };

describe('saved address', () => {
  it('reads an entered address with coordinates', () => {
    expect(parseSavedAddress(JSON.stringify(makati))).toEqual(makati);
  });

  it('keeps a moved pin with its geocoded point and the landmark note (decision 041)', () => {
    const moved = {
      ...makati,
      lat: 14.5556,
      geo: { lat: 14.5547, lng: 121.0244 },
      note: 'blue gate',
    };
    expect(parseSavedAddress(JSON.stringify(moved))).toEqual(moved);
    const broken = { ...makati, geo: { lat: 'x' }, note: 3 };
    expect(parseSavedAddress(JSON.stringify(broken))).toEqual(makati);
  });

  it('ignores missing, malformed or coordinate-less entries', () => {
    expect(parseSavedAddress(null)).toBeNull();
    expect(parseSavedAddress('not json')).toBeNull();
    expect(parseSavedAddress(JSON.stringify({ address: 'Makati' }))).toBeNull();
    expect(parseSavedAddress(JSON.stringify({ ...makati, lat: '14.5' }))).toBeNull();
    expect(parseSavedAddress(JSON.stringify({ ...makati, lng: 500 }))).toBeNull();
    expect(parseSavedAddress('null')).toBeNull();
  });

  it('lets a visitor into the bazaar with a saved location or an entered address only', () => {
    const located = { location: { coordinates: [121.02, 14.55] as [number, number] } };
    expect(hasBazaarLocation(located, null)).toBe(true);
    expect(hasBazaarLocation(null, makati)).toBe(true);
    expect(hasBazaarLocation({ location: null }, makati)).toBe(true);
    expect(hasBazaarLocation({ location: null }, null)).toBe(false);
    expect(hasBazaarLocation(null, null)).toBe(false);
  });
});
