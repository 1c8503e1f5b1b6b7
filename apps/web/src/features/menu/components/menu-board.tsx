import { useState } from 'react';
import { formatHour, isNextDayClosed, sameDayCutoffHour, type MenuChef } from '@lutong/shared';
import type { AddToCart } from './add-to-cart';
import { DaySelector } from './day-selector';
import { DishSections } from './dish-sections';
import { dishesForDay, menuDayOptions, todaySlots } from './menu-days';

type MenuBoardProps = { chef: MenuChef; now: Date; onAddToCart?: AddToCart };

/** The day selector with its cut-off labels, and the chosen day's dishes. */
export function MenuBoard({ chef, now, onAddToCart }: MenuBoardProps) {
  const options = menuDayOptions(now, chef);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // A chosen day can drop out (today's cut-off passing while the page polls): fall back to the first.
  const selected = options.find((o) => o.key === selectedKey) ?? options[0];

  if (!selected) {
    return (
      <section className="menu-board" aria-label="Menu">
        <p className="menu-empty" data-testid="menu-not-yet">
          Not Available Yet
        </p>
      </section>
    );
  }

  const cutoff = sameDayCutoffHour({ todaySlots: todaySlots(now, chef), hourPrep: chef.hourPrep });
  return (
    <section className="menu-board" aria-label="Menu">
      <DaySelector options={options} selected={selected} onSelect={setSelectedKey} />
      <div className="menu-notices">
        {selected.today ? (
          <p className="menu-notice" data-testid="same-day-cutoff">
            SAME-DAY ORDERS END AT {formatHour(cutoff)}
          </p>
        ) : null}
        {isNextDayClosed(now) ? (
          <p className="menu-notice" data-testid="next-day-closed">
            NO ORDERS AFTER 8PM FOR NEXT DAY ORDERS
          </p>
        ) : null}
      </div>
      <DishSections
        dishes={dishesForDay(chef.dishes, selected)}
        day={selected}
        promo={chef.promo}
        onAddToCart={onAddToCart}
      />
    </section>
  );
}
