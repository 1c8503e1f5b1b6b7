import { useMemo, type ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useUser } from '../../../lib/auth';
import { useDishRatings } from '../api/get-dish-ratings';
import { useDishRatingsMonthly, useOverallRatings } from '../api/get-monthly-ratings';
import { useOrderCount } from '../api/get-order-count';
import { ForSellersOnly, NoDishes, TotalOrders } from '../components/analytics-panels';
import { DishAverages } from '../components/dish-averages';
import { MonthlyChart } from '../components/monthly-chart';
import { PriceChart } from '../components/price-chart';
import { useLoggedError } from '../components/use-logged-error';
import { lineDatasets } from '../utils/chart-data';
import '../components/analytics.css';

// product §3.5 Analytics (/analytics): signed in, not guarded by role; a user who does not sell
// reads what the page is and how to become a seller (issue 22).
export function AnalyticsPage() {
  const isChef = useUser()?.role === 'chef';
  return isChef ? (
    <ChefAnalytics />
  ) : (
    <AnalyticsFrame>
      <ForSellersOnly />
    </AnalyticsFrame>
  );
}

function AnalyticsFrame({ children }: { children: ReactNode }) {
  const { t } = useTexts('analytics');
  return (
    <section className="page analytics-page" data-testid="analytics-page">
      <title>{t('pageTitle')}</title>
      <header className="analytics-page__head">
        <h1 className="analytics-page__title">{t('title')}</h1>
        <p className="analytics-page__subtitle">{t('subtitle')}</p>
      </header>
      {children}
    </section>
  );
}

// product §10: errors are only logged; a failed call leaves its part empty, no banner.
function ChefAnalytics() {
  const { t } = useTexts('analytics');
  const dishes = useDishRatings();
  const monthly = useDishRatingsMonthly();
  const overall = useOverallRatings();
  // The order count is a chef's call (403 for anyone else, who has no orders to count).
  const orderCount = useOrderCount(true);
  useLoggedError(dishes.error, 'dish ratings');
  useLoggedError(monthly.error, 'monthly dish ratings');
  useLoggedError(overall.error, 'overall ratings');
  useLoggedError(orderCount.error, 'the order count');

  const dishList = dishes.data?.dishes ?? [];
  const dishDatasets = useMemo(() => lineDatasets(monthly.data?.series ?? []), [monthly.data]);
  const overallDatasets = useMemo(
    () => lineDatasets([{ name: t('overall'), dataA: overall.data?.dataA ?? [] }]),
    [overall.data, t],
  );

  return (
    <AnalyticsFrame>
      {dishes.isPending ? (
        <PalayokLoader label={t('loadingRatings')} />
      ) : (
        <div className="analytics-grid">
          {dishList.length === 0 ? (
            <div className="analytics-grid__wide">
              <NoDishes />
            </div>
          ) : (
            <div className="analytics-grid__wide">
              <MonthlyChart
                title={t('dishQuality')}
                datasets={dishDatasets}
                testId="chart-dish-quality"
                legend
              />
            </div>
          )}
          <MonthlyChart
            title={t('overall')}
            datasets={overallDatasets}
            testId="chart-overall"
            legend={false}
          />
          {dishList.length > 0 ? <DishAverages dishes={dishList} /> : null}
          <TotalOrders count={orderCount.data} />
          <PriceChart />
        </div>
      )}
    </AnalyticsFrame>
  );
}
