import { describe, expect, it } from 'vitest';
import { DECLINE_REASONS, UNKNOWN_DECLINE_MESSAGE, messages } from '@lutong/shared';
import {
  AUTHENTICATION_COMPLETE,
  isAuthenticationComplete,
  isCardMethod,
  lastErrorMessage,
  nextStepOf,
  payAmounts,
  providerErrorDetail,
  providerFailureMessage,
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

  it('reads the reason of a failed payment from the intent or the server', () => {
    // issue 22: a known sub-code in plain words, even under PayMongo's generic message
    expect(
      lastErrorMessage({ failed_code: 'insufficient_funds', failed_message: 'No funds' }),
    ).toBe(DECLINE_REASONS.insufficient_funds);
    expect(
      lastErrorMessage({
        failed_code: 'processor_blocked',
        sub_code: 'processor_blocked',
        failed_message: UNKNOWN_DECLINE_MESSAGE,
      }),
    ).toBe(DECLINE_REASONS.processor_blocked);
    expect(
      lastErrorMessage({ failed_code: 'generic_decline', failed_message: UNKNOWN_DECLINE_MESSAGE }),
    ).toBe(UNKNOWN_DECLINE_MESSAGE);
    expect(lastErrorMessage({ failed_code: 'card_declined' })).toBe('card_declined');
    expect(lastErrorMessage('Declined by the bank')).toBe('Declined by the bank');
    expect(lastErrorMessage(null)).toBeNull();
  });

  it('words the failure as the spec does', () => {
    expect(providerFailureMessage({ failed_message: 'The card was declined.' })).toBe(
      messages.paymentProviderFailed('The card was declined.'),
    );
    expect(providerFailureMessage(undefined)).toBe(messages.paymentProcessingFailed);
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
