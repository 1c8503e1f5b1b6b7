import { useId } from 'react';
import { analyticsMessages, type DishRatingSummary } from '@lutong/shared';
import { DishPhoto } from '../../../components/dish-photo';
import { dishAverageView } from '../utils/chart-data';

/**
 * product §3.5 'Current Average Dish Ratings': each dish with its average (2 decimals) in a
 * badge coloured by band: above 3.5 green, above 2.5 up to 3.5 orange-red, otherwise red.
 */
export function DishAverages({ dishes }: { dishes: DishRatingSummary[] }) {
  const headingId = useId();
  return (
    <section className="analytics-card analytics-averages" aria-labelledby={headingId}>
      <h2 id={headingId} className="analytics-card__title">
        {analyticsMessages.currentAverages}
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
                {analyticsMessages.ratingsCount(dish.count)}
              </span>
            </span>
            <span
              className={`dish-average__badge dish-average__badge--${dish.band}`}
              data-testid="dish-average-value"
            >
              {dish.averageText}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
