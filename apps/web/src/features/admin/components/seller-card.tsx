import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { Tag } from '../../../components/tag';
import { useTexts } from '../../../i18n/use-texts';
import type { SellerVisibility, StaffSeller } from '../api/sellers';
import { ratingShown } from '../utils/admin-format';

export const visibilityOptions = [
  { value: 'hidden', label: 'visibilityHidden' },
  { value: 'auto', label: 'visibilityAuto' },
  { value: 'shown', label: 'visibilityShown' },
] as const satisfies readonly { value: SellerVisibility; label: string }[];

type SellerCardProps = {
  seller: StaffSeller;
  /** The visibility being saved for this seller, shown while the request runs. */
  changingTo: SellerVisibility | null;
  locked: boolean;
  onVisibility: (value: SellerVisibility) => void;
};

export function SellerCard({ seller, changingTo, locked, onVisibility }: SellerCardProps) {
  const selectId = useId();
  const { t } = useTexts('admin');
  return (
    <article className="admin-card" data-testid="admin-seller">
      <header className="admin-card__head">
        <h2 className="admin-card__title">{seller.name || seller.email}</h2>
        {seller.listed ? (
          <Tag tone="info">{t('inTheBazaar')}</Tag>
        ) : (
          <Tag tone="closed">{t('notListedTag')}</Tag>
        )}
      </header>
      <dl className="admin-facts">
        <div>
          <dt>{t('factEmail')}</dt>
          <dd>{seller.email}</dd>
        </div>
        <div>
          <dt>{t('factArea')}</dt>
          <dd>{seller.miniAddress || '—'}</dd>
        </div>
        <div>
          <dt>{t('factRating')}</dt>
          <dd>{ratingShown(seller.ratingsAverage, seller.ratingsQuantity, t)}</dd>
        </div>
        <div>
          <dt>{t('factMenu')}</dt>
          <dd>{seller.finishedUpdating ? t('menuOpen') : t('menuClosed')}</dd>
        </div>
        <div className="admin-facts__wide">
          <dt>{t('factListing')}</dt>
          <dd>{seller.listedReason || (seller.listed ? t('listed') : t('notListed'))}</dd>
        </div>
      </dl>
      <div className="admin-card__actions">
        <label className="admin-select" htmlFor={selectId}>
          <span>{t('visibility')}</span>
          <select
            id={selectId}
            value={changingTo ?? seller.visibility}
            disabled={locked}
            aria-busy={changingTo !== null || undefined}
            onChange={(event) => onVisibility(event.target.value as SellerVisibility)}
          >
            {visibilityOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </label>
        <Link className="btn btn--secondary" to={paths.menu(seller.id)}>
          {t('publicMenu')}
        </Link>
      </div>
    </article>
  );
}
