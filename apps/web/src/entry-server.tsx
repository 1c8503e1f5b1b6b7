// The web app's server build (vite build --ssr, apps/server static-files.ts loads it): draws the
// bazaar's first HTML with the same components the browser then hydrates (issue 10: bazaar LCP on
// slow 4G, where the photos of the first cards can show before the app's code has arrived).
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { paths, type PageBoot, type PageRenderer, type PageRenderInput } from '@lutong/shared';
import { startQueryClient } from './app/app';
import { AppRoutes } from './app/router';
import { openingChefsQuery } from './features/bazaar/components/chefs-query';
import { localStore, withServerStorage } from './lib/browser-storage';
import { SAVED_ADDRESS_KEY } from './lib/saved-address';

function Page({ url, boot }: { url: string; boot: PageBoot }) {
  return (
    <QueryClientProvider client={startQueryClient(boot)}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>
  );
}

// A boundary whose code was still loading is sent as its fallback, for the browser to draw.
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

const draw = ({ url, boot, stored }: PageRenderInput) =>
  withServerStorage(stored, () => renderToString(<Page url={url} boot={boot} />));

export const renderer: PageRenderer = {
  bazaarQuery: ({ boot, stored }) =>
    withServerStorage(stored, () => openingChefsQuery(boot.session.user, localStore())),

  renderPage: draw,

  async warmUp() {
    // React loads a lazy page's code on its first render; draw a guest's bazaar until it is in.
    const guest: PageRenderInput = {
      url: paths.bazaar(),
      boot: { session: { loggedIn: false, user: null } },
      stored: { [SAVED_ADDRESS_KEY]: JSON.stringify({ address: 'Makati', lat: 14.55, lng: 121 }) },
    };
    for (let attempt = 0; attempt < 50; attempt++) {
      if (!draw(guest).includes(CLIENT_RENDERED_BOUNDARY)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
};
