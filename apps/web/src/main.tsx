import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, readPageBoot } from './app/app';
import { startTexts } from './i18n/i18n';
import { mirrorStoredValues } from './lib/browser-storage';
import { setDrawnPage } from './lib/drawn-page';
import { reportUncaughtErrors } from './lib/error-reporting';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/feedback.css';
import './styles/order-pages.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

reportUncaughtErrors();
const boot = readPageBoot();
const stored = mirrorStoredValues();
const app = (
  <StrictMode>
    <App boot={boot} />
  </StrictMode>
);

// The texts of the page's language first (its HTML carries those it shows, decision 044).
void startTexts(boot?.locale, boot?.texts).finally(() => start(root));

/**
 * The server drew the page (the bazaar for a visitor it knows, the landing, a menu): take its
 * markup over, if it drew it from what this browser stores as far as the page reads it (an address
 * removed since would make it another page), at the time it was drawn (lib/drawn-page.ts).
 */
function start(container: HTMLElement) {
  if (
    container.firstElementChild &&
    boot?.drawnFrom &&
    sameValues(boot.drawnFrom, stored, boot.drawnKeys)
  ) {
    setDrawnPage(boot);
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

// The service worker once the page has loaded (decision 046): its code is not in the first download.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const registerWorker = () =>
    void import('./lib/register-service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}

function sameValues(
  a: Record<string, string>,
  b: Record<string, string>,
  only: string[] | undefined,
): boolean {
  const keys = new Set(only ?? [...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}
