import type { OrderView } from '@lutong/shared';
import { peso, spiceLabel } from '../utils/cart-rules';
import { useLocale } from '../../../i18n/use-texts';

/** An order's dishes: quantity, name, spice and assortment note, and the line's price. */
export function OrderLines({ order }: { order: OrderView }) {
  const locale = useLocale();
  return (
    <ul className="order-lines">
      {order.dishList.map((line) => {
        const details = [spiceLabel(line.spiceLevel, locale), line.note]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={line.dish.id} className="order-lines__line">
            <span className="order-lines__qty">{line.quantity}×</span>
            <span className="order-lines__name">
              {line.dish.name}
              {details ? <span className="order-lines__details">{details}</span> : null}
            </span>
            <span className="order-lines__price">{peso(line.dish.promoPrice * line.quantity)}</span>
          </li>
        );
      })}
    </ul>
  );
}
