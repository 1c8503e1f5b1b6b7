import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSources, sellerMessages } from '@lutong/shared';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  buyerClient,
  chefClient,
  jpegWithExif,
  pngBytes,
  upload,
} from '../../../test/seller-side-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type UploadData = { imageUrl: string; user?: { userPhoto: string; brandPhoto: string } };

async function served(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

describe('POST /images/*', () => {
  it('accepts a PNG by its bytes even when named .txt, and serves it with long cache headers', async () => {
    const { client } = await chefClient(t);
    const res = await upload(t, client, '/api/v1/images/dish', {
      bytes: await pngBytes(1600, 1200),
      filename: 'menu.txt',
      contentType: 'text/plain',
    });
    expect(res.status).toBe(200);
    const { imageUrl } = res.body.data as UploadData;
    expect(imageUrl).toMatch(/^\/uploads\/dish\/.+\.jpg$/);
    const file = await served(imageUrl);
    expect(file.status).toBe(200);
    expect(String(file.headers['cache-control'])).toContain('immutable');
    const meta = await sharp(file.bytes).metadata();
    // resized to the dish cards' 4:3 size
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 960, 720]);
  });

  it('stores card-sized copies beside each upload, served with long cache headers (decision 038)', async () => {
    const { client } = await chefClient(t);
    const cases = [
      [
        'dish',
        await jpegWithExif(),
        [
          [320, 240, 'jpeg'],
          [480, 360, 'jpeg'],
          [960, 720, 'jpeg'],
        ],
      ],
      [
        'profile',
        await pngBytes(800, 600),
        [
          [160, 160, 'jpeg'],
          [480, 480, 'jpeg'],
        ],
      ],
    ] as const;
    for (const [kind, bytes, sizes] of cases) {
      const res = await upload(t, client, `/api/v1/images/${kind}`, {
        bytes,
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      });
      const { imageUrl } = res.body.data as UploadData;
      expect(imageUrl).toMatch(
        new RegExp(`^/uploads/${kind}/[0-9a-f-]{36}/[0-9a-f-]{36}/full\\.jpg$`),
      );
      const sources = photoSources(imageUrl);
      const found = [];
      for (const source of sources) {
        const file = await served(source.url);
        expect(file.status, source.url).toBe(200);
        expect(String(file.headers['cache-control'])).toContain('immutable');
        const meta = await sharp(file.bytes).metadata();
        expect(meta.exif).toBeUndefined();
        found.push([meta.width, meta.height, meta.format]);
      }
      expect(found).toEqual(sizes);
    }
  });

  it('re-encodes a JPEG without its EXIF metadata (camera, place)', async () => {
    const { client } = await chefClient(t);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(t, client, '/api/v1/images/dish', {
      bytes: original,
      filename: 'IMG_0001.jpeg',
      contentType: 'image/jpeg',
    });
    const { imageUrl } = res.body.data as UploadData;
    const stored = await readFile(path.join(t.config.dataDir, imageUrl));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it.each([
    [
      'a text file named .png',
      Buffer.from('hello, not a picture at all'),
      'photo.png',
      'image/png',
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif', 'image/gif'],
    [
      'a truncated PNG',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      'a.png',
      'image/png',
    ],
  ])(
    "refuses %s with 'You must put a jpg/jpeg or png image'",
    async (_l, bytes, filename, type) => {
      const { chef, client } = await chefClient(t);
      const res = await upload(t, client, '/api/v1/images/profile', {
        bytes,
        filename,
        contentType: type,
      });
      expect([res.status, res.body.message]).toEqual([400, sellerMessages.imageType]);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, chef.id));
      expect(row?.userPhoto).toBeNull();
    },
  );

  it('refuses a 6 MB image with 413', async () => {
    const { client } = await chefClient(t);
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload(t, client, '/api/v1/images/dish', {
      bytes: big,
      filename: 'big.png',
      contentType: 'image/png',
    });
    expect([res.status, res.body.message]).toEqual([413, sellerMessages.imageTooLarge]);
  });

  it('saves the profile and brand photos on the chef', async () => {
    const { chef, client } = await chefClient(t);
    const profile = await upload(t, client, '/api/v1/images/profile', {
      bytes: await pngBytes(800, 600),
      filename: 'me.png',
      contentType: 'image/png',
    });
    const brand = await upload(t, client, '/api/v1/images/brand', {
      bytes: await jpegWithExif(),
      filename: 'brand.jpg',
      contentType: 'image/jpeg',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, chef.id));
    expect(row?.userPhoto).toBe((profile.body.data as UploadData).imageUrl);
    expect(row?.brandPhoto).toBe((brand.body.data as UploadData).imageUrl);
  });

  it('refuses guests (401) and buyers (403)', async () => {
    const file = { bytes: await pngBytes(), filename: 'a.png', contentType: 'image/png' };
    expect((await upload(t, null, '/api/v1/images/dish', file)).status).toBe(401);
    const { client } = await buyerClient(t);
    expect((await upload(t, client, '/api/v1/images/brand', file)).status).toBe(403);
  });
});
