import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** Where uploaded photos live (DESIGN §6 storage): local disk, or S3-compatible storage. */
export type Storage = {
  /** Stores `body` under `key` (never overwritten: keys are new ids) and answers its public URL. */
  put: (key: string, body: Buffer, contentType: string) => Promise<string>;
  /** True when `url` points at something this storage served (a photo field may only hold those). */
  owns: (url: string) => boolean;
};

export const UPLOADS_PREFIX = '/uploads/';
/** An S3 call's limits: connecting, and the whole request (a photo of a few MB). */
export const STORAGE_CONNECT_TIMEOUT_MS = 5000;
export const STORAGE_REQUEST_TIMEOUT_MS = 30_000;

/** Files under `<dataDir>/uploads`, served by the app at /uploads/ with long cache headers. */
export function createDiskStorage(dir: string): Storage {
  return {
    async put(key, body) {
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flag: 'wx' });
      return `${UPLOADS_PREFIX}${key}`;
    },
    owns: (url) => url.startsWith(UPLOADS_PREFIX) && !url.includes('..'),
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
    owns: (url) => url.startsWith(`${base}/`) && !url.includes('..'),
  };
}
