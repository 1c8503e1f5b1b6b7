import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isFooterShown } from '@lutong/shared';
import { ChefSplash } from '../../components/chef-splash';
import { PalayokLoader } from '../../components/palayok-loader';
import { useSession } from '../../lib/auth';
import { GuestCartSync } from '../session/guest-cart-sync';
import { SavedLocationSync } from '../session/saved-location-sync';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';
import './layout.css';

/** The app frame: full-screen chef image until the login check answers, then nav, page, footer. */
export function RootLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.isPending) return <ChefSplash />;

  const user = session.data?.user ?? null;
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopNav user={user} />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* a screen tall while a page's code loads, so the footer is not pushed down after */}
        <Suspense fallback={<PalayokLoader fillsScreen />}>
          <Outlet />
        </Suspense>
      </main>
      {isFooterShown(pathname, user !== null) ? <SiteFooter /> : null}
      {user ? <SavedLocationSync key={`location-${user.id}`} user={user} /> : null}
      {user ? <GuestCartSync key={`cart-${user.id}`} user={user} /> : null}
      <ScrollRestoration />
    </div>
  );
}
