import { BAZAAR_STORED_COOKIES, paths } from '@lutong/shared';

/** The part of the Web Storage API our helpers use, so they can be tested without a browser. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const noStore: KeyValueStore = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

// Storage can be missing or throw (privacy modes, disabled cookies); the app then simply forgets.
function guarded(pick: () => Storage, mirror: boolean): KeyValueStore {
  try {
    const storage = pick();
    return {
      getItem: (key) => {
        try {
          return storage.getItem(key);
        } catch {
          return null;
        }
      },
      setItem: (key, value) => {
        try {
          storage.setItem(key, value);
        } catch {
          // full or blocked: nothing to remember then
        }
        if (mirror) mirrorToCookie(key, value);
      },
      removeItem: (key) => {
        try {
          storage.removeItem(key);
        } catch {
          // blocked: nothing was stored
        }
        if (mirror) mirrorToCookie(key, null);
      },
    };
  } catch {
    return noStore;
  }
}

const KEEP_MIRROR_S = 365 * 24 * 60 * 60;

/**
 * The values the bazaar is drawn from also go to a cookie sent only for /bazaar, so the server can
 * draw the page the browser would (BAZAAR_STORED_COOKIES, apps/server static-files.ts).
 */
function mirrorToCookie(key: string, value: string | null): void {
  const name = BAZAAR_STORED_COOKIES[key];
  if (!name || typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  const cookie = `path=${paths.bazaar()}; samesite=lax${secure}`;
  document.cookie =
    value === null
      ? `${name}=; ${cookie}; max-age=0`
      : `${name}=${encodeURIComponent(value)}; ${cookie}; max-age=${KEEP_MIRROR_S}`;
}

/**
 * The mirrored values as this browser stores them, by key (absent when not stored). The cookies are
 * brought in line with them: values kept before the cookies existed, or removed by other means.
 */
export function mirrorStoredValues(): Record<string, string> {
  const store = localStore();
  const stored: Record<string, string> = {};
  for (const key of Object.keys(BAZAAR_STORED_COOKIES)) {
    const value = store.getItem(key);
    mirrorToCookie(key, value);
    if (value !== null) stored[key] = value;
  }
  return stored;
}

// While the server draws a page (entry-server.tsx), what the visitor's browser stores as far as
// the page needs it; drawing is synchronous, so one render's values never meet another's.
let serverValues: Readonly<Record<string, string>> | null = null;

export function withServerStorage<T>(values: Record<string, string>, draw: () => T): T {
  serverValues = values;
  try {
    return draw();
  } finally {
    serverValues = null;
  }
}

const serverStore = (): KeyValueStore => ({
  ...noStore,
  getItem: (key) => serverValues?.[key] ?? null,
});

const inBrowser = typeof window !== 'undefined';

export const sessionStore = (): KeyValueStore =>
  inBrowser ? guarded(() => window.sessionStorage, false) : noStore;
export const localStore = (): KeyValueStore =>
  inBrowser ? guarded(() => window.localStorage, true) : serverStore();
