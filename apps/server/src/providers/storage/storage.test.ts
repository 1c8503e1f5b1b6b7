import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, createS3Storage } from './storage.js';

// keys of the shape the uploads route writes: <kind>/<user id>/<new id>.<ext>
const USER = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const PHOTO = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6c';

// The S3 adapter against a stand-in S3 endpoint on loopback: the requests it receives are what an
// S3-compatible store (R2, MinIO, Spaces) would receive.
type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks),
    });
    res.writeHead(200, { etag: '"abc"' }).end();
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('storage adapters', () => {
  it('S3: signs a PutObject with the content type and immutable caching, answers the public URL', async () => {
    const storage = createS3Storage({
      bucket: 'lutong-photos',
      region: 'auto',
      endpoint,
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: 'https://photos.lutongbahay.ph/',
      forcePathStyle: true,
    });
    const body = Buffer.from('jpeg bytes');
    const url = await storage.put(`dish/${USER}/${PHOTO}.jpg`, body, 'image/jpeg');
    expect(url).toBe(`https://photos.lutongbahay.ph/dish/${USER}/${PHOTO}.jpg`);
    const put = received.at(-1);
    expect(put?.method).toBe('PUT');
    expect(put?.url.split('?')[0]).toBe(`/lutong-photos/dish/${USER}/${PHOTO}.jpg`);
    expect(put?.headers['content-type']).toBe('image/jpeg');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(put?.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/auto\/s3\/aws4_request/,
    );
    expect(put?.body.includes(body)).toBe(true);
    expect(storage.owns(url)).toBe(true);
    expect(storage.owns('https://elsewhere.example/x.jpg')).toBe(false);
    expect(storage.owns('https://photos.lutongbahay.ph/../x.jpg')).toBe(false);
    // a photo and its copies (decision 038): the new shape is ours, a copy is not a photo field
    expect(storage.owns(`https://photos.lutongbahay.ph/dish/${USER}/${PHOTO}/full.jpg`)).toBe(true);
    expect(storage.owns(`https://photos.lutongbahay.ph/dish/${USER}/${PHOTO}/480.jpg`)).toBe(false);
    // npm run photos:thumbnails reads an older photo back
    await storage.read(`dish/${USER}/${PHOTO}.jpg`);
    expect(received.at(-1)?.method).toBe('GET');
    expect(received.at(-1)?.url.split('?')[0]).toBe(`/lutong-photos/dish/${USER}/${PHOTO}.jpg`);
  });

  it('disk: writes under the uploads folder and never overwrites a key', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lb-uploads-'));
    const storage = createDiskStorage(dir);
    const url = await storage.put(`profile/${USER}/${PHOTO}.png`, Buffer.from('png'), 'image/png');
    expect(url).toBe(`/uploads/profile/${USER}/${PHOTO}.png`);
    expect(readFileSync(path.join(dir, `profile/${USER}/${PHOTO}.png`), 'utf8')).toBe('png');
    await expect(
      storage.put(`profile/${USER}/${PHOTO}.png`, Buffer.from('x'), 'image/png'),
    ).rejects.toThrow();
    expect(storage.owns(`/uploads/profile/${USER}/${PHOTO}.png`)).toBe(true);
    expect(storage.owns('/uploads/../secrets')).toBe(false);
    expect((await storage.read(`profile/${USER}/${PHOTO}.png`)).toString()).toBe('png');
  });
});
