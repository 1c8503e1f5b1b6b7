import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CARD_PHOTO_SIZES,
  FIRST_SCREEN_CARDS,
  getChefsQuery,
  paths,
  SAVED_ADDRESS_KEY,
  type Locale,
  type MenuChef,
  type PageBoot,
  type PageRenderer,
  type SellerCard,
} from '@lutong/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { compiledTexts } from '../../lib/i18n.js';
import type { MenuCache } from './menu-cache.js';
import {
  drawnPhotos,
  preloadHeader,
  readManifest,
  routeAssets,
  withPageBoot,
  type DrawnPage,
  type RouteAssets,
} from './page-boot.js';
import { listFavouriteIds } from '../favourites/favourites.repo.js';
import { cartOrdersWithChef } from '../orders/cart.actions.js';
import { findBazaarPage, findVanityChef } from './sellers.repo.js';
import { withSellerPreview } from './share-preview.js';

/**
 * Who asks for a page: their login check's answer and what their browser stores that the bazaar is
 * drawn from (BAZAAR_STORED_COOKIES), by localStorage key.
 */
export type PageVisitor = {
  session: PageBoot['session'];
  stored: Record<string, string>;
  /** the visitor's language (decision 044) */
  locale: Locale;
};

/** The namespaces of the catalogue every page shows (the header, the footer, the messages). */
const PAGE_NAMESPACES = ['common'];

/** A page's HTML, or where to send its visitor instead, and its status (200 unless given). */
export type RenderedPage = {
  html: string;
  redirect?: string;
  status?: number;
  /** a `Link` header preloading the page's largest photo (page-boot.ts preloadHeader) */
  link?: string | null;
};

/**
 * Photos of a drawn page preloaded ahead of everything else: one, the first the page draws (the
 * menu's banner, the first bazaar card's photo: the page's largest paint). The first screen's other
 * photos are in the markup, where the browser's preload scanner finds them as soon; preloaded at
 * high priority as well (three on the menu, two on the bazaar), they took shares of a slow
 * network's bandwidth from the largest one (performance.md §19).
 */
const PRELOADED_PHOTOS = 1;

/**
 * Where pages come from: the build (apps/web dist, its index.html and server build, read once) or,
 * in development, Vite's dev server (index.html and the server entry from source, on every page;
 * `webDistDir` null: no built chunks to preload).
 */
export type PageSource = {
  indexHtml: (url: string) => Promise<string>;
  renderer: () => Promise<PageRenderer | null>;
  webDistDir: string | null;
};

// The pages a visitor most often opens first, by the web app's route module (Vite manifest keys).
const routeSources = {
  home: 'src/app/routes/home-page.tsx',
  bazaar: 'src/features/bazaar/routes/bazaar-page.tsx',
  menu: 'src/app/routes/menu-route.tsx',
} as const;

/**
 * The web app's page for a URL, with its first data and its code and photos preloaded (issue 10:
 * the page starts without waiting for the login check, its route's code or the bazaar's first
 * page). A seller's menu also gets its share preview tags, and a vanity word (product §2
 * vanity short routes) is redirected to its seller's menu before any JavaScript runs.
 */
