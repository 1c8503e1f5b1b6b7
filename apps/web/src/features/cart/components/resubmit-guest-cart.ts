import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PublicUser } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import { localStore } from '../../../lib/browser-storage';
import { readSavedAddress } from '../../../lib/saved-address';
import { addToCart } from '../api/add-to-cart';
import { orderKeys } from '../api/order-keys';
import { cartAddPayload, cartContact } from '../utils/cart-rules';
import { readGuestCart } from '../utils/guest-cart';
import { storeGuestCart } from '../utils/use-guest-cart';
import { addFailureMessage } from './use-cart-adder';

export type ResubmitOutcome = { added: number; failure: string | null };

/**
 * product §6 Cart add: after login a guest's pending orders are sent again. The browser's copy
 * is taken (and cleared) before sending, so a second run (another tab, a re-render) sends nothing.
 */
export function useResubmitGuestCart() {
  const queryClient = useQueryClient();
  const { t: m } = useTexts('messages');
  return useCallback(
    async (user: PublicUser): Promise<ResubmitOutcome> => {
      const items = readGuestCart(localStore());
      if (items.length === 0) return { added: 0, failure: null };
      storeGuestCart([]);
      const contact = cartContact(user, readSavedAddress(localStore()));
      let added = 0;
      let failure: string | null = null;
      for (const item of items) {
        try {
          await addToCart(cartAddPayload(item, item, contact));
          added += 1;
        } catch (error) {
          failure ??= addFailureMessage(error, m);
        }
      }
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      return { added, failure };
    },
    [queryClient, m],
  );
}
