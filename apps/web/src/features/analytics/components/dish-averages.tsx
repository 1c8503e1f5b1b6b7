import { useId } from 'react';
import { useTexts } from '../../../i18n/use-texts';
import { type DishRatingSummary } from '@lutong/shared';
import { DishPhoto } from '../../../components/dish-photo';
import { dishAverageView } from '../utils/chart-data';

/**
 * product §3.5 'Current Average Dish Ratings': each dish with its average (2 decimals) in a
 * badge coloured by band: above 3.5 green, above 2.5 up to 3.5 orange-red, otherwise red.
 */
export function DishAverages({ dishes }: { dishes: DishRatingSummary[] }) {
  const { t } = useTexts('analytics');
  const headingId = useId();
  return (
    <section className="analytics-card analytics-averages" aria-labelledby={headingId}>
      <h2 id={headingId} className="analytics-card__title">
        {t('currentAverages')}
      </h2>
      <ul className="dish-averages" data-testid="dish-averages">
        {dishes.map(dishAverageView).map((dish) => (
          <li
            key={dish.id}
            className="dish-average"
            data-testid="dish-average"
            data-band={dish.band}
            data-dish-id={dish.id}
          >
            <DishPhoto
              photo={dish.photo}
              alt=""
              className="dish-average__photo"
              width={56}
              height={56}
            />
            <span className="dish-average__text">
              <span className="dish-average__name">{dish.name}</span>
              <span className="dish-average__count">
                {t('ratingsCount', { count: dish.count })}
              </span>
            </span>
            <span
              className={`dish-average__badge dish-average__badge--${dish.band}`}
              data-testid="dish-average-value"
            >
              {dish.count > 0 ? dish.averageText : t('noRatings')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
