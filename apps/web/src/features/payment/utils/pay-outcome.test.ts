import { describe, expect, it } from 'vitest';
import { messages } from '@lutong/shared';
import { ApiError } from '../../../lib/api-client';
import { ProviderError } from '../api/paymongo';
import {
  failureOf as failureWith,
  failureOfError,
  outcomeOfIntent,
  PayStageError,
  stage,
  type PayStage,
} from './pay-outcome';

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
      text: { key: 'paymentAuthoriseFailed' },
    });
  });

  it('shows the provider’s reason when the card was refused', () => {
    expect(
      outcomeOfIntent({
        status: 'awaiting_payment_method',
        lastError: { failed_message: 'Insufficient funds.' },
      }),
    ).toEqual({
      kind: 'failed',
      text: { key: 'paymentProviderFailed', reason: { words: 'Insufficient funds.' } },
    });
    // a code we word ourselves goes by its code, worded in the visitor's language on the page
    expect(
      outcomeOfIntent({
        status: 'awaiting_payment_method',
        lastError: { sub_code: 'card_expired', failed_message: 'Card expired.' },
      }),
    ).toEqual({
      kind: 'failed',
      text: { key: 'paymentProviderFailed', reason: { code: 'card_expired' } },
    });
  });

  it('keeps asking while processing', () => {
    expect(outcomeOfIntent({ status: 'processing' })).toEqual({ kind: 'poll' });
  });
});

describe('failures, worded per product §10', () => {
  const paidWords = messages.alreadyPaid;
  const failureOf = (stage: PayStage, error: unknown) => failureWith(stage, error, paidWords);
  const refused = (message: string, code = 'WRONG_STATE') => new ApiError(409, code, message);
  const crashed = new ApiError(500, 'INTERNAL', messages.internal);

  it('shows the stock check’s message with the way back to the menu', () => {
    expect(failureOf('stock', refused(messages.todayOrderUnavailable))).toEqual({
      text: { words: messages.todayOrderUnavailable },
      stock: true,
      alreadyPaid: false,
    });
    expect(failureOf('stock', crashed)).toMatchObject({
      text: { key: 'paymentCreateFailed' },
      stock: false,
    });
  });

  it('recognises an order paid already, wherever it is said', () => {
    expect(failureOf('stock', refused(messages.alreadyPaid))).toMatchObject({ alreadyPaid: true });
    expect(failureOf('intent', refused(messages.alreadyPaid))).toMatchObject({
      text: { words: messages.alreadyPaid },
      alreadyPaid: true,
    });
    // in Filipino the server says it in Filipino: recognised by the visitor's words
    const filipino = 'Bayad na ang order na ito!';
    expect(failureWith('intent', refused(filipino), filipino)).toMatchObject({ alreadyPaid: true });
    expect(failureWith('intent', refused(messages.alreadyPaid), filipino)).toMatchObject({
      alreadyPaid: false,
    });
  });

  it('words a failed intent as a creation failure', () => {
    expect(failureOf('intent', crashed).text).toEqual({ key: 'paymentCreateFailed' });
    expect(failureOf('intent', new ApiError(400, 'VALIDATION', 'bad body')).text).toEqual({
      key: 'paymentCreateFailed',
    });
  });

  it('asks the buyer to re-check a card the provider refuses', () => {
    expect(failureOf('method', new ProviderError(400, 'card_number is invalid')).text).toEqual({
      key: 'cardFailed',
    });
    expect(failureOf('method', new ProviderError(0, null)).text).toEqual({
      key: 'paymentCreateFailed',
    });
  });

  it('shows the provider’s first detail when attaching fails', () => {
    expect(failureOf('attach', new ProviderError(400, 'The card was declined.')).text).toEqual({
      words: 'The card was declined.',
    });
    expect(failureOf('attach', new ProviderError(502, null)).text).toEqual({
      key: 'paymentProcessingFailed',
    });
  });

  it('labels a failed call with its stage', async () => {
    const error = await stage('attach', () =>
      Promise.reject(new ProviderError(400, 'Declined')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayStageError);
    expect(failureOfError(error, paidWords).text).toEqual({ words: 'Declined' });
    expect(failureOfError(new Error('?'), paidWords).text).toEqual({
      key: 'paymentProcessingFailed',
    });
  });
});
