import { orderNumberText, paths, receiptFacts, receiptLines } from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import { textsFor } from '../../lib/i18n.js';
import { findLines, type OrderRow } from '../orders/orders.repo.js';
import type { Notifications } from '../notifications/notifications.service.js';
import { findContacts } from '../seller-orders/seller-orders.repo.js';
import { buyerWhen, chefWhen, e164, localeOf, pickupDirections } from '../seller-orders/notices.js';

// The one notice of a paid order (ARCHITECTURE §5): an e-mail to the buyer and one to the chef, written
// to the outbox in the settlement's transaction, so it goes out exactly when the order became paid.
// A pickup order the chef already confirmed also tells the buyer where to pick it up, by e-mail
// and text (issue 18 defect 6). The buyer's e-mail is their receipt (issue 19): the facts of
// receiptFacts, the same the receipt page under /orders shows. Each party reads it in their own
// language (issue 23: the account's, else English).

export async function enqueuePaidNotice(
  tx: Executor,
  deps: { notifications: Notifications; publicUrl: string; sms?: boolean },
  order: OrderRow,
): Promise<string[]> {
  const people = await findContacts(tx, [order.buyerId, order.chefId]);
  const buyer = people.find((p) => p.id === order.buyerId);
  const chef = people.find((p) => p.id === order.chefId);
  const t = textsFor(localeOf(buyer), 'email');
  const toChef = textsFor(localeOf(chef), 'email');
  const receipt = receiptFacts(
    order,
    await findLines(tx, [order.id]),
    chef?.name ?? t('yourChef'),
    localeOf(buyer),
  );
  const receiptLink = `${deps.publicUrl}${paths.receipt(order.id)}`;
  const ref = orderNumberText(order);
  const pickupAt = pickupDirections(order, chef, localeOf(buyer));
  const trackLink = `${deps.publicUrl}${paths.track(order.id)}`;
  const dashboardLink = `${deps.publicUrl}${paths.dashboard()}`;
  const next = order.confirmed
    ? t('paidNextConfirmed', {
        chef: chef?.name ?? t('yourChefStart'),
        pickup: pickupAt ? `\n\n${pickupAt}.` : '',
      })
    : t('paidNextWaiting');
  const ids: string[] = [];
  if (buyer) {
    ids.push(
      await deps.notifications.enqueue(tx, {
        channel: 'email',
        to: buyer.email,
        subject: t('paidSubject'),
        body: t('paidBody', {
          name: order.name,
          total: String(receipt.totalCharged),
          method: receipt.method,
          ref,
          chef: chef?.name ?? t('yourChef'),
          when: buyerWhen(order, localeOf(buyer)),
          next,
          track: trackLink,
          receipt: receiptLines(receipt, localeOf(buyer)).join('\n'),
          receiptLink,
        }),
        links: [trackLink, receiptLink],
      }),
    );
  }
  const buyerPhone = e164(order.phone);
  if (deps.sms && pickupAt && buyerPhone) {
    ids.push(
      await deps.notifications.enqueue(tx, {
        channel: 'sms',
        to: buyerPhone,
        subject: '',
        body: textsFor(localeOf(buyer), 'sms')('buyerPaidPickup', {
          ref,
          when: buyerWhen(order, localeOf(buyer)),
          pickup: pickupAt,
          track: trackLink,
        }),
        links: [trackLink],
      }),
    );
  }
  if (chef) {
    ids.push(
      await deps.notifications.enqueue(tx, {
        channel: 'email',
        to: chef.email,
        subject: order.confirmed
          ? toChef('chefPaidConfirmedSubject')
          : toChef('chefPaidWaitingSubject'),
        body: toChef('chefPaidBody', {
          ref,
          name: order.name,
          when: chefWhen(order, localeOf(chef)),
          next: order.confirmed ? toChef('chefPaidNextConfirmed') : toChef('chefPaidNextWaiting'),
          dashboard: dashboardLink,
        }),
        links: [dashboardLink],
      }),
    );
  }
  return ids;
}
