import { describe, expect, it } from 'vitest';
import {
  isAccountRead,
  isBuiltAsset,
  isCachedApiRead,
  isPhoto,
  isShellPage,
  menuApiPathOf,
} from './cached-routes';

const url = (path: string) => new URL(path, 'https://lutongbahay.example');

describe('what the service worker keeps for a weak connection (decision 046)', () => {
  it("keeps the bazaar's and the menus' GET answers", () => {
    expect(isCachedApiRead(url('/api/v1/users/getChefs?lat=1&lng=2&page=1'), 'GET')).toBe(true);
    expect(isCachedApiRead(url('/api/v1/users/menu/abc123'), 'GET')).toBe(true);
  });

  it('never keeps what changes something, nor carts, checkout, payments, orders or sessions', () => {
    expect(isCachedApiRead(url('/api/v1/users/getChefs?page=1'), 'POST')).toBe(false);
    expect(isCachedApiRead(url('/api/v1/users/menu/abc123'), 'PUT')).toBe(false);
    for (const path of [
      '/api/v1/orders/cart',
      '/api/v1/orders/checkout/o1',
      '/api/v1/payments/o1',
      '/api/v1/orders/myOrders',
      '/api/v1/users/session',
      '/api/v1/users/login',
      '/api/v1/users/menu/abc123/extra',
      '/api/v1/config',
    ]) {
      expect(isCachedApiRead(url(path), 'GET'), path).toBe(false);
    }
  });

  it('keeps photos and built files, GET only', () => {
    expect(isPhoto(url('/uploads/dish-1.webp'), 'GET')).toBe(true);
    expect(isPhoto(url('/uploads/dish-1.webp'), 'DELETE')).toBe(false);
    expect(isBuiltAsset(url('/assets/index-1.js'), 'GET')).toBe(true);
    expect(isBuiltAsset(url('/api/v1/assets'), 'GET')).toBe(false);
  });

  it('opens the app shell offline for the landing, the bazaar and a menu only', () => {
    expect(['/', '/bazaar', '/menu', '/menu/abc123'].map(isShellPage)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/cart', '/checkout/o1', '/pay/o1', '/login', '/menu/a/b'].map(isShellPage)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("reads the menu a drawn menu page shows through its API path, and no other page's", () => {
    expect(menuApiPathOf('/menu/abc123')).toBe('/api/v1/users/menu/abc123');
    expect(menuApiPathOf('/bazaar')).toBeNull();
    expect(menuApiPathOf('/menu')).toBeNull();
  });
});

describe("the kept reads that are a signed-in buyer's own (decision 051)", () => {
  it('are the bazaar with their favourites first or only', () => {
    expect(isAccountRead(url('/api/v1/users/getChefs?lat=1&lng=2&favourites=first'))).toBe(true);
    expect(isAccountRead(url('/api/v1/users/getChefs?lat=1&lng=2&favourites=only'))).toBe(true);
    expect(isAccountRead(url('/api/v1/users/getChefs?lat=1&lng=2&page=1'))).toBe(false);
    expect(isAccountRead(url('/api/v1/users/menu/abc123'))).toBe(false);
  });
});
