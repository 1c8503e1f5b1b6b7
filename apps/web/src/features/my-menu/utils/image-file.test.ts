import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageFileError, uploadFailureText } from './image-file';
import { jpegName, scaledSize } from './shrink-image';

describe('the picked image', () => {
  it('accepts jpeg and png only', () => {
    expect(imageFileError({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('imageType');
    expect(imageFileError({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe('imageType');
  });

  it('goes by the extension when the system gives no type', () => {
    expect(imageFileError({ name: 'photo.JPEG', type: '', size: 10 })).toBeNull();
    expect(imageFileError({ name: 'photo.heic', type: '', size: 10 })).toBe('imageType');
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
  const rule = (key: string) => `<${key}>`;
  it("keeps the spec's type and size wording, the server's own words, else the upload error", () => {
    expect(uploadFailureText({ status: 415, message: 'x' }, rule)).toBe('<imageType>');
    expect(uploadFailureText({ status: 413, message: 'x' }, rule)).toBe('<imageTooLarge>');
    expect(uploadFailureText({ status: 500, message: 'x' }, rule)).toBe('<imageUploadFailed>');
    expect(uploadFailureText({ status: 0, message: '' }, rule)).toBe('<imageUploadFailed>');
    // already in the reader's language (the server words its refusals, issue 23)
    const pixels = 'Sobrang dami ng pixels ng larawan mo.';
    expect(uploadFailureText({ status: 400, message: pixels }, rule)).toBe(pixels);
    expect(uploadFailureText({ status: 429, message: 'busy' }, rule)).toBe('busy');
  });
});
