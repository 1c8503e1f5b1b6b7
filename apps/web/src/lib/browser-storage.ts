/** The part of the Web Storage API our helpers use, so they can be tested without a browser. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const noStore: KeyValueStore = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

// Storage can be missing or throw (privacy modes, disabled cookies); the app then simply forgets.
function guarded(pick: () => Storage): KeyValueStore {
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
      },
      removeItem: (key) => {
        try {
          storage.removeItem(key);
        } catch {
          // blocked: nothing was stored
        }
      },
    };
  } catch {
    return noStore;
  }
}

export const sessionStore = (): KeyValueStore => guarded(() => window.sessionStorage);
export const localStore = (): KeyValueStore => guarded(() => window.localStorage);
