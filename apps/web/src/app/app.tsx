import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { PAGE_BOOT_ELEMENT_ID, type PageBoot } from '@lutong/shared';
import { firstPageOnly, sellersQueryKey } from '../features/bazaar/api/sellers-key';
import { orderKeys } from '../features/cart/api/order-keys';
import { topChefsQueryKey } from '../features/landing/api/top-chefs-key';
import { menuQueryKey } from '../features/menu/api/menu-key';
import { i18n } from '../i18n/i18n';
import { sessionQueryKey } from '../lib/auth';
import { seedFavourites } from '../lib/favourites-key';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

export function App({ boot }: { boot: PageBoot | null }) {
  const [queryClient] = useState(() => startQueryClient(boot));
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {/* Location changes render at once, not as transitions: `flushSync(() => navigate())` has
          then left the page before the code after it (logout, a password reset) changes what that
          page would show. Meanwhile a page whose code is still loading shows the palayok loader. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * The app's query client, holding what the page's HTML carried (apps/server web-pages.ts): the
 * login check's answer, the bazaar's first page, the landing's sellers and a menu page's seller, so
 * the page starts without asking for them.
 * The server draws its HTML from the same client (entry-server.tsx).
 */
export function startQueryClient(boot: PageBoot | null): QueryClient {
  const client = createQueryClient();
  if (boot) client.setQueryData(sessionQueryKey, boot.session);
  if (boot?.bazaar) {
    client.setQueryData(
      sellersQueryKey(boot.bazaar.query, null),
      firstPageOnly(boot.bazaar.sellers),
    );
  }
  if (boot?.landing) {
    const point = { lat: Number(boot.landing.query.lat), lng: Number(boot.landing.query.lng) };
    client.setQueryData(topChefsQueryKey(point), boot.landing.sellers);
  }
  if (boot?.menu) client.setQueryData(menuQueryKey(boot.menu.id), boot.menu);
  // a signed-in buyer's cart with the menu's seller: the mini cart and basket bar as drawn
  if (boot?.cart) client.setQueryData(orderKeys.withChef(boot.cart.chefId), boot.cart.orders);
  seedFavourites(client, boot?.favourites);
  return client;
}

/** The boot data the server wrote into this page, if any (an old copy of the page has none). */
export function readPageBoot(): PageBoot | null {
  const text = document.getElementById(PAGE_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageBoot;
  } catch {
    return null;
  }
}
