import type { PageLoaded } from '../sw/cached-routes';

/**
 * Registers the service worker (/sw.js, decision 046) once the page has loaded, so it never
 * competes with the first paint; production builds only (`npm run dev` serves no worker). Then it
 * tells the worker which page this is and which of the build's files it loaded: the first visit
 * came before the worker, and a page the server drew asked no API for its data, so the worker
 * keeps these files and reads the page's data for offline use itself.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const { active } = await navigator.serviceWorker.ready;
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    const message: PageLoaded = { type: 'lb:page-loaded', page: location.pathname, files };
    active?.postMessage(message);
  };
  const start = () => {
    register().catch(() => {
      // no worker: the app works as before, online only
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
