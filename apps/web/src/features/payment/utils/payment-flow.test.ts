import { describe, expect, it } from 'vitest';
import { UNKNOWN_DECLINE_MESSAGE } from '@lutong/shared';
import {
  AUTHENTICATION_COMPLETE,
  isAuthenticationComplete,
  isCardMethod,
  nextStepOf,
  payAmounts,
  providerErrorDetail,
  providerFailure,
} from './payment-flow';
import { payAuthenticatedPath } from './pay-authenticated-path';

const order = { foodTotal: 500, deliveryFee: 82, rewardsApplied: 30, total: 552 };

describe('amount to pay (product §11)', () => {
  it('adds 5P for GCash and GrabPay', () => {
    expect(payAmounts(order, 'gcash')).toMatchObject({ serviceFee: 5, total: 557 });
    expect(payAmounts(order, 'grab_pay')).toMatchObject({ serviceFee: 5, total: 557 });
  });

  it('adds 15P for Visa and Mastercard', () => {
    expect(payAmounts(order, 'visa')).toMatchObject({ serviceFee: 15, total: 567 });
    expect(payAmounts(order, 'mastercard')).toMatchObject({ serviceFee: 15, total: 567 });
  });

  it('knows which methods take a card', () => {
    expect(isCardMethod('visa')).toBe(true);
    expect(isCardMethod('mastercard')).toBe(true);
    expect(isCardMethod('gcash')).toBe(false);
    expect(isCardMethod('grab_pay')).toBe(false);
  });
});

describe('intent status -> next step (product §6 Payment)', () => {
  it('goes to the cart when paid or succeeded', () => {
    expect(nextStepOf('succeeded')).toBe('paid');
    expect(nextStepOf('paid')).toBe('paid');
  });

  it('opens the 3-D Secure frame when the provider asks for it', () => {
    expect(nextStepOf('awaiting_next_action')).toBe('authenticate');
  });

  it('shows the provider’s message when a payment method is needed again', () => {
    expect(nextStepOf('awaiting_payment_method')).toBe('failed');
  });

  it('queries again while processing, or for a status it does not know', () => {
    expect(nextStepOf('processing')).toBe('poll');
    expect(nextStepOf('something_new')).toBe('poll');
  });
});

describe('provider errors (product §10)', () => {
  it('takes the first error detail', () => {
    const body = {
      errors: [
        { code: 'card_declined', detail: 'Your card was declined.' },
        { code: 'other', detail: 'Second' },
      ],
    };
    expect(providerErrorDetail(body)).toBe('Your card was declined.');
  });

  it('has no detail for other replies', () => {
    expect(providerErrorDetail(null)).toBeNull();
    expect(providerErrorDetail({ errors: [] })).toBeNull();
    expect(providerErrorDetail({ errors: [{ code: 'x' }] })).toBeNull();
    expect(providerErrorDetail('oops')).toBeNull();
  });

  it("words the failure as the spec does, around the provider's reason", () => {
    expect(providerFailure({ failed_message: 'The card was declined.' })).toEqual({
      key: 'paymentProviderFailed',
      reason: { words: 'The card was declined.' },
    });
    expect(providerFailure({ sub_code: 'insufficient_funds' })).toEqual({
      key: 'paymentProviderFailed',
      reason: { code: 'insufficient_funds' },
    });
    expect(providerFailure(UNKNOWN_DECLINE_MESSAGE)).toEqual({
      key: 'paymentProviderFailed',
      reason: { words: UNKNOWN_DECLINE_MESSAGE },
    });
    expect(providerFailure(undefined)).toEqual({ key: 'paymentProcessingFailed' });
  });
});

describe('3-D Secure return', () => {
  const origin = 'http://localhost:3000';

  it('accepts the completion message from our own origin only', () => {
    expect(isAuthenticationComplete({ origin, data: AUTHENTICATION_COMPLETE }, origin)).toBe(true);
    expect(
      isAuthenticationComplete(
        { origin: 'https://evil.example', data: AUTHENTICATION_COMPLETE },
        origin,
      ),
    ).toBe(false);
    expect(isAuthenticationComplete({ origin, data: 'something else' }, origin)).toBe(false);
  });

  it('returns the frame to /pay/{id}/authenticated', () => {
    expect(payAuthenticatedPath('o 1')).toBe('/pay/o%201/authenticated');
  });
});
