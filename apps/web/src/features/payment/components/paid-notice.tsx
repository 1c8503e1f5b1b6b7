import { Link } from 'react-router';
import { paths } from '@lutong/shared';
import { PalayokIcon } from '../../../components/palayok-loader';
import { useTexts } from '../../../i18n/use-texts';

/** product §2.8 Payment: an already paid order shows 'This order has already been payed for!'. */
export function PaidNotice({ orderId }: { orderId: string }) {
  const { t } = useTexts('payment');
  const { t: m } = useTexts('messages');
  return (
    <div className="pay-paid" data-testid="pay-already-paid">
      <PalayokIcon className="pay-paid__icon" />
      <p className="pay-paid__text">{m('alreadyPaid')}</p>
      <div className="pay-paid__links">
        <Link className="btn btn--primary" to={paths.track(orderId)}>
          {t('trackOrder')}
        </Link>
        <Link className="btn btn--secondary" to={paths.cart()}>
          {t('backToCart')}
        </Link>
      </div>
    </div>
  );
}
