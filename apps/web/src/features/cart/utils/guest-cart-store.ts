import { useSyncExternalStore } from 'react';
import { localStore } from '../../../lib/browser-storage';

// The guest cart's place in the browser as a store the page can watch, also across tabs. Kept
// apart from the cart's rules, so the header (on every page) can ask whether a guest holds a cart
// without loading them (decision 040).
export const GUEST_CART_KEY = 'lb:guest-cart';

const listeners = new Set<() => void>();

export function subscribeGuestCart(listener: () => void): () => void {
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

export const notifyGuestCart = () => listeners.forEach((listener) => listener());

/** The stored cart as text; null on the server and in the first client render (hydration). */
export const useGuestCartText = (): string | null =>
  useSyncExternalStore(
    subscribeGuestCart,
    () => localStore().getItem(GUEST_CART_KEY),
    () => null,
  );

/** True when the guest cart holds a line (an emptied cart is removed: writeGuestCart). */
export const useHoldsGuestCart = (): boolean => useGuestCartText() !== null;
