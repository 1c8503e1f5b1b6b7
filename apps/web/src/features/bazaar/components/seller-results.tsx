import { useCallback } from 'react';
import { FIRST_SCREEN_CARDS } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { PalayokIcon, PalayokLoader } from '../../../components/palayok-loader';
import { useNearBottom } from '../../../hooks/use-near-bottom';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import type { useSellers } from '../api/get-sellers';
import { noSellersNoun } from './bazaar-texts';
import type { MainCategory } from './filter-state';
import { SellerCardView } from './seller-card';
import { useTexts } from '../../../i18n/use-texts';

/** product §11: the next page loads within 20px of the bottom. */
export const INFINITE_SCROLL_TRIGGER_PX = 20;

type SellerResultsProps = {
  sellers: ReturnType<typeof useSellers>;
  main: MainCategory;
  searchText: string;
  /** decision 048: the Favourites chip is on */
  favouritesOnly?: boolean;
};

/** The seller grid with its mascot, empty text, error banner and infinite scroll. */
export function SellerResults({
  sellers,
  main,
  searchText,
  favouritesOnly = false,
}: SellerResultsProps) {
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = sellers;
  const { isFetchNextPageError } = sellers;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinel = useNearBottom(
    loadMore,
    Boolean(hasNextPage) && !isFetchingNextPage && !isError,
    INFINITE_SCROLL_TRIGGER_PX,
  );
  const list = uniqueById(data?.pages.flat() ?? []);
  const { t } = useTexts('bazaar');
  const { t: message } = useTexts('messages');
  const { t: favouriteText } = useTexts('favourites');

  return (
    <section className="seller-results" aria-label={t('sellersLabel')} aria-busy={isPending}>
      {isError ? (
        <ErrorBanner key={sellers.errorUpdatedAt} message={message('chefsFetchFailed')} />
      ) : null}
      {isPending && !isError ? <PalayokLoader label={t('findingCooks')} /> : null}
      {!isPending && list.length === 0 && !isError ? (
        <div className="seller-results__empty" data-testid="sellers-empty">
          <PalayokIcon className="seller-results__empty-icon" />
          <p>
            {favouritesOnly
              ? favouriteText('filterEmpty')
              : message('noSellersFound', { noun: noSellersNoun(main) })}
          </p>
          {searchText !== '' ? <p>{t('tryOtherCategories')}</p> : null}
          {searchText !== '' ? <p>{t('sorry')}</p> : null}
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className="seller-grid" data-testid="seller-grid">
          {list.map((seller, i) => (
            <li key={seller.id}>
              <SellerCardView seller={seller} priority={i < FIRST_SCREEN_CARDS} />
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={sentinel} className="seller-results__sentinel" aria-hidden="true" />
      {isFetchingNextPage ? <PalayokLoader label={t('loadingMore')} /> : null}
      {isFetchNextPageError && !isFetchingNextPage ? (
        <Button
          variant="secondary"
          className="seller-results__more"
          onClick={() => void fetchNextPage()}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </section>
  );
}

// A seller can move between pages while the list is read (a new rating, a new seller nearby).
function uniqueById<T extends { id: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

function ErrorBanner({ message }: { message: string }) {
  const banner = useTimedAlert({ message, tone: 'error' });
  return <AlertBanner alert={banner.alert} onDismiss={banner.dismiss} />;
}
