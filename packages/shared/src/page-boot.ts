import type { MenuChef, SellerCard } from './discovery/types.js';
import type { OrderView } from './orders/schemas.js';
import type { Locale } from './i18n/locales.js';
import type { PublicUser } from './users/schemas.js';

// The first data of a page, written into its HTML by the server so the web app starts without
// waiting for the login check or the bazaar's first page (issue 10: bazaar LCP on slow 4G, where
// every request costs more than half a second).

/** The id of the `<script type="application/json">` element that carries a page's boot data. */
export const PAGE_BOOT_ELEMENT_ID = 'lb-boot';

/** Where the web app keeps the entered address in the browser's localStorage. */
export const SAVED_ADDRESS_KEY = 'lb:address';

/**
 * What the web app keeps in the browser's localStorage and the bazaar's page is drawn from (the
 * entered address, the filters), also kept in cookies sent only for /bazaar, so the server can
 * draw the same page: key -> cookie name.
 */
export const BAZAAR_STORED_COOKIES: Record<string, string> = {
  [SAVED_ADDRESS_KEY]: 'lb_address',
  'lb:bazaar-filters': 'lb_filters',
};

/** Bazaar cards a phone shows before any scrolling: their first photo is fetched first. */
export const FIRST_SCREEN_CARDS = 2;

export type PageBoot = {
  /** the answer of GET /users/loggedin for this request's session */
  session: { loggedIn: boolean; user: PublicUser | null };
  /** the visitor's language (issue 23, decision 044): the page is drawn and started in it */
  locale?: Locale;
  /**
   * The compiled texts (Lingui's form, by `namespace.key`) of the namespaces the page shows first
   * in `locale`: the app starts without fetching them.
   */
  texts?: Record<string, unknown>;
  /** page 1 of GET /users/getChefs for `query` (without the page), as the API answers it */
  bazaar?: { query: Record<string, string>; sellers: SellerCard[] };
  /** the landing's best-rated sellers: page 1 of GET /users/getChefs for `query` (issue 22) */
  landing?: { query: Record<string, string>; sellers: SellerCard[] };
  /** the signed-in buyer's favourite sellers' ids, as GET /favourites answers them (decision 048) */
  favourites?: string[];
  /**
   * A signed-in visitor's cart orders with a menu page's seller, as GET /orders/userchef?chef=
   * answers them: the mini cart and the basket bar are drawn with them (issue 22)
   */
  cart?: { chefId: string; orders: OrderView[] };
  /** the seller of a menu page (/menu/{id}), as GET /users/menu/{id} answers it (issue 22) */
  menu?: MenuChef;
  /**
   * When the server drew the page: its clock then (ISO), so that the browser's first render
   * chooses the menu's day as the server did; after it the browser reads its own clock.
   */
  drawnAt?: string;
  /** When the server drew the page: the public origin it wrote into it (the menu's share links). */
  origin?: string;
  /**
   * When the server drew the page: the stored values (BAZAAR_STORED_COOKIES keys) the page reads;
   * all of them when absent. The browser compares only these with `drawnFrom`.
   */
  drawnKeys?: string[];
  /**
   * When the server drew the page: the stored values it drew it from. The browser takes the page
   * over only if it stores the same (else it draws the page itself).
   */
  drawnFrom?: Record<string, string>;
};

/** What the server gives the web app's page renderer (apps/web/src/entry-server.tsx). */
export type PageRenderInput = {
  /** the page's path and query */
  url: string;
  boot: PageBoot;
  /** the visitor's stored values the page reads (BAZAAR_STORED_COOKIES), by localStorage key */
  stored: Record<string, string>;
};

/** A page drawn by the web app's server build. */
export type DrawnMarkup = { markup: string; namespaces: string[] };

/** The web app's server build: draws pages as their first HTML, which the browser hydrates. */
export type PageRenderer = {
  /** The getChefs query (without the page) the bazaar would ask for this visitor, if any. */
  bazaarQuery: (input: Omit<PageRenderInput, 'url'>) => Record<string, string> | null;
  /**
   * The getChefs query (with its page) of the landing's best-rated sellers for this visitor, as
   * far as the server can know it (no stored address); null when the landing sends them on.
   */
  landingQuery: (input: Omit<PageRenderInput, 'url'>) => Record<string, string> | null;
  /**
   * The markup of the app for this page, to go inside its root element, and the catalogue's
   * namespaces it showed texts of (their texts go with the page, decision 044); drawn once the
   * code of every lazy part it reaches has loaded (decision 051).
   */
  renderPage: (input: PageRenderInput) => Promise<DrawnMarkup>;
  /** Loads the code of the pages it draws, so that drawing them needs no waiting. */
  warmUp: () => Promise<void>;
};
