/**
 * Registers the service worker (/sw.js, decision 046) once the page has loaded, so it never
 * competes with the first paint; production builds only (`npm run dev` serves no worker).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // no worker: the app works as before, online only
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
