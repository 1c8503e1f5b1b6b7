import sharp from 'sharp';
import { PHOTO_SIZES, type PhotoKind } from '@lutong/shared';
import { AppError, textIn } from '../../lib/errors.js';
import { createWorkQueue } from '../../lib/work-queue.js';

// product §7 Dish image: only jpeg, jpg or png (recognised by their bytes, not their name).
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Issue 20 and decision 029: the most pixels an upload may have. A menu photo is shown at most
 * 1600 px wide; a phone's photo (12 MP, 4032 x 3024) and a camera's (24 MP, 6000 x 4000) fit. A
 * bigger one (a 6300 x 6300 PNG is 170 kB on the wire and 160 MB decoded) is refused from its
 * header, before anything is decoded.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** Images decoded at once in this process, and uploads that may wait their turn (decision 029). */
export const IMAGE_CONCURRENCY = 1;
export const IMAGE_QUEUE_WAITING = 12;

// one libvips thread per image: with IMAGE_CONCURRENCY images at a time, the other cores (and the
// libuv pool that hashes passwords) stay free for the rest of the server
sharp.concurrency(1);

const queue = createWorkQueue({
  concurrency: IMAGE_CONCURRENCY,
  maxWaiting: IMAGE_QUEUE_WAITING,
  onFull: () => new AppError('RATE_LIMITED', textIn('sellerRules', 'imageBusy')),
});

export type ImageKind = PhotoKind;

/** JPEG starts FF D8 FF; PNG with its 8-byte signature. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

export type NormalisedImage = {
  body: Buffer;
  contentType: string;
  extension: string;
  /** the card-sized copies (PHOTO_SIZES), by width (decision 038) */
  copies: { width: number; body: Buffer }[];
};

/**
 * Decodes, rotates by EXIF, resizes and re-encodes as JPEG (PNG keeps transparency as PNG), and
 * makes the kind's smaller copies from the result in the same turn of the queue (decision 038).
 * Re-encoding drops every metadata block (location, camera) the phone wrote. Throws an AppError
 * for an image with too many pixels or a full queue, another error when the bytes only look like
 * an image.
 */
export async function normaliseImage(bytes: Buffer, kind: ImageKind): Promise<NormalisedImage> {
  // the header only: cheap, and enough to refuse a decompression bomb before decoding it
  const meta = await sharp(bytes).metadata();
  if ((meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1) > MAX_IMAGE_PIXELS) {
    throw new AppError('VALIDATION', textIn('sellerRules', 'imagePixels'));
  }
  return queue.run(async () => {
    // PNG keeps transparency as PNG
    const png = meta.hasAlpha === true && sniffImageType(bytes) === 'png';
    const full = await encode(bytes, PHOTO_SIZES[kind].full, png, true);
    return { ...full, copies: await copiesOf(full.body, kind) };
  });
}

/**
 * The kind's smaller copies of a photo already stored (`full`, as normaliseImage made it): for
 * uploads, and for photos stored before the copies existed (npm run photos:thumbnails).
 */
export async function copiesOf(full: Buffer, kind: ImageKind): Promise<NormalisedImage['copies']> {
  // a copy is of the same type as its photo (photoSources names them by its extension)
  const png = sniffImageType(full) === 'png';
  const copies = [];
  for (const size of PHOTO_SIZES[kind].variants) {
    const copy = await encode(full, { ...size, fit: 'cover' }, png, false);
    copies.push({ width: size.width, body: copy.body });
  }
  return copies;
}

async function encode(
  bytes: Buffer,
  size: { width: number; height: number; fit: 'cover' | 'inside' },
  png: boolean,
  rotate: boolean,
) {
  const input = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  const pipeline = (rotate ? input.rotate() : input).resize({
    width: size.width,
    height: size.height,
    fit: size.fit,
    withoutEnlargement: true,
  });
  if (png) {
    return {
      body: await pipeline.png({ compressionLevel: 9, palette: true }).toBuffer(),
      contentType: 'image/png',
      extension: 'png',
    };
  }
  return {
    body: await pipeline
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
    contentType: 'image/jpeg',
    extension: 'jpg',
  };
}
