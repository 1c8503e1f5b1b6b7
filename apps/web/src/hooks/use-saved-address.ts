import { useMemo, useSyncExternalStore } from 'react';
import { localStore } from '../lib/browser-storage';
import {
  SAVED_ADDRESS_KEY,
  parseSavedAddress,
  writeSavedAddress,
  type SavedAddress,
} from '../lib/saved-address';

// The entered address (product §2) as state the whole app can watch: saving it in one place
// (the address confirmation) re-renders the others (the landing page, the first-location sync).
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab entered an address
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_ADDRESS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const readRaw = () => localStore().getItem(SAVED_ADDRESS_KEY);

/** Stores the confirmed address in this browser and tells every watcher. */
export function storeEnteredAddress(saved: SavedAddress): void {
  writeSavedAddress(localStore(), saved);
  listeners.forEach((listener) => listener());
}

export function useSavedAddress(): SavedAddress | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseSavedAddress(raw), [raw]);
}
