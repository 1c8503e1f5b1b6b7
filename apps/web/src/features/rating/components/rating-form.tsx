import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths, type RatingOrder, type TextKey } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { DishPhoto } from '../../../components/dish-photo';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useSubmitRatings } from '../api/submit-ratings';
import {
  emptyDraft,
  isAlreadyRated,
  ratingPayload,
  submitFailureMessage,
  withDishStars,
  type RatingDraft,
} from '../utils/rating-payload';
import { StarInput } from './star-input';

type RatingFormProps = {
  order: RatingOrder;
  /** Called with the thank-you text's key once the ratings are saved (or were saved before). */
  onRated: (message: TextKey<'rating'>) => void;
};

// product §2.10 Rating page, §6 Rating flow: an overall rating and one per dish, all optional.
export function RatingForm({ order, onRated }: RatingFormProps) {
  const { t } = useTexts('rating');
  const [draft, setDraft] = useState<RatingDraft>(() => emptyDraft(order.dishList.length));
  const submit = useSubmitRatings();
  const navigate = useNavigate();
  const notice = useTimedAlert();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const body = ratingPayload(order.id, draft);
    // Nothing rated: 'SUBMIT RATINGS OR CLOSE' only closes.
    if (!body) {
      void navigate(paths.home());
      return;
    }
    submit.mutate(body, {
      onSuccess: () => onRated('thanks'),
      onError: (error) => {
        if (isAlreadyRated(error, t('alreadyRated'))) onRated('alreadyRated');
        else {
          const failure = submitFailureMessage(error);
          notice.show('key' in failure ? t(failure.key) : failure.words, 'error');
        }
      },
    });
  };

  return (
    <form className="rating-form" onSubmit={onSubmit} noValidate>
      <p className="rating-form__note">{t('optionalNote')}</p>
      <fieldset className="rating-form__fields" disabled={submit.isPending}>
        <StarInput
          className="rating-card rating-overall"
          legend={t('overallLabel')}
          value={draft.overall}
          onChange={(overall) => setDraft((current) => ({ ...current, overall }))}
          starLabel={(stars) => t('starsOverall', { stars })}
          clearLabel={t('clearLabel', { subject: t('overall') })}
        />
        <ul className="rating-dishes" data-testid="rating-dishes">
          {order.dishList.map((line, index) => (
            // The same dish may sit twice in one order (two spice levels): key by position.
            <li key={`${line.dish.id}-${index}`} data-testid="rating-dish">
              <StarInput
                className="rating-card rating-dish"
                legend={<DishLegend name={line.dish.name} photo={line.dish.photo} />}
                value={draft.dishes[index] ?? null}
                onChange={(stars) => setDraft((current) => withDishStars(current, index, stars))}
                starLabel={(stars) => t('starsFor', { stars, dish: line.dish.name })}
                clearLabel={t('clearLabel', { subject: line.dish.name })}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <AlertBanner alert={notice.alert} onDismiss={notice.dismiss} />
      <Button
        type="submit"
        block
        pending={submit.isPending}
        pendingLabel={t('submitting')}
        data-testid="rating-submit"
      >
        {t('submit')}
      </Button>
    </form>
  );
}

function DishLegend({ name, photo }: { name: string; photo: string | null }) {
  return (
    <span className="rating-dish__legend">
      <DishPhoto photo={photo} alt="" className="rating-dish__photo" width={64} height={64} />
      <span className="rating-dish__name">{name}</span>
    </span>
  );
}
