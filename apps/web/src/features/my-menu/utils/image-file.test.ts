import { describe, expect, it } from 'vitest';
import { sellerMessages } from '@lutong/shared';
import { IMAGE_MAX_BYTES, imageFileError, uploadFailureText } from './image-file';
import { jpegName, scaledSize } from './shrink-image';

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

  it('does not refuse an image over the size cap (it is shrunk before the upload)', () => {
    expect(imageFileError({ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(
      null,
    );
  });
});

describe('a photo too big to upload as it is', () => {
  it('is drawn with its longest side at most the limit, the ratio kept', () => {
    expect(scaledSize(4032, 3024, 2400)).toEqual({ width: 2400, height: 1800 });
    expect(scaledSize(3024, 4032, 2400)).toEqual({ width: 1800, height: 2400 });
    expect(scaledSize(800, 600, 2400)).toEqual({ width: 800, height: 600 });
  });

  it('becomes a .jpg of the same name', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegName('kare kare.jpeg')).toBe('kare kare.jpg');
  });
});

describe('an upload the server refused', () => {
  it("keeps the server's type and size wording, else the upload error", () => {
    expect(uploadFailureText({ status: 400, message: sellerMessages.imageType })).toBe(
      sellerMessages.imageType,
    );
    expect(uploadFailureText({ status: 413, message: 'x' })).toBe(sellerMessages.imageTooLarge);
    expect(uploadFailureText({ status: 500, message: 'x' })).toBe(sellerMessages.imageUploadFailed);
    expect(uploadFailureText({ status: 400, message: sellerMessages.imagePixels })).toBe(
      sellerMessages.imagePixels,
    );
    expect(uploadFailureText({ status: 429, message: sellerMessages.imageBusy })).toBe(
      sellerMessages.imageBusy,
    );
  });
});
