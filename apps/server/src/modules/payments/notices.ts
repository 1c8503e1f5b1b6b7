import { orderNumberText, paths, receiptFacts, receiptLines } from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import { findLines, type OrderRow } from '../orders/orders.repo.js';
import type { Notifications } from '../notifications/notifications.service.js';
import { findContacts } from '../seller-orders/seller-orders.repo.js';
import { buyerWhen, chefWhen, e164, pickupDirections } from '../seller-orders/notices.js';

// The one notice of a paid order (ARCHITECTURE §5): an e-mail to the buyer and one to the chef, written
// to the outbox in the settlement's transaction, so it goes out exactly when the order became paid.
// A pickup order the chef already confirmed also tells the buyer where to pick it up, by e-mail
// and text (issue 18 defect 6). The buyer's e-mail is their receipt (issue 19): the facts of
// receiptFacts, the same the receipt page under /orders shows.

export async function enqueuePaidNotice(
  tx: Executor,
  deps: { notifications: Notifications; publicUrl: string; sms?: boolean },
  order: OrderRow,
): Promise<string[]> {
  const people = await findContacts(tx, [order.buyerId, order.chefId]);
  const buyer = people.find((p) => p.id === order.buyerId);
  const chef = people.find((p) => p.id === order.chefId);
  const receipt = receiptFacts(order, await findLines(tx, [order.id]), chef?.name ?? 'your chef');
  const receiptLink = `${deps.publicUrl}${paths.receipt(order.id)}`;
  const ref = orderNumberText(order);
  const pickupAt = pickupDirections(order, chef);
  const trackLink = `${deps.publicUrl}${paths.track(order.id)}`;
  const dashboardLink = `${deps.publicUrl}${paths.dashboard()}`;
  const next = order.confirmed
    ? `${chef?.name ?? 'Your chef'} has confirmed it and is cooking.${pickupAt ? `\n\n${pickupAt}.` : ''}`
    : 'The chef will confirm your order soon.';
  const ids: string[] = [];
  if (buyer) {
    ids.push(
      await deps.notifications.enqueue(tx, {
        channel: 'email',
        to: buyer.email,
        subject: 'Your payment was received',
        body: `Salamat, ${order.name}! We received your payment of P${receipt.totalCharged} (${receipt.method}) for order ${ref} from ${chef?.name ?? 'your chef'} (${buyerWhen(order)}).\n\n${next} Follow your order here:\n${trackLink}\n\n${receiptLines(receipt).join('\n')}\n\nYour receipt online:\n${receiptLink}`,
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
        body: `Lutong Bahay: payment received for order ${ref} (${buyerWhen(order)}). ${pickupAt}. ${trackLink}`,
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
          ? 'A confirmed order has been paid: you can start cooking'
          : 'A paid order is waiting for your confirmation',
        body: `Order ${ref} from ${order.name} has been paid (${chefWhen(order)}).\n\n${order.confirmed ? 'You confirmed it already: you can start cooking. Your dashboard:' : 'Please confirm or decline it on your dashboard:'}\n${dashboardLink}`,
        links: [dashboardLink],
      }),
    );
  }
  return ids;
}
