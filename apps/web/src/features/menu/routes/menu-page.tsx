import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { displayName, paths, type MenuChef } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { OfflineBanner } from '../../../components/offline-banner';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { isApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { localStore } from '../../../lib/browser-storage';
import { usePageClock } from '../../../lib/drawn-page';
import { readSavedAddress } from '../../../lib/saved-address';
import { searchPoint } from '../../../lib/search-point';
import { menuPath, useMenu } from '../api/get-menu';
import type { AddToCart, DishInCart } from '../components/add-to-cart';
import { ChefHeader } from '../components/chef-header';
import { MenuBoard } from '../components/menu-board';
import '../components/menu.css';
import '../components/chef-header.css';
import '../components/dish-card.css';
import { useTexts } from '../../../i18n/use-texts';

type MenuPageProps = {
  /** src/app composes the page with the cart: where ADD TO CART goes, */
  onAddToCart?: AddToCart;
  /** which dishes are already in the day's cart order (EDIT CART), */
  dishInCart?: DishInCart;
  /** and the mini cart panel shown beside the dishes. */
  cartPanel?: ReactNode;
};

// product §2.5 Seller menu page (/menu/{chefId}): loads the chef and refreshes every 30 seconds.
export function MenuPage({ onAddToCart, dishInCart, cartPanel }: MenuPageProps) {
  const { chefId = '' } = useParams();
  const menu = useMenu(chefId);
  const { t } = useTexts('menu');
  const { t: message } = useTexts('messages');

  if (menu.isPending) return <PalayokLoader label={t('openingMenu')} fillsScreen />;
  if (menu.isError && !menu.data) {
    const notFound = isApiError(menu.error) && menu.error.status === 404;
    return (
      <section className="page menu-page" data-testid="menu-error">
        <title>{t('pageTitle')}</title>
        <ErrorBanner
          key={menu.errorUpdatedAt}
          message={message(notFound ? 'notFound' : 'chefLoadFailed')}
        />
        <Link className="btn btn--secondary" to={paths.bazaar()}>
          {t('backToBazaar')}
        </Link>
      </section>
    );
  }
  return (
    <MenuView
      chef={menu.data}
      chefId={chefId}
      refreshFailedAt={menu.isRefetchError ? menu.errorUpdatedAt : null}
      onAddToCart={onAddToCart}
      dishInCart={dishInCart}
      cartPanel={cartPanel}
    />
  );
}

type MenuViewProps = Omit<MenuPageProps, 'onAddToCart' | 'dishInCart'> & {
  chef: MenuChef;
  /** as the URL names the seller (the menu's API path) */
  chefId: string;
  refreshFailedAt: number | null;
  onAddToCart?: AddToCart | undefined;
  dishInCart?: DishInCart | undefined;
};

function MenuView(props: MenuViewProps) {
  const { chef, chefId, refreshFailedAt, onAddToCart, dishInCart, cartPanel } = props;
  const user = useUser();
  const point = searchPoint(user, readSavedAddress(localStore()));
  // Read at every render (the 30 s poll renders again), so TODAY and the cut-offs follow the clock;
  // a page the server drew is first taken over at the time it was drawn.
  const now = usePageClock();
  const { t: message } = useTexts('messages');
  return (
    <section className="page menu-page" data-testid="menu-page">
      <title>{`${displayName(chef.name)} · Lutong Bahay`}</title>
      {refreshFailedAt !== null ? (
        <ErrorBanner key={refreshFailedAt} message={message('menuLoadFailed')} />
      ) : null}
      <OfflineBanner apiPath={menuPath(chefId)} page="pageMenu" />
      <div className="menu-layout">
        <ChefHeader chef={chef} point={point} signedIn={user !== null} />
        <MenuBoard
          chef={chef}
          now={now}
          onAddToCart={onAddToCart}
          dishInCart={dishInCart}
          cartPanel={cartPanel}
        />
      </div>
    </section>
  );
}

function ErrorBanner({ message }: { message: string }) {
  const banner = useTimedAlert({ message, tone: 'error' });
  return <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />;
}
