import { useState, type ReactNode } from 'react';
import { closedOnText, formatHour, sameDayCutoffHour, type MenuChef } from '@lutong/shared';
import type { AddToCart, DishInCart } from './add-to-cart';
import { DaySelector } from './day-selector';
import { DishSections } from './dish-sections';
import { dishesForDay, menuDayOptions, todaySlots } from './menu-days';
import { useTexts } from '../../../i18n/use-texts';

type MenuBoardProps = {
  chef: MenuChef;
  now: Date;
  onAddToCart?: AddToCart | undefined;
  dishInCart?: DishInCart | undefined;
  /** The mini cart panel (product §2), beside the dishes from 1024px, below them on phones. */
  cartPanel?: ReactNode;
};

/** The day selector with its cut-off labels, the chosen day's dishes and the mini cart. */
export function MenuBoard({ chef, now, onAddToCart, dishInCart, cartPanel }: MenuBoardProps) {
  const { t, locale } = useTexts('menu');
  const options = menuDayOptions(now, chef, locale);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // A chosen day can drop out (today's cut-off passing while the page polls): fall back to the
  // first day that takes orders (tomorrow's closed entry only when it is the only one).
  const selected =
    options.find((o) => o.key === selectedKey) ?? options.find((o) => !o.closed) ?? options[0];
  const withCart = cartPanel !== undefined && cartPanel !== null;
  // decision 020: the coming menu days the chef closed, so buyers know why they are missing
  const closedOn = closedOnText(now, chef, locale);
  const closedNotice = closedOn ? (
    <p className="menu-notice" data-testid="closed-dates">
      {closedOn}
    </p>
  ) : null;

  let main: ReactNode;
  if (!selected) {
    main = (
      <>
        <p className="menu-empty" data-testid="menu-not-yet">
          {t('notAvailableYet')}
        </p>
        {closedNotice ? <div className="menu-notices">{closedNotice}</div> : null}
      </>
    );
  } else {
    const cutoff = sameDayCutoffHour({
      todaySlots: todaySlots(now, chef),
      hourPrep: chef.hourPrep,
    });
    main = (
      <>
        <DaySelector options={options} selected={selected} onSelect={setSelectedKey} />
        <div className="menu-notices">
          {selected.today ? (
            <p className="menu-notice" data-testid="same-day-cutoff">
              {t('sameDayCutoff', { hour: formatHour(cutoff) })}
            </p>
          ) : null}
          {selected.closed ? (
            <p className="menu-notice" data-testid="next-day-closed" role="status">
              {t('nextDayClosed')}
            </p>
          ) : null}
          {closedNotice}
        </div>
        {selected.closed ? null : (
          <DishSections
            dishes={dishesForDay(chef.dishes, selected)}
            day={selected}
            promo={chef.promo}
            onAddToCart={onAddToCart}
            dishInCart={dishInCart}
          />
        )}
      </>
    );
  }

  return (
    <div className={withCart ? 'menu-board-layout menu-board-layout--cart' : 'menu-board-layout'}>
      <section className="menu-board" aria-label={t('menuLabel')}>
        {main}
      </section>
      {withCart ? <div className="menu-board-layout__cart">{cartPanel}</div> : null}
    </div>
  );
}
