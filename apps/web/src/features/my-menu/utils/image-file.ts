import type { SellerRuleKey } from '@lutong/shared';

// product §7 Dish image: only jpeg, jpg or png. The server checks again and caps the size.

export const IMAGE_ACCEPT = 'image/jpeg,image/png';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const acceptedTypes = ['image/jpeg', 'image/png'];
const acceptedExtension = /\.(jpe?g|png)$/i;

type PickedFile = { name: string; type: string; size: number };

/**
 * The spec's refusal (its key in `sellerRules`) for a picked file of the wrong type, or null. A
 * file over the size cap is not refused: it is shrunk before the upload (shrink-image.ts).
 */
export function imageFileError(file: PickedFile): SellerRuleKey | null {
  // Some systems give no type for a file; its extension decides then.
  const typeOk = file.type ? acceptedTypes.includes(file.type) : acceptedExtension.test(file.name);
  return typeOk ? null : 'imageType';
}

/**
 * product §10: the spec's words for a refused type or size; the server's own words (already in the
 * reader's language, issue 23) for its other refusals (too many pixels, a 400; its image queue
 * full, a 429); else the upload error. `rule` words a `sellerRules` key.
 */
export function uploadFailureText(
  error: { status: number; message: string },
  rule: (key: SellerRuleKey) => string,
): string {
  if (error.status === 415) return rule('imageType');
  if (error.status === 413) return rule('imageTooLarge');
  if ((error.status === 400 || error.status === 429) && error.message) return error.message;
  return rule('imageUploadFailed');
}
