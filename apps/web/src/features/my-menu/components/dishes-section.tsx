import { useId, useState } from 'react';
import {
  formatHour,
  manilaClock,
  sameDayCutoffHour,
  weekdayCodes,
  weekdayIndex,
  type MenuChef,
  type MenuDish,
  type UpdateDishInput,
} from '@lutong/shared';
import { Button } from '../../../components/button';
import { useTexts } from '../../../i18n/use-texts';
import { useUpdateDish } from '../api/update-dish';
import { withDayStock } from '../utils/dish-draft';
import { MyDishCard } from './my-dish-card';

const dayNames = ['dayMon', 'dayTue', 'dayWed', 'dayThu', 'dayFri', 'daySat', 'daySun'] as const;

type DishesSectionProps = {
  chefId: string;
  chef: MenuChef | undefined;
  loading: boolean;
  failed: boolean;
  onAdd: () => void;
  onEdit: (dish: MenuDish) => void;
  onRemove: (dish: MenuDish) => void;
  onNotice: (message: string, tone: 'success' | 'error') => void;
};

// product §3.3: the chef's dishes with Add, Edit and Remove, and each day's stock.
export function DishesSection({
  chefId,
  chef,
  loading,
  failed,
  onAdd,
  onEdit,
  onRemove,
  onNotice,
}: DishesSectionProps) {
  const dayId = useId();
  const { t } = useTexts('myMenu');
  const { t: m } = useTexts('messages');
  const { t: rule } = useTexts('sellerRules');
  // Stock is shown for today's weekday in Manila until the chef picks another day.
  const [dayIndex, setDayIndex] = useState(() => weekdayIndex(manilaClock(new Date()).weekday));
  const stock = useUpdateDish(chefId);
  const dishes = chef?.dishes ?? [];
  const dayName = t(dayNames[dayIndex] ?? 'dayMon');

  // issue 18: a stock switch sends the stock alone; the server leaves every other field as it is
  const save = (dish: MenuDish, change: UpdateDishInput) => {
    if (stock.isPending) return;
    stock.mutate(
      { id: dish.id, dish: change },
      { onError: () => onNotice(rule('dishUpdateFailed'), 'error') },
    );
  };
  const onStock = (dish: MenuDish, inStock: boolean) =>
    save(dish, { stockQuantity: withDayStock(dish.stockQuantity, dayIndex, inStock) });
  const onToday = (dish: MenuDish, todayStock: number | null) =>
    save(dish, todayStock === null ? { now: false } : { now: true, todayStock });
  const now = new Date();
  const cutoff = chef
    ? sameDayCutoffHour({
        todaySlots: chef.deliveryTimes[manilaClock(now).weekday],
        hourPrep: chef.hourPrep,
      })
    : null;

  return (
    <section className="my-menu-dishes" aria-labelledby="my-dishes-title" id="tour-dishes">
      <div className="my-menu-dishes__head">
        <h2 id="my-dishes-title">{t('yourDishes')}</h2>
        <Button onClick={onAdd} data-testid="add-dish">
          {t('addADish')}
        </Button>
      </div>
      <label className="my-menu-select" htmlFor={dayId}>
        <span>{t('showStockFor')}</span>
        <select id={dayId} value={dayIndex} onChange={(e) => setDayIndex(Number(e.target.value))}>
          {weekdayCodes.map((code, i) => (
            <option key={code} value={i}>
              {t(dayNames[i] ?? 'dayMon')}
            </option>
          ))}
        </select>
      </label>
      {chef && dishes.length > 0 ? (
        <p className="my-menu-note" data-testid="today-note">
          {chef.today ? t('todayNoteOn', { hour: formatHour(cutoff ?? 0) }) : t('todayNoteOff')}
        </p>
      ) : null}
      {failed ? (
        <p className="alert alert--error alert__text" role="alert" data-testid="my-menu-failed">
          {m('chefLoadFailed')}
        </p>
      ) : loading ? (
        <div className="my-menu-skeleton" aria-label={t('loadingDishes')} role="status">
          <span />
          <span />
        </div>
      ) : dishes.length === 0 ? (
        <p className="my-menu-empty" data-testid="my-dishes-empty">
          {t('noDishes')}
        </p>
      ) : (
        <ul className="my-dish-grid">
          {dishes.map((dish) => (
            <li key={dish.id}>
              <MyDishCard
                dish={dish}
                dayIndex={dayIndex}
                dayName={dayName}
                stockPending={stock.isPending && stock.variables.id === dish.id}
                stockDisabled={stock.isPending}
                onStock={(inStock) => onStock(dish, inStock)}
                onToday={(todayStock) => onToday(dish, todayStock)}
                onRefuse={(message) => onNotice(message, 'error')}
                onEdit={() => onEdit(dish)}
                onRemove={() => onRemove(dish)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
