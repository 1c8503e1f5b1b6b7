import { useRef, useState, type ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts';
import { Toast } from '../../../components/toast';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { isApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { useSavedAddress } from '../../../hooks/use-saved-address';
import { useAddToCart } from '../api/add-to-cart';
import {
  cartAddPayload,
  cartContact,
  needsChoices,
  noChoices,
  type CartAddIntent,
  type CartChoices,
} from '../utils/cart-rules';
import { addGuestItem, readGuestCart } from '../utils/guest-cart';
import { storeGuestCart } from '../utils/use-guest-cart';
import { localStore } from '../../../lib/browser-storage';
import { CartChoicesDialog } from './cart-choices-dialog';

/** product §11: the cart confirmation shows for 6 seconds. */
export const CART_CONFIRMATION_MS = 6_000;

export type AddOutcome = { ok: true } | { ok: false; message: string | null };

/**
 * The message a refused add shows: the server's own words for a rule (already in the buyer's
 * language), else the spec's orderCreateFailed worded by `m` (the `messages` namespace's `t`).
 */
export function addFailureMessage(error: unknown, m: (key: 'orderCreateFailed') => string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return m('orderCreateFailed');
}

/**
 * ADD TO CART for one menu page (product §2, §6 Cart add, §7): asks for the spice level or
 * assortment first when the dish needs one, then saves the order (a guest's in this browser),
 * and confirms in green for 6 seconds.
 */
export function useCartAdder(): {
  add: (intent: CartAddIntent) => Promise<AddOutcome>;
  ui: ReactNode;
} {
  const { t: m } = useTexts('messages');
  const user = useUser();
  const saved = useSavedAddress();
  const mutation = useAddToCart();
  const confirmation = useTimedAlert();
  const [asking, setAsking] = useState<CartAddIntent | null>(null);
  const settle = useRef<((outcome: AddOutcome) => void) | null>(null);

  const save = async (intent: CartAddIntent, choices: CartChoices): Promise<AddOutcome> => {
    if (!user) {
      const result = addGuestItem(readGuestCart(localStore()), {
        chefId: intent.chefId,
        chefName: intent.chefName,
        dishId: intent.dish.id,
        dishName: intent.dish.name,
        unitPrice: intent.dish.promoPrice,
        quantity: intent.quantity,
        day: intent.day,
        ...choices,
      });
      if ('message' in result) {
        return { ok: false, message: m(result.message.key, result.message.values) };
      }
      storeGuestCart(result.items);
    } else {
      const payload = cartAddPayload(
        { ...intent, dishId: intent.dish.id },
        choices,
        cartContact(user, saved),
      );
      try {
        await mutation.mutateAsync(payload);
      } catch (error) {
        return { ok: false, message: addFailureMessage(error, m) };
      }
    }
    confirmation.show(
      m('addedToCart', { dish: intent.dish.name }),
      'success',
      CART_CONFIRMATION_MS,
    );
    return { ok: true };
  };

  const finish = (outcome: AddOutcome) => {
    settle.current?.(outcome);
    settle.current = null;
    setAsking(null);
  };

  const add = (intent: CartAddIntent): Promise<AddOutcome> => {
    if (!needsChoices(intent.dish)) return save(intent, noChoices);
    settle.current?.({ ok: false, message: null });
    setAsking(intent);
    return new Promise((resolve) => {
      settle.current = resolve;
    });
  };

  const ui = (
    <>
      <CartChoicesDialog
        dish={asking?.dish ?? null}
        quantity={asking?.quantity ?? 0}
        pending={mutation.isPending}
        error={null}
        onSubmit={(choices) => {
          if (asking) void save(asking, choices).then(finish);
        }}
        onClose={() => finish({ ok: false, message: null })}
      />
      <Toast alert={confirmation.alert} onDismiss={confirmation.dismiss} />
    </>
  );
  return { add, ui };
}
