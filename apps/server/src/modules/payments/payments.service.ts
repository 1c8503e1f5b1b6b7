import type { FastifyBaseLogger } from 'fastify';
import { messages, paths, type PayMethodChoice, type PaymentIntentView } from '@lutong/shared';
import type { Db, Executor } from '../../db/client.js';
import {
  PaymentsError,
  type Intent,
  type PayMethod,
  type Payments,
} from '../../providers/payments/payments.js';
import type { UserRow } from '../auth/sessions.repo.js';
import type { Notifications } from '../notifications/notifications.service.js';
import type { OrderRow } from '../orders/orders.repo.js';
import { fail, requireOrderChef, requireOwnOrder } from '../orders/orders.reads.js';
import { assertOrderWindowOpen } from '../orders/orders.stock.js';
import { enqueuePaidNotice } from './notices.js';
import { createRefunds } from './refunds.js';
import { createSingleFlight } from '../../lib/single-flight.js';
import {
  FINAL_PAYMENT_STATUSES,
  findOrder,
  insertPayment,
  insertWebhookEvent,
  listOrderPayments,
  markWebhookProcessed,
  type PaymentRow,
} from './payments.repo.js';
import {
  expectedCentavos,
  intentOutcome,
  requestOrderRefund,
  settleIntent,
  type IntentOutcome,
  type Settlement,
} from './settlement.js';
import { verifiedWebhookEvent } from './webhook-event.js';
import { createReconciliation } from './reconciliation.js';
import { countOrders } from '../../lib/metrics.js';

// product §6 Payment and §9, ARCHITECTURE §5 and §6 (issue 5): payment intents for an order, the
// provider's webhook, the queries that settle a payment whose webhook is late or lost, refunds.

export { RECONCILE_AFTER_MS, RECONCILE_JOB } from './reconciliation.js';
/** The e-wallet return waits this long for an intent still 'processing'. */
const RETURN_POLLS = [300, 700, 1500];

const STATEMENT_DESCRIPTOR = 'LUTONG BAHAY';
/** PaymentsError codes of our own: no answer, or not PayMongo's (payments.ts). */
const OWN_FAILURE_CODES = ['TIMEOUT', 'NETWORK', 'HTTP_ERROR', 'BAD_RESPONSE'];
const OPEN_INTENT_STATUSES = ['awaiting_payment_method', 'awaiting_next_action', 'processing'];

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export type PaymentsDeps = {
  db: Db;
  clock: () => Date;
  provider: Payments;
  notifications: Notifications;
  publicUrl: string;
  /** where a failed refund is reported (STAFF_EMAIL, decision 023) */
  staffEmail: string;
  /** texts can go out (a gateway or the simulator): a paid pickup order's directions by SMS */
  sms?: boolean;
  /** the webhook's signing secret and the mode whose signature counts (te or li) */
  webhook: { secret: string; livemode: boolean };
  /**
   * Real time for the signature's timestamp (a protocol clock shared with the provider, like the
   * courier's request signing), not the business clock tests move around. Default Date.now.
   */
  wallClockMs?: () => number;
  log: FastifyBaseLogger;
};

const providerMethods = (method: PayMethodChoice): PayMethod[] =>
  method === 'visa' || method === 'mastercard' ? ['card'] : [method];

