import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { PAGE_BOOT_ELEMENT_ID, type PageBoot } from '@lutong/shared';
import { createTestApp, type TestApp } from './harness.js';
import { createChef, createDish } from './factories.js';

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
const drawMarkup = ({ url, boot }) => {
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
    boot.bazaar.sellers.map((s) => s.name.replace(/</g, '&lt;') +
      ((boot.favourites || []).includes(s.id) ? ' (heart pressed)' : '')).join(', ') + '</p>';
};
export const renderer = {
  bazaarQuery: ({ boot, stored }) => {
    const raw = stored['lb:address'];
    if (!raw) return null;
    const { lat, lng } = JSON.parse(raw);
    const query = { lat: String(lat), lng: String(lng), near: 'true', type: 'homechef' };
    // decision 048: a signed-in user's favourites first
    return boot.session.user ? { ...query, favourites: 'first' } : query;
  },
  landingQuery: ({ boot }) =>
    boot.session.user && boot.session.user.location
      ? null
      : { lat: '17.57', lng: '120.39', page: '1', near: 'false' },
  // the texts of the header's namespace, as the app's own pages show
  renderPage: async (input) => {
    // drawn after a wait, as the app's is while a lazy part's code loads (decision 051)
    await new Promise((resolve) => setTimeout(resolve, 1));
    return { markup: drawMarkup(input), namespaces: ['common'] };
  },
  warmUp: async () => {},
};
`;

export function webBuild(): string {
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
export const addressCookie = (lat: number, lng: number) =>
  `lb_address=${encodeURIComponent(JSON.stringify({ address: 'Session Road, Baguio', lat, lng }))}`;

// the server's clock: a menu is drawn at its time (the browser takes it over at the same time)
export const drawnAt = new Date('2026-03-04T03:00:00.000Z');

/** A test file's app serving the web build above, its clock stopped at `drawnAt`. */
export const webPagesApp = () =>
  createTestApp({ webDistDir: webBuild(), clock: () => new Date(drawnAt) });

export const html = { accept: 'text/html,application/xhtml+xml' };

/**
 * The boot data of a page drawn by the browser, for a guest of an English browser: the login check,
 * the language and the texts of the namespaces every page shows (decision 044), nothing drawn.
 */
export const guestBoot = {
  session: { loggedIn: false, user: null },
  locale: 'en',
  texts: expect.objectContaining({ 'common.languageLabel': ['Language'] }) as unknown,
};

export function bootOf(page: string): PageBoot {
  const match = new RegExp(
    `<script id="${PAGE_BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    's',
  ).exec(page);
  if (!match?.[1]) throw new Error('The page has no boot data');
  return JSON.parse(match[1]) as PageBoot;
}

/** A seller near a point of their own, with dishes, so that bazaar queries there find only them. */
export async function sellerAt(
  t: TestApp,
  lat: number,
  lng: number,
  name: string,
  photos: (string | null)[],
) {
  const chef = await createChef(t.database.db, { lat, lng, name });
  for (const [i, photo] of photos.entries()) {
    await createDish(t.database.db, chef.id, { name: `dish ${i}`, photo });
  }
  return chef;
}
