import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { buyerWindowText, displayName, orderNumberText } from '@lutong/shared';
import { AlertBanner } from '../../../components/alert-banner';
import { Button } from '../../../components/button';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useTimedAlert } from '../../../hooks/use-timed-alert';
import { useTexts } from '../../../i18n/use-texts';
import { useAppConfig } from '../../../lib/app-config';
import { useUser } from '../../../lib/auth';
import { usePayOrder } from '../api/get-pay-order';
import { PaidNotice } from '../components/paid-notice';
import { PayForm } from '../components/pay-form';
import '../components/payment.css';

// product §2.8 Payment (/pay/{id}): the order's summary, the method, Authorise & Pay; an order
// already paid says so; ?error=true (back from a failed e-wallet payment) shows its banner 5 s.
export function PayPage() {
  const { t, locale } = useTexts('payment');
  const { t: m } = useTexts('messages');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const user = useUser();
  const payOrder = usePayOrder(id);
  // Whether the order was unpaid when the page first showed it: the form then stays, so a payment
  // this tab is making (a 3-D Secure frame, the return to the cart) is not cut off when the order
  // turns paid underneath (decision 045: live events refetch it); paying again is answered by the
  // server with the spec's alreadyPaid message.
  const [shownUnpaid, setShownUnpaid] = useState<boolean | null>(null);
  if (shownUnpaid === null && payOrder.data) setShownUnpaid(!payOrder.data.order.payed);
  const config = useAppConfig();
  const returned = useTimedAlert(
    params.get('error') === 'true' ? { message: m('paymentAuthoriseFailed'), tone: 'error' } : null,
  );

  const head = (
    <>
      <title>{t('pageTitle')}</title>
      <AlertBanner alert={returned.alert} onDismiss={returned.dismiss} />
    </>
  );

  if (payOrder.isPending) {
    return (
      <section className="page pay-page" data-testid="pay-page">
        {head}
        <PalayokLoader label={t('gettingPage')} />
      </section>
    );
  }

  if (payOrder.isError) {
    return (
      <section className="page pay-page" data-testid="pay-page">
        {head}
        <div className="pay-error" role="alert" data-testid="pay-page-failed">
          <p>{m('paymentPageFailed')}</p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('refresh')}
          </Button>
        </div>
      </section>
    );
  }

  const { order, chef } = payOrder.data;
  return (
    <section className="page pay-page" data-testid="pay-page">
      <title>{t('pageTitle')}</title>
      <header className="order-page__head">
        <p className="order-page__eyebrow">
          {t('eyebrow')} <span data-testid="order-number">{orderNumberText(order)}</span>
        </p>
        <h1>{displayName(chef.name)}</h1>
        <p className="order-page__day">
          {order.deliveryMode === 'delivery' ? t('modeDelivery') : t('modePickup')} ·{' '}
          {buyerWindowText(order, locale)}
        </p>
      </header>
      <AlertBanner alert={returned.alert} onDismiss={returned.dismiss} />
      {order.payed && !shownUnpaid ? (
        <PaidNotice orderId={order.id} />
      ) : (
        <PayForm
          key={order.id}
          order={order}
          email={user?.email ?? ''}
          payments={config.data?.payments}
        />
      )}
    </section>
  );
}
