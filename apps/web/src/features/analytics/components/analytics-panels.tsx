import { useId } from 'react';
import { useTexts } from '../../../i18n/use-texts';
import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { PalayokIcon } from '../../../components/palayok-loader';

/** product §3.5 'Total Orders': the count, or a dash while it is unknown. */
export function TotalOrders({ count }: { count: number | undefined }) {
  const { t } = useTexts('analytics');
  const headingId = useId();
  return (
    <section className="analytics-card analytics-total" aria-labelledby={headingId}>
      <h2 id={headingId} className="analytics-card__title">
        {t('totalOrders')}
      </h2>
      <p className="analytics-total__count" data-testid="total-orders">
        {count === undefined ? '–' : count.toLocaleString('en-PH')}
      </p>
    </section>
  );
}

/**
 * A chef with no dishes: the spec's page fails here (product §3.5); ours says what to do next,
 * My Menu (anyone else reads ForSellersOnly).
 */
export function NoDishes() {
  const { t } = useTexts('analytics');
  return (
    <div className="analytics-card analytics-empty" data-testid="analytics-empty">
      <PalayokIcon className="analytics-empty__icon" />
      <p className="analytics-empty__text">{t('noDishes')}</p>
      <Link className="btn btn--primary" to={paths.myMenu()}>
        {t('goToMyMenu')}
      </Link>
    </div>
  );
}

/**
 * /analytics for a signed-in user who is not a chef (issue 22): what the page is for and how to
 * become a seller, instead of a chef's empty charts.
 */
export function ForSellersOnly() {
  const { t } = useTexts('analytics');
  return (
    <div className="analytics-card analytics-empty" data-testid="analytics-for-sellers">
      <PalayokIcon className="analytics-empty__icon" />
      <p className="analytics-empty__text">{t('forSellers')}</p>
      <p className="analytics-empty__more">{t('forSellersWhat')}</p>
      <p className="analytics-empty__more">{t('forSellersHow')}</p>
      <Link className="btn btn--primary" to={paths.homechef()}>
        {t('becomeHomechef')}
      </Link>
    </div>
  );
}
