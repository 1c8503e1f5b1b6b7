import type { FastifyBaseLogger } from 'fastify';
import {
  newOrderPush,
  paths,
  pushEndpointAllowed,
  type PushMessage,
  type PushSubscriptionBody,
} from '@lutong/shared';
import type { Db, Executor } from '../../db/client.js';
import type { Jobs, RetryPolicy } from '../../jobs/jobs.js';
import { AppError, textIn } from '../../lib/errors.js';
import { textsFor } from '../../lib/i18n.js';
import type { PushSender } from '../../providers/push/web-push.js';
import type { UserRow } from '../auth/sessions.repo.js';
import type { OrderRow } from '../orders/orders.repo.js';
import {
  deleteOwnSubscription,
  deleteSubscription,
  findSubscription,
  findUserLanguage,
  listSubscriptionIds,
  markPushFailed,
  markPushed,
  saveSubscription,
} from './push.repo.js';

// Web push for chefs who closed the tab (issue 23, decision 047): the browsers' subscriptions, and
// one job per subscription queued in the transaction that makes an order new for its chef.

export const PUSH_JOB = 'push.send';
/**
 * 429 and 5xx are tried again: 5 s, doubled up to 5 minutes, for about half an hour; a new-order
 * push later than that is no news (the e-mail and the SMS carry it too).
 */
export const PUSH_RETRY: RetryPolicy = {
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
};
/** How long a push service keeps a push for a browser that is offline (RFC 8030 TTL). */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;

export type PushService = ReturnType<typeof createPushService>;

export function createPushService(deps: {
  db: Db;
  jobs: Jobs;
  clock: () => Date;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** the VAPID public key and the sender; null: push is off (decision 047) */
  push: { publicKey: string; sender: PushSender } | null;
  /** where the push simulator takes http endpoints (outside production), else null */
  simulatorBase: string | null;
  retry?: RetryPolicy;
}) {
  const { db, jobs, clock, log, push } = deps;
  const retry = deps.retry ?? PUSH_RETRY;

  const configured = () => {
    if (!push) throw new AppError('NOT_FOUND', textIn('push', 'notConfigured'));
    return push;
  };

  async function subscribe(user: UserRow, body: PushSubscriptionBody) {
    configured();
    if (!pushEndpointAllowed(body.endpoint, deps.simulatorBase)) {
      throw new AppError('VALIDATION', textIn('push', 'endpointInvalid'));
    }
    const { endpoint, keys } = body;
    await saveSubscription(db, { userId: user.id, endpoint, ...keys });
  }

  async function unsubscribe(user: UserRow, endpoint: string) {
    configured();
    if (!(await deleteOwnSubscription(db, user.id, endpoint))) {
      throw new AppError('NOT_FOUND', textIn('push', 'subscriptionNotFound'));
    }
  }

  /** In `tx`: a push job for each of the chef's browsers, telling them of the new `order`. */
  async function enqueueNewOrder(tx: Executor, order: OrderRow): Promise<void> {
    if (!push) return;
    const ids = await listSubscriptionIds(tx, [order.chefId]);
    // in the chef's language (decision 044)
    const language = (await findUserLanguage(tx, order.chefId)) ?? 'en';
    const message = newOrderPush(
      order,
      `${deps.publicUrl}${paths.dashboard()}`,
      textsFor(language, 'push'),
      language,
    );
    await jobs.sendIn(
      tx,
      PUSH_JOB,
      ids.map((subscriptionId) => ({ subscriptionId, message })),
      retry,
    );
  }

  /** One push to one browser; throws (the queue retries) when the push service says later. */
  async function deliver(subscriptionId: string, message: PushMessage): Promise<void> {
    const { sender } = configured();
    const row = await findSubscription(db, subscriptionId);
    if (!row) return; // unsubscribed meanwhile
    const target = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
    const outcome = await sender.send(target, JSON.stringify(message), {
      ttlSeconds: PUSH_TTL_SECONDS,
      urgency: 'high',
    });
    switch (outcome.kind) {
      case 'sent':
        return markPushed(db, row.id, clock());
      case 'gone':
        log.info({ subscriptionId, status: outcome.status }, 'push subscription gone; removed');
        return deleteSubscription(db, row.id);
      case 'retry':
        await markPushFailed(db, row.id);
        throw new Error(`push service answered ${outcome.status ?? 'nothing'}: ${outcome.detail}`);
      case 'refused':
        // 400, 401/403 or 413: our request is wrong; sending it again would not help
        await markPushFailed(db, row.id);
        log.error({ subscriptionId, ...outcome }, 'push refused by the push service');
    }
  }

  return {
    publicKey: () => configured().publicKey,
    subscribe,
    unsubscribe,
    enqueueNewOrder,
    deliver,
    async start(): Promise<void> {
      if (!push) return;
      await jobs.prepare(PUSH_JOB);
      await jobs.work(PUSH_JOB, async (data) =>
        deliver(String(data.subscriptionId), data.message as PushMessage),
      );
    },
  };
}
