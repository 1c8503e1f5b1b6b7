import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ADDRESS_NOTE_MAX,
  displayName,
  messages,
  normalisePhoneInput,
  paths,
  PHONE_PREFIX,
  type CheckoutChefView,
  type OrderView,
} from '@lutong/shared';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
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

type Failure = { message: string; stock: boolean };

/** The failure a checkout shows: the server's words for a refusal, else the spec's generic one. */
export function failureOf(error: unknown): Failure {
  const stockCheck = error instanceof StockCheckFailed;
  const cause = stockCheck ? error.cause : error;
  if (!isApiError(cause) || cause.status >= 500 || cause.status === 0) {
    return { message: messages.checkoutFailed, stock: stockCheck };
  }
  return { message: cause.message, stock: stockCheck || cause.code === 'SOLD_OUT' };
}

// product §2.7 Checkout: pickup or delivery, address, apartment, name, time slot, phone, ZIP,
// note to chef, the chef's note, the price summary; PROCEED TO CHECKOUT and RE-EDIT ORDER.
export function CheckoutDetails({ order, chef, now, addressSearch }: CheckoutDetailsProps) {
  const id = useId();
  const user = useUser();
  const saved = useSavedAddress();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [form, setForm] = useState<CheckoutForm>(() =>
    initialCheckoutForm(order, chef, user, saved),
  );
  const [problem, setProblem] = useState<string | null>(null);
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
            <h2 className="checkout-chef-note__title">A note from {displayName(chef.name)}</h2>
            <p>{chef.note}</p>
          </aside>
        ) : null}

        <fieldset className="order-panel">
          <legend className="order-panel__title">How do you want your food?</legend>
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
                <span>{mode === 'delivery' ? 'Delivery' : 'Pickup'}</span>
              </label>
            ))}
          </div>
          {!delivery ? (
            <p className="order-muted" data-testid="pickup-place">
              Pick up from {displayName(chef.name)}
              {chef.miniAddress ? ` in ${chef.miniAddress}` : ''}. The exact address comes with your
              confirmation.
            </p>
          ) : null}
        </fieldset>

        {delivery ? (
          <section className="order-panel" aria-labelledby={`${id}-address`}>
            <h2 id={`${id}-address`} className="order-panel__title">
              Delivery address
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
                {messages.deliveryFeeFailed}
              </p>
            ) : null}
            <TextField
              label="Apartment, unit or house number"
              name="aptNumber"
              autoComplete="address-line2"
              value={form.aptNumber}
              maxLength={100}
              onChange={(event) => set({ aptNumber: event.target.value })}
            />
            <TextField
              label="Landmark or unit note (optional)"
              name="addressNote"
              value={form.addressNote}
              maxLength={ADDRESS_NOTE_MAX}
              placeholder="Blue gate beside the sari-sari store"
              hint="The courier and the chef see this with your address."
              onChange={(event) => set({ addressNote: event.target.value })}
            />
          </section>
        ) : null}

        {needsCakeDisclaimer(chef, form.deliveryMode) ? (
          <div className="checkout-disclaimer" data-testid="cake-disclaimer">
            <p>
              Cakes travel by courier on a motorbike. The chef packs them with care, but a delivered
              cake can arrive with a dent in its icing. Choose pickup if you would rather carry it
              home yourself.
            </p>
            <label className="checkout-check">
              <input
                type="checkbox"
                checked={form.disclaimer}
                onChange={(event) => set({ disclaimer: event.target.checked })}
              />
              <span>I have read the disclaimer/note above</span>
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
            Who is the order for?
          </h2>
          <div className="checkout-grid">
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              value={form.name}
              maxLength={100}
              onChange={(event) => set({ name: event.target.value })}
            />
            <TextField
              label="Phone"
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
              label="ZIP code"
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
              Note to the chef (optional)
            </label>
            <textarea
              id={`${id}-note`}
              className="checkout-textarea"
              rows={3}
              maxLength={1000}
              value={form.note}
              placeholder="Less rice, no onions, ring the bell twice…"
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
            {problem}
          </p>
        ) : null}
        {failure ? (
          <div className="checkout-error" role="alert" data-testid="checkout-failure">
            <p>{failure.message}</p>
            {failure.stock ? (
              <Link className="btn btn--secondary" to={paths.menu(order.chef)}>
                Edit &amp; Change Order
              </Link>
            ) : null}
          </div>
        ) : null}
        <Button
          type="submit"
          block
          pending={place.isPending}
          pendingLabel="Checking out…"
          data-testid="proceed-to-checkout"
        >
          PROCEED TO CHECKOUT
        </Button>
        <Link className="btn btn--secondary btn--block" to={paths.menu(order.chef)}>
          RE-EDIT ORDER
        </Link>
      </div>
    </form>
  );
}
