// Photo sizes (product §7 Dish image) and their card-sized copies (issue 22, decision 038).

export type PhotoKind = 'dish' | 'profile' | 'brand';
export type PhotoSize = { width: number; height: number };

/**
 * What an upload of each kind is resized to (`full`: the longest it is shown, fitted as `fit`)
 * and the smaller copies made beside it at upload, for the places it is shown small: bazaar cards
 * and dish lists (dish), the cards' round avatar (profile), share previews (brand).
 */
export const PHOTO_SIZES: Record<
  PhotoKind,
  { full: PhotoSize & { fit: 'cover' | 'inside' }; variants: PhotoSize[] }
> = {
  dish: {
    full: { width: 960, height: 720, fit: 'cover' }, // 4:3 like the menu's dish cards
    variants: [
      { width: 320, height: 240 },
      { width: 480, height: 360 },
    ],
  },
  profile: {
    full: { width: 480, height: 480, fit: 'cover' },
    variants: [{ width: 160, height: 160 }],
  },
  brand: {
    full: { width: 1600, height: 900, fit: 'inside' },
    variants: [{ width: 480, height: 270 }],
  },
};

/**
 * Where an upload is stored: `<kind>/<user id>/<photo id>/full.<ext>`, each copy beside it as
 * `<width>.<ext>`. Photos stored before issue 22 (`<kind>/<user id>/<photo id>.<ext>`) have no
 * copies until `npm run photos:thumbnails` moves them to this shape.
 */
export const photoKey = (
  kind: PhotoKind,
  userId: string,
  photoId: string,
  extension: string,
  width?: number,
): string => `${kind}/${userId}/${photoId}/${width ?? 'full'}.${extension}`;

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const WITH_COPIES = new RegExp(`/(dish|profile|brand)/${ID}/${ID}/full\\.(jpg|png)$`);

export type PhotoSource = PhotoSize & { url: string };

/**
 * The copies of the photo at `url`, smallest first, then the photo itself; only the photo when it
 * has no copies (a demo drawing, a photo stored before issue 22, another site's URL).
 */
export function photoSources(url: string): PhotoSource[] {
  const match = WITH_COPIES.exec(url);
  if (!match) return [];
  const kind = match[1] as PhotoKind;
  const extension = match[2]!;
  const { full, variants } = PHOTO_SIZES[kind];
  const base = url.slice(0, url.length - `full.${extension}`.length);
  return [
    ...variants.map((v) => ({ ...v, url: `${base}${v.width}.${extension}` })),
    { width: full.width, height: full.height, url },
  ];
}

/** The `srcset` of the photo at `url` (its copies and itself), undefined when it has no copies. */
export function photoSrcSet(url: string): string | undefined {
  const sources = photoSources(url);
  return sources.length > 0 ? sources.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
}

/**
 * How wide a bazaar card's photo is drawn (`sizes`; bazaar.css: two columns on phones, three from
 * 720 px, four from 1024 px in a page of at most 1120 px), for its srcset and its preload alike.
 */
export const CARD_PHOTO_SIZES = '(min-width: 1024px) 270px, (min-width: 720px) 33vw, 50vw';

/** The smallest copy of the photo at `url` at least `width` wide; null when it has no copies. */
export function photoCopy(url: string, width: number): PhotoSource | null {
  const copies = photoSources(url).slice(0, -1);
  return copies.find((c) => c.width >= width) ?? copies.at(-1) ?? null;
}
