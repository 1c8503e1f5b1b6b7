import { useMemo } from 'react';
import { localStore } from '../../../lib/browser-storage';
import { parseGuestCart, writeGuestCart, type GuestCartItem } from './guest-cart';
import { notifyGuestCart, useGuestCartText } from './guest-cart-store';

// The guest cart as state the page can watch (the menu's EDIT CART, the mini cart, the
// after-login resubmission), also across tabs.

export function storeGuestCart(items: readonly GuestCartItem[]): void {
  writeGuestCart(localStore(), items);
  notifyGuestCart();
}

export function useGuestCart(): GuestCartItem[] {
  const raw = useGuestCartText();
  return useMemo(() => parseGuestCart(raw), [raw]);
}
