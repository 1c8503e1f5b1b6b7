import { Link, useParams } from 'react-router';
import { displayName, formatPeso, manilaClock, paths, weekdayName } from '@lutong/shared';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useTexts } from '../../../i18n/use-texts';
import { useReceipt } from '../api/order-history';
import '../components/orders.css';

// Issue 19: the receipt of a paid order (/orders/{id}/receipt): the facts the payment e-mail
// states (receiptFacts on the server), laid out for the screen.
export function ReceiptPage() {
  const { t, locale } = useTexts('orders');
  const { id = '' } = useParams();
  const receipt = useReceipt(id);

  if (receipt.isPending) return <PalayokLoader label={t('gettingReceipt')} />;
  if (receipt.isError) {
    return (
      <section className="page orders-page" data-testid="receipt-page">
        <title>{t('receiptTitle')}</title>
        <p role="alert">{t('noReceipt')}</p>
        <Link to={paths.orders()}>{t('backToOrders')}</Link>
      </section>
    );
  }

  const r = receipt.data;
  const paid = manilaClock(new Date(r.paidAt), locale);
  return (
    <section className="page orders-page" data-testid="receipt-page">
      <title>{t('receiptTitleNumber', { number: r.number })}</title>
      <article className="receipt" aria-labelledby="receipt-title">
        <header className="receipt__head">
          <p className="receipt__eyebrow">{t('receipt')}</p>
          <h1 id="receipt-title">
            {t('order')} <span data-testid="receipt-number">{r.number}</span>
          </h1>
          <p>{displayName(r.chefName)}</p>
          <p data-testid="receipt-when">
            {r.deliveryMode === 'delivery'
              ? t('whenDelivery', { when: r.when })
              : t('whenPickup', { when: r.when })}
          </p>
          {r.deliverTo ? (
            <p data-testid="receipt-deliver-to">{t('deliverTo', { address: r.deliverTo })}</p>
          ) : null}
        </header>
        <ul className="receipt__lines">
          {r.lines.map((line) => (
            <li key={line.name}>
              <span>
                {line.quantity}× {line.name} @ {formatPeso(line.unitPrice)}
              </span>
              <span>{formatPeso(line.amount)}</span>
            </li>
          ))}
        </ul>
        <dl className="receipt__sums">
          <div>
            <dt>{t('food')}</dt>
            <dd>{formatPeso(r.foodTotal)}</dd>
          </div>
          <div>
            <dt>{t('deliveryFee')}</dt>
            <dd>{formatPeso(r.deliveryFee)}</dd>
          </div>
          {r.rewardsApplied > 0 ? (
            <div>
              <dt>{t('rewards')}</dt>
              <dd>−{formatPeso(r.rewardsApplied)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('serviceFeeFor', { method: r.method })}</dt>
            <dd>{formatPeso(r.serviceFee)}</dd>
          </div>
          <div className="receipt__total">
            <dt>{t('totalCharged')}</dt>
            <dd data-testid="receipt-total">{formatPeso(r.totalCharged)}</dd>
          </div>
        </dl>
        <p className="receipt__paid">
          {t('paidOn', {
            weekday: weekdayName(paid.weekday, locale),
            time: paid.label,
            method: r.method,
          })}
        </p>
      </article>
      <div className="orders-card__actions">
        <Link className="btn btn--secondary" to={paths.track(r.orderId)}>
          {t('track')}
        </Link>
        <Link className="btn btn--secondary" to={paths.orders()}>
          {t('backToOrders')}
        </Link>
      </div>
    </section>
  );
}
