import { useSyncExternalStore } from 'react';

// What a page the server drew (apps/server web-pages.ts) was drawn with that the browser would
// otherwise read from itself: the clock (the menu's days and cut-offs) and the page's origin (its
// share links). The browser's first render, which takes the server's markup over, must read the
// same; every render after it reads the browser's own.
type Drawn = { at: Date; origin: string | null };
let drawn: Drawn | null = null;

/** The server's clock and origin for the page being drawn or taken over (null: none). */
export function setDrawnPage(page: { drawnAt?: string | undefined; origin?: string } | null): void {
  const at = page?.drawnAt ? new Date(page.drawnAt) : null;
  drawn = at && !Number.isNaN(at.getTime()) ? { at, origin: page?.origin ?? null } : null;
}

const subscribe = () => () => undefined;

/**
 * False while the server draws the page and while the browser takes its markup over (React reads
 * the server snapshot then), true for every render of the browser's own.
 */
function useOwnRender(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Now: the time the page was drawn, until the browser has taken it over. */
export function usePageClock(): Date {
  const own = useOwnRender();
  return own || !drawn ? new Date() : drawn.at;
}

/** The page's origin (https://host): the one it was drawn for, until the browser has taken over. */
export function usePageOrigin(): string {
  const own = useOwnRender();
  if (!own && drawn?.origin) return drawn.origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
