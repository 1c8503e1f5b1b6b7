import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageBoot, type SellerCard } from '@lutong/shared';
import { vanityRoutes } from '../../db/schema/index.js';
import type { TestApp } from '../../../test/harness.js';
import { signedUpClient } from '../../../test/seller-side-kit.js';
import { createChef } from '../../../test/factories.js';
import {
  addressCookie,
  bootOf,
  html,
  sellerAt,
  guestBoot,
  webPagesApp,
} from '../../../test/web-pages-kit.js';

// The pages the server writes for the web app (web-pages.ts): each page's boot data, the bazaar's
// drawn markup (issue 10), share previews and vanity redirects, over HTTP against a built web app
// of our own (test/web-pages-kit.ts). The landing and the menu: drawn-pages.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await webPagesApp();
});
afterAll(async () => t.close());

describe('boot data of the served pages', () => {
  it("carries a guest's login check, for this visitor only", async () => {
    const res = await t.client().get<string>('/cart', html);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
    expect(bootOf(res.body)).toEqual(guestBoot);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('carries what GET /users/loggedin answers a signed-in user, on every page', async () => {
    const { client } = await signedUpClient(t);
    const loggedIn = await client.get<{ data: PageBoot['session'] }>('/api/v1/users/loggedin');
    expect(loggedIn.body.data.loggedIn).toBe(true);
    for (const url of ['/', '/cart', '/profile?tab=orders']) {
      expect(bootOf((await client.get<string>(url, html)).body).session).toEqual(
        loggedIn.body.data,
      );
    }
    await client.post('/api/v1/users/logout');
    expect(bootOf((await client.get<string>('/', html)).body).session).toEqual({
      loggedIn: false,
      user: null,
    });
  });

  it('draws the bazaar the browser would open, with its first page as the API answers it', async () => {
    const first = await sellerAt(t, 16.401, 120.596, 'baguio bakes', [
      null,
      '/uploads/demo/a.svg',
      '/uploads/demo/b.svg',
    ]);
    await sellerAt(t, 16.402, 120.596, 'strawberry farm kitchen', ['/uploads/demo/c.svg']);
    await sellerAt(t, 16.403, 120.596, 'no photos yet', [null]);
    const query = { lat: '16.4', lng: '120.596', near: 'true', type: 'homechef' };
    const api = await t
      .client()
      .get<{ data: SellerCard[] }>(`/api/v1/users/getChefs?${new URLSearchParams(query)}&page=1`);
    expect(api.body.data.slice(0, 3).map((s) => s.name)).toEqual([
      'baguio bakes',
      'strawberry farm kitchen',
      'no photos yet',
    ]);

    const page = await t
      .client()
      .get<string>('/bazaar', { ...html, cookie: addressCookie(16.4, 120.596) });
    expect(bootOf(page.body).bazaar).toEqual({ query, sellers: api.body.data });
    expect(bootOf(page.body).bazaar?.sellers[0]?.id).toBe(first.id);
    // what it was drawn from, for the browser to check against what it stores
    expect(bootOf(page.body).drawnFrom).toEqual({
      'lb:address': JSON.stringify({ address: 'Session Road, Baguio', lat: 16.4, lng: 120.596 }),
    });
    expect(page.body).toContain(
      '<div id="root"><p>/bazaar for a guest: baguio bakes, strawberry farm kitchen, no photos yet',
    );
    // the first card's first photo is fetched first (the largest paint); the second card's is found
    // in the markup, the third card is lower down
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    // the photos are found first, before the stylesheets written in
    expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('<style>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/demo/a.svg" fetchpriority="high">',
    );
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(page.headers.link).toBe(
      '</uploads/demo/a.svg>; rel=preload; as=image; fetchpriority=high',
    );
    expect(head).not.toContain('href="/uploads/demo/c.svg"');
    expect(head).not.toContain('href="/uploads/demo/b.svg"');
    // the page is drawn: its photos before the app's code, which only takes it over
    expect(head.indexOf('<script type="module"')).toBeGreaterThan(
      head.lastIndexOf('rel="preload" as="image"'),
    );
    // the bazaar's chunks that the entry does not hold, and none that it does
    for (const file of ['bazaar-page-1.js', 'cards-1.js']) {
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(head).not.toContain('modulepreload" crossorigin href="/assets/shared-1.js"');
    expect(head).not.toContain('modulepreload" crossorigin href="/assets/index-1.js"');
    // its stylesheets and the entry's written in, their links there but never fetched
    for (const name of ['index-1', 'bazaar-page-1', 'cards-1']) {
      expect(head).toContain(
        `<style>.${name} { color: green; }</style><link rel="stylesheet" crossorigin href="/assets/${name}.css" media="not all" disabled>`,
      );
    }
    expect(head).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
  });

  it("draws a signed-in user's bazaar for them", async () => {
    await sellerAt(t, 16.9, 121.1, 'ilocos empanada', ['/uploads/demo/e.svg']);
    const { client, email } = await signedUpClient(t);
    const page = await client.get<string>('/bazaar', {
      ...html,
      cookie: `${[...client.jar].map(([k, v]) => `${k}=${v}`).join('; ')}; ${addressCookie(16.9, 121.1)}`,
    });
    expect(page.body).toContain(`<p>/bazaar for ${email}: ilocos empanada, `);
    expect(bootOf(page.body).session.user?.email).toBe(email);
  });

  it('leaves the bazaar to the browser without a point, or when the page cannot be drawn', async () => {
    for (const cookie of [
      '',
      `lb_address=${encodeURIComponent(JSON.stringify({ address: 'x', lat: 916.4, lng: 1 }))}`,
    ]) {
      const page = await t.client().get<string>('/bazaar', { ...html, cookie });
      expect(page.status).toBe(200);
      expect(bootOf(page.body)).toEqual(guestBoot);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('rel="preload" as="image"');
      expect(page.headers.link).toBeUndefined();
      // the browser draws it: stylesheets fetched as usual, the app's code first
      expect(page.body).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/bazaar-page-1.css">',
      );
      expect(page.body).not.toContain('<style>');
    }
    // the drawing fails: the page still comes, with the data for the browser to draw it
    await sellerAt(t, 18.2, 120.6, 'cannot be drawn', ['/uploads/demo/f.svg']);
    const page = await t
      .client()
      .get<string>('/bazaar', { ...html, cookie: addressCookie(18.2, 120.6) });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(bootOf(page.body).bazaar?.sellers[0]?.name).toBe('cannot be drawn');
  });

  it("keeps a seller's text inside the boot script, whatever it holds", async () => {
    const name = '</script><script>alert(1)</script> <!-- & "q" $\' $&';
    await sellerAt(t, 17.5, 121.7, name, ['/uploads/demo/x.svg']);
    const page = await t
      .client()
      .get<string>('/bazaar', { ...html, cookie: addressCookie(17.5, 121.7) });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(bootOf(page.body).bazaar?.sellers[0]?.name).toBe(name);
    expect(page.body).toContain(
      '<p>/bazaar for a guest: &lt;/script>&lt;script>alert(1)&lt;/script> &lt;!-- & "q" $\' $&, ',
    );
  });
});

describe('share previews and vanity redirects of the served pages', () => {
  it('writes Open Graph tags for a seller menu so a shared link previews the seller', async () => {
    const chef = await createChef(t.database.db, {
      name: "lola <nena> $' $&",
      description: 'Kare-kare every Sunday',
      brandPhoto: '/uploads/demo/brand.svg',
    });
    const { body } = await t.client().get<string>(`/menu/${chef.id}?ref=share`, html);
    expect(body).toContain('<title>Lola &lt;Nena&gt; $&#39; $&amp; on Lutong Bahay</title>');
    expect(body).toContain('<meta property="og:description" content="Kare-kare every Sunday">');
    expect(body).toContain(
      `<meta property="og:image" content="${t.config.publicUrl}/uploads/demo/brand.svg">`,
    );
    expect(body).toContain(
      `<meta property="og:url" content="${t.config.publicUrl}/menu/${chef.id}">`,
    );
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/menu-route-1.js">');
  });

  it('redirects a vanity word to its menu and leaves other pages alone', async () => {
    const chef = await createChef(t.database.db);
    await t.database.db.insert(vanityRoutes).values({ word: 'adobohan', chefId: chef.id });
    const word = await t.client().get<string>('/adobohan', html);
    expect(word.status).toBe(302);
    expect(word.headers.location).toBe(`/menu/${chef.id}`);
    expect((await t.client().get<string>('/bazaar', html)).status).toBe(200);
    const unknown = await t
      .client()
      .get<string>('/menu/0190f0f0-0000-7000-8000-000000000000', html);
    expect(unknown.status).toBe(404);
    expect(unknown.body).not.toContain('og:title');
    expect((await t.client().get<string>('/nosuchword', html)).status).toBe(200);
  });

  it('compresses pages for browsers that accept it, and not the API', async () => {
    const page = await t.app.inject({
      url: '/bazaar',
      headers: {
        ...html,
        'accept-encoding': 'gzip, deflate, br',
        cookie: addressCookie(16.4, 120.596),
      },
    });
    expect(page.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(page.rawPayload).toString('utf8');
    expect(bootOf(text).bazaar?.sellers[0]?.name).toBe('baguio bakes');
    expect(page.rawPayload.length).toBeLessThan(text.length / 2);
    const api = await t.app.inject({
      url: '/api/v1/users/getChefs?lat=16.4&lng=120.596&page=1',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD for pages as GET does, without the body', async () => {
    for (const url of ['/', '/bazaar', '/cart']) {
      const head = await t.app.inject({ method: 'HEAD', url, headers: html });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(head.body).toBe('');
    }
    // '/' whatever the client accepts (a monitor's HEAD / with */*)
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('answers 404 for what is not a page', async () => {
    expect((await t.client().get('/api/v1/nothing-here', html)).status).toBe(404);
    // a client asking for JSON (a page for any other GET: decision 038, crawlers.test.ts)
    expect((await t.client().get('/bazaar', { accept: 'application/json' })).status).toBe(404);
  });
});
