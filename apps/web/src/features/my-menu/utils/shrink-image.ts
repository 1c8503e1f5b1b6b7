import { IMAGE_MAX_BYTES } from './image-file';

// Issue 18 defect 7: a phone camera's photo over the upload cap is redrawn smaller in the browser
// (a JPEG under the cap) instead of being refused.

/** The longest side a shrunk photo starts from; menus show dishes far smaller than this. */
export const SHRINK_MAX_SIDE = 2400;
const QUALITIES = [0.85, 0.72, 0.6];
const SIDE_STEP = 0.75;
const MIN_SIDE = 320;

/** The size to draw an image at: its longest side at most `maxSide`, the ratio kept. */
export function scaledSize(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** 'IMG_2041.PNG' -> 'IMG_2041.jpg' */
export const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`;

function drawJpeg(bitmap: ImageBitmap, side: number, quality: number): Promise<Blob | null> {
  const { width, height } = scaledSize(bitmap.width, bitmap.height, side);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // a PNG's transparent parts become white, not black, in a JPEG
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * The picked file when it is under the cap, else a JPEG of it under the cap (turned as the camera
 * took it). Rejects when the browser cannot read the image.
 */
export async function shrinkImage(file: File, maxBytes = IMAGE_MAX_BYTES): Promise<File> {
  if (file.size <= maxBytes) return file;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let side = Math.min(SHRINK_MAX_SIDE, Math.max(bitmap.width, bitmap.height));
    while (side >= MIN_SIDE) {
      for (const quality of QUALITIES) {
        const blob = await drawJpeg(bitmap, side, quality);
        if (blob && blob.size <= maxBytes) {
          return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
        }
      }
      side = Math.floor(side * SIDE_STEP);
    }
    throw new Error('the image could not be made small enough');
  } finally {
    bitmap.close();
  }
}
