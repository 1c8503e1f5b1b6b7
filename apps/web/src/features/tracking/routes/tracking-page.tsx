import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import {
  buyerWindowText,
  deliveryAddressText,
  displayName,
  orderNumberText,
  isTrackingState,
  paths,
  refundStateText,
  trackingState,
  type TrackingState,
} from '@lutong/shared';
import { PalayokLoader } from '../../../components/palayok-loader';
import { useTexts } from '../../../i18n/use-texts';
import { isApiError } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/auth';
import { useDeliveryInfo } from '../api/get-delivery-info';
import { useTrackedOrder, type TrackedOrder, type TrackingFacts } from '../api/get-tracked-order';
import { CourierCard } from '../components/courier-card';
import { TrackingStatus } from '../components/tracking-status';
import { peso, trackingBreakdown } from '../utils/tracking-view';
import '../components/tracking.css';

// product §2.9 Order tracking (/track/{id}): the order, its status (§6) and, once a delivery order
// is finished, its courier; both refetched every 10 s so the page follows without a reload.
export function TrackingPage() {
  const { t } = useTexts('tracking');
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const tracked = useTrackedOrder(id);
  const order = tracked.data?.order;
  const wantsCourier = order?.deliveryMode === 'delivery' && order.finished;
  const courier = useDeliveryInfo(id, Boolean(wantsCourier));
  // product §2: a failed load remembers the link and goes to /login. A signed-out reply does
  // that through the route guard (which remembers the link); any other refusal (not your order)
  // stays here, since /login would send a signed-in buyer straight back to this failing page.
  const signedOut = isApiError(tracked.error) && tracked.error.status === 401;
  useEffect(() => {
    if (signedOut) setSessionUser(queryClient, null);
  }, [signedOut, queryClient]);

  if (tracked.isPending) {
    return (
      <section className="page tracking-page" data-testid="tracking-page">
        <title>{t('pageTitle')}</title>
        <PalayokLoader label={t('gettingOrder')} />
      </section>
    );
  }

  if (tracked.isError) {
    return (
      <section className="page tracking-page" data-testid="tracking-page">
        <title>{t('pageTitle')}</title>
        <div className="tracking-card tracking-error" role="alert" data-testid="tracking-failed">
          <p>{t('notFound')}</p>
          <Link className="btn btn--secondary" to={paths.cart()}>
            {t('goToOrders')}
          </Link>
        </div>
      </section>
    );
  }

  const { chef } = tracked.data;
  const courierInfo = wantsCourier ? (courier.data ?? null) : null;
  // The server's state, unless the courier query already knows more (a driver just took it).
  const state: TrackingState = isTrackingState(tracked.data.tracking.state)
    ? tracked.data.tracking.state
    : trackingState({ ...tracked.data.order, courierAssigned: courierInfo !== null });
  const shownState: TrackingState =
    state === 'cookingComplete' && courierInfo !== null ? 'onTheWay' : state;

  return (
    <section className="page tracking-page" data-testid="tracking-page">
      <title>{t('pageTitle')}</title>
      <header className="tracking-page__head">
        <p className="tracking-page__eyebrow">{t('eyebrow')}</p>
        <h1>{displayName(chef.name)}</h1>
        <p className="tracking-page__id">
          {t('order')}{' '}
          <span data-testid="tracking-order-id">{orderNumberText(tracked.data.order)}</span>
        </p>
      </header>
      <TrackingStatus state={shownState} deliveryMode={tracked.data.order.deliveryMode} />
      {tracked.data.tracking.refund ? <RefundCard refund={tracked.data.tracking.refund} /> : null}
      <div className="tracking-page__columns">
        <OrderDetails order={tracked.data.order} pickup={tracked.data.tracking.pickup} />
        <div className="tracking-page__side">
          {courierInfo ? <CourierCard courier={courierInfo} /> : null}
          <PriceBreakdown order={tracked.data.order} settled={tracked.data.tracking} />
        </div>
      </div>
    </section>
  );
}

