import { describe, expect, it } from 'vitest';
import { messages } from '@lutong/shared';
import { ApiError } from '../../../lib/api-client';
import { ProviderError } from '../api/paymongo';
import { failureOf, failureOfError, outcomeOfIntent, PayStageError, stage } from './pay-outcome';

describe('where an intent sends the buyer next', () => {
  it('goes to the cart when it succeeded', () => {
    expect(outcomeOfIntent({ status: 'succeeded' })).toEqual({ kind: 'paid' });
  });

  it('opens the provider’s 3-D Secure page', () => {
    expect(
      outcomeOfIntent({ status: 'awaiting_next_action', redirectUrl: 'https://bank/3ds' }),
    ).toEqual({ kind: 'authenticate', url: 'https://bank/3ds' });
    expect(outcomeOfIntent({ status: 'awaiting_next_action', redirectUrl: null })).toEqual({
      kind: 'failed',
      message: messages.paymentAuthoriseFailed,
    });
  });

  it('shows the provider’s reason when the card was refused', () => {
    expect(
      outcomeOfIntent({
        status: 'awaiting_payment_method',
        lastError: { failed_message: 'Insufficient funds.' },
      }),
    ).toEqual({ kind: 'failed', message: messages.paymentProviderFailed('Insufficient funds.') });
  });

  it('keeps asking while processing', () => {
    expect(outcomeOfIntent({ status: 'processing' })).toEqual({ kind: 'poll' });
  });
});

describe('failures, worded per product §10', () => {
  const refused = (message: string, code = 'WRONG_STATE') => new ApiError(409, code, message);
  const crashed = new ApiError(500, 'INTERNAL', messages.internal);

  it('shows the stock check’s message with the way back to the menu', () => {
    expect(failureOf('stock', refused(messages.todayOrderUnavailable))).toEqual({
      message: messages.todayOrderUnavailable,
      stock: true,
      alreadyPaid: false,
    });
    expect(failureOf('stock', crashed)).toMatchObject({
      message: messages.paymentCreateFailed,
      stock: false,
    });
  });

  it('recognises an order paid already, wherever it is said', () => {
    expect(failureOf('stock', refused(messages.alreadyPaid))).toMatchObject({ alreadyPaid: true });
    expect(failureOf('intent', refused(messages.alreadyPaid))).toMatchObject({
      message: messages.alreadyPaid,
      alreadyPaid: true,
    });
  });

  it('words a failed intent as a creation failure', () => {
    expect(failureOf('intent', crashed).message).toBe(messages.paymentCreateFailed);
    expect(failureOf('intent', new ApiError(400, 'VALIDATION', 'bad body')).message).toBe(
      messages.paymentCreateFailed,
    );
  });

  it('asks the buyer to re-check a card the provider refuses', () => {
    expect(failureOf('method', new ProviderError(400, 'card_number is invalid')).message).toBe(
      messages.cardFailed,
    );
    expect(failureOf('method', new ProviderError(0, null)).message).toBe(
      messages.paymentCreateFailed,
    );
  });

  it('shows the provider’s first detail when attaching fails', () => {
    expect(failureOf('attach', new ProviderError(400, 'The card was declined.')).message).toBe(
      'The card was declined.',
    );
    expect(failureOf('attach', new ProviderError(502, null)).message).toBe(
      messages.paymentProcessingFailed,
    );
  });

  it('labels a failed call with its stage', async () => {
    const error = await stage('attach', () =>
      Promise.reject(new ProviderError(400, 'Declined')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayStageError);
    expect(failureOfError(error).message).toBe('Declined');
    expect(failureOfError(new Error('?')).message).toBe(messages.paymentProcessingFailed);
  });
});
