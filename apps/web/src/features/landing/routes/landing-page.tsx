import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths, type PublicUser } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { PalayokLoader } from '../../../components/palayok-loader';
import { LANDING_REWARDS_BANNER_MS } from '../../../config/timers';
import { useSavedAddress } from '../../../hooks/use-saved-address';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useUser } from '../../../lib/auth';
import { readFlash } from '../../../lib/flash';
import { useChefMenus } from '../api/get-chef-menus';
import { useTopChefs } from '../api/get-top-chefs';
import { LandingHero } from '../components/landing-hero';
import { chefOfTheWeek, pickSampleDishes, pickStoryChefs } from '../components/landing-picks';
import {
  LANDING_SCROLL_THRESHOLD_PX,
  landingPoint,
  landingSendsOn,
} from '../components/landing-settings';
import { SampleDishes } from '../components/sample-dishes';
import { useScrolledPast } from '../components/use-landing-timing';
import './landing.css';
import '../components/landing-sections.css';
import '../components/landing-stories.css';
import { useTexts } from '../../../i18n/use-texts';
import { lazyCode } from '../../../lib/lazy-code';

// Only for a user with reward points: its code is fetched when one comes (issue 22: landing JS).
const RewardsBanner = lazyCode(async () => ({
  default: (await import('../../../components/rewards-banner')).RewardsMessageBanner,
}));
// Below the first screen: drawn by the server with the rest, taken over once its code arrives.
const LandingMore = lazyCode(async () => ({
  default: (await import('../components/landing-more')).LandingMore,
}));

type LandingPageProps = { addressEntry: ReactNode };

/** product §2.3 Landing page (/). The address entry is its own feature, handed in by src/app. */
export function LandingPage({ addressEntry }: LandingPageProps) {
  const user = useUser();
  // product §2: a signed-in user with an address and a stored location goes to the bazaar
  if (landingSendsOn(user)) {
    return <Navigate to={paths.bazaar()} replace />;
  }
  return <LandingHome user={user} addressEntry={addressEntry} />;
}

function LandingHome({ user, addressEntry }: { user: PublicUser | null } & LandingPageProps) {
  const location = useLocation();
  const { t } = useTexts('landing');
  const saved = useSavedAddress();
  // in the page's HTML when the server drew it (decision 037); else the mascot shows until they come
  const chefs = useTopChefs(landingPoint(user, saved));
  const cards = chefs.data ?? [];
  const featured = chefOfTheWeek(cards);
  const dishes = pickSampleDishes(cards);
  const stories = pickStoryChefs(cards, featured);
  const menuIds = [...new Set([...dishes.map((d) => d.sellerId), ...stories.map((c) => c.id)])];
  if (featured && !menuIds.includes(featured.id)) menuIds.push(featured.id);
  const menus = useChefMenus(menuIds);
  const warming = chefs.isPending;
  const revealed = useScrolledPast(LANDING_SCROLL_THRESHOLD_PX, !warming);

  return (
    <section className={landingClassName(warming, revealed)}>
      <title>{t('pageTitle')}</title>
      <FlashAlert key={location.key} state={location.state} />
      {user && user.rewards > 0 ? (
        <Suspense fallback={null}>
          <RewardsBanner
            messageKey="landingRewards"
            points={user.rewards}
            durationMs={LANDING_REWARDS_BANNER_MS}
          />
        </Suspense>
      ) : null}
      {warming ? (
        <PalayokLoader label={t('settingTheTable')} />
      ) : (
        <>
          <LandingHero addressEntry={addressEntry} dishes={dishes} />
          <SampleDishes dishes={dishes} menus={menus} />
          <Suspense fallback={null}>
            <LandingMore featured={featured} stories={stories} menus={menus} />
          </Suspense>
        </>
      )}
    </section>
  );
}

/**
 * While the mascot shows (the best-rated kitchens loading), the page keeps a screen's height, so
 * the footer waits below the fold instead of being pushed down when the sections arrive (no layout
 * shift, issue 10 budgets).
 */
function landingClassName(warming: boolean, revealed: boolean): string {
  if (warming) return 'page landing landing--warming';
  return revealed ? 'page landing landing--revealed' : 'page landing';
}

// The alerts other pages hand over, e.g. 'Please enter an address first' after a redirect from
// /bazaar (product §2).
function FlashAlert({ state }: { state: unknown }) {
  const banner = useTimedAlert(readFlash(state));
  return <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />;
}
