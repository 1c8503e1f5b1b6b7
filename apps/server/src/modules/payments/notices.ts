import { paths, SERVICE_FEES, type PayMethodChoice } from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import type { OrderRow } from '../orders/orders.repo.js';
import type { Notifications } from '../notifications/notifications.service.js';
import { findUserContacts } from './payments.repo.js';

// The one notice of a paid order (DESIGN §5): an e-mail to the buyer and one to the chef, written
// to the outbox in the settlement's transaction, so it goes out exactly when the order became paid.

const methodNames: Record<PayMethodChoice, string> = {
  gcash: 'GCash',
  grab_pay: 'GrabPay',
  visa: 'Visa card',
  mastercard: 'Mastercard',
};

export async function enqueuePaidNotice(
  tx: Executor,
  deps: { notifications: Notifications; publicUrl: string },
  order: OrderRow,
): Promise<string[]> {
  const people = await findUserContacts(tx, [order.buyerId, order.chefId]);
  const buyer = people.find((p) => p.id === order.buyerId);
  const chef = people.find((p) => p.id === order.chefId);
  const method = (order.paymentMethod ?? 'gcash') as PayMethodChoice;
  const paid = order.total + (SERVICE_FEES[method] ?? order.serviceFee);
  const when = `${order.actualDate || order.createdFor}${order.selectedTime !== null ? `, ${order.selectedTime}:00` : ''}`;
  const trackLink = `${deps.publicUrl}${paths.track(order.id)}`;
  const dashboardLink = `${deps.publicUrl}${paths.dashboard()}`;
  const ids: string[] = [];
  if (buyer) {
    ids.push(
      await deps.notifications.enqueue(tx, {
        channel: 'email',
        to: buyer.email,
        subject: 'Your payment was received',
        body: `Salamat, ${order.name}! We received your payment of P${paid} (${methodNames[method] ?? method}) for order ${order.id} from ${chef?.name ?? 'your chef'} (${order.deliveryMode}, ${when}).\n\nThe chef will confirm your order soon. Follow it here:\n${trackLink}`,
        links: [trackLink],
      }),
    );
  }
  if (chef) {
    ids.push(
      await deps.notifications.enqueue(tx, {
        channel: 'email',
        to: chef.email,
        subject: 'A paid order is waiting for your confirmation',
        body: `Order ${order.id} from ${order.name} has been paid (${order.deliveryMode}, ${when}).\n\nPlease confirm or decline it on your dashboard:\n${dashboardLink}`,
        links: [dashboardLink],
      }),
    );
  }
  return ids;
}
