import {
  unixSeconds,
  type PaymongoSimStore,
  type SimIntent,
  type SimPayment,
  type SimPaymentMethod,
  type SimRefund,
  type SimWebhook,
} from './store.js';

/**
 * The simulator's records in PayMongo's JSON shapes (`{ id, type, attributes }`, unix-second
 * timestamps, amounts in centavos, test mode). Kept apart from the routes so the API answers and
 * the webhook events carry exactly the same objects.
 */

/** PayMongo's card fee in test mode is illustrative: 3.5% + PHP 15. */
const cardFee = (amount: number) => Math.round(amount * 0.035) + 1500;
/** E-wallets: 2.5%. */
const ewalletFee = (amount: number) => Math.round(amount * 0.025);

export function paymentResource(store: PaymongoSimStore, payment: SimPayment) {
  const fee =
    payment.status === 'failed'
      ? 0
      : payment.sourceType === 'card'
        ? cardFee(payment.amount)
        : ewalletFee(payment.amount);
  return {
    id: payment.id,
    type: 'payment' as const,
    attributes: {
      access_url: null,
      amount: payment.amount,
      balance_transaction_id: null,
      billing: payment.billing,
      currency: 'PHP',
      description: payment.description,
      disputed: false,
      external_reference_number: null,
      fee,
      livemode: false,
      net_amount: payment.amount - fee,
      origin: 'api',
      payment_intent_id: payment.intentId,
      payout: null,
      source: { id: payment.paymentMethodId, type: payment.sourceType },
      statement_descriptor: payment.statementDescriptor,
      status: payment.status,
      tax_amount: null,
      metadata: payment.metadata,
      refunds: payment.refundIds.flatMap((id) => {
        const refund = store.refunds.get(id);
        return refund ? [refundResource(refund)] : [];
      }),
      taxes: [] as unknown[],
      failed_code: payment.failedCode,
      failed_message: payment.failedMessage,
      available_at: payment.paidAt === null ? null : payment.paidAt + 3 * 86_400,
      created_at: payment.createdAt,
      credited_at: null,
      paid_at: payment.paidAt,
      updated_at: payment.updatedAt,
    },
  };
}

export function intentResource(store: PaymongoSimStore, intent: SimIntent) {
  return {
    id: intent.id,
    type: 'payment_intent' as const,
    attributes: {
      amount: intent.amount,
      capture_type: 'automatic',
      client_key: intent.clientKey,
      currency: 'PHP',
      description: intent.description,
      livemode: false,
      original_amount: intent.amount,
      statement_descriptor: intent.statementDescriptor,
      status: intent.status,
      last_payment_error: intent.lastPaymentError,
      payment_method_allowed: intent.allowed,
      payments: intent.paymentIds.flatMap((id) => {
        const payment = store.payments.get(id);
        return payment ? [paymentResource(store, payment)] : [];
      }),
      next_action: intent.nextAction,
      payment_method_options: intent.options,
      metadata: intent.metadata,
      setup_future_usage: null,
      created_at: intent.createdAt,
      updated_at: intent.updatedAt,
    },
  };
}

export function paymentMethodResource(method: SimPaymentMethod) {
  return {
    id: method.id,
    type: 'payment_method' as const,
    attributes: {
      livemode: false,
      type: method.type,
      billing: method.billing,
      created_at: method.createdAt,
      updated_at: method.createdAt,
      details: method.details,
      metadata: method.metadata,
    },
  };
}

export function refundResource(refund: SimRefund) {
  return {
    id: refund.id,
    type: 'refund' as const,
    attributes: {
      amount: refund.amount,
      balance_transaction_id: null,
      currency: 'PHP',
      livemode: false,
      metadata: refund.metadata,
      notes: refund.notes,
      payment_id: refund.paymentId,
      payout_id: null,
      reason: refund.reason,
      status: refund.status,
      available_at: refund.createdAt,
      created_at: refund.createdAt,
      refunded_at: refund.status === 'succeeded' ? refund.updatedAt : null,
      updated_at: refund.updatedAt,
    },
  };
}

export function webhookResource(webhook: SimWebhook) {
  return {
    id: webhook.id,
    type: 'webhook' as const,
    attributes: {
      livemode: false,
      secret_key: webhook.secretKey,
      events: webhook.events,
      url: webhook.url,
      status: webhook.status,
      created_at: webhook.createdAt,
      updated_at: webhook.updatedAt,
    },
  };
}

/** A webhook event as PayMongo posts it: the resource it is about, in `attributes.data`. */
export function eventBody(input: { id: string; type: string; data: unknown; nowMs: number }) {
  const at = unixSeconds(input.nowMs);
  return {
    data: {
      id: input.id,
      type: 'event' as const,
      attributes: {
        type: input.type,
        livemode: false,
        data: input.data,
        previous_data: {},
        pending_webhooks: 1,
        created_at: at,
        updated_at: at,
      },
    },
  };
}
