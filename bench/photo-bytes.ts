// Issue 22 (decision 038): the photo bytes the bazaar's first page downloads on the bench's phone
// (412 px wide, 1.75 device pixels per CSS pixel), with photos as chefs upload them, before and
// after the card-sized copies. The demo's photos are SVG drawings, so the bazaar's answer is given
// photos in the browser: each dish's and chef's drawing, drawn at twice its size and put through
// the upload's own processing (normaliseImage), served under a photo URL of the older shape
// (`<kind>/<user>/<photo>.jpg`, no copies: before) or of the new one (`<photo>/full.jpg` and its
// copies: after). The page, its srcset/sizes and the browser's choice are the product's own.
import type { BrowserContext, Route } from 'playwright-core';
import sharp from 'sharp';
import type { SellerCard } from '@lutong/shared';
import {
  normaliseImage,
  type ImageKind,
  type NormalisedImage,
} from '../apps/server/src/modules/images/image-processing.js';
import { launchChromium, phone } from './web-pageload.js';

export type PhotoBytes = { bytes: number; files: number };
export type BazaarPhotoBytes = { before: PhotoBytes; after: PhotoBytes };

type Shape = 'before' | 'after';
const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PHOTO = new RegExp(`/uploads/(dish|profile)/(${ID})/(${ID})(?:\\.jpg|/(full|\\d+)\\.jpg)$`);

/** The photo URL of `shape` for the drawing of `kind` whose id is `photoId`. */
const photoUrl = (shape: Shape, kind: ImageKind, userId: string, photoId: string) =>
  shape === 'before'
    ? `/uploads/${kind}/${userId}/${photoId}.jpg`
    : `/uploads/${kind}/${userId}/${photoId}/full.jpg`;

export async function measureBazaarPhotoBytes(
  baseUrl: string,
  address: { address: string; lat: number; lng: number },
): Promise<BazaarPhotoBytes> {
  // photo id -> the drawing it is made from, and the processed photo once asked for
  const drawings = new Map<string, { kind: ImageKind; svg: string }>();
  const photos = new Map<string, Promise<NormalisedImage>>();
  // One photo made at a time: the upload's processing refuses work beyond its queue (429, as an
  // upload burst would get), and the page asks for all of its photos at once.
  let making: Promise<unknown> = Promise.resolve();
  const photo = (photoId: string) => {
    const drawing = drawings.get(photoId);
    if (!drawing) throw new Error(`no drawing for ${photoId}`);
    if (!photos.has(photoId)) {
      const made = making.then(() =>
        fetch(`${baseUrl}${drawing.svg}`)
          .then(async (res) => Buffer.from(await res.arrayBuffer()))
          // a phone photo is larger than the card: the drawing at twice its size
          .then((svg) => sharp(svg, { density: 144 }).jpeg({ quality: 92 }).toBuffer())
          .then((jpeg) => normaliseImage(jpeg, drawing.kind)),
      );
      making = made.catch(() => {});
      photos.set(photoId, made);
    }
    return photos.get(photoId)!;
  };

  const browser = await launchChromium();
  try {
    const load = async (shape: Shape): Promise<PhotoBytes> => {
      const context = await browser.newContext({ baseURL: baseUrl, ...phone, hasTouch: true });
      try {
        const counted: PhotoBytes = { bytes: 0, files: 0 };
        await withPhotos(context, shape, drawings, async (route, photoId, width) => {
          const image = await photo(photoId).catch(() => null);
          if (!image) return route.fulfill({ status: 500 });
          const body =
            width === null ? image.body : image.copies.find((c) => c.width === width)?.body;
          if (!body) return route.fulfill({ status: 404 });
          counted.bytes += body.length;
          counted.files += 1;
          return route.fulfill({ status: 200, contentType: image.contentType, body });
        });
        // the address on this phone only: the bazaar is drawn in the browser from the API
        await context.addInitScript((saved) => {
          window.localStorage.setItem('lb:address', JSON.stringify(saved));
        }, address);
        const tab = await context.newPage();
        await tab.goto('/bazaar', { waitUntil: 'networkidle', timeout: 120_000 });
        await tab.getByTestId('seller-grid').waitFor();
        await tab.waitForLoadState('networkidle');
        return counted;
      } finally {
        await context.close();
      }
    };
    // once to make the photos (not measured), then each shape
    await load('after');
    return { before: await load('before'), after: await load('after') };
  } finally {
    await browser.close();
  }
}

/** Gives the bazaar's sellers photos of `shape` and serves them through `serve`. */
async function withPhotos(
  context: BrowserContext,
  shape: Shape,
  drawings: Map<string, { kind: ImageKind; svg: string }>,
  serve: (route: Route, photoId: string, width: number | null) => Promise<void>,
): Promise<void> {
  await context.route(/\/api\/v1\/users\/getChefs/, async (route) => {
    const response = await route.fetch({ timeout: 120_000 });
    const json = (await response.json()) as { data: SellerCard[] };
    for (const seller of json.data) {
      if (seller.userPhoto?.endsWith('.svg')) {
        drawings.set(seller.id, { kind: 'profile', svg: seller.userPhoto });
        seller.userPhoto = photoUrl(shape, 'profile', seller.id, seller.id);
      }
      for (const dish of seller.dishes) {
        if (!dish.photo?.endsWith('.svg')) continue;
        drawings.set(dish._id, { kind: 'dish', svg: dish.photo });
        dish.photo = photoUrl(shape, 'dish', seller.id, dish._id);
      }
    }
    await route.fulfill({ response, json });
  });
  await context.route(PHOTO, async (route) => {
    const match = PHOTO.exec(new URL(route.request().url()).pathname);
    const name = match?.[4];
    await serve(
      route,
      match?.[3] ?? '',
      name === undefined || name === 'full' ? null : Number(name),
    );
  });
}
