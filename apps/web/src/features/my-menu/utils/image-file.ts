import { sellerMessages } from '@lutong/shared';

// product §7 Dish image: only jpeg, jpg or png. The server checks again and caps the size.

export const IMAGE_ACCEPT = 'image/jpeg,image/png';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const acceptedTypes = ['image/jpeg', 'image/png'];
const acceptedExtension = /\.(jpe?g|png)$/i;

type PickedFile = { name: string; type: string; size: number };

/**
 * The spec's message for a picked file of the wrong type, or null. A file over the size cap is
 * not refused: it is shrunk before the upload (shrink-image.ts).
 */
export function imageFileError(file: PickedFile): string | null {
  // Some systems give no type for a file; its extension decides then.
  const typeOk = file.type ? acceptedTypes.includes(file.type) : acceptedExtension.test(file.name);
  return typeOk ? null : sellerMessages.imageType;
}

/** product §10: the server's own wording for a refused type, size or pixel count, else the upload error. */
export function uploadFailureText(error: { status: number; message: string }): string {
  if (error.status === 415 || error.message === sellerMessages.imageType) {
    return sellerMessages.imageType;
  }
  if (error.status === 413 || error.message.startsWith('Your image is too big')) {
    return sellerMessages.imageTooLarge;
  }
  // issue 20: too many pixels, or the server's image queue full: its own clear words
  if (error.message === sellerMessages.imagePixels || error.message === sellerMessages.imageBusy) {
    return error.message;
  }
  return sellerMessages.imageUploadFailed;
}
