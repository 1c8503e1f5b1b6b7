import { Navigate, useParams } from 'react-router';
import { displayName, isOrderEditable, orderDayText, orderNumberText, paths } from '@lutong/shared';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useTexts } from '../../../i18n/use-texts';
import { useCheckoutOrder } from '../api/checkout-order';
import { CheckoutDetails, type AddressSearchSlot } from '../components/checkout-details';
import { CheckoutReadOnly } from '../components/checkout-read-only';
import '../components/checkout.css';

type CheckoutPageProps = { addressSearch: AddressSearchSlot };

// product §2.7 Checkout (/checkout/{id}); §6: a load failure redirects to /cart.
export function CheckoutPage({ addressSearch }: CheckoutPageProps) {
  const { t, locale } = useTexts('checkout');
  const { id = '' } = useParams();
  const checkout = useCheckoutOrder(id);

  if (checkout.isPending) return <PalayokLoader label={t('gettingOrder')} />;
  if (checkout.isError && !checkout.data) return <Navigate to={paths.cart()} replace />;

  const { order, chef } = checkout.data;
  return (
    <section className="page checkout-page" data-testid="checkout-page">
      <title>{t('pageTitle')}</title>
      <header className="order-page__head">
        <p className="order-page__eyebrow">
          {t('eyebrow')} <span data-testid="order-number">{orderNumberText(order)}</span>
        </p>
        <h1>{displayName(chef.name)}</h1>
        <p className="order-page__day">{orderDayText(order.createdFor, locale)}</p>
      </header>
      {/* issue 19: an order past checkout is shown, not offered as a form to resubmit */}
      {!isOrderEditable(order) ? (
        <CheckoutReadOnly order={order} chef={chef} />
      ) : (
        // keyed by order: a reload every 7 minutes refreshes prices, not what the buyer typed
        <CheckoutDetails
          key={order.id}
          order={order}
          chef={chef}
          now={new Date(checkout.dataUpdatedAt)}
          addressSearch={addressSearch}
        />
      )}
    </section>
  );
}
