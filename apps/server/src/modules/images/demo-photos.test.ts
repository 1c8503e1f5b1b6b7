import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSrcSet } from '@lutong/shared';
import { brandBanner, dishImage } from '../../seed/images.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let cacheDir: string;
beforeAll(async () => {
  t = await createTestApp();
  cacheDir = path.join(t.config.dataDir, 'cache', 'demo-photos');
  const demo = path.join(t.config.dataDir, 'uploads', 'demo');
  await mkdir(demo, { recursive: true });
  await writeFile(path.join(demo, 'dish-adobo-01.svg'), dishImage('adobo', 1, 'adobo'));
  await writeFile(path.join(demo, 'dish-sinigang-02.svg'), dishImage('sinigang', 2, 'sinigang'));
  await writeFile(
    path.join(demo, 'brand-lola.svg'),
    brandBanner('lola', { name: 'Lola', tagline: 'Filipino', dishKind: 'adobo' }),
  );
  await writeFile(path.join(demo, 'dish-broken-03.svg'), '<svg');
});
afterAll(async () => t.close());

const get = (url: string) => fetch(`${t.baseUrl}${url}`, { redirect: 'manual' });
const cached = async () => (await readdir(cacheDir).catch(() => [])).sort();

describe('demo photos as JPEG copies (decision 050)', () => {
  it('serves a bazaar card copy of a demo drawing as a JPEG of its size, for a year', async () => {
    const srcset = photoSrcSet('/uploads/demo/dish-adobo-01.svg');
    expect(srcset).toBe(
      '/uploads/demo/dish-adobo-01/320.jpg 320w, /uploads/demo/dish-adobo-01/480.jpg 480w, ' +
        '/uploads/demo/dish-adobo-01/640.jpg 640w',
    );
    for (const [width, height] of [
      [320, 240],
      [480, 360],
      [640, 480],
    ] as const) {
      const res = await get(`/uploads/demo/dish-adobo-01/${width}.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width, height });
    }
    // the drawing itself is still there
    const svg = await get('/uploads/demo/dish-adobo-01.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('draws a copy once: later requests read the file kept, not the drawing', async () => {
    const url = '/uploads/demo/dish-sinigang-02/480.jpg';
    // two first requests at once share one drawing
    const [a, b] = await Promise.all([get(url), get(url)]);
    const first = Buffer.from(await a.arrayBuffer());
    expect(Buffer.from(await b.arrayBuffer()).equals(first)).toBe(true);
    const kept = (await cached()).filter((f) => f.startsWith('dish-sinigang-02-480-'));
    expect(kept).toHaveLength(1);
    expect((await cached()).some((f) => f.endsWith('.part'))).toBe(false);

    // the kept file is what is served: replaced by another JPEG, that one comes back
    const marker = await sharp({
      create: { width: 480, height: 360, channels: 3, background: '#ff0000' },
    })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(cacheDir, kept[0]!), marker);
    const again = await get(url);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(marker)).toBe(true);
  });

  it("makes a banner's share-sized copy, its phone-sized one and its own size", async () => {
    const sizes = [
      ['480', 480, 270],
      ['720', 720, 240],
      ['1200', 1200, 400],
    ] as const;
    for (const [file, width, height] of sizes) {
      const res = await get(`/uploads/demo/brand-lola/${file}.jpg`);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ width, height });
    }
  });

  it('answers 404 for a size, a name or a drawing it does not have, and draws nothing', async () => {
    const before = await cached();
    for (const url of [
      '/uploads/demo/dish-adobo-01/500.jpg',
      '/uploads/demo/dish-adobo-01/960.jpg',
      '/uploads/demo/dish-adobo-01/320.png',
      '/uploads/demo/dish-nothing-09/320.jpg',
      '/uploads/demo/portrait-a/320.jpg',
      '/uploads/demo/..%2Fdish-adobo-01/320.jpg',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
    }
    expect(await cached()).toEqual(before);
  });

  it('sends the browser to the drawing when it cannot be drawn as a JPEG', async () => {
    const res = await get('/uploads/demo/dish-broken-03/320.jpg');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/uploads/demo/dish-broken-03.svg');
  });
});
