import { useMemo, useSyncExternalStore } from 'react';
import { localStore } from '../../../lib/browser-storage';
import { GUEST_CART_KEY, parseGuestCart, writeGuestCart, type GuestCartItem } from './guest-cart';

// The guest cart as state the page can watch (the menu's EDIT CART, the mini cart, the
// after-login resubmission), also across tabs.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const readRaw = () => localStore().getItem(GUEST_CART_KEY);

export function storeGuestCart(items: readonly GuestCartItem[]): void {
  writeGuestCart(localStore(), items);
  listeners.forEach((listener) => listener());
}

export function useGuestCart(): GuestCartItem[] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseGuestCart(raw), [raw]);
}
