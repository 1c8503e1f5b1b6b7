import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type MenuChef, type OrderView, type PageBoot, type SellerCard } from '@lutong/shared';
import { users } from '../../db/schema/index.js';
import type { TestApp } from '../../../test/harness.js';
import { signedUpClient } from '../../../test/seller-side-kit.js';
import { createChef, createDish } from '../../../test/factories.js';
import {
  bootOf,
  drawnAt,
  html,
  sellerAt,
  guestBoot,
  webPagesApp,
} from '../../../test/web-pages-kit.js';

// The landing and a seller's menu drawn by the server (issue 22, decision 037), over HTTP against
// the built web app of test/web-pages-kit.ts.
let t: TestApp;
beforeAll(async () => {
  t = await webPagesApp();
});
afterAll(async () => t.close());

describe('the landing and the menu drawn by the server (issue 22)', () => {
  it('draws the landing with its best-rated sellers, as GET /users/getChefs answers them', async () => {
    const vigan = await sellerAt(t, 17.571, 120.389, 'vigan longganisa', ['/uploads/demo/l.svg']);
    const query = { lat: '17.57', lng: '120.39', page: '1', near: 'false' };
    const api = await t
      .client()
      .get<{ data: SellerCard[] }>(`/api/v1/users/getChefs?${new URLSearchParams(query)}`);
    expect(api.body.data.map((s) => s.id)).toContain(vigan.id);

    const page = await t.client().get<string>('/', html);
    expect(page.status).toBe(200);
    const boot = bootOf(page.body);
    expect(boot.landing).toEqual({ query, sellers: api.body.data });
    expect(boot.session).toEqual({ loggedIn: false, user: null });
    // drawn for a browser that stores no address (one that does draws the page itself)
    expect(boot.drawnFrom).toEqual({});
    expect(boot.drawnKeys).toEqual(['lb:address']);
    expect(page.body).toMatch(/<div id="root"><p>landing: [^<]*vigan longganisa/);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    // the first photo drawn first (the others are found in the markup), then the page's code,
    // which only takes the page over
    const photos = api.body.data
      .map((s) => s.dishes[0]?.photo)
      .filter((p): p is string => Boolean(p));
    expect(photos.length).toBeGreaterThan(0);
    const preloads = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)];
    expect(preloads.map((m) => m[1])).toEqual(photos.slice(0, 1));
    expect(page.headers.link).toBe(`<${photos[0]}>; rel=preload; as=image; fetchpriority=high`);
    expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('<style>'));
    expect(head.indexOf('<script type="module"')).toBeGreaterThan(
      head.lastIndexOf('rel="preload" as="image"'),
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
  });

  it('leaves the landing to the browser for a user it sends on to the bazaar', async () => {
    const { client } = await signedUpClient(t);
    const me = await client.get<{ data: PageBoot['session'] }>('/api/v1/users/loggedin');
    const id = me.body.data.user?.id ?? '';
    await t.database.db
      .update(users)
      .set({ address: 'Calle Crisologo, Vigan', lat: 17.57, lng: 120.39 })
      .where(eq(users.id, id));
    const page = await client.get<string>('/', html);
    expect(page.status).toBe(200);
    expect(bootOf(page.body).landing).toBeUndefined();
    expect(page.body).toContain('<div id="root"></div>');
  });

  it("draws a seller's menu with the seller, the dishes and the server's time", async () => {
    const chef = await createChef(t.database.db, {
      name: 'tita <lorna>',
      brandPhoto: '/uploads/demo/brand-l.svg',
    });
    await createDish(t.database.db, chef.id, { name: 'pinakbet', photo: '/uploads/demo/p.svg' });
    await createDish(t.database.db, chef.id, { name: 'bagnet', photo: '/uploads/demo/b?w=1&h=2' });
    await createDish(t.database.db, chef.id, { name: 'okoy', photo: '/uploads/demo/o.svg' });
    const api = await t.client().get<{ data: { user: MenuChef } }>(`/api/v1/users/menu/${chef.id}`);

    const page = await t.client().get<string>(`/menu/${chef.id}`, html);
    expect(page.status).toBe(200);
    const boot = bootOf(page.body);
    // the menu as the API answers it, under the page's id: the browser asks for it no more
    expect(boot.menu).toEqual(api.body.data.user);
    expect(boot.drawnAt).toBe(drawnAt.toISOString());
    expect(boot.origin).toBe(t.config.publicUrl);
    // what the menu reads from the browser is drawn as for a new visitor: every browser takes it
    expect(boot.drawnFrom).toEqual({});
    expect(boot.drawnKeys).toEqual([]);
    expect(page.body).toContain(
      '<div id="root"><h1>tita &lt;lorna></h1><img src="/uploads/demo/brand-l.svg" alt=""><p>pinakbet</p>',
    );
    expect(page.body).toContain(`drawn at ${drawnAt.toISOString()} for ${t.config.publicUrl}`);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    // the header's banner (the largest paint) is fetched first; the dishes' photos are found in
    // the markup
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/demo/brand-l.svg" fetchpriority="high">',
    );
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);
    // and asked for as soon as the response starts
    expect(page.headers.link).toBe(
      '</uploads/demo/brand-l.svg>; rel=preload; as=image; fetchpriority=high',
    );
    for (const href of ['/uploads/demo/p.svg', '/uploads/demo/b?w=1&amp;h=2']) {
      expect(head).not.toContain(`href="${href}"`);
      expect(page.body).toContain(`src="${href}"`);
    }
    expect(head).not.toContain('href="/uploads/demo/o.svg"');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/menu-route-1.js">');
    // and its share preview as before
    expect(head).toContain('<meta property="og:title"');
  });

  it("draws a signed-in buyer's menu with their cart orders with the seller, as the API answers them", async () => {
    const chef = await createChef(t.database.db, { name: 'tita nena' });
    const dish = await createDish(t.database.db, chef.id, { name: 'dinengdeng', price: 180 });
    const { client } = await signedUpClient(t);
    const thursday = { deliveryDate: 'Thu', createdFor: '2026-03-05' };
    const added = await client.post('/api/v1/orders', {
      chefId: chef.id,
      dishId: dish.id,
      quantity: 2,
      ...thursday,
    });
    expect(added.status).toBe(200);
    const api = await client.get<{ data: { orders: OrderView[] } }>(
      `/api/v1/orders/userchef?chef=${chef.id}`,
    );
    expect(api.body.data.orders).toHaveLength(1);

    // the mini cart and the basket bar are drawn with the cart: nothing grows when the browser
    // takes the page over after a reload (issue 22, ARCHITECTURE.md §13)
    const page = await client.get<string>(`/menu/${chef.id}`, html);
    expect(page.status).toBe(200);
    expect(bootOf(page.body).cart).toEqual({ chefId: chef.id, orders: api.body.data.orders });
    // a guest's menu carries no cart: the browser keeps a guest's
    const guest = await t.client().get<string>(`/menu/${chef.id}`, html);
    expect(bootOf(guest.body).cart).toBeUndefined();
  });

  it('answers a vanished seller with the menu page, drawn by the browser, as a 404', async () => {
    const chef = await createChef(t.database.db);
    expect((await t.client().get<string>(`/menu/${chef.id}`, html)).status).toBe(200);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, chef.id));
    // the menu cache hears of the change from the database (menu-cache.ts)
    let page = await t.client().get<string>(`/menu/${chef.id}`, html);
    for (let i = 0; i < 40 && page.status !== 404; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      page = await t.client().get<string>(`/menu/${chef.id}`, html);
    }
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id="root"></div>');
    expect(bootOf(page.body)).toEqual(guestBoot);
    expect(page.body).not.toContain('og:title');
    // the browser draws this page: the app's code first, the menu's own with it
    expect(page.body.indexOf('<script type="module"')).toBeLessThan(
      page.body.indexOf('rel="modulepreload"'),
    );
    expect(page.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/menu-route-1.js">',
    );
  });

  it("draws a signed-in buyer's bazaar with their favourites first and their hearts (decision 048)", async () => {
    const near = await sellerAt(t, 15.481, 120.596, 'tarlac near', []);
    const far = await sellerAt(t, 15.489, 120.596, 'tarlac far', []);
    const { client } = await signedUpClient(t);
    expect((await client.request('PUT', `/api/v1/favourites/${far.id}`)).status).toBe(200);
    const cookie = `lb_address=${encodeURIComponent(JSON.stringify({ address: 'Tarlac', lat: 15.48, lng: 120.596 }))}`;
    // the address cookie beside the session's (a header of our own replaces the client's jar)
    const session = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const page = await client.get<string>('/bazaar', { ...html, cookie: `${session}; ${cookie}` });
    const boot = bootOf(page.body);
    expect(boot.favourites).toEqual([far.id]);
    const query = {
      lat: '15.48',
      lng: '120.596',
      near: 'true',
      type: 'homechef',
      favourites: 'first',
    };
    const api = await client.get<{ data: SellerCard[] }>(
      `/api/v1/users/getChefs?${new URLSearchParams(query)}&page=1`,
    );
    expect(api.body.data.slice(0, 2).map((s) => s.id)).toEqual([far.id, near.id]);
    expect(boot.bazaar).toEqual({ query, sellers: api.body.data });
    expect(page.body).toMatch(/tarlac far \(heart pressed\), tarlac near[,<]/);
    // a guest's bazaar there: nearest first, no hearts pressed, no favourites in the page
    const guest = await t.client().get<string>('/bazaar', { ...html, cookie });
    expect(bootOf(guest.body).favourites).toBeUndefined();
    expect(guest.body).toMatch(/tarlac near, tarlac far[,<]/);
  });
});

describe('who may keep a drawn page (decision 051)', () => {
  it("keeps a signed-in user's pages out of every cache, a guest's for the browser only", async () => {
    const chef = await createChef(t.database.db, { name: 'tita cora' });
    await createDish(t.database.db, chef.id, { name: 'kare-kare' });
    // a seller there, so that the bazaar is drawn
    await sellerAt(t, 16.41, 120.59, 'baguio strawberry', []);
    const cookie = `lb_address=${encodeURIComponent(JSON.stringify({ address: 'Baguio', lat: 16.41, lng: 120.59 }))}`;
    const { client } = await signedUpClient(t);
    const session = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const url of ['/', '/bazaar', `/menu/${chef.id}`]) {
      const guest = await t.client().get<string>(url, { ...html, cookie });
      expect(guest.status).toBe(200);
      expect(guest.headers['cache-control']).toBe('private, no-cache');
      expect(guest.headers.vary).toBe('cookie, accept-language');
      const mine = await client.get<string>(url, { ...html, cookie: `${session}; ${cookie}` });
      expect(mine.status).toBe(200);
      // drawn for this user: their session in the page
      expect(bootOf(mine.body).session.loggedIn).toBe(true);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.headers.vary).toBe('cookie, accept-language');
    }
  });
});
