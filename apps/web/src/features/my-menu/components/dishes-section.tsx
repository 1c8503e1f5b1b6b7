import { useId, useState } from 'react';
import {
  formatHour,
  manilaClock,
  messages,
  sameDayCutoffHour,
  sellerMessages,
  weekdayCodes,
  weekdayIndex,
  type MenuChef,
  type MenuDish,
  type UpdateDishInput,
} from '@lutong/shared';
import { Button } from '../../../components/button';
import { useUpdateDish } from '../api/update-dish';
import { withDayStock } from '../utils/dish-draft';
import { MyDishCard } from './my-dish-card';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

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
  // Stock is shown for today's weekday in Manila until the chef picks another day.
  const [dayIndex, setDayIndex] = useState(() => weekdayIndex(manilaClock(new Date()).weekday));
  const stock = useUpdateDish(chefId);
  const dishes = chef?.dishes ?? [];
  const dayName = dayNames[dayIndex] ?? 'Monday';

  // issue 18: a stock switch sends the stock alone; the server leaves every other field as it is
  const save = (dish: MenuDish, change: UpdateDishInput) => {
    if (stock.isPending) return;
    stock.mutate(
      { id: dish.id, dish: change },
      { onError: () => onNotice(sellerMessages.dishUpdateFailed, 'error') },
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
        <h2 id="my-dishes-title">Your dishes</h2>
        <Button onClick={onAdd} data-testid="add-dish">
          Add a dish
        </Button>
      </div>
      <label className="my-menu-select" htmlFor={dayId}>
        <span>Show stock for</span>
        <select id={dayId} value={dayIndex} onChange={(e) => setDayIndex(Number(e.target.value))}>
          {weekdayCodes.map((code, i) => (
            <option key={code} value={i}>
              {dayNames[i]}
            </option>
          ))}
        </select>
      </label>
      {chef && dishes.length > 0 ? (
        <p className="my-menu-note" data-testid="today-note">
          {chef.today
            ? `Dishes you offer today take same-day orders until ${formatHour(cutoff ?? 0)} (your last slot today minus your preparation hours), and stop being offered at midnight.`
            : "Dishes you offer today show under TODAY once 'Take orders for today' is on in your profile and Tod is one of your menu days."}
        </p>
      ) : null}
      {failed ? (
        <p className="alert alert--error alert__text" role="alert" data-testid="my-menu-failed">
          {messages.chefLoadFailed}
        </p>
      ) : loading ? (
        <div className="my-menu-skeleton" aria-label="Loading your dishes" role="status">
          <span />
          <span />
        </div>
      ) : dishes.length === 0 ? (
        <p className="my-menu-empty" data-testid="my-dishes-empty">
          No dishes yet. Add your first dish so buyers can order it.
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
