import { DECLINES, type CardOutcome } from './cards.js';
import { eventBody, paymentResource } from './resources.js';
import {
  paymongoId,
  unixSeconds,
  type PaymongoSimStore,
  type SimIntent,
  type SimPayment,
  type SimPaymentMethod,
} from './store.js';
import type { WebhookSender } from './webhook-sender.js';

export type Settlement = {
  /** Whether the method needs the buyer on one of the simulator's pages (so a return_url). */
  needsRedirect(method: SimPaymentMethod): boolean;
  /**
   * Charges an attached method: a card ends at once or waits on 3-D Secure, an e-wallet on
   * checkout. Its page is at `callerOrigin` (where the attach came from) when given.
   */
  attach(
    intent: SimIntent,
    method: SimPaymentMethod,
    returnUrl: string | null,
    callerOrigin?: string,
  ): void;
  /** The buyer's answer on the 3-D Secure or checkout page. */
  complete(intent: SimIntent, answer: 'authorize' | 'fail'): void;
  /** Sends an event about `data` to every enabled webhook subscribed to `type`. */
  emit(type: string, data: unknown): void;
};

/**
 * How the simulator settles intents, as PayMongo does in test mode: every attempt that ends
 * creates a payment (paid or failed) listed in the intent's `payments`, moves the intent
 * (succeeded, or back to awaiting_payment_method with last_payment_error) and emits
 * payment.paid or payment.failed to the registered webhooks.
 */
export function createSettlement(deps: {
  store: PaymongoSimStore;
  sender: WebhookSender;
  simBaseUrl: string;
  now: () => number;
}): Settlement {
  const { store, sender, simBaseUrl, now } = deps;

  function emit(type: string, data: unknown) {
    const id = paymongoId('evt');
    const body = JSON.stringify(eventBody({ id, type, data, nowMs: now() }));
    const targets = store.webhooks
      .values()
      .filter((hook) => hook.status === 'enabled' && hook.events.includes(type))
      .map((hook) => ({ webhookId: hook.id, url: hook.url, secretKey: hook.secretKey }));
    sender.send({ id, type, body }, targets);
  }

  function record(
    intent: SimIntent,
    method: SimPaymentMethod,
    outcome: { paid: true } | { paid: false; failedCode: string; failedMessage: string },
  ): SimPayment {
    const at = unixSeconds(now());
    const payment: SimPayment = {
      id: paymongoId('pay'),
      intentId: intent.id,
      paymentMethodId: method.id,
      sourceType: method.type,
      amount: intent.amount,
      refundedAmount: 0,
      status: outcome.paid ? 'paid' : 'failed',
      failedCode: outcome.paid ? null : outcome.failedCode,
      failedMessage: outcome.paid ? null : outcome.failedMessage,
      billing: method.billing,
      description: intent.description,
      statementDescriptor: intent.statementDescriptor,
      metadata: intent.metadata,
      refundIds: [],
      createdAt: at,
      paidAt: outcome.paid ? at : null,
      updatedAt: at,
    };
    store.payments.set(payment.id, payment);
    intent.paymentIds.push(payment.id);
    intent.nextAction = null;
    intent.updatedAt = at;
    return payment;
  }

  function pay(intent: SimIntent, method: SimPaymentMethod) {
    const payment = record(intent, method, { paid: true });
    intent.status = 'succeeded';
    intent.lastPaymentError = null;
    emit('payment.paid', paymentResource(store, payment));
  }

  function fail(
    intent: SimIntent,
    method: SimPaymentMethod,
    failedCode: string,
    failedMessage: string,
  ) {
    const payment = record(intent, method, { paid: false, failedCode, failedMessage });
    intent.status = 'awaiting_payment_method';
    intent.lastPaymentError = {
      failed_code: failedCode,
      sub_code: failedCode,
      failed_message: failedMessage,
      payment_method: method.id,
    };
    emit('payment.failed', paymentResource(store, payment));
  }

  const cardOutcome = (method: SimPaymentMethod): CardOutcome =>
    method.card?.outcome ?? { kind: 'succeeds' };

  return {
    needsRedirect: (method) =>
      method.type !== 'card' || cardOutcome(method).kind === 'three_d_secure',

    attach(intent, method, returnUrl, callerOrigin) {
      intent.paymentMethodId = method.id;
      intent.returnUrl = returnUrl;
      intent.lastPaymentError = null;
      intent.nextAction = null;
      intent.updatedAt = unixSeconds(now());
      const outcome = cardOutcome(method);
      if (method.type === 'card' && outcome.kind === 'succeeds') return pay(intent, method);
      if (method.type === 'card' && outcome.kind === 'declines') {
        return fail(intent, method, outcome.failedCode, outcome.failedMessage);
      }
      const page = method.type === 'card' ? '3ds' : 'checkout';
      // the pages live where the caller reached the simulator (the browser's host for a card)
      const pages = callerOrigin ? `${callerOrigin}${new URL(simBaseUrl).pathname}` : simBaseUrl;
      intent.status = 'awaiting_next_action';
      intent.nextAction = {
        type: 'redirect',
        redirect: {
          url: `${pages.replace(/\/+$/, '')}/${page}/${intent.id}`,
          return_url: returnUrl ?? '',
        },
      };
    },

    complete(intent, answer) {
      if (intent.status !== 'awaiting_next_action' || !intent.paymentMethodId) return;
      const method = store.methods.get(intent.paymentMethodId);
      if (!method) return;
      if (answer === 'authorize') return pay(intent, method);
      if (method.type === 'card') {
        return fail(intent, method, 'authentication_failed', DECLINES.authentication_failed);
      }
      fail(intent, method, 'generic_decline', DECLINES.ewallet_failed);
    },

    emit,
  };
}
