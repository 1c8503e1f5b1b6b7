import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, readPageBoot } from './app/app';
import { mirrorStoredValues } from './lib/browser-storage';
import { reportUncaughtErrors } from './lib/error-reporting';
import './styles/fonts';
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
// The server drew the page (the bazaar for a visitor it knows): take its markup over, if it drew
// it from what this browser stores (an address removed since would make it another page).
if (root.firstElementChild && boot?.drawnFrom && sameValues(boot.drawnFrom, stored)) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}

function sameValues(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}