export function createWebPages(deps: {
  db: Db;
  menus: MenuCache;
  publicUrl: string;
  clock: () => Date;
  /** index.html, and the web app's server build that draws the bazaar's first HTML (if any) */
  source: PageSource;
  log: FastifyBaseLogger;
}) {
  const { db, menus, publicUrl } = deps;
  const { webDistDir } = deps.source;
  const manifest = webDistDir ? readManifest(path.join(webDistDir, '.vite', 'manifest.json')) : {};
  const assets = Object.fromEntries(
    Object.entries(routeSources).map(([name, source]) => [name, routeAssets(manifest, source)]),
  ) as Record<keyof typeof routeSources, RouteAssets>;
  const noAssets: RouteAssets = { modules: [], styles: [] };
  const stylesheets = new Map<string, string | null>();
  /** The text of one of the build's stylesheets, read once. */
  const stylesheet = (href: string): string | null => {
    if (!stylesheets.has(href) && webDistDir) {
      const file = path.join(webDistDir, href);
      const inside = file.startsWith(path.join(webDistDir, 'assets'));
      stylesheets.set(href, inside && existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return stylesheets.get(href) ?? null;
  };

  /**
   * The page drawn here with `boot` (its data already in): its markup and the stylesheets written
   * in, `boot` marked drawn (from `stored`, as far as the page reads `keys` of it). Nothing when
   * the web build cannot draw pages or fails to (the browser draws it from the same boot data).
   */
  const draw = async (
    url: string,
    visitor: PageVisitor,
    boot: PageBoot,
    keys?: string[],
  ): Promise<{ boot: PageBoot; drawn?: DrawnPage }> => {
    const renderer = await deps.source.renderer();
    if (!renderer) return { boot: localized(boot, visitor.locale) };
    const drawnFrom = keys
      ? Object.fromEntries(Object.entries(visitor.stored).filter(([k]) => keys.includes(k)))
      : visitor.stored;
    const marks = { drawnAt: deps.clock().toISOString(), origin: publicUrl };
    const drawnBoot: PageBoot = {
      ...boot,
      locale: visitor.locale,
      ...marks,
      drawnFrom,
      ...(keys ? { drawnKeys: keys } : {}),
    };
    try {
      const page = await renderer.renderPage({ url, boot: drawnBoot, stored: drawnFrom });
      return {
        boot: localized(drawnBoot, visitor.locale, page.namespaces),
        drawn: { markup: page.markup, stylesheet },
      };
    } catch (error) {
      deps.log.error({ err: error, url }, 'the page could not be drawn on the server');
      return { boot: localized(boot, visitor.locale) };
    }
  };

  /**
   * The bazaar as this visitor's browser would open it, drawn here: its first page of sellers
   * and the markup of the app around them. Nothing when the web build cannot draw pages or the
   * visitor has no point to search around (the browser then sends them home).
   */
  const drawBazaar = async (url: string, visitor: PageVisitor) => {
    const renderer = await deps.source.renderer();
    const boot: PageBoot = { session: visitor.session };
    const query = renderer?.bazaarQuery({ boot, stored: visitor.stored });
    if (!renderer || !query) return { boot: localized(boot, visitor.locale) };
    const parsed = getChefsQuery.safeParse({ ...query, page: '1' });
    if (!parsed.success) return { boot: localized(boot, visitor.locale) };
    // decision 048: a signed-in buyer's hearts are drawn too, and their favourites come first
    const buyerId = visitor.session.user?.id;
    const sellers = await findBazaarPage(db, { ...parsed.data, buyerId, now: deps.clock() });
    const favourites = buyerId ? { favourites: await listFavouriteIds(db, buyerId) } : {};
    return draw(url, visitor, { ...boot, ...favourites, bazaar: { query, sellers } });
  };

  /**
   * The landing with its best-rated kitchens, drawn for what is the same for every visitor of
   * this session: the address a browser may have entered is not sent here, so a browser holding
   * one draws the page itself (decision 037).
   */
  const drawLanding = async (url: string, visitor: PageVisitor) => {
    const renderer = await deps.source.renderer();
    const boot: PageBoot = { session: visitor.session };
    const query = renderer?.landingQuery({ boot, stored: {} });
    const parsed = query ? getChefsQuery.safeParse(query) : null;
    if (!query || !parsed?.success) return { boot: localized(boot, visitor.locale) };
    const sellers = await findBazaarPage(db, { ...parsed.data, now: deps.clock() });
    return draw(url, { ...visitor, stored: {} }, { ...boot, landing: { query, sellers } }, [
      SAVED_ADDRESS_KEY,
    ]);
  };

  /**
   * A seller's menu with the seller in, drawn as for a new visitor: what the menu reads from the
   * browser (an entered address, a guest's cart) the browser fills in, so every browser takes the
   * page over (decision 037). Only under the id the page asks for (the app's cache key).
   */
  const drawMenu = async (url: string, visitor: PageVisitor, chefId: string, chef: MenuChef) => {
    const boot: PageBoot = { session: visitor.session };
    if (chef.id !== chefId) return { boot: localized(boot, visitor.locale) };
    // a signed-in buyer's mini cart and basket bar are drawn with their cart, so neither grows
    // under the reader's eyes when the browser takes the page over (issue 22, ARCHITECTURE.md §13)
    const buyerId = visitor.session.user?.id;
    const cart = buyerId
      ? { cart: { chefId, orders: await cartOrdersWithChef(db, buyerId, chefId) } }
      : {};
    return draw(url, { ...visitor, stored: {} }, { ...boot, ...cart, menu: chef }, []);
  };

  return {
    async render(url: string, visitor: PageVisitor): Promise<RenderedPage> {
      const pathname = url.split('?')[0] ?? '/';
      const indexHtml = await deps.source.indexHtml(url);
      const boot = localized({ session: visitor.session }, visitor.locale);
      if (pathname === paths.home()) {
        const landing = await drawLanding(url, visitor);
        const images = drawnPhotos(landing.drawn?.markup, PRELOADED_PHOTOS);
        return {
          html: withPageBoot(indexHtml, landing.boot, { ...assets.home, images }, landing.drawn),
          link: preloadHeader({ images }),
        };
      }
      if (pathname === paths.bazaar()) {
        const bazaar = await drawBazaar(url, visitor);
        const images = firstPhotos(bazaar.boot.bazaar?.sellers ?? []);
        return {
          html: withPageBoot(
            indexHtml,
            bazaar.boot,
            { ...assets.bazaar, images, imageSizes: CARD_PHOTO_SIZES },
            bazaar.drawn,
          ),
          link: preloadHeader({ images, imageSizes: CARD_PHOTO_SIZES }),
        };
      }
      const menu = /^\/menu\/([0-9a-f-]{36})$/i.exec(pathname);
      if (menu?.[1]) {
        const chef = (await menus.get(menu[1]))?.chef;
        // a seller that is not (or no longer) there: the menu's own not-found page, as a 404
        if (!chef) {
          const page = withPageBoot(indexHtml, boot, { ...assets.menu, images: [] });
          return { html: page, status: 404 };
        }
        const drawn = await drawMenu(url, visitor, menu[1], chef);
        const images = drawnPhotos(drawn.drawn?.markup, PRELOADED_PHOTOS);
        const page = withPageBoot(indexHtml, drawn.boot, { ...assets.menu, images }, drawn.drawn);
        return {
          html: withSellerPreview(page, chef, `${publicUrl}${pathname}`, publicUrl),
          link: preloadHeader({ images }),
        };
      }
      const word = /^\/([a-z0-9-]{2,40})$/i.exec(pathname);
      if (word?.[1]) {
        const chefId = await findVanityChef(db, word[1]);
        if (chefId) return { html: indexHtml, redirect: paths.menu(chefId) };
      }
      return { html: withPageBoot(indexHtml, boot, { ...noAssets, images: [] }) };
    },
  };
}

/**
 * `boot` in the visitor's language, with the texts of the namespaces every page shows and of those
 * the page was drawn with (decision 044): the app starts in that language without fetching them.
 */
function localized(boot: PageBoot, locale: Locale, drawnWith: string[] = []): PageBoot {
  return { ...boot, locale, texts: compiledTexts(locale, [...PAGE_NAMESPACES, ...drawnWith]) };
}

/** The first photo the first screen's cards show (a card may have none): the largest paint. */
function firstPhotos(sellers: SellerCard[]): string[] {
  return sellers
    .slice(0, FIRST_SCREEN_CARDS)
    .map((s) => s.dishes.find((d) => d.photo)?.photo)
    .filter((p): p is string => Boolean(p))
    .slice(0, PRELOADED_PHOTOS);
}
