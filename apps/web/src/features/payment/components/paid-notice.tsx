import { Link } from 'react-router';
import { messages, paths } from '@lutong/shared';
import { PalayokIcon } from '../../../components/palayok-loader';

/** product §2.8 Payment: an already paid order shows 'This order has already been payed for!'. */
export function PaidNotice({ orderId }: { orderId: string }) {
  return (
    <div className="pay-paid" data-testid="pay-already-paid">
      <PalayokIcon className="pay-paid__icon" />
      <p className="pay-paid__text">{messages.alreadyPaid}</p>
      <div className="pay-paid__links">
        <Link className="btn btn--primary" to={paths.track(orderId)}>
          Track your order
        </Link>
        <Link className="btn btn--secondary" to={paths.cart()}>
          Back to your cart
        </Link>
      </div>
    </div>
  );
}
