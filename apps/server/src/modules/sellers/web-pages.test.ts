import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  PAGE_BOOT_ELEMENT_ID,
  type MenuChef,
  type PageBoot,
  type SellerCard,
} from '@lutong/shared';
import { users, vanityRoutes } from '../../db/schema/index.js';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';

// The pages the server writes for the web app (web-pages.ts): share previews, vanity redirects,
// and each page's boot data, preloads and drawn markup (issue 10: bazaar LCP), over HTTP against
// a built web app of our own: an index page, the Vite manifest of three route chunks, and a server
// build that keeps the contract of apps/web/src/entry-server.tsx (PageRenderer) in a few lines.
// The real server build is drawn and hydrated in the browser tests (e2e/first-paint.test.ts).
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Lutong Bahay</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="preload" href="/assets/font-1.woff2" as="font" type="font/woff2" crossorigin="">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    css: ['assets/index-1.css'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_cards-1.js': {
    file: 'assets/cards-1.js',
    imports: ['_shared-1.js'],
    css: ['assets/cards-1.css'],
  },
  'src/features/bazaar/routes/bazaar-page.tsx': {
    file: 'assets/bazaar-page-1.js',
    imports: ['index.html', '_cards-1.js'],
    css: ['assets/bazaar-page-1.css'],
  },
  'src/app/routes/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html'] },
  'src/app/routes/menu-route.tsx': {
    file: 'assets/menu-route-1.js',
    imports: ['index.html', '_cards-1.js'],
  },
};

// Opens the bazaar around the entered address, nearest first, and draws the sellers' names; the
// landing's best-rated sellers around Vigan (none for a user with a saved location), their names
// and first photos; a menu's seller, the dishes and their photos, and the time it was drawn at.
const serverBuild = `
const esc = (s) => s.replace(/</g, '&lt;');
const img = (src) => (src ? '<img src="' + src.replace(/&/g, '&amp;') + '" alt="">' : '');
export const renderer = {
  bazaarQuery: ({ stored }) => {
    const raw = stored['lb:address'];
    if (!raw) return null;
    const { lat, lng } = JSON.parse(raw);
    return { lat: String(lat), lng: String(lng), near: 'true', type: 'homechef' };
  },
  landingQuery: ({ boot }) =>
    boot.session.user && boot.session.user.location
      ? null
      : { lat: '17.57', lng: '120.39', page: '1', near: 'false' },
  renderPage: ({ url, boot }) => {
    if (boot.menu) {
      return '<h1>' + esc(boot.menu.name) + '</h1>' + img(boot.menu.brandPhoto) +
        boot.menu.dishes.map((d) => '<p>' + esc(d.name) + '</p>' + img(d.photo)).join('') +
        '<p>drawn at ' + boot.drawnAt + ' for ' + boot.origin + '</p>';
    }
    if (boot.landing) {
      return '<p>landing: ' + boot.landing.sellers.map((s) => esc(s.name)).join(', ') + '</p>' +
        boot.landing.sellers.map((s) => img(s.dishes[0] && s.dishes[0].photo)).join('');
    }
    if (boot.bazaar.sellers[0].name === 'cannot be drawn') throw new Error('broken');
    return '<p>' + url + ' for ' + (boot.session.user ? boot.session.user.email : 'a guest') + ': ' +
      boot.bazaar.sellers.map((s) => s.name.replace(/</g, '&lt;')).join(', ') + '</p>';
  },
  warmUp: async () => {},
};
`;

function webBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lb-web-'));
  const dir = path.join(root, 'dist');
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  mkdirSync(path.join(dir, 'assets'));
  for (const name of ['index-1', 'bazaar-page-1', 'cards-1']) {
    writeFileSync(path.join(dir, 'assets', `${name}.css`), `.${name} { color: green; }`);
  }
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), serverBuild);
  return dir;
}

/** The cookie the web app keeps the entered address in for /bazaar (BAZAAR_STORED_COOKIES). */
const addressCookie = (lat: number, lng: number) =>
  `lb_address=${encodeURIComponent(JSON.stringify({ address: 'Session Road, Baguio', lat, lng }))}`;

// the server's clock: a menu is drawn at its time (the browser takes it over at the same time)
const drawnAt = new Date('2026-03-04T03:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: webBuild(), clock: () => new Date(drawnAt) });
});
afterAll(async () => t.close());

const html = { accept: 'text/html,application/xhtml+xml' };

