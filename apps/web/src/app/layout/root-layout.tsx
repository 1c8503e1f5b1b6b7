import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isFooterShown } from '@lutong/shared';
import { ChefSplash } from '../../components/chef-splash';
import { ErrorBoundary } from '../../components/error-boundary';
import { PalayokLoader } from '../../components/palayok-loader';
import { showLanguage } from '../../i18n/language';
import { useTexts } from '../../i18n/use-texts';
import { useSession } from '../../lib/auth';
import { lazyPage } from '../lazy-page';
import { ScrollRestoration } from './scroll-restoration';
import { TopNav } from './top-nav';
import './layout.css';
import './site-footer.css';

// For signed-in users only: their code (the cart's, the account's) stays out of a guest's first
// visit.
const SavedLocationSync = lazyPage(
  () => import('../session/saved-location-sync'),
  (m) => m.SavedLocationSync,
);
// Below every page: its code comes after the page's own (issue 22: landing JS).
const SiteFooter = lazyPage(
  () => import('./site-footer'),
  (m) => m.SiteFooter,
);
// Live order events (decision 045): a signed-in user's stream, never in a guest's download.
const LiveEvents = lazyPage(
  () => import('../session/live-events'),
  (m) => m.LiveEvents,
);
const GuestCartSync = lazyPage(
  () => import('../session/guest-cart-sync'),
  (m) => m.GuestCartSync,
);

/** The app frame: full-screen chef image until the login check answers, then nav, page, footer. */
export function RootLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const { t } = useTexts('common');
  // the language kept on the account wins over this browser's (decision 044)
  const accountLanguage = session.data?.user?.language ?? null;
  useEffect(() => {
    if (accountLanguage) void showLanguage(accountLanguage);
  }, [accountLanguage]);
  if (session.isPending) return <ChefSplash />;

  const user = session.data?.user ?? null;
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopNav user={user} />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* a screen tall while a page's code loads, so the footer is not pushed down after */}
        <Suspense fallback={<PalayokLoader fillsScreen />}>
          <Outlet />
        </Suspense>
      </main>
      {isFooterShown(pathname, user !== null) ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
      {user ? (
        // work in the background: should its code fail to load, the page goes on without it
        <ErrorBoundary fallback={null} resetKey={user.id}>
          <Suspense fallback={null}>
            <SavedLocationSync key={`location-${user.id}`} user={user} />
            <GuestCartSync key={`cart-${user.id}`} user={user} />
            <LiveEvents key={`live-${user.id}`} user={user} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
