import { useState } from 'react';
import { messages, type MenuDish } from '@lutong/shared';
import { Button } from '../../../components/button';
import type { AddToCart } from './add-to-cart';
import type { MenuDayOption } from './menu-days';
import { MENU_STEPPER_MAX, QuantityStepper } from './quantity-stepper';

type OrderControlsProps = {
  dish: MenuDish;
  day: MenuDayOption;
  stockLeft: number | null;
  onAddToCart?: AddToCart | undefined;
};

/** The quantity stepper and ADD TO CART of a dish card (spec buyer §2, §5). */
export function OrderControls({ dish, day, stockLeft, onAddToCart }: OrderControlsProps) {
  const [quantity, setQuantity] = useState(0);
  const [note, setNote] = useState<string | null>(null);
  const max = Math.min(MENU_STEPPER_MAX, stockLeft ?? MENU_STEPPER_MAX);

  return (
    <div className="order-controls">
      <QuantityStepper
        value={quantity}
        max={max}
        label={`How many ${dish.name}`}
        onChange={(next) => {
          setQuantity(next);
          setNote(null);
        }}
        onLimit={() => setNote(messages.menuStepperMax)}
      />
      <Button
        onClick={() => {
          if (quantity === 0) setNote(messages.quantityRequired);
          else onAddToCart?.({ dish, quantity, day });
        }}
      >
        ADD TO CART
      </Button>
      {note ? (
        <p className="order-controls__note" role="alert">
          {note}
        </p>
      ) : null}
    </div>
  );
}