const isEwallet = (method: PayMethodChoice): method is 'gcash' | 'grab_pay' =>
  method === 'gcash' || method === 'grab_pay';

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, provider, notifications, publicUrl, log } = deps;
  const noticeDeps = { notifications, publicUrl, sms: deps.sms ?? false };
  const refunds = createRefunds({
    db,
    clock,
    provider,
    log,
    notifications,
    publicUrl,
    staffEmail: deps.staffEmail,
  });
  const { issueRefund, refundOrder } = refunds;
  const singleFlight = createSingleFlight<Intent>();

  /** Runs `work` in a transaction, then sends what it queued: the notice and any refund. */
  async function settleIn(work: (tx: Executor) => Promise<Settlement>): Promise<Settlement> {
    const outbox: string[] = [];
    const settlement = await db.transaction(async (tx) => {
      const result = await work(tx);
      if (result.kind === 'paid') {
        outbox.push(...(await enqueuePaidNotice(tx, noticeDeps, result.order)));
      }
      return result;
    });
    await afterSettlement(settlement, outbox);
    return settlement;
  }

  async function afterSettlement(settlement: Settlement, outbox: string[]): Promise<void> {
    // 'paid' comes back once per order: the order's payed=false guard lets one settlement pay it
    if (settlement.kind === 'paid') countOrders('paid');
    if (outbox.length) await notifications.dispatch(outbox);
    if (settlement.kind === 'refused') {
      log.warn(
        { orderId: settlement.orderId, why: settlement.why },
        'payment not accepted for its order; refunding',
      );
      if (settlement.refundId) await issueRefund(settlement.refundId);
    }
  }

  /** Settles one intent the provider told us about (the webhook, or an intent query). */
  async function settle(outcome: IntentOutcome): Promise<Settlement> {
    return settleIn((tx) => settleIntent(tx, outcome, clock()));
  }

  /** Queries the provider for one of our intents and settles what it says. */
  async function querySettle(row: PaymentRow): Promise<{ intent: Intent; settlement: Settlement }> {
    const intent = await provider.getIntent(row.intentId);
    return { intent, settlement: await settle(intentOutcome(intent)) };
  }

  /**
   * A provider failure as the buyer's message: `fallback`, or with '' the provider's own error
   * detail (product §10: an attach failure shows it), else the spec's generic text when PayMongo
   * said nothing (our timeout, network and shape codes are not its words).
   */
  const providerFailure = (err: unknown, fallback: string): never => {
    if (err instanceof PaymentsError) {
      log.warn({ code: err.code, httpStatus: err.httpStatus }, `payments provider: ${err.detail}`);
      const providerSaid = !OWN_FAILURE_CODES.includes(err.code);
      const detail = providerSaid ? err.detail : messages.paymentProcessingFailed;
      throw fail('PROVIDER_FAILED', fallback === '' ? detail : fallback);
    }
    throw err;
  };

  /** The order's open intent for this method and amount, if the provider still has it open. */
  async function reusableIntent(
    order: OrderRow,
    method: PayMethodChoice,
    amountCentavos: number,
  ): Promise<Intent | null> {
    const rows = (await listOrderPayments(db, order.id)).filter(
      (row) =>
        // visa and mastercard are one card intent (same fee)
        providerMethods(row.method as PayMethodChoice).join() === providerMethods(method).join() &&
        row.amountCentavos === amountCentavos &&
        !FINAL_PAYMENT_STATUSES.includes(row.status),
    );
    for (const row of rows.slice(0, 3)) {
      const { intent, settlement } = await querySettle(row).catch((err: unknown) =>
        providerFailure(err, messages.paymentCreateFailed),
      );
      if (settlement.kind === 'paid') throw fail('WRONG_STATE', messages.alreadyPaid);
      if (OPEN_INTENT_STATUSES.includes(intent.status)) return intent;
    }
    return null;
  }

  /**
   * POST /orders/paymentIntentTest: an intent for the order's amount, computed here (ARCHITECTURE §1),
   * reused while it is open for the same method and amount. E-wallets are attached at once and
   * answer the provider's checkout URL; cards are attached by the browser with the client key.
   */
  async function createIntent(
    buyer: UserRow,
    input: { order: string; method: PayMethodChoice },
  ): Promise<PaymentIntentView> {
    const { method } = input;
    const order = await requireOwnOrder(db, input.order, buyer.id);
    if (order.payed) throw fail('WRONG_STATE', messages.alreadyPaid);
    if (order.status !== 'placed') throw fail('WRONG_STATE', messages.orderNotEditable);
    // the stock check of POST /orders/confirmStock: placed (stock held) for a day still open
    assertOrderWindowOpen(clock(), await requireOrderChef(db, order), order);
    const amountCentavos = await expectedCentavos(db, order, method);

    // a double tap or a retrying phone sends the same request many times at once: they share one
    // provider intent (issue 9 §2); later requests reuse it while it is open
    const key = `${order.id}:${providerMethods(method).join()}:${amountCentavos}`;
    let intent = await singleFlight(key, async () => {
      const open = await reusableIntent(order, method, amountCentavos);
      if (open) return open;
      const created = await provider
        .createIntent({
          amountCentavos,
          methods: providerMethods(method),
          description: `Lutong Bahay order ${order.id} for chef ${order.chefId}`,
          statementDescriptor: STATEMENT_DESCRIPTOR,
          metadata: { order_id: order.id, chef_id: order.chefId, method },
        })
        .catch((err: unknown) => providerFailure(err, messages.paymentCreateFailed));
      const now = clock();
      await insertPayment(db, {
        orderId: order.id,
        intentId: created.id,
        method,
        amountCentavos: created.amountCentavos,
        status: created.status,
        lastError: created.lastError,
        createdAt: now,
        updatedAt: now,
      });
      return created;
    });
    if (isEwallet(method) && intent.status === 'awaiting_payment_method') {
      intent = await attachEwallet(buyer, order, method, intent);
    }
    return {
      id: intent.id,
      orderId: order.id,
      attributes: {
        client_key: intent.clientKey,
        amount: intent.amountCentavos,
        currency: 'PHP',
        status: intent.status,
        next_action:
          isEwallet(method) && intent.redirectUrl
            ? { type: 'redirect', redirect: { url: intent.redirectUrl } }
            : null,
        payment_method_allowed: providerMethods(method),
      },
    };
  }

  /** The e-wallet payment method (billing from the order and the buyer) attached server-side. */
  async function attachEwallet(
    buyer: UserRow,
    order: OrderRow,
    method: 'gcash' | 'grab_pay',
    intent: Intent,
  ): Promise<Intent> {
    const paymentMethod = await provider
      .createEwalletMethod({
        type: method,
        billing: { name: order.name, email: buyer.email, phone: order.phone },
      })
      .catch((err: unknown) => providerFailure(err, messages.paymentCreateFailed));
    const attached = await provider
      .attach(intent.id, {
        paymentMethodId: paymentMethod.id,
        returnUrl: `${publicUrl}/api/v1/orders/paymentReturn/${order.id}`,
      })
      .catch((err: unknown) => providerFailure(err, ''));
    await settle(intentOutcome(attached));
    if (attached.status === 'awaiting_payment_method' || !attached.redirectUrl) {
      throw fail('PROVIDER_FAILED', attached.lastError ?? messages.paymentProcessingFailed);
    }
    return attached;
  }

  /** The intent to ask about: the order's newest one not final. */
  async function latestOpenPayment(orderId: string): Promise<PaymentRow | null> {
    const rows = await listOrderPayments(db, orderId);
    return rows.find((row) => !FINAL_PAYMENT_STATUSES.includes(row.status)) ?? rows[0] ?? null;
  }

  /**
   * GET /orders/paymentStatus/{id}: the pay page polls it (intent 'processing', and after the
   * 3-D Secure frame says it is done); a succeeded intent is settled here, verified with the
   * provider, never on the browser's word.
   */
  async function paymentStatus(buyer: UserRow, orderId: string) {
    const order = await requireOwnOrder(db, orderId, buyer.id);
    if (order.payed) return { status: 'succeeded', lastError: null, payed: true };
    const row = await latestOpenPayment(order.id);
    if (!row) return { status: 'awaiting_payment_method', lastError: null, payed: false };
    const { intent } = await querySettle(row).catch((err: unknown) =>
      providerFailure(err, messages.paymentProcessingFailed),
    );
    const after = await findOrder(db, order.id);
    return { status: intent.status, lastError: intent.lastError, payed: after?.payed ?? false };
  }

  /**
   * GET /orders/paymentReturn/{id}: where the e-wallet checkout sends the buyer back. The intent is
   * queried (the return URL alone proves nothing); paid goes to the cart's banner, anything else
   * back to the pay page with its error. Only the order's buyer is answered (issue 20: the redirect
   * tells whether it is paid); anyone else gets the 404 of the other order routes.
   */
  async function paymentReturn(buyer: UserRow, orderId: string): Promise<string> {
    const paidUrl = paths.cart({ payed: true });
    const errorUrl = paths.pay(orderId, { error: true });
    const order = await requireOwnOrder(db, orderId, buyer.id);
    if (order.payed) return paidUrl;
    // the e-wallet intents still open, newest first (the buyer may have tried a card meanwhile)
    const rows = (await listOrderPayments(db, order.id))
      .filter((row) => isEwallet(row.method as PayMethodChoice))
      .filter((row) => !FINAL_PAYMENT_STATUSES.includes(row.status))
      .slice(0, 3);
    try {
      for (const row of rows) {
        for (let attempt = 0; ; attempt += 1) {
          const { intent, settlement } = await querySettle(row);
          if (settlement.kind === 'paid') return paidUrl;
          const delay = RETURN_POLLS[attempt];
          if (intent.status !== 'processing' || delay === undefined) break;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    } catch (err) {
      if (!(err instanceof PaymentsError)) throw err;
      log.warn({ orderId, code: err.code }, `payment return: ${err.detail}`);
    }
    return (await findOrder(db, orderId))?.payed ? paidUrl : errorUrl;
  }

  /**
   * POST /orders/webhook/source (ARCHITECTURE §6): the signature over the raw body, then in one
   * transaction the event id stored once and the event applied. A replay finds its id stored and
   * changes nothing; an event about an intent we do not know yet rolls back (id included) and
   * answers 409, so the provider sends it again.
   */
  async function handleWebhook(input: {
    signature: string | undefined;
    rawBody: Buffer;
  }): Promise<{ replay: boolean }> {
    const now = clock();
    const event = verifiedWebhookEvent({
      ...input,
      webhook: deps.webhook,
      nowMs: (deps.wallClockMs ?? Date.now)(),
      log,
    });

    const outbox: string[] = [];
    const result = await db.transaction(async (tx) => {
      const fresh = await insertWebhookEvent(tx, {
        eventId: event.id,
        type: event.type,
        payload: event.payload,
        receivedAt: now,
      });
      if (!fresh) return { replay: true, settlement: null, refundId: null };
      const refundId = event.refund
        ? await refunds.applyProviderRefund(tx, event.refund, now)
        : null;
      const settlement = event.outcome ? await settleIntent(tx, event.outcome, now) : null;
      if (settlement?.kind === 'unknown') {
        if (event.outcome?.orderId) {
          // one of our orders whose intent is not visible yet: rolls the event row back too, so
          // the provider's retry is processed, not taken for a replay
          throw fail('CONFLICT', 'This payment is not known yet; please retry.');
        }
        // not one of our intents (no order of ours named): stored, acknowledged, never retried
        log.warn({ eventId: event.id, type: event.type }, 'webhook event for an unknown intent');
      }
      if (settlement?.kind === 'paid') {
        outbox.push(...(await enqueuePaidNotice(tx, noticeDeps, settlement.order)));
      }
      await markWebhookProcessed(tx, event.id, now);
      return { replay: false, settlement, refundId };
    });
    if (result.settlement) await afterSettlement(result.settlement, outbox);
    if (result.refundId) await refunds.notifyRefund(result.refundId);
    return { replay: result.replay };
  }

  const { reconcile, scheduleReconciliation } = createReconciliation({
    db,
    clock,
    log,
    querySettle,
    issueRefund,
    pollOpenRefunds: refunds.pollOpenRefunds,
  });

  return {
    createIntent,
    paymentStatus,
    paymentReturn,
    handleWebhook,
    reconcile,
    scheduleReconciliation,
    refundOrder,
    /** for flows that cancel or reject inside their own transaction: request there, issue after */
    requestOrderRefund,
    issueRefund,
  };
}
