import { useCallback } from 'react';
import { useUser } from '../../../lib/auth';
import { useChefOrders } from '../api/get-chef-orders';
import { isDishInOrders, type CartDay } from '../utils/cart-rules';
import { isDishInGuestCart } from '../utils/guest-cart';
import { useGuestCart } from '../utils/use-guest-cart';

/** product §2: whether a dish is already in the day's cart order (the card then says EDIT CART). */
export function useDishInCart(chefId: string) {
  const user = useUser();
  const guestItems = useGuestCart();
  const orders = useChefOrders(chefId, user !== null).data;
  return useCallback(
    (dishId: string, day: Pick<CartDay, 'dateKey' | 'today'>) =>
      user
        ? isDishInOrders(orders ?? [], dishId, day)
        : isDishInGuestCart(guestItems, chefId, dishId, day),
    [user, orders, guestItems, chefId],
  );
}