function bootOf(page: string): PageBoot {
  const match = new RegExp(
    `<script id="${PAGE_BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(page);
  if (!match?.[1]) throw new Error('The page has no boot data');
  return JSON.parse(match[1]) as PageBoot;
}

/** A seller near a point of their own, with dishes, so that bazaar queries there find only them. */
async function sellerAt(lat: number, lng: number, name: string, photos: (string | null)[]) {
  const chef = await createChef(t.database.db, { lat, lng, name });
  for (const [i, photo] of photos.entries()) {
    await createDish(t.database.db, chef.id, { name: `dish ${i}`, photo });
  }
  return chef;
}

describe('boot data of the served pages', () => {
  it("carries a guest's login check, for this visitor only", async () => {
    const res = await t.client().get<string>('/cart', html);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
    expect(bootOf(res.body)).toEqual({ session: { loggedIn: false, user: null } });
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('carries what GET /users/loggedin answers a signed-in user, on every page', async () => {
    const client = t.client();
    await client.post('/api/v1/users/signup', {
      email: uniqueEmail(),
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgh',
    });
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
    const first = await sellerAt(16.401, 120.596, 'baguio bakes', [
      null,
      '/uploads/demo/a.svg',
      '/uploads/demo/b.svg',
    ]);
    await sellerAt(16.402, 120.596, 'strawberry farm kitchen', ['/uploads/demo/c.svg']);
    await sellerAt(16.403, 120.596, 'no photos yet', [null]);
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
    // the first screen's two cards show their first photo first; the third card is lower down
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    // the photos are found first, before the stylesheets written in
    expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('<style>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/demo/a.svg" fetchpriority="high">',
    );
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/demo/c.svg" fetchpriority="high">',
    );
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
        `<style>.${name} { color: green; }</style><link rel="stylesheet" crossorigin href="/assets/${name}.css" disabled>`,
      );
    }
    expect(head).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
  });

  it("draws a signed-in user's bazaar for them", async () => {
    await sellerAt(16.9, 121.1, 'ilocos empanada', ['/uploads/demo/e.svg']);
    const client = t.client();
    const email = uniqueEmail();
    await client.post('/api/v1/users/signup', {
      email,
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgh',
    });
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
      expect(bootOf(page.body)).toEqual({ session: { loggedIn: false, user: null } });
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('rel="preload" as="image"');
      // the browser draws it: stylesheets fetched as usual, the app's code first
      expect(page.body).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/bazaar-page-1.css">',
      );
      expect(page.body).not.toContain('<style>');
    }
    // the drawing fails: the page still comes, with the data for the browser to draw it
    await sellerAt(18.2, 120.6, 'cannot be drawn', ['/uploads/demo/f.svg']);
    const page = await t
      .client()
      .get<string>('/bazaar', { ...html, cookie: addressCookie(18.2, 120.6) });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(bootOf(page.body).bazaar?.sellers[0]?.name).toBe('cannot be drawn');
  });

  it("keeps a seller's text inside the boot script, whatever it holds", async () => {
    const name = '</script><script>alert(1)</script> <!-- & "q" $\' $&';
    await sellerAt(17.5, 121.7, name, ['/uploads/demo/x.svg']);
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

describe('the landing and the menu drawn by the server (issue 22)', () => {
  it('draws the landing with its best-rated sellers, as GET /users/getChefs answers them', async () => {
    const vigan = await sellerAt(17.571, 120.389, 'vigan longganisa', ['/uploads/demo/l.svg']);
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
    // the first screen's photos first (the first three drawn), then the page's code, which only
    // takes the page over
    const photos = api.body.data
      .map((s) => s.dishes[0]?.photo)
      .filter((p): p is string => Boolean(p));
    expect(photos.length).toBeGreaterThan(0);
    const preloads = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)];
    expect(preloads.map((m) => m[1])).toEqual(photos.slice(0, 3));
    expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('<style>'));
    expect(head.indexOf('<script type="module"')).toBeGreaterThan(
      head.lastIndexOf('rel="preload" as="image"'),
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
  });

  it('leaves the landing to the browser for a user it sends on to the bazaar', async () => {
    const client = t.client();
    await client.post('/api/v1/users/signup', {
      email: uniqueEmail(),
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgh',
    });
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
    // the header's photo and the first dishes' are fetched first; the third dish's waits
    for (const href of [
      '/uploads/demo/brand-l.svg',
      '/uploads/demo/p.svg',
      '/uploads/demo/b?w=1&amp;h=2',
    ]) {
      expect(head).toContain(`<link rel="preload" as="image" href="${href}" fetchpriority="high">`);
    }
    expect(head).not.toContain('href="/uploads/demo/o.svg"');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/menu-route-1.js">');
    // and its share preview as before
    expect(head).toContain('<meta property="og:title"');
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
    expect(bootOf(page.body)).toEqual({ session: { loggedIn: false, user: null } });
    expect(page.body).not.toContain('og:title');
    // the browser draws this page: the app's code first, the menu's own with it
    expect(page.body.indexOf('<script type="module"')).toBeLessThan(
      page.body.indexOf('rel="modulepreload"'),
    );
    expect(page.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/menu-route-1.js">',
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
