import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { Tag } from '../../../components/tag';
import type { SellerVisibility, StaffSeller } from '../api/sellers';
import { ratingShown } from '../utils/admin-format';

export const visibilityOptions: { value: SellerVisibility; label: string }[] = [
  { value: 'hidden', label: 'Hidden' },
  { value: 'auto', label: 'Automatic' },
  { value: 'shown', label: 'Always shown' },
];

type SellerCardProps = {
  seller: StaffSeller;
  /** The visibility being saved for this seller, shown while the request runs. */
  changingTo: SellerVisibility | null;
  locked: boolean;
  onVisibility: (value: SellerVisibility) => void;
};

export function SellerCard({ seller, changingTo, locked, onVisibility }: SellerCardProps) {
  const selectId = useId();
  return (
    <article className="admin-card" data-testid="admin-seller">
      <header className="admin-card__head">
        <h2 className="admin-card__title">{seller.name || seller.email}</h2>
        {seller.listed ? <Tag tone="info">IN THE BAZAAR</Tag> : <Tag tone="closed">NOT LISTED</Tag>}
      </header>
      <dl className="admin-facts">
        <div>
          <dt>Email</dt>
          <dd>{seller.email}</dd>
        </div>
        <div>
          <dt>Area</dt>
          <dd>{seller.miniAddress || '—'}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>{ratingShown(seller.ratingsAverage, seller.ratingsQuantity)}</dd>
        </div>
        <div>
          <dt>Menu</dt>
          <dd>{seller.finishedUpdating ? 'Open' : 'TEMPORARILY CLOSED'}</dd>
        </div>
        <div className="admin-facts__wide">
          <dt>Bazaar listing</dt>
          <dd>{seller.listedReason || (seller.listed ? 'Listed' : 'Not listed')}</dd>
        </div>
      </dl>
      <div className="admin-card__actions">
        <label className="admin-select" htmlFor={selectId}>
          <span>Visibility</span>
          <select
            id={selectId}
            value={changingTo ?? seller.visibility}
            disabled={locked}
            aria-busy={changingTo !== null || undefined}
            onChange={(event) => onVisibility(event.target.value as SellerVisibility)}
          >
            {visibilityOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <Link className="btn btn--secondary" to={paths.menu(seller.id)}>
          Public menu
        </Link>
      </div>
    </article>
  );
}
