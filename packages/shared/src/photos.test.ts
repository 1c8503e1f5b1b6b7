import { describe, expect, it } from 'vitest';
import { photoCopy, photoKey, photoSources, photoSrcSet } from './photos.js';

const user = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const photo = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6c';

describe('photo copies (decision 038)', () => {
  it('names an upload and its copies by one convention', () => {
    expect(photoKey('dish', user, photo, 'jpg')).toBe(`dish/${user}/${photo}/full.jpg`);
    expect(photoKey('dish', user, photo, 'png', 320)).toBe(`dish/${user}/${photo}/320.png`);
  });

  it("lists a dish photo's 320 and 480 copies, then itself, for srcset", () => {
    const url = `https://photos.example.ph/dish/${user}/${photo}/full.jpg`;
    expect(photoSrcSet(url)).toBe(
      `https://photos.example.ph/dish/${user}/${photo}/320.jpg 320w, ` +
        `https://photos.example.ph/dish/${user}/${photo}/480.jpg 480w, ${url} 960w`,
    );
    expect(photoCopy(url, 400)).toEqual({
      url: `https://photos.example.ph/dish/${user}/${photo}/480.jpg`,
      width: 480,
      height: 360,
    });
    expect(photoCopy(`/uploads/profile/${user}/${photo}/full.png`, 56)?.url).toBe(
      `/uploads/profile/${user}/${photo}/160.png`,
    );
  });

  it('gives no copies to demo drawings, photos stored before them and other URLs', () => {
    for (const url of [
      '/uploads/demo/dish-adobo-01.svg',
      `/uploads/dish/${user}/${photo}.jpg`,
      `/uploads/dish/${user}/${photo}/480.jpg`,
      'https://elsewhere.example/full.jpg',
    ]) {
      expect(photoSources(url)).toEqual([]);
      expect(photoSrcSet(url)).toBeUndefined();
      expect(photoCopy(url, 480)).toBeNull();
    }
  });
});
