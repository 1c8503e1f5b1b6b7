import { useEffect } from 'react';
import { displayName } from '@lutong/shared';
import { useParams } from 'react-router';
import { BasketBar } from '../../features/cart/components/basket-bar';
import { MiniCart } from '../../features/cart/components/mini-cart';
import { useCartAdder } from '../../features/cart/components/use-cart-adder';
import { useDishInCart } from '../../features/cart/components/use-dish-in-cart';
import { menuPath, useMenu } from '../../features/menu/api/get-menu';
import { MenuPage } from '../../features/menu/routes/menu-page';
import { useUser } from '../../lib/auth';
import { localStore } from '../../lib/browser-storage';
import { knownOffline, offlineCopyOf } from '../../lib/offline-copy';
import { textNow } from '../../i18n/i18n';
import { rememberLastMenu } from '../../lib/last-menu';

/**
 * /menu/{chefId}: the seller's menu with the cart composed in (ARCHITECTURE §7): ADD TO CART goes to the
 * cart, the cards know what is already in it, and the mini cart panel sits beside the dishes (on
 * phones below them, with the basket bar at the bottom of the screen, decision 040).
 */
export function MenuRoute() {
  const { chefId = '' } = useParams();
  // The page loads the same query; this only reads the chef's name from it.
  const chef = useMenu(chefId).data;
  const adder = useCartAdder();
  const dishInCart = useDishInCart(chefId);
  const chefName = displayName(chef?.name ?? '');
  // issue 22: /menu, the menu entry, comes back to the last menu a signed-in user opened
  const userId = useUser()?.id;
  const shownChefId = chef?.id;
  useEffect(() => {
    if (userId && shownChefId) rememberLastMenu(localStore(), userId, shownChefId);
  }, [userId, shownChefId]);

  return (
    <>
      <MenuPage
        onAddToCart={(request) =>
          // a stored copy's price and stock are not current: adding needs the network (decision 046)
          offlineCopyOf(menuPath(chefId)) || knownOffline()
            ? Promise.resolve({ ok: false, message: textNow('common', 'offlineNeedsConnection') })
            : adder.add({ ...request, chefId: chef?.id ?? chefId, chefName })
        }
        dishInCart={dishInCart}
        cartPanel={chef ? <MiniCart chefId={chef.id} chefName={chefName} /> : null}
      />
      {chef ? <BasketBar chefId={chef.id} /> : null}
      {adder.ui}
    </>
  );
}
