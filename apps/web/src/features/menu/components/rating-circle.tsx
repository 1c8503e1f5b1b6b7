import { useTexts } from '../../../i18n/use-texts';
type RatingCircleProps = { average: number; count: number };

/** product §11 rating colour bands: above 3.5 green, above 2.5 orange-red, otherwise red. */
export function ratingBand(average: number): 'high' | 'mid' | 'low' {
  if (average > 3.5) return 'high';
  if (average > 2.5) return 'mid';
  return 'low';
}

/** product §2 dish card: the rating with 2 decimals, or 'No Ratings'. */
export function RatingCircle({ average, count }: RatingCircleProps) {
  const { t } = useTexts('menu');
  if (count === 0) {
    return (
      <span className="rating-circle rating-circle--none" data-testid="dish-rating">
        {t('noRatings')}
      </span>
    );
  }
  return (
    <span
      className={`rating-circle rating-circle--${ratingBand(average)}`}
      data-testid="dish-rating"
      title={t('ratingsCount', { count })}
    >
      <span className="visually-hidden">{t('rated')} </span>
      {average.toFixed(2)}
      <span className="visually-hidden"> {t('outOfFive')}</span>
    </span>
  );
}
