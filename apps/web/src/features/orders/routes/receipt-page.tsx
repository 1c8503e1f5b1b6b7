import { Link, useParams } from 'react-router';
import { displayName, formatPeso, manilaClock, paths } from '@lutong/shared';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useReceipt } from '../api/order-history';
import '../components/orders.css';

// Issue 19: the receipt of a paid order (/orders/{id}/receipt): the facts the payment e-mail
// states (receiptFacts on the server), laid out for the screen.
export function ReceiptPage() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);

  if (receipt.isPending) return <PalayokLoader label="Getting your receipt" />;
  if (receipt.isError) {
    return (
      <section className="page orders-page" data-testid="receipt-page">
        <title>Receipt · Lutong Bahay</title>
        <p role="alert">There is no receipt for this order yet.</p>
        <Link to={paths.orders()}>Back to my orders</Link>
      </section>
    );
  }

  const r = receipt.data;
  const paid = manilaClock(new Date(r.paidAt));
  return (
    <section className="page orders-page" data-testid="receipt-page">
      <title>{`Receipt ${r.number} · Lutong Bahay`}</title>
      <article className="receipt" aria-labelledby="receipt-title">
        <header className="receipt__head">
          <p className="receipt__eyebrow">Receipt</p>
          <h1 id="receipt-title">
            Order <span data-testid="receipt-number">{r.number}</span>
          </h1>
          <p>{displayName(r.chefName)}</p>
          <p data-testid="receipt-when">
            {r.deliveryMode === 'delivery' ? 'Delivery' : 'Pickup'}: {r.when}
          </p>
          {r.deliverTo ? <p data-testid="receipt-deliver-to">Deliver to: {r.deliverTo}</p> : null}
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
            <dt>Food</dt>
            <dd>{formatPeso(r.foodTotal)}</dd>
          </div>
          <div>
            <dt>Delivery fee</dt>
            <dd>{formatPeso(r.deliveryFee)}</dd>
          </div>
          {r.rewardsApplied > 0 ? (
            <div>
              <dt>Rewards</dt>
              <dd>−{formatPeso(r.rewardsApplied)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Service fee ({r.method})</dt>
            <dd>{formatPeso(r.serviceFee)}</dd>
          </div>
          <div className="receipt__total">
            <dt>Total charged</dt>
            <dd data-testid="receipt-total">{formatPeso(r.totalCharged)}</dd>
          </div>
        </dl>
        <p className="receipt__paid">
          Paid {paid.weekday}, {paid.label} with {r.method}
        </p>
      </article>
      <div className="orders-card__actions">
        <Link className="btn btn--secondary" to={paths.track(r.orderId)}>
          Track
        </Link>
        <Link className="btn btn--secondary" to={paths.orders()}>
          Back to my orders
        </Link>
      </div>
    </section>
  );
}
