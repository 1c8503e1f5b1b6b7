import { describe, expect, it } from 'vitest';
import { sellerMessages } from '@lutong/shared';
import { IMAGE_MAX_BYTES, imageFileError, uploadFailureText } from './image-file';

describe('the picked image', () => {
  it('accepts jpeg and png only', () => {
    expect(imageFileError({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      sellerMessages.imageType,
    );
    expect(imageFileError({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe(
      sellerMessages.imageType,
    );
  });

  it('goes by the extension when the system gives no type', () => {
    expect(imageFileError({ name: 'photo.JPEG', type: '', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'photo.heic', type: '', size: 10 })).toBe(
      sellerMessages.imageType,
    );
  });

  it('refuses an image over the size cap', () => {
    expect(imageFileError({ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(
      sellerMessages.imageTooLarge,
    );
  });
});

describe('an upload the server refused', () => {
  it("keeps the server's type and size wording, else the upload error", () => {
    expect(uploadFailureText({ status: 400, message: sellerMessages.imageType })).toBe(
      sellerMessages.imageType,
    );
    expect(uploadFailureText({ status: 413, message: 'x' })).toBe(sellerMessages.imageTooLarge);
    expect(uploadFailureText({ status: 500, message: 'x' })).toBe(sellerMessages.imageUploadFailed);
  });
});
