import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { displayName, paths, type TextKey } from '@lutong/shared';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useTexts } from '../../../i18n/use-texts';
import { isApiError } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/auth';
import { useRatingOrder } from '../api/get-rating-order';
import { RatingForm } from '../components/rating-form';
import { RatingThanks } from '../components/rating-thanks';
import { isAlreadyRated, loadFailureMessage, type RatingWording } from '../utils/rating-payload';
import '../components/rating.css';

// product §2.10 Rating page (/rating/{orderId}), §6 Rating flow: loading, order shown, submitted.
export function RatingPage() {
  const { t } = useTexts('rating');
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const rating = useRatingOrder(id);
  const [thanks, setThanks] = useState<TextKey<'rating'> | null>(null);
  // A signed-out reply: forget the user, so the route guard sends them to /login with this link
  // remembered (product §2: the rating link is remembered).
  const signedOut = isApiError(rating.error) && rating.error.status === 401;
  useEffect(() => {
    if (signedOut) setSessionUser(queryClient, null);
  }, [signedOut, queryClient]);

  const worded = (wording: RatingWording) => ('key' in wording ? t(wording.key) : wording.words);

  if (thanks !== null) {
    return (
      <RatingShell>
        <RatingThanks message={thanks} />
      </RatingShell>
    );
  }

  if (rating.isPending) {
    return (
      <RatingShell>
        <PalayokLoader label={t('gettingOrder')} />
      </RatingShell>
    );
  }

  if (rating.isError) {
    if (isAlreadyRated(rating.error, t('alreadyRated'))) {
      return (
        <RatingShell>
          <RatingThanks message="alreadyRated" />
        </RatingShell>
      );
    }
    return (
      <RatingShell>
        <div className="rating-card rating-error" data-testid="rating-error">
          <p role="alert">{worded(loadFailureMessage(rating.error))}</p>
          <Link className="btn btn--secondary" to={paths.bazaar()}>
            {t('exploreBazaar')}
          </Link>
        </div>
      </RatingShell>
    );
  }

  const { order } = rating.data;
  if (order.rated) {
    return (
      <RatingShell>
        <RatingThanks message="alreadyRated" />
      </RatingShell>
    );
  }

  return (
    <RatingShell>
      <header className="rating-page__head">
        <h1 className="rating-page__title" data-testid="rating-title">
          {t('title')} <span className="rating-page__chef">{displayName(order.chef.name)}</span>
        </h1>
      </header>
      <RatingForm order={order} onRated={setThanks} />
    </RatingShell>
  );
}

function RatingShell({ children }: { children: ReactNode }) {
  const { t } = useTexts('rating');
  return (
    <section className="page page--narrow rating-page" data-testid="rating-page">
      <title>{t('pageTitle')}</title>
      {children}
    </section>
  );
}
