import type { MenuDish } from '@lutong/shared';
import type { AddToCart, DishInCart } from './add-to-cart';
import { DishCard } from './dish-card';
import { splitTrays, type MenuDayOption } from './menu-days';
import { useTexts } from '../../../i18n/use-texts';

type DishSectionsProps = {
  dishes: readonly MenuDish[];
  day: MenuDayOption;
  promo: number;
  onAddToCart?: AddToCart | undefined;
  dishInCart?: DishInCart | undefined;
};

/** The day's regular dishes, then 'Meal Trays & Promos' (product §11), or 'NOT AVAILABLE'. */
export function DishSections({ dishes, day, promo, onAddToCart, dishInCart }: DishSectionsProps) {
  const { t } = useTexts('menu');
  if (dishes.length === 0) {
    return (
      <p className="menu-empty" data-testid="menu-not-available">
        {t('notAvailable')}
      </p>
    );
  }
  const { regular, trays } = splitTrays(dishes);
  const list = (items: MenuDish[], testId: string, heading: 'h2' | 'h3') => (
    <ul className="dish-grid" data-testid={testId}>
      {items.map((dish) => (
        <li key={dish.id}>
          <DishCard
            dish={dish}
            day={day}
            promo={promo}
            onAddToCart={onAddToCart}
            dishInCart={dishInCart}
            heading={heading}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {regular.length > 0 ? list(regular, 'dishes', 'h2') : null}
      {trays.length > 0 ? (
        <section className="menu-trays" aria-labelledby="menu-trays-title">
          <h2 id="menu-trays-title">{t('mealTrays')}</h2>
          {list(trays, 'meal-trays', 'h3')}
        </section>
      ) : null}
    </>
  );
}
