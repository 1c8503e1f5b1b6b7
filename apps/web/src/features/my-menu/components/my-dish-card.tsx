import { formatPeso, type MenuDish } from '@lutong/shared';
import { Button } from '../../../components/button';
import { DishPhoto } from '../../../components/dish-photo';
import { Switch } from '../../../components/switch';
import { Tag } from '../../../components/tag';
import { useTexts } from '../../../i18n/use-texts';
import { deliveryDaysText, isOutOfStockOn } from '../utils/dish-draft';
import { TodayOffer } from './today-offer';

type MyDishCardProps = {
  dish: MenuDish;
  /** The weekday (0 = Mon) whose stock the card shows. */
  dayIndex: number;
  dayName: string;
  stockPending: boolean;
  /** Another dish's stock is being saved (one save at a time). */
  stockDisabled: boolean;
  onStock: (inStock: boolean) => void;
  /** Offers the dish today with that many portions, or (null) stops offering it today. */
  onToday: (todayStock: number | null) => void;
  onRefuse: (message: string) => void;
  onEdit: () => void;
  onRemove: () => void;
};

/** product §3.3: one of the chef's dishes, OUT OF STOCK when the selected day's stock is false. */
export function MyDishCard({
  dish,
  dayIndex,
  dayName,
  stockPending,
  stockDisabled,
  onStock,
  onToday,
  onRefuse,
  onEdit,
  onRemove,
}: MyDishCardProps) {
  const outOfStock = isOutOfStockOn(dish, dayIndex);
  const { t, locale } = useTexts('myMenu');
  return (
    <article
      className="my-dish"
      data-testid="my-dish"
      data-dish-id={dish.id}
      data-out-of-stock={outOfStock}
    >
      <div className="my-dish__media">
        <DishPhoto
          photo={dish.photo}
          alt={dish.name}
          className="my-dish__photo"
          iconClassName="my-dish__placeholder"
        />
        {outOfStock ? (
          <p className="my-dish__sold-out" data-testid="dish-out-of-stock">
            {t('outOfStock')}
          </p>
        ) : null}
      </div>
      <div className="my-dish__body">
        <h3 className="my-dish__name">{dish.name}</h3>
        {dish.groupPromo ? <Tag tone="promo">{t('mealTrays')}</Tag> : null}
        <p className="my-dish__price" data-testid="my-dish-price">
          <strong>{formatPeso(dish.price)}</strong>
        </p>
        <dl className="my-dish__facts fact-pairs">
          <div>
            <dt>{t('servingSize')}</dt>
            <dd>
              {dish.servingSize} {dish.unit}
            </dd>
          </div>
          <div>
            <dt>{t('cooksOn')}</dt>
            <dd data-testid="my-dish-days">
              {deliveryDaysText(dish.deliveryDates, locale) ?? t('noDaysChosen')}
            </dd>
          </div>
        </dl>
        <Switch
          label={t('inStockOn', { day: dayName })}
          checked={!outOfStock}
          pending={stockPending}
          disabled={stockDisabled}
          onChange={onStock}
        />
        <TodayOffer
          dish={dish}
          pending={stockPending}
          disabled={stockDisabled}
          onOffer={onToday}
          onStop={() => onToday(null)}
          onRefuse={onRefuse}
        />
        <div className="my-dish__actions">
          <Button
            variant="secondary"
            onClick={onEdit}
            aria-label={t('editLabel', { name: dish.name })}
          >
            {t('edit')}
          </Button>
          <Button
            variant="danger"
            onClick={onRemove}
            aria-label={t('removeLabel', { name: dish.name })}
          >
            {t('remove')}
          </Button>
        </div>
      </div>
    </article>
  );
}
