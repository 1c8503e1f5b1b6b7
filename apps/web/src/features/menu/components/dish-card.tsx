import { useState } from 'react';
import { promoPrice, type MenuDish } from '@lutong/shared';
import { DishPhoto } from '../../../components/dish-photo';
import type { AddToCart, DishInCart } from './add-to-cart';
import { DishDetailsDialog } from './dish-details-dialog';
import { DishTags } from './dish-tags';
import { isOutOfStock, weeklyStockLeft, type MenuDayOption } from './menu-days';
import { OrderControls } from './order-controls';
import { RatingCircle } from './rating-circle';
import { useTexts } from '../../../i18n/use-texts';

type DishCardProps = {
  dish: MenuDish;
  day: MenuDayOption;
  promo: number;
  /** Where ADD TO CART hands the dish (the cart, wired in by src/app). */
  onAddToCart?: AddToCart | undefined;
  dishInCart?: DishInCart | undefined;
  /** h2 right under the chef's name, h3 under 'Meal Trays & Promos' (headings in order). */
  heading?: 'h2' | 'h3';
};

/** product §2 dish card. */
export function DishCard({
  dish,
  day,
  promo,
  onAddToCart,
  dishInCart,
  heading: Heading = 'h2',
}: DishCardProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const { t } = useTexts('menu');
  const outOfStock = isOutOfStock(dish, day);
  const stockLeft = weeklyStockLeft(dish);

  return (
    <article className="dish-card" data-testid="dish-card" data-out-of-stock={outOfStock}>
      <div className="dish-card__media">
        <DishPhoto
          photo={dish.photo}
          alt={dish.name}
          className="dish-card__photo"
          iconClassName="dish-card__placeholder"
          sizes="(min-width: 1024px) 360px, (min-width: 720px) 50vw, 100vw"
        />
        <RatingCircle average={dish.ratingsAverage} count={dish.ratingsQuantity} />
        {outOfStock ? (
          <p className="dish-card__sold-out" data-testid="dish-out-of-stock">
            {t('outOfStock')}
          </p>
        ) : null}
      </div>
      <div className="dish-card__body">
        <Heading className="dish-card__name">{dish.name}</Heading>
        <DishTags tags={dish.tags} />
        <p className="dish-card__description">{dish.description}</p>
        <button type="button" className="dish-card__more" onClick={() => setDetailsOpen(true)}>
          {t('seeMore')}
        </button>
        <dl className="dish-card__facts fact-pairs">
          <div>
            <dt>{t('servingSize')}</dt>
            <dd>
              {dish.servingSize} {dish.unit}
            </dd>
          </div>
          {stockLeft !== null ? (
            <div>
              <dt>{t('stockLeft')}</dt>
              <dd data-testid="dish-stock-left">{stockLeft}</dd>
            </div>
          ) : null}
        </dl>
        <p className="dish-card__price" data-testid="dish-price">
          {promo > 0 ? (
            <>
              <s className="dish-card__old-price">
                <span className="visually-hidden">{t('priceWas')} </span>P{dish.price}
              </s>{' '}
              <strong>
                <span className="visually-hidden">{t('priceNow')} </span>P
                {promoPrice(dish.price, promo)}
              </strong>
            </>
          ) : (
            <strong>P{dish.price}</strong>
          )}
        </p>
        {!outOfStock ? (
          <OrderControls
            dish={dish}
            day={day}
            stockLeft={stockLeft}
            onAddToCart={onAddToCart}
            inCart={dishInCart?.(dish.id, day) ?? false}
          />
        ) : null}
      </div>
      <DishDetailsDialog dish={dish} open={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </article>
  );
}
