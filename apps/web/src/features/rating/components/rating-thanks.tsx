import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths, type TextKey } from '@lutong/shared';
import { PalayokIcon } from '../../../components/palayok-loader';
import { useTexts } from '../../../i18n/use-texts';

/** product §2.10 Rating page: on completion a thank-you and an Explore the Bazaar link. */
export function RatingThanks({ message }: { message: TextKey<'rating'> }) {
  const { t } = useTexts('rating');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and the button that had focus) is gone: move focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rating-card rating-thanks" data-testid="rating-thanks">
      <PalayokIcon className="rating-thanks__icon" />
      <h1 ref={heading} tabIndex={-1} className="rating-thanks__title">
        {t('thanksTitle')}
      </h1>
      <p className="rating-thanks__text" role="status">
        {t(message)}
      </p>
      <Link className="btn btn--primary" to={paths.bazaar()} data-testid="rating-explore">
        {t('exploreBazaar')}
      </Link>
    </div>
  );
}
