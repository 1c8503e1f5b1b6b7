import { CARD_PHOTO_SIZES } from '@lutong/shared';
import { describe, expect, it } from 'vitest';
import { preloadHeader } from './page-boot.js';

// The Link header of a drawn page (performance.md §19): its largest photo, asked for when the
// response starts.
const upload = (width: number | 'full') =>
  `/uploads/dish/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6c/${width}.jpg`;

describe('preloadHeader', () => {
  it('preloads a plain photo at high priority', () => {
    expect(preloadHeader({ images: ['/uploads/demo/brand-l.svg'] })).toBe(
      '</uploads/demo/brand-l.svg>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it("offers a photo's copies at the size the page draws it, as its <link> does", () => {
    expect(preloadHeader({ images: [upload('full')], imageSizes: CARD_PHOTO_SIZES })).toBe(
      `<${upload('full')}>; rel=preload; as=image; imagesrcset="${upload(320)} 320w, ${upload(480)} 480w, ${upload('full')} 960w"; imagesizes="${CARD_PHOTO_SIZES}"; fetchpriority=high`,
    );
    // a srcset drawn in the markup is kept as it is, without what a header cannot hold
    expect(
      preloadHeader({
        images: [{ href: '/a b.jpg', srcset: '/a"b.jpg 1x,\r\n/ñ.jpg 2x', sizes: null }],
      }),
    ).toBe(
      '</a%20b.jpg>; rel=preload; as=image; imagesrcset="/ab.jpg 1x,/%C3%B1.jpg 2x"; fetchpriority=high',
    );
  });

  it('writes an address in the characters a header may hold, or no header', () => {
    expect(preloadHeader({ images: ['/uploads/demo/b?w=1&h=2 x\r\n<y>'] })).toBe(
      '</uploads/demo/b?w=1&h=2%20x%0D%0A%3Cy%3E>; rel=preload; as=image; fetchpriority=high',
    );
    expect(preloadHeader({ images: ['/uploads/demo/\ud800.svg'] })).toBeNull();
    expect(preloadHeader({ images: [] })).toBeNull();
  });
});
