import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { observeProviderCall } from '../../lib/metrics.js';

/** Where uploaded photos live (ARCHITECTURE §6 storage): local disk, or S3-compatible storage. */
export type Storage = {
  /** Stores `body` under `key` (never overwritten: keys are new ids) and answers its public URL. */
  put: (key: string, body: Buffer, contentType: string) => Promise<string>;
  /** True when `url` points at something this storage served (a photo field may only hold those). */
  owns: (url: string) => boolean;
  /** The bytes stored under `key` (npm run photos:thumbnails reads the photos it makes copies of). */
  read: (key: string) => Promise<Buffer>;
};

export const UPLOADS_PREFIX = '/uploads/';
/** An S3 call's limits: connecting, and the whole request (a photo of a few MB). */
export const STORAGE_CONNECT_TIMEOUT_MS = 5000;
export const STORAGE_REQUEST_TIMEOUT_MS = 30_000;

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * The keys the uploads route writes: `<kind>/<user id>/<new id>/full.<jpg|png>` (photoKey, with
 * its copies beside it), before issue 22 `<kind>/<user id>/<new id>.<jpg|png>` (images.routes.ts).
 */
const UPLOAD_KEY = new RegExp(`^(dish|profile|brand)/${ID}/${ID}(/full)?\\.(jpg|png)$`);
/** The demo pictures the seed writes (seed/write-images.ts), served from disk. */
const DEMO_KEY = /^demo\/[a-z0-9-]+\.svg$/;

/**
 * Issue 20: the key `url` names under `base` when it has one of the `shapes`, else null. The URL is
 * decoded and normalised before it is read: anything encoded (%2e%2e, %2F, %252e...), a dot
 * segment, a backslash, a query, a fragment or another host is not a key we wrote, so it is refused.
 */
export function storageKeyOf(url: string, base: string, shapes: RegExp[]): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return null;
  }
  // a browser would read an encoded or backslashed path differently from the bytes we check
  if (decoded !== url || url.includes('\\') || !url.startsWith(base)) return null;
  const key = url.slice(base.length);
  if (path.posix.normalize(key) !== key) return null;
  return shapes.some((shape) => shape.test(key)) ? key : null;
}

/** `storage` with each upload timed and its failures counted (/metrics, decision 031). */
export function observedStorage(storage: Storage): Storage {
  return {
    put: (key, body, contentType) =>
      observeProviderCall('storage', () => storage.put(key, body, contentType)),
    owns: (url) => storage.owns(url),
    read: (key) => storage.read(key),
  };
}

/** Files under `<dataDir>/uploads`, served by the app at /uploads/ with long cache headers. */
export function createDiskStorage(dir: string): Storage {
  return {
    async put(key, body) {
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flag: 'wx' });
      return `${UPLOADS_PREFIX}${key}`;
    },
    owns: (url) => storageKeyOf(url, UPLOADS_PREFIX, [UPLOAD_KEY, DEMO_KEY]) !== null,
    read: (key) => readFile(path.join(dir, key)),
  };
}

export type S3Options = {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** The public base the objects are read from (a CDN or the bucket's website URL). */
  publicUrl: string;
  forcePathStyle: boolean;
};

/** Any S3-compatible store (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces). */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
    // the SDK waits forever by default: a store that does not answer must fail the upload
    requestHandler: {
      connectionTimeout: STORAGE_CONNECT_TIMEOUT_MS,
      requestTimeout: STORAGE_REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
  const base = options.publicUrl.replace(/\/+$/, '');
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${base}/${key}`;
    },
    owns: (url) => storageKeyOf(url, `${base}/`, [UPLOAD_KEY]) !== null,
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
      if (!object.Body) throw new Error(`S3 answered no body for ${key}`);
      return Buffer.from(await object.Body.transformToByteArray());
    },
  };
}
