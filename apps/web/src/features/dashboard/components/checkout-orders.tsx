import { useId, useState } from 'react';
import {
  chefWindowText,
  formatHour,
  formatManilaTime,
  orderNumberText,
  type ChefOrderView,
} from '@lutong/shared';
import { Button } from '../../../components/button';
import { useTexts } from '../../../i18n/use-texts';
import type { CheckoutStatus } from '../api/dashboard-keys';
import {
  canRecreate,
  deliveryStatusLabel,
  isUnconfirmedTooLong,
  peso,
} from '../utils/dashboard-filters';

/** The newest few show first, so a phone is not one long scroll of old orders. */
const COLLAPSED_ROWS = 8;

type CheckoutProps = {
  orders: readonly ChefOrderView[];
  status: CheckoutStatus;
  onStatus: (status: CheckoutStatus) => void;
  now: Date;
  recreatingId: string | null;
  onRecreate: (order: ChefOrderView) => void;
  loading: boolean;
};

/**
 * product §3.2 'Orders for Checkout (last 30)': the status dropdown (ANY, 'Awaiting
 * Confirmation'); the latter adds the booking timestamp and the customer ETA, and the support note.
 */
export function CheckoutOrders(props: CheckoutProps) {
  const selectId = useId();
  const { t, locale } = useTexts('dashboard');
  const { t: m } = useTexts('messages');
  const awaiting = props.status === 'awaiting';
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? props.orders : props.orders.slice(0, COLLAPSED_ROWS);
  return (
    <section className="dash-section" aria-labelledby="checkout-title" id="tour-checkout">
      <div className="dash-section__head">
        <h2 id="checkout-title">{t('checkoutTitle')}</h2>
        <label className="dash-select" htmlFor={selectId}>
          <span>{t('orderStatus')}</span>
          <select
            id={selectId}
            value={props.status}
            onChange={(event) => props.onStatus(event.target.value as CheckoutStatus)}
          >
            <option value="any">{t('statusAny')}</option>
            <option value="awaiting">{t('statusAwaiting')}</option>
          </select>
        </label>
      </div>
      {awaiting ? (
        <p className="dash-note" data-testid="support-note">
          {m('unconfirmedDeliveryNote', { support: m('supportContact') })}
        </p>
      ) : null}
      {props.orders.length === 0 && !props.loading ? (
        <p className="dash-empty" data-testid="checkout-empty">
          {t('checkoutEmpty')}
        </p>
      ) : (
        <table className="dash-table dash-table--stack" data-testid="checkout-table">
          <thead>
            <tr>
              <th scope="col">{t('colCustomer')}</th>
              <th scope="col">{t('colDishes')}</th>
              <th scope="col">{t('colDay')}</th>
              <th scope="col">{t('colTotal')}</th>
              <th scope="col">{t('colDelivery')}</th>
              {awaiting ? <th scope="col">{t('colTimestamp')}</th> : null}
              {awaiting ? <th scope="col">{t('colEta')}</th> : null}
              <th scope="col">
                <span className="visually-hidden">{t('colActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((order) => {
              const late = isUnconfirmedTooLong(order, props.now);
              return (
                <tr key={order.id} data-testid="checkout-order" data-order-id={order.id}>
                  <th scope="row" data-label={t('colCustomer')}>
                    {order.name || t('notProvided')}{' '}
                    <span data-testid="order-number">{orderNumberText(order)}</span>
                  </th>
                  <td data-label={t('colDishes')}>
                    {order.dishList.map((l) => `${l.quantity}× ${l.dish.name}`).join(', ')}
                  </td>
                  <td data-label={t('colDay')}>{chefWindowText(order, locale)}</td>
                  <td data-label={t('colTotal')}>{peso(order.foodTotal)}</td>
                  <td data-label={t('colDelivery')}>
                    <span className={late ? 'dash-late' : undefined}>
                      {deliveryStatusLabel(order, t)}
                    </span>
                  </td>
                  {awaiting ? (
                    <td data-label={t('colTimestamp')}>
                      {order.deliveryCreatedAt
                        ? formatManilaTime(new Date(order.deliveryCreatedAt), locale)
                        : '—'}
                    </td>
                  ) : null}
                  {awaiting ? (
                    <td data-label={t('colEta')}>
                      {order.etaHour === null
                        ? '—'
                        : t('etaBy', { hour: formatHour(order.etaHour) })}
                    </td>
                  ) : null}
                  <td data-label="">
                    {canRecreate(order, props.now) ? (
                      <Button
                        variant="secondary"
                        onClick={() => props.onRecreate(order)}
                        pending={props.recreatingId === order.id}
                        pendingLabel={t('recreating')}
                        aria-label={t('recreateLabel', { name: order.name || t('thisOrder') })}
                      >
                        {t('recreateDelivery')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {props.orders.length > shown.length ? (
        <Button variant="ghost" onClick={() => setExpanded(true)}>
          {t('showAll', { count: props.orders.length })}
        </Button>
      ) : null}
    </section>
  );
}
