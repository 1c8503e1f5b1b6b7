// Demo pictures generated on the machine (BRAND.md: never downloaded): plated food for every
// dish kind, chef portraits and brand banners. The same arguments always give the same picture.
import { drawBanner } from './images/banner.js';
import { asiaKinds } from './images/kinds-asia.js';
import { bakeryKinds } from './images/kinds-bakery.js';
import { filipinoKinds } from './images/kinds-filipino.js';
import { pantryKinds } from './images/kinds-pantry.js';
import { westKinds } from './images/kinds-west.js';
import { createSvg, render } from './images/kit.js';
import { drawPortrait, type PortraitOptions } from './images/portrait.js';
import { createRng } from './random.js';

const dishDrawers = {
  ...filipinoKinds,
  ...asiaKinds,
  ...westKinds,
  ...bakeryKinds,
  ...pantryKinds,
};

/** What a dish picture shows: 'adobo', 'sinigang', 'ube-halaya', 'chili-garlic-oil', 'ramen', ... */
export type DishKind = keyof typeof dishDrawers;
export const dishKinds = Object.keys(dishDrawers) as DishKind[];
export const isDishKind = (kind: string): kind is DishKind => Object.hasOwn(dishDrawers, kind);

export const dishImageSize = { width: 640, height: 480 } as const;
export const portraitSize = { width: 400, height: 400 } as const;
export const bannerSize = { width: 1200, height: 400 } as const;

/** A 640 x 480 (4:3) photo-like picture of the dish kind. */
export function dishImage(
  kind: DishKind,
  seed: number | string,
  label: string = kind.replace(/-/g, ' '),
): string {
  const s = createSvg(createRng(`dish:${kind}:${seed}`));
  return render(s, dishImageSize.width, dishImageSize.height, label, dishDrawers[kind](s));
}

/** A 400 x 400 chef avatar. */
export function chefPortrait(
  seed: number | string,
  options: PortraitOptions & { label?: string } = {},
): string {
  const s = createSvg(createRng(`chef:${seed}`));
  return render(
    s,
    portraitSize.width,
    portraitSize.height,
    options.label ?? 'Chef portrait',
    drawPortrait(s, options),
  );
}

/** A 1200 x 400 brand banner with the seller's name and, when given, one of their dishes. */
export function brandBanner(
  seed: number | string,
  options: { name: string; tagline: string; dishKind?: DishKind },
): string {
  const s = createSvg(createRng(`banner:${seed}`));
  const dish = options.dishKind
    ? { svg: nestedDish(options.dishKind, seed), ...dishImageSize }
    : undefined;
  return render(
    s,
    bannerSize.width,
    bannerSize.height,
    `${options.name} banner`,
    drawBanner(s, { name: options.name, tagline: options.tagline, ...(dish ? { dish } : {}) }),
  );
}

function nestedDish(kind: DishKind, seed: number | string): string {
  const s = createSvg(createRng(`dish:${kind}:banner:${seed}`), 'd');
  return render(s, dishImageSize.width, dishImageSize.height, kind, dishDrawers[kind](s));
}
