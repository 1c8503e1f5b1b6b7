import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { navigationLinks, paths, type PublicUser } from '@lutong/shared';
import { useHoldsGuestCart } from '../../features/cart/utils/guest-cart-store';
import { useTexts } from '../../i18n/use-texts';
import { useLiveState } from '../../lib/live-state';
import { withReturnLink } from '../../lib/return-link';
import { lazyPage } from '../lazy-page';
import { BrandMark } from './brand-mark';
import './top-nav.css';
// with the header's own: a page the server drew shows the switch at once, at its size
import '../../i18n/language-switch.css';

// Its code comes after the page's own (decision 044; issue 22 landing JS): until then a box of its
// size holds its place, so nothing moves when it arrives.
const LanguageSwitch = lazyPage(
  () => import('../../i18n/language-switch'),
  (m) => m.LanguageSwitch,
);

/**
 * product §2 top navigation: brand link and the links each visitor sees; below 900px the
 * links fold into a hamburger that closes on an outside click, on Escape and on navigation.
 * A guest's cart is in the browser: none on the server's page, so CART joins after hydration.
 */
export function TopNav({ user }: { user: PublicUser | null }) {
  const { t } = useTexts('common');
  const holdsGuestCart = useHoldsGuestCart();
  const links = navigationLinks(user, holdsGuestCart);
  // decision 045: new orders the chef has not seen yet (the live event stream counts them)
  const { unseen } = useLiveState();
  const badge = (testId: string) =>
    unseen > 0 ? (
      <span className="top-nav__badge" data-testid={testId}>
        {unseen}
      </span>
    ) : null;
  const { pathname, search } = useLocation();
  // The menu is open for the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <header className="top-bar">
      <nav className="top-nav" data-testid="nav" aria-label={t('mainNavigation')} ref={navRef}>
        <Link to={paths.home()} className="top-nav__brand" data-testid="brand-link">
          <BrandMark className="top-nav__mark" />
          <span>{t('brandName')}</span>
        </Link>
        <Suspense fallback={<span className="top-nav__language top-nav__language--held" />}>
          <LanguageSwitch className="top-nav__language" />
        </Suspense>
        <button
          ref={toggleRef}
          type="button"
          className="top-nav__toggle"
          aria-label={t('menuButton')}
          aria-expanded={open}
          aria-controls="top-nav-links"
          data-testid="nav-toggle"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="top-nav__burger" aria-hidden="true" />
          {badge('live-badge')}
        </button>
        <ul id="top-nav-links" className="top-nav__links" data-open={open}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={accountLink(link.to, `${pathname}${search}`)}
                className="top-nav__link"
                onClick={() => setOpenOn(null)}
              >
                {t(link.key)}
                {link.to === paths.dashboard() ? badge('live-badge-link') : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** LOGIN (and a sign-up link) comes back to the page it was clicked on (issue 22): ?next=. */
function accountLink(to: string, here: string): string {
  return to === paths.login() || to === paths.signup() ? withReturnLink(to, here) : to;
}
