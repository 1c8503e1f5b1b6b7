import { describe, expect, it } from 'vitest';
import {
  demoPhotoSizes,
  photoCopy,
  photoKey,
  photoSources,
  photoSrcSet,
  photoWhole,
} from './photos.js';

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

  it('gives a demo drawing JPEG copies up to its own size (decision 050)', () => {
    expect(photoSrcSet('/uploads/demo/chef-lola.svg')).toBe(
      '/uploads/demo/chef-lola/160.jpg 160w, /uploads/demo/chef-lola/400.jpg 400w',
    );
    expect(photoCopy('/uploads/demo/brand-lola.svg', 480)).toEqual({
      url: '/uploads/demo/brand-lola/480.jpg',
      width: 480,
      height: 270,
    });
    expect(photoSources('/uploads/demo/dish-adobo-01.svg').map((s) => s.width)).toEqual([
      320, 480, 640,
    ]);
    expect(demoPhotoSizes('dish-adobo-01').at(-1)).toEqual({
      width: 640,
      height: 480,
      fit: 'cover',
    });
    expect(demoPhotoSizes('brand-lola').at(-1)?.fit).toBe('inside');
    expect(photoWhole('/uploads/demo/brand-lola.svg')).toEqual({
      src: '/uploads/demo/brand-lola/1200.jpg',
      srcSet: '/uploads/demo/brand-lola/720.jpg 720w, /uploads/demo/brand-lola/1200.jpg 1200w',
    });
    const upload = `/uploads/brand/${user}/${photo}/full.jpg`;
    expect(photoWhole(upload)).toEqual({ src: upload });
  });

  it('gives no copies to other demo files, photos stored before them and other URLs', () => {
    for (const url of [
      '/uploads/demo/logo.svg',
      '/uploads/demo/dish-adobo-01.png',
      '/uploads/demo/../dish-adobo-01.svg',
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
