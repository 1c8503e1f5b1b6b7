import { useEffect, useRef, useState } from 'react';
import { AlertBanner } from '../../../components/alert-banner';
import { OfflineBanner } from '../../../components/offline-banner';
import { RewardsMessageBanner } from '../../../components/rewards-banner';
import { BAZAAR_REWARDS_BANNER_MS } from '../../../config/timers';
import { useUser } from '../../../lib/auth';
import { localStore } from '../../../lib/browser-storage';
import { readSavedAddress } from '../../../lib/saved-address';
import { searchPoint } from '../../../lib/search-point';
import { CHEFS_PATH, useSellers } from '../api/get-sellers';
import { favouritesMode, toChefsQuery } from '../components/chefs-query';
import { CuisineTiles } from '../components/cuisine-tiles';
import { DayPicker } from '../components/day-picker';
import { FilterBar } from '../components/filter-bar';
import {
  switchMainCategory,
  toggleFeature,
  withDays,
  type BazaarFilters,
} from '../components/filter-state';
import { SearchBar } from '../components/search-bar';
import { SellerResults } from '../components/seller-results';
import { SortSelect } from '../components/sort-select';
import { useBazaarFilters } from '../components/use-bazaar-filters';
import { useBazaarSearch } from '../components/use-bazaar-search';
import '../components/bazaar.css';
import '../components/bazaar-filters.css';
import '../components/seller-card.css';
import { useTexts } from '../../../i18n/use-texts';

// product §2.4 Bazaar: title, search bar, filter bar, day picker, sort select and the seller
// grid with infinite scroll. The RequireAddress guard makes sure there is a point to search around.
export function BazaarPage() {
  const user = useUser();
  const saved = readSavedAddress(localStore());
  const point = searchPoint(user, saved);
  const place = user?.location ? user.address : saved?.address;
  const [filters, setFilters] = useBazaarFilters();
  const bazaarSearch = useBazaarSearch();
  const { search, listFailed } = bazaarSearch;
  // decision 048: the Favourites chip (not remembered: the bazaar opens with everyone)
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const favourites = favouritesMode(user, onlyFavourites);
  const sellers = useSellers(point ? toChefsQuery(filters, search, point, favourites) : null, null);
  const firstPageFailed = sellers.isError && !sellers.isFetchNextPageError;
  useEffect(() => {
    if (firstPageFailed) listFailed();
  }, [firstPageFailed, listFailed]);
  const results = useRef<HTMLDivElement>(null);
  const { t } = useTexts('bazaar');

  // A new filter starts the list again at page 1; bring its top back into view if scrolled past.
  const change = (next: BazaarFilters) => {
    setFilters(next);
    const top = results.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) results.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section className="page bazaar" data-testid="bazaar">
      <title>{t('pageTitle')}</title>
      <header className="bazaar__head">
        <h1 className="bazaar__title">{t('title')}</h1>
        <p className="bazaar__intro">
          {t('introNear')} {place ? <strong>{place}</strong> : t('introYou')}.
        </p>
      </header>
      <OfflineBanner apiPath={CHEFS_PATH} page="pageBazaar" />
      {/* product §2.4 Bazaar, §11: a dismissible rewards banner for 8 seconds */}
      {user && user.rewards > 0 ? (
        <RewardsMessageBanner
          messageKey="bazaarRewards"
          points={user.rewards}
          durationMs={BAZAAR_REWARDS_BANNER_MS}
        />
      ) : null}
      <AlertBanner alert={bazaarSearch.alert} onDismiss={bazaarSearch.dismissAlert} />
      <SearchBar
        key={bazaarSearch.resetCount}
        mode={search.mode}
        initialText={search.text}
        searching={sellers.isFetching && !sellers.isFetchingNextPage}
        onSearch={(mode, text) => void bazaarSearch.run(mode, text)}
      />
      <FilterBar
        filters={filters}
        mode={search.mode}
        onMainChange={(main) => change(switchMainCategory(filters, main))}
        onFeatureToggle={(feature) => change(toggleFeature(filters, feature))}
        favourites={
          user ? { only: onlyFavourites, onToggle: () => setOnlyFavourites((on) => !on) } : null
        }
      />
      <CuisineTiles
        main={filters.main}
        selected={filters.cuisine}
        onSelect={(cuisine) => change({ ...filters, cuisine })}
      />
      <div className="bazaar__toolbar">
        <DayPicker days={filters.days} onApply={(days) => change(withDays(filters, days))} />
        <SortSelect order={filters.order} onChange={(order) => change({ ...filters, order })} />
      </div>
      <div ref={results} className="bazaar__results">
        <SellerResults
          sellers={sellers}
          main={filters.main}
          searchText={search.text}
          favouritesOnly={favourites === 'only'}
        />
      </div>
    </section>
  );
}
