import { paths, safeReturnPath } from '@lutong/shared';
import type { KeyValueStore } from './browser-storage';

// product §2: guests reaching a guarded route go to /login and the intended link is remembered,
// so that after login (or signup, or Google sign-in) they return to it.
export const RETURN_LINK_KEY = 'lb:returnTo';
export const RETURN_LINK_PARAM = 'next';

export function rememberReturnLink(store: KeyValueStore, link: string): void {
  const safe = safeReturnPath(link);
  if (safe) store.setItem(RETURN_LINK_KEY, safe);
}

export function forgetReturnLink(store: KeyValueStore): void {
  store.removeItem(RETURN_LINK_KEY);
}

/** Where a signed-in visitor of /login or /signup goes: ?next=, else the remembered link, else /. */
export function returnLinkAfterSignIn(store: KeyValueStore, search: string): string {
  const fromQuery = safeReturnPath(new URLSearchParams(search).get(RETURN_LINK_PARAM));
  return fromQuery ?? safeReturnPath(store.getItem(RETURN_LINK_KEY)) ?? paths.home();
}

/** An account screen's link (e.g. /login or /signup) carrying the return link along. */
export function withReturnLink(screen: string, link: string | null): string {
  const safe = safeReturnPath(link);
  return safe ? `${screen}?${RETURN_LINK_PARAM}=${encodeURIComponent(safe)}` : screen;
}

/** The ?next= value of the current account screen, if it is a safe same-site path. */
export function returnLinkFromSearch(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_LINK_PARAM));
}
