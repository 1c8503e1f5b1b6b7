import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, type PageBoot, type PageRenderInput, type PublicUser } from '@lutong/shared';
import { buyer, cartOrders, chef, menu, staff } from './test/signed-in-pages';

// Decision 051: the server's first page of each kind for a signed-in user reaches lazy parts no
// guest page does (the account's background work, the cart); drawn right after start, none of
// its boundaries may be left for the browser to draw (`<!--$!-->`, React error #419 there).

const CLIENT_RENDERED = '<!--$!-->';
const drawnAt = '2026-11-26T21:11:00.000Z';
const origin = 'http://localhost:3000';
const address = JSON.stringify({ address: 'Makati', lat: 14.55, lng: 121.02 });

/** The server build as just started: every module evaluated again, no lazy code loaded yet. */
async function freshRenderer() {
  vi.resetModules();
  return (await import('./entry-server')).renderer;
}

const signedIn = (user: PublicUser): PageBoot['session'] => ({ loggedIn: true, user });

const pages: Record<string, PageRenderInput> = {
  "a buyer's menu with their cart": {
    url: paths.menu(menu.id),
    boot: {
      session: signedIn(buyer),
      cart: { chefId: menu.id, orders: cartOrders },
      menu,
      locale: 'en',
      drawnAt,
      origin,
      drawnFrom: {},
      drawnKeys: [],
    },
    stored: {},
  },
  "a buyer's bazaar": {
    url: paths.bazaar(),
    boot: {
      session: signedIn(buyer),
      favourites: [menu.id],
      bazaar: {
        query: { lat: '14.55', lng: '121.02', near: 'true', type: 'homechef' },
        sellers: [],
      },
      locale: 'en',
      drawnAt,
      origin,
      drawnFrom: { 'lb:address': address },
    },
    stored: { 'lb:address': address },
  },
  "a chef's look at a menu, in Filipino": {
    url: paths.menu(menu.id),
    boot: { session: signedIn(chef), menu, locale: 'fil', drawnAt, origin, drawnFrom: {} },
    stored: {},
  },
  "a staff user's landing, in Filipino": {
    url: paths.home(),
    boot: {
      session: signedIn(staff),
      landing: { query: { lat: '14.55', lng: '121.02', page: '1', near: 'false' }, sellers: [] },
      locale: 'fil',
      drawnAt,
      origin,
      drawnFrom: {},
      drawnKeys: ['lb:address'],
    },
    stored: {},
  },
};

describe("the server's first signed-in pages (decision 051)", () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  for (const [name, page] of Object.entries(pages)) {
    it(`draws ${name} whole right after start`, async () => {
      const renderer = await freshRenderer();
      const { markup } = await renderer.renderPage(page);
      expect(markup).not.toContain(CLIENT_RENDERED);
      expect(markup).toContain('class="app-shell"');
      // and the next one is drawn the same
      expect((await renderer.renderPage(page)).markup).toBe(markup);
    });
  }

  it("draws the buyer's cart into their menu", async () => {
    const renderer = await freshRenderer();
    const page = pages["a buyer's menu with their cart"]!;
    const { markup } = await renderer.renderPage(page);
    expect(markup).toContain('data-testid="mini-cart-line"');
    expect(markup).toContain('<span data-testid="basket-count">1 item</span>');
  });
});
