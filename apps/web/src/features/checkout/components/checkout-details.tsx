import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ADDRESS_NOTE_MAX,
  displayName,
  normalisePhoneInput,
  paths,
  PHONE_PREFIX,
  type CheckoutChefView,
  type OrderView,
  type TextKey,
} from '@lutong/shared';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTexts } from '../../../i18n/use-texts';
import { isApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { useSavedAddress } from '../../../hooks/use-saved-address';
import { StockCheckFailed, usePlaceOrder } from '../api/checkout-order';
import { useOrderQuote } from '../api/get-order-quote';
import {
  checkoutBodyOf,
  checkoutProblem,
  deliveryModesFor,
  initialCheckoutForm,
  needsCakeDisclaimer,
  priceSummary,
  slotHoursFor,
  type CheckoutForm,
} from '../utils/checkout-form';
import { PriceSummaryCard } from './price-summary';
import { SlotPicker } from './slot-picker';

export type FoundAddress = { address: string; lat: number; lng: number };
/** The address search, handed in by src/app (the address feature's box). */
export type AddressSearchSlot = (onFound: (point: FoundAddress) => void) => ReactNode;

type CheckoutDetailsProps = {
  order: OrderView;
  chef: CheckoutChefView;
  now: Date;
  addressSearch: AddressSearchSlot;
};

/** The server's words for a refusal, or the key of the spec's message (namespace messages). */
type Failure = { message: string; stock: boolean } | { key: TextKey<'messages'>; stock: boolean };

/** The failure a checkout shows: the server's words for a refusal, else the spec's generic one. */
export function failureOf(error: unknown): Failure {
  const stockCheck = error instanceof StockCheckFailed;
  const cause = stockCheck ? error.cause : error;
  if (!isApiError(cause) || cause.status >= 500 || cause.status === 0) {
    return { key: 'checkoutFailed', stock: stockCheck };
  }
  return { message: cause.message, stock: stockCheck || cause.code === 'SOLD_OUT' };
}

// product §2.7 Checkout: pickup or delivery, address, apartment, name, time slot, phone, ZIP,
// note to chef, the chef's note, the price summary; PROCEED TO CHECKOUT and RE-EDIT ORDER.
export function CheckoutDetails({ order, chef, now, addressSearch }: CheckoutDetailsProps) {
  const { t } = useTexts('checkout');
  const { t: m } = useTexts('messages');
  const id = useId();
  const user = useUser();
  const saved = useSavedAddress();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [form, setForm] = useState<CheckoutForm>(() =>
    initialCheckoutForm(order, chef, user, saved),
  );
  const [problem, setProblem] = useState<TextKey<'messages'> | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const set = (patch: Partial<CheckoutForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  const delivery = form.deliveryMode === 'delivery';
  const point =
    delivery && form.lat !== null && form.lng !== null
      ? { lat: form.lat, lng: form.lng, address: form.address }
      : null;
  // decision 024: the summary is the server's quote, computed as the placement and the charge are
  const quote = useOrderQuote(order.id, { deliveryMode: form.deliveryMode, point });
  const fee = {
    isError: quote.isError && point !== null,
    loading: quote.isFetching && quote.isPlaceholderData,
  };
  const feeState = !point
    ? 'idle'
    : quote.isPending || fee.loading
      ? 'loading'
      : fee.isError
        ? 'error'
        : 'ready';
  const summary = quote.data ? priceSummary(quote.data, form.deliveryMode, point !== null) : null;
  const slotHours = slotHoursFor(now, order, chef);
  const modes = deliveryModesFor(chef);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (place.isPending) return;
    setFailure(null);
    const message = checkoutProblem(form, chef, slotHours);
    setProblem(message);
    if (message) return;
    place.mutate(
      { orderId: order.id, body: checkoutBodyOf(form) },
      {
        onSuccess: () => void navigate(paths.pay(order.id)),
        onError: (error) => setFailure(failureOf(error)),
      },
    );
  };

  return (
    <form className="order-layout" onSubmit={submit} noValidate data-testid="checkout-form">
      <div className="order-layout__main">
        {chef.note ? (
          <aside className="checkout-chef-note" data-testid="chef-note">
            <h2 className="checkout-chef-note__title">
              {t('noteFrom', { chef: displayName(chef.name) })}
            </h2>
            <p>{chef.note}</p>
          </aside>
        ) : null}

        <fieldset className="order-panel">
          <legend className="order-panel__title">{t('howFood')}</legend>
          <div className="choice-row">
            {modes.map((mode) => (
              <label key={mode} className="choice-chip">
                <input
                  type="radio"
                  name="deliveryMode"
                  value={mode}
                  checked={form.deliveryMode === mode}
                  onChange={() => set({ deliveryMode: mode, disclaimer: false })}
                />
                <span>{mode === 'delivery' ? t('modeDelivery') : t('modePickup')}</span>
              </label>
            ))}
          </div>
          {!delivery ? (
            <p className="order-muted" data-testid="pickup-place">
              {chef.miniAddress
                ? t('pickupFromIn', { chef: displayName(chef.name), area: chef.miniAddress })
                : t('pickupFrom', { chef: displayName(chef.name) })}
            </p>
          ) : null}
        </fieldset>

        {delivery ? (
          <section className="order-panel" aria-labelledby={`${id}-address`}>
            <h2 id={`${id}-address`} className="order-panel__title">
              {t('deliveryAddress')}
            </h2>
            {form.address ? (
              <p className="checkout-address" data-testid="checkout-address">
                {form.address}
              </p>
            ) : null}
            {addressSearch((found) =>
              set({ address: found.address, lat: found.lat, lng: found.lng, geo: null }),
            )}
            {fee.isError ? (
              <p className="checkout-error" role="alert">
                {m('deliveryFeeFailed')}
              </p>
            ) : null}
            <TextField
              label={t('aptLabel')}
              name="aptNumber"
              autoComplete="address-line2"
              value={form.aptNumber}
              maxLength={100}
              onChange={(event) => set({ aptNumber: event.target.value })}
            />
            <TextField
              label={t('landmarkLabel')}
              name="addressNote"
              value={form.addressNote}
              maxLength={ADDRESS_NOTE_MAX}
              placeholder={t('landmarkPlaceholder')}
              hint={t('landmarkHint')}
              onChange={(event) => set({ addressNote: event.target.value })}
            />
          </section>
        ) : null}

        {needsCakeDisclaimer(chef, form.deliveryMode) ? (
          <div className="checkout-disclaimer" data-testid="cake-disclaimer">
            <p>{t('cakeDisclaimer')}</p>
            <label className="checkout-check">
              <input
                type="checkbox"
                checked={form.disclaimer}
                onChange={(event) => set({ disclaimer: event.target.checked })}
              />
              <span>{t('cakeDisclaimerRead')}</span>
            </label>
          </div>
        ) : null}

        <SlotPicker
          hours={slotHours}
          mode={form.deliveryMode}
          value={form.selectedTime}
          onChange={(hour) => set({ selectedTime: hour })}
        />

        <section className="order-panel" aria-labelledby={`${id}-contact`}>
          <h2 id={`${id}-contact`} className="order-panel__title">
            {t('whoFor')}
          </h2>
          <div className="checkout-grid">
            <TextField
              label={t('name')}
              name="name"
              autoComplete="name"
              value={form.name}
              maxLength={100}
              onChange={(event) => set({ name: event.target.value })}
            />
            <TextField
              label={t('phone')}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              prefix={PHONE_PREFIX}
              placeholder="9171234567"
              value={form.phone}
              onChange={(event) => set({ phone: normalisePhoneInput(event.target.value) })}
            />
            <TextField
              label={t('zip')}
              name="zip"
              inputMode="numeric"
              autoComplete="postal-code"
              value={form.zip}
              maxLength={10}
              onChange={(event) => set({ zip: event.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-note`}>
              {t('noteToChef')}
            </label>
            <textarea
              id={`${id}-note`}
              className="checkout-textarea"
              rows={3}
              maxLength={1000}
              value={form.note}
              placeholder={t('notePlaceholder')}
              onChange={(event) => set({ note: event.target.value })}
            />
          </div>
        </section>
      </div>

      <div className="order-layout__side">
        <PriceSummaryCard
          order={order}
          summary={summary}
          mode={form.deliveryMode}
          feeState={feeState}
        />
        {problem ? (
          <p className="checkout-error" role="alert" data-testid="checkout-problem">
            {m(problem)}
          </p>
        ) : null}
        {failure ? (
          <div className="checkout-error" role="alert" data-testid="checkout-failure">
            <p>{'key' in failure ? m(failure.key) : failure.message}</p>
            {failure.stock ? (
              <Link className="btn btn--secondary" to={paths.menu(order.chef)}>
                {t('editAndChange')}
              </Link>
            ) : null}
          </div>
        ) : null}
        <Button
          type="submit"
          block
          pending={place.isPending}
          pendingLabel={t('checkingOut')}
          data-testid="proceed-to-checkout"
        >
          {t('proceed')}
        </Button>
        <Link className="btn btn--secondary btn--block" to={paths.menu(order.chef)}>
          {t('reEdit')}
        </Link>
      </div>
    </form>
  );
}
