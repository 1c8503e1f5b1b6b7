import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { webBuild } from '../../test/web-pages-kit.js';

// The installable app's files (decision 046): the service worker and the manifest with the types
// and cache headers browsers need, over HTTP against a built web app of our own.
let t: TestApp;
beforeAll(async () => {
  const dist = webBuild();
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Lutong Bahay', start_url: '/' }),
  );
  mkdirSync(path.join(dist, 'icons'));
  writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe("the installable app's files (decision 046)", () => {
  it('sends the service worker as JavaScript, checked again on every visit', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // scope / is the worker's own folder: no Service-Worker-Allowed needed
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it('sends the manifest as application/manifest+json, kept for a day', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json()).toMatchObject({ name: 'Lutong Bahay' });
  });

  it('keeps the icons a week and hashed assets for good', async () => {
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=604800');
    const css = await get('/assets/index-1.css');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('allows workers and manifests from our own origin only', async () => {
    const csp = String((await get('/sw.js')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
