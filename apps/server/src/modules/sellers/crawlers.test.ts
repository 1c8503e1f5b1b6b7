import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vanityRoutes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';

// Issue 22 (decision 038): link crawlers ask for a shared menu or vanity word with `Accept: */*`
// and must get the page with its share preview, or the redirect, as a browser does. A built web
// app of our own: its index page and one hashed asset.
const indexHtml =
  '<!doctype html><html lang="en"><head><title>Lutong Bahay</title></head>' +
  '<body><div id="root"></div></body></html>';

function webBuild(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'lb-web-')), 'dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, 'assets', 'index-1.js'), 'console.log(1)');
  return dir;
}

// what each crawler sends (their documented user agents), all with Accept */*
const crawlers = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Facebot',
  'WhatsApp/2.23.20.0 A',
  'Twitterbot/1.0',
  'Viber/21.6.0 (Android 13)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: webBuild() });
});
afterAll(async () => t.close());

const photoUrl = (id: string) =>
  `/uploads/dish/${id}/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6c/full.jpg`;

async function sharedSeller(word: string) {
  const chef = await createChef(t.database.db, { name: 'lola nena', description: 'Kare-kare' });
  await createDish(t.database.db, chef.id, { name: 'Kare-kare', photo: photoUrl(chef.id) });
  await t.database.db.insert(vanityRoutes).values({ word, chefId: chef.id });
  return chef;
}

describe('pages for link crawlers (Accept: */*)', () => {
  it("answers every crawler the menu's page with its Open Graph tags, and a vanity word's redirect", async () => {
    const chef = await sharedSeller('lolanena');
    const card = `${t.config.publicUrl}/uploads/dish/${chef.id}/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6c/480.jpg`;
    for (const agent of crawlers) {
      const headers = { accept: '*/*', 'user-agent': agent };
      const menu = await t.client().get<string>(`/menu/${chef.id}`, headers);
      expect(menu.status, agent).toBe(200);
      expect(menu.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(menu.body).toContain('<meta property="og:title" content="Lola Nena on Lutong Bahay">');
      expect(menu.body).toContain(`<meta property="og:image" content="${card}">`);
      expect(menu.body).toContain('<meta property="og:image:width" content="480">');
      expect(menu.body).toContain('<meta property="og:image:height" content="360">');
      expect(menu.body).toContain('<meta property="og:image:alt" content="Kare-kare">');
      expect(menu.body).toContain(
        `<meta property="og:url" content="${t.config.publicUrl}/menu/${chef.id}">`,
      );
      const word = await t.client().get<string>('/lolanena', headers);
      expect(word.status, agent).toBe(302);
      expect(word.headers.location).toBe(`/menu/${chef.id}`);
    }
  });

  it('answers curl with no Accept the same way', async () => {
    const chef = await sharedSeller('curlbahay');
    const menu = await t.client().get<string>(`/menu/${chef.id}`);
    expect(menu.status).toBe(200);
    expect(menu.body).toContain('og:image:width');
    const word = await t.client().get<string>('/curlbahay');
    expect(word.status).toBe(302);
    expect(word.headers.location).toBe(`/menu/${chef.id}`);
  });

  it('keeps JSON for the API, for clients asking for JSON and for missing files', async () => {
    const chef = await sharedSeller('jsonbahay');
    for (const accept of ['*/*', 'application/json']) {
      const api = await t.client().get('/api/v1/nothing-here', { accept });
      expect(api.status).toBe(404);
      expect(api.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    const json = { accept: 'application/json, text/plain, */*' };
    expect((await t.client().get(`/menu/${chef.id}`, json)).body).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await t.client().get('/jsonbahay', json)).status).toBe(404);
    // (and Vite's modules in development, fetched with */*)
    for (const file of [
      '/assets/index-2.js',
      '/favicon.ico',
      '/uploads/dish/x.jpg',
      '/@vite/client',
    ]) {
      const missing = await t.client().get(file, { accept: '*/*' });
      expect(missing.status, file).toBe(404);
      expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await t.client().get('/assets/index-1.js', { accept: '*/*' })).status).toBe(200);
  });
});