/** Issue 19: the refund of a cancelled or rejected paid order, followed to its final state. */
function RefundCard({ refund }: { refund: NonNullable<TrackingFacts['refund']> }) {
  const { t, locale } = useTexts('tracking');
  return (
    <section
      className={`tracking-card tracking-refund tracking-refund--${refund.status}`}
      aria-labelledby="tracking-refund-title"
      data-testid="tracking-refund"
      data-status={refund.status}
    >
      <h2 id="tracking-refund-title">{t('refund')}</h2>
      <p role="status">{refundStateText(refund, locale)}</p>
    </section>
  );
}

function OrderDetails({ order, pickup }: { order: TrackedOrder; pickup: TrackingFacts['pickup'] }) {
  const { t, locale } = useTexts('tracking');
  const address = deliveryAddressText(order);
  return (
    <section className="tracking-card" aria-labelledby="tracking-dishes-title">
      <h2 id="tracking-dishes-title">{t('yourOrder')}</h2>
      <ul className="tracking-dishes" data-testid="tracking-dishes">
        {order.dishList.map((line) => (
          <li key={line.dish.id}>
            <span className="tracking-dishes__qty">{line.quantity}×</span>
            <span className="tracking-dishes__name">{line.dish.name}</span>
          </li>
        ))}
      </ul>
      <dl className="tracking-facts">
        <div>
          <dt>{order.deliveryMode === 'delivery' ? t('deliveryWindow') : t('pickupWindow')}</dt>
          <dd data-testid="tracking-max-time">{buyerWindowText(order, locale)}</dd>
        </div>
        {order.deliveryMode === 'delivery' ? (
          <div>
            <dt>{t('address')}</dt>
            <dd data-testid="tracking-address">{address || t('notProvided')}</dd>
          </div>
        ) : (
          <PickupPlace pickup={pickup} />
        )}
        <div>
          <dt>{t('deliveryFee')}</dt>
          <dd data-testid="tracking-delivery-fee">
            {order.deliveryMode === 'pickup' ? t('freePickup') : peso(order.deliveryFee)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Issue 18 defect 6: where to pick up, once the chef confirmed and the buyer paid. */
function PickupPlace({ pickup }: { pickup: TrackingFacts['pickup'] }) {
  const { t } = useTexts('tracking');
  if (!pickup) {
    return (
      <div>
        <dt>{t('pickupAddress')}</dt>
        <dd data-testid="tracking-pickup-address">{t('pickupAddressLater')}</dd>
      </div>
    );
  }
  return (
    <>
      <div>
        <dt>{t('pickupAddress')}</dt>
        <dd data-testid="tracking-pickup-address">{pickup.address || t('askChef')}</dd>
      </div>
      {pickup.phone ? (
        <div>
          <dt>{t('chefPhone')}</dt>
          <dd data-testid="tracking-chef-phone">
            <a href={`tel:${pickup.phone.replace(/\s/g, '')}`}>{pickup.phone}</a>
          </dd>
        </div>
      ) : null}
    </>
  );
}

function PriceBreakdown({ order, settled }: { order: TrackedOrder; settled: TrackingFacts }) {
  const { t } = useTexts('tracking');
  const sums = trackingBreakdown(order, settled);
  return (
    <section className="tracking-card" aria-labelledby="tracking-price-title">
      <h2 id="tracking-price-title">{t('priceBreakdown')}</h2>
      <dl className="tracking-sums" data-testid="tracking-breakdown">
        <div>
          <dt>{t('food')}</dt>
          <dd data-testid="tracking-food">{peso(sums.food)}</dd>
        </div>
        <div>
          <dt>{t('serviceFee')}</dt>
          <dd data-testid="tracking-service-fee">
            {sums.serviceFee === null ? t('addedAtPayment') : peso(sums.serviceFee)}
          </dd>
        </div>
        <div>
          <dt>{t('deliveryFee')}</dt>
          <dd>{peso(sums.deliveryFee)}</dd>
        </div>
        {sums.rewards > 0 ? (
          <div>
            <dt>{t('rewards')}</dt>
            <dd>−{peso(sums.rewards)}</dd>
          </div>
        ) : null}
        <div className="tracking-sums__total">
          <dt>{t('total')}</dt>
          <dd data-testid="tracking-total">{peso(sums.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
