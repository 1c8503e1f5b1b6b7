import sharp from 'sharp';

// spec seller §5 Dish image: only jpeg, jpg or png (recognised by their bytes, not their name).
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageKind = 'dish' | 'profile' | 'brand';

/** The longest side each kind is resized to, and the output quality. */
const sizes: Record<ImageKind, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  dish: { width: 960, height: 720, fit: 'cover' }, // 4:3 like the menu's dish cards
  profile: { width: 480, height: 480, fit: 'cover' },
  brand: { width: 1600, height: 900, fit: 'inside' },
};

/** JPEG starts FF D8 FF; PNG with its 8-byte signature. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/**
 * Decodes, rotates by EXIF, resizes and re-encodes as JPEG (PNG keeps transparency as PNG).
 * Re-encoding drops every metadata block (location, camera) the phone wrote. Throws when the
 * bytes only look like an image.
 */
export async function normaliseImage(
  bytes: Buffer,
  kind: ImageKind,
): Promise<{ body: Buffer; contentType: string; extension: string }> {
  const size = sizes[kind];
  const pipeline = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
    .rotate()
    .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true });
  const meta = await sharp(bytes).metadata();
  if (meta.hasAlpha && sniffImageType(bytes) === 'png') {
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
