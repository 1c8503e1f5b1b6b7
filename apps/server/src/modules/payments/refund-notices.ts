import {
  formatPeso,
  orderNumberText,
  paths,
  refundDestination,
  type RefundNoticeStage,
} from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import { textsFor } from '../../lib/i18n.js';
import type { OrderRow } from '../orders/orders.repo.js';
import type { Notifications } from '../notifications/notifications.service.js';
import { findContacts } from '../seller-orders/seller-orders.repo.js';
import { buyerWhen, localeOf } from '../seller-orders/notices.js';
import type { RefundRow } from './payments.repo.js';

// Issue 19 (decision 023): what a refund tells people, written to the outbox in the transaction
// that claimed the stage. The buyer hears that it was requested, then that it completed or that
// staff are looking into it; a failed refund e-mails the staff. (The chef hears of a buyer's
// cancellation from the cancellation itself, by e-mail and text: seller-orders/notices.ts.)
// The buyer reads theirs in their own language (issue 23); the staff's stays in English.

const buyerTexts = {
  requested: { subject: 'refundRequestedSubject', body: 'refundRequestedBody' },
  succeeded: { subject: 'refundSucceededSubject', body: 'refundSucceededBody' },
  failed: { subject: 'refundFailedSubject', body: 'refundFailedBody' },
} as const satisfies Record<RefundNoticeStage, { subject: string; body: string }>;

export type RefundNoticeDeps = {
  notifications: Notifications;
  publicUrl: string;
  staffEmail: string;
};

export async function enqueueRefundNotices(
  tx: Executor,
  deps: RefundNoticeDeps,
  input: { stage: RefundNoticeStage; refund: RefundRow; order: OrderRow; method: string },
): Promise<string[]> {
  const { stage, refund, order, method } = input;
  const people = await findContacts(tx, [order.buyerId, order.chefId]);
  const buyer = people.find((p) => p.id === order.buyerId);
  const chef = people.find((p) => p.id === order.chefId);
  const ref = orderNumberText(order);
  const amount = formatPeso(refund.amountCentavos / 100);
  const trackLink = `${deps.publicUrl}${paths.track(order.id)}`;
  const email = (address: string, subject: string, body: string, links: string[]) =>
    deps.notifications.enqueue(tx, { channel: 'email', to: address, subject, body, links });
  const ids: string[] = [];

  if (buyer) {
    const locale = localeOf(buyer);
    const t = textsFor(locale, 'email');
    const keys = buyerTexts[stage];
    const to = refundDestination(method, locale);
    const values = { name: order.name, amount, ref, when: buyerWhen(order, locale), to };
    ids.push(
      await email(
        buyer.email,
        t(keys.subject, values),
        `${t(keys.body, values)}\n\n${t('yourOrderLink', { track: trackLink })}`,
        [trackLink],
      ),
    );
  }
  if (stage === 'failed') {
    const adminLink = `${deps.publicUrl}${paths.admin()}`;
    ids.push(
      await email(
        deps.staffEmail,
        `A refund failed: order ${ref}, ${amount}`,
        `The refund of ${amount} for order ${ref} (buyer ${buyer?.email ?? 'unknown'}, chef ${chef?.name ?? 'unknown'}, paid by ${method}) failed at the payment provider (refund ${refund.providerRefundId ?? 'not sent'}). It stays on the staff console until someone resolves it:\n${adminLink}`,
        [adminLink],
      ),
    );
  }
  return ids;
}
