import { useState } from 'react';
import type { MenuDish } from '@lutong/shared';
import { Button } from '../../../components/button';
import { QuantityStepper } from '../../../components/quantity-stepper';
import type { AddToCart } from './add-to-cart';
import type { MenuDayOption } from './menu-days';
import { MENU_STEPPER_MAX } from './quantity-stepper';
import { useTexts } from '../../../i18n/use-texts';

type OrderControlsProps = {
  dish: MenuDish;
  day: MenuDayOption;
  stockLeft: number | null;
  onAddToCart?: AddToCart | undefined;
  /** product §2: the button reads EDIT CART when the dish is in this day's cart order. */
  inCart?: boolean;
};

/** The quantity stepper and ADD TO CART of a dish card (product §2, §7). */
export function OrderControls({
  dish,
  day,
  stockLeft,
  onAddToCart,
  inCart = false,
}: OrderControlsProps) {
  const [quantity, setQuantity] = useState(0);
  const [note, setNote] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { t } = useTexts('menu');
  const { t: message } = useTexts('messages');
  const max = Math.min(MENU_STEPPER_MAX, stockLeft ?? MENU_STEPPER_MAX);

  const add = async () => {
    if (quantity === 0) {
      setNote(message('quantityRequired'));
      return;
    }
    if (!onAddToCart) return;
    setPending(true);
    const result = await onAddToCart({ dish, quantity, day });
    setPending(false);
    if (result.ok) setQuantity(0);
    setNote(result.ok ? null : result.message);
  };

  return (
    <div className="order-controls">
      <QuantityStepper
        value={quantity}
        max={max}
        label={t('howMany', { dish: dish.name })}
        onChange={(next) => {
          setQuantity(next);
          setNote(null);
        }}
        onLimit={() => setNote(message('menuStepperMax'))}
      />
      <Button
        variant={inCart ? 'secondary' : 'primary'}
        pending={pending}
        pendingLabel={t('adding')}
        data-testid="add-to-cart"
        onClick={() => void add()}
      >
        {inCart ? t('editCart') : t('addToCart')}
      </Button>
      {note ? (
        <p className="order-controls__note" role="alert">
          {note}
        </p>
      ) : null}
    </div>
  );
}
