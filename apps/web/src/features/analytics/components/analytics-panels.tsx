import { useId } from 'react';
import { Link } from 'react-router';
import { analyticsMessages, paths } from '@lutong/shared';
import { PalayokIcon } from '../../../components/palayok-loader';

/** product §3.5 'Total Orders': the count, or a dash while it is unknown. */
export function TotalOrders({ count }: { count: number | undefined }) {
  const headingId = useId();
  return (
    <section className="analytics-card analytics-total" aria-labelledby={headingId}>
      <h2 id={headingId} className="analytics-card__title">
        {analyticsMessages.totalOrders}
      </h2>
      <p className="analytics-total__count" data-testid="total-orders">
        {count === undefined ? '–' : count.toLocaleString('en-PH')}
      </p>
    </section>
  );
}

/**
 * A user with no dishes: the spec's page fails here (product §3.5); ours says what to do next,
 * My Menu for a chef, the homechef application for anyone else.
 */
export function NoDishes({ isChef }: { isChef: boolean }) {
  return (
    <div className="analytics-card analytics-empty" data-testid="analytics-empty">
      <PalayokIcon className="analytics-empty__icon" />
      <p className="analytics-empty__text">{analyticsMessages.noDishes}</p>
      {isChef ? (
        <Link className="btn btn--primary" to={paths.myMenu()}>
          {analyticsMessages.goToMyMenu}
        </Link>
      ) : (
        <Link className="btn btn--secondary" to={paths.homechef()}>
          {analyticsMessages.becomeHomechef}
        </Link>
      )}
    </div>
  );
}
