// The web app's server build (vite build --ssr, apps/server static-files.ts loads it): draws the
// first HTML of the bazaar, the landing and a seller's menu with the same components the browser
// then hydrates (issues 10 and 22: LCP on slow 4G, where the first photos can show before the
// app's code has arrived).
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import allTexts from 'virtual:lb-i18n/all';
import {
  DEFAULT_LOCALE,
  LOCALES,
  paths,
  type DrawnMarkup,
  type Locale,
  type PageBoot,
  type PageRenderer,
  type PageRenderInput,
  type PublicUser,
} from '@lutong/shared';
import { startQueryClient } from './app/app';
import { AppRoutes } from './app/router';
import { openingChefsQuery } from './features/bazaar/components/chefs-query';
import { landingPoint, landingSendsOn } from './features/landing/components/landing-settings';
import { holdTexts } from './i18n/i18n';
import { recordNamespaces } from './i18n/use-texts';
import { localStore, withServerStorage } from './lib/browser-storage';
import { setDrawnPage } from './lib/drawn-page';
import { codeLoading } from './lib/lazy-code';
import { SAVED_ADDRESS_KEY } from './lib/saved-address';

// Every text of every language, one Lingui instance per language (decision 044): pages in both
// are drawn at the same time, and never wait for a namespace.
const languages = Object.fromEntries(
  LOCALES.map((locale) => {
    const instance = setupI18n({ locale });
    holdTexts(instance, locale, allTexts[locale] ?? {});
    instance.activate(locale);
    return [locale, instance];
  }),
) as Record<Locale, I18n>;

function Page({ url, boot }: { url: string; boot: PageBoot }) {
  return (
    <I18nProvider i18n={languages[boot.locale ?? DEFAULT_LOCALE]}>
      <QueryClientProvider client={startQueryClient(boot)}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
}

// A boundary the browser must draw itself: sent as its fallback, the server's markup inside it
// thrown away (React error #419 in the browser's console).
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
/** Rounds of waiting for code: each may reveal lazy parts inside the parts just loaded. */
const MOST_CODE_ROUNDS = 10;

const drawOnce = ({ url, boot, stored }: PageRenderInput): DrawnMarkup =>
  withServerStorage(stored, () => {
    setDrawnPage(boot);
    try {
      const { result, namespaces } = recordNamespaces(() =>
        renderToString(<Page url={url} boot={boot} />),
      );
      return { markup: result, namespaces };
    } finally {
      setDrawnPage(null);
    }
  });

/**
 * The page drawn whole (decision 051): renderToString does not wait for a lazy part's code, so
 * while a boundary is client-rendered and code is still loading, wait for it and draw the page
 * again. A boundary left client-rendered with no code loading (a part that failed, or waits on
 * data the server does not fetch) is the browser's to draw, as before.
 */
async function draw(page: PageRenderInput): Promise<DrawnMarkup> {
  let drawn = drawOnce(page);
  for (let round = 0; round < MOST_CODE_ROUNDS; round++) {
    const loading = drawn.markup.includes(CLIENT_RENDERED_BOUNDARY) ? codeLoading() : null;
    if (!loading) break;
    await loading;
    drawn = drawOnce(page);
  }
  return drawn;
}

/** The getChefs query of the landing's best-rated sellers around what the server knows. */
function landingQuery(user: PublicUser | null): Record<string, string> {
  // the address this browser may have entered is not known here (the browser draws that one)
  const point = landingPoint(user, null);
  return { lat: String(point.lat), lng: String(point.lng), page: '1', near: 'false' };
}

/** A page of each kind the server draws, for a guest, so that their code is loaded. */
const warmUpPages: PageRenderInput[] = [
  {
    url: paths.bazaar(),
    boot: { session: { loggedIn: false, user: null } },
    stored: { [SAVED_ADDRESS_KEY]: JSON.stringify({ address: 'Makati', lat: 14.55, lng: 121 }) },
  },
  {
    // with its (empty) list of kitchens, so that the sections below its first screen are drawn
    url: paths.home(),
    boot: {
      session: { loggedIn: false, user: null },
      landing: { query: landingQuery(null), sellers: [] },
    },
    stored: {},
  },
  {
    url: paths.menu('00000000-0000-7000-8000-000000000000'),
    boot: { session: { loggedIn: false, user: null } },
    stored: {},
  },
];

export const renderer: PageRenderer = {
  bazaarQuery: ({ boot, stored }) =>
    withServerStorage(stored, () => openingChefsQuery(boot.session.user, localStore())),

  landingQuery: ({ boot }) => {
    const user = boot.session.user;
    return landingSendsOn(user) ? null : landingQuery(user);
  },

  renderPage: draw,

  async warmUp() {
    // React loads a lazy part's code on its first render: the first pages wait for none
    for (const page of warmUpPages) await draw(page);
  },
};
