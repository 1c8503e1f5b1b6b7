import { useId, type ReactNode } from 'react';
import { formatPeso, type OrderView } from '@lutong/shared';
import { useTexts } from '../i18n/use-texts';

type OrderSummaryProps = {
  order: Pick<OrderView, 'dishList'>;
  /** the rows of sums under the dish lines (dt/dd pairs in divs) */
  children: ReactNode;
  /** a note under the sums */
  footer?: ReactNode;
  testId?: string;
};

/** The 'Your order' card of checkout and payment: one line per dish, then the page's sums. */
export function OrderSummary({ order, children, footer, testId }: OrderSummaryProps) {
  const titleId = useId();
  const { t } = useTexts('common');
  return (
    <section className="order-summary" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId}>{t('yourOrder')}</h2>
      <ul className="order-summary__lines">
        {order.dishList.map((line) => (
          <li key={line.dish.id}>
            <span>
              {line.quantity}× {line.dish.name}
            </span>
            <span>{formatPeso(line.dish.promoPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__sums">{children}</dl>
      {footer}
    </section>
  );
}
