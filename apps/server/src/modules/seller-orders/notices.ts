import {
  PHONE_PREFIX,
  buyerWindowText,
  chefWindowText,
  formatPhone,
  isValidPhone,
  orderNumberText,
  paths,
  pickupAddressText,
  revealsPickupAddress,
} from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import type { OutgoingMessage } from '../../providers/mail/mailer.js';
import type { OrderRow } from '../orders/orders.repo.js';
import { findContacts } from './seller-orders.repo.js';

// The messages a real marketplace sends along an order's life (issue 6): written to the outbox in
// the transaction of the change that causes them, delivered after commit with retries. The paid
// notice (buyer and chef) belongs to the payments module (notices.ts there).

export type Enqueue = (tx: Executor, message: OutgoingMessage) => Promise<string>;
/** Writes several messages in one statement (notifications.enqueueAll); answers their ids. */
export type EnqueueAll = (tx: Executor, messages: OutgoingMessage[]) => Promise<string[]>;
export type NoticeDeps = {
  enqueue: Enqueue;
  enqueueAll?: EnqueueAll;
  publicUrl: string;
  sms?: boolean;
};

export type OrderNotice =
  | { kind: 'placed' }
  | { kind: 'cancelled' }
  | { kind: 'confirmed' }
  | { kind: 'rejected'; remarks: string; refunded: boolean }
  | { kind: 'finishedDelivery' }
  | { kind: 'readyForPickup' }
  | { kind: 'onTheWay'; driverName: string | null }
  | { kind: 'completed' };

/** '(pickup, Sat, Nov 28, 2pm - 4pm)' for the buyer; the chef reads the dispatch window. */
export const buyerWhen = (order: OrderRow) => `${order.deliveryMode}, ${buyerWindowText(order)}`;
export const chefWhen = (order: OrderRow) => `${order.deliveryMode}, ${chefWindowText(order)}`;

/**
 * Issue 18 defect 6: where the buyer of a confirmed, paid pickup order collects it: the kitchen's
 * full address and the chef's phone. Empty for any other order (and when the chef is unknown).
 */
export function pickupDirections(order: OrderRow, chef: Contact | undefined): string {
  if (!chef || !revealsPickupAddress(order)) return '';
  const phone = isValidPhone(chef.phone) ? `, phone ${formatPhone(chef.phone)}` : '';
  return `Pick up at ${pickupAddressText(chef)} (${chef.name}${phone})`;
}

/**
 * Writes the notice of `order` to the outbox in `tx`; answers the outbox ids to dispatch. A caller
 * that has just read both parties' rows passes them as `parties`, saving the read.
 */
export async function enqueueOrderNotice(
  tx: Executor,
  deps: NoticeDeps,
  order: OrderRow,
  notice: OrderNotice,
  parties?: Parties,
): Promise<string[]> {
  // both parties' contacts in one read, for the e-mail and the text
  const people = parties ? [] : await findContacts(tx, [order.buyerId, order.chefId]);
  const known: Parties = parties ?? {
    buyer: people.find((p) => p.id === order.buyerId),
    chef: people.find((p) => p.id === order.chefId),
  };
  const { enqueueAll } = deps;
  if (!enqueueAll) {
    const ids = await emailNotice(tx, deps, order, notice, known);
    if (deps.sms) ids.push(...(await smsNotice(tx, deps, order, notice, known)));
    return ids;
  }
  // the e-mail and the text written together, in one statement
  const outgoing: OutgoingMessage[] = [];
  const collect: NoticeDeps = {
    ...deps,
    enqueue: async (_tx, message) => String(outgoing.push(message)),
  };
  await emailNotice(tx, collect, order, notice, known);
  if (deps.sms) await smsNotice(tx, collect, order, notice, known);
  return outgoing.length ? enqueueAll(tx, outgoing) : [];
}

export type Contact = Awaited<ReturnType<typeof findContacts>>[number];
export type Parties = { buyer: Contact | undefined; chef: Contact | undefined };

export const e164 = (digits: string) =>
  /^\d{10}$/.test(digits) ? `${PHONE_PREFIX}${digits}` : null;

/**
 * The short texts of product §10 ("You will get an SMS once a driver is assigned") and product §6
 * ("You will get an SMS/call on arrival"): to the phone the buyer gave at checkout, and the chef's.
 */
async function smsNotice(
  tx: Executor,
  deps: NoticeDeps,
  order: OrderRow,
  notice: OrderNotice,
  { chef }: Parties,
): Promise<string[]> {
  const ref = orderNumberText(order);
  const pickupAt = pickupDirections(order, chef);
  const track = `${deps.publicUrl}${paths.track(order.id)}`;
  const send = async (digits: string, body: string, links: string[]) => {
    const to = e164(digits);
    if (!to) return [];
    return [await deps.enqueue(tx, { channel: 'sms', to, subject: '', body, links })];
  };
  switch (notice.kind) {
    case 'placed': {
      return chef
        ? send(
            chef.phone,
            `Lutong Bahay: new order ${ref} from ${order.name} (${chefWhen(order)}). Please confirm it on your dashboard.`,
            [],
          )
        : [];
    }
    case 'cancelled':
      return chef
        ? send(
            chef.phone,
            `Lutong Bahay: order ${ref} (${chefWhen(order)}) was cancelled by the buyer. You do not need to cook it.`,
            [],
          )
        : [];
    case 'confirmed': {
      const pay = `${deps.publicUrl}${paths.pay(order.id)}`;
      return order.payed
        ? send(
            order.phone,
            `Lutong Bahay: your order ${ref} (${buyerWhen(order)}) is confirmed.${pickupAt ? ` ${pickupAt}.` : ''} ${track}`,
            [track],
          )
        : send(
            order.phone,
            `Lutong Bahay: your order ${ref} is confirmed. Please pay here: ${pay}`,
            [pay],
          );
    }
    case 'rejected':
      return send(
        order.phone,
        `Lutong Bahay: sorry, your order ${ref} was declined by the chef: "${notice.remarks.slice(0, 300)}"`,
        [],
      );
    case 'finishedDelivery':
      return send(
        order.phone,
        `Lutong Bahay: your order ${ref} is cooked and a courier is booked. ${track}`,
        [track],
      );
    case 'readyForPickup':
      return send(
        order.phone,
        `Lutong Bahay: your order ${ref} is ready for pickup.${pickupAt ? ` ${pickupAt}.` : ''} ${track}`,
        [track],
      );
    case 'onTheWay': {
      const driver = notice.driverName ?? 'A driver';
      return [
        ...(await send(
          order.phone,
          `Lutong Bahay: ${driver} is on the way with your order ${ref}. You will get an SMS/call on arrival.`,
          [track],
        )),
        ...(chef
          ? await send(chef.phone, `Lutong Bahay: ${driver} was assigned to order ${ref}.`, [])
          : []),
      ];
    }
    case 'completed':
      return [];
  }
}

async function emailNotice(
  tx: Executor,
  deps: NoticeDeps,
  order: OrderRow,
  notice: OrderNotice,
  { buyer, chef }: Parties,
): Promise<string[]> {
  const chefName = chef?.name ?? 'your chef';
  const link = (path: string) => `${deps.publicUrl}${path}`;
  const track = link(paths.track(order.id));
  const ref = orderNumberText(order);
  const pickupAt = pickupDirections(order, chef);
  const toBuyer = async (subject: string, body: string, links: string[]) =>
    buyer
      ? [await deps.enqueue(tx, { channel: 'email', to: buyer.email, subject, body, links })]
      : [];

  switch (notice.kind) {
    case 'placed': {
      if (!chef) return [];
      const dashboard = link(paths.dashboard());
      const id = await deps.enqueue(tx, {
        channel: 'email',
        to: chef.email,
        subject: 'New order waiting for your confirmation',
        body: `${order.name} placed order ${ref} (${chefWhen(order)}).\n\nPlease confirm or reject it on your dashboard:\n${dashboard}`,
        links: [dashboard],
      });
      return [id];
    }
    case 'cancelled': {
      // issue 19 wrote this e-mail with the refund; issue 20 sends it with the cancellation
      if (!chef) return [];
      const dashboard = link(paths.dashboard());
      const refunded = order.payed ? "; the buyer's payment is refunded" : '';
      const id = await deps.enqueue(tx, {
        channel: 'email',
        to: chef.email,
        subject: `Order ${ref} was cancelled by the buyer`,
        body: `${order.name} cancelled order ${ref} (${chefWhen(order)}) before you confirmed it. You do not need to cook it${refunded}.\n\nYour dashboard:\n${dashboard}`,
        links: [dashboard],
      });
      return [id];
    }
    case 'confirmed': {
      const pay = link(paths.pay(order.id));
      const payLine = order.payed
        ? `Your payment was already received.${pickupAt ? `\n\n${pickupAt}.` : ''}`
        : `Please pay for your order here so the chef can start cooking:\n${pay}`;
      return toBuyer(
        `${chefName} confirmed your order`,
        `Good news, ${order.name}! ${chefName} confirmed order ${ref} (${buyerWhen(order)}).\n\n${payLine}\n\nFollow your order here:\n${track}`,
        order.payed ? [track] : [pay, track],
      );
    }
    case 'rejected':
      return toBuyer(
        `${chefName} could not take your order`,
        `Sorry, ${order.name}. ${chefName} could not take order ${ref} (${buyerWhen(order)}). Their message:\n\n"${notice.remarks}"\n\n${notice.refunded ? 'Your payment is being refunded to the method you paid with.' : 'You have not been charged.'}`,
        [],
      );
    case 'finishedDelivery':
      return toBuyer(
        'Your food is cooked and a courier is booked',
        `${chefName} is done cooking order ${ref} (${buyerWhen(order)}). A courier has been booked and you will get an SMS/call on arrival.\n\nFollow your order here:\n${track}`,
        [track],
      );
    case 'readyForPickup':
      return toBuyer(
        'Your order is ready for pickup',
        `${chefName} is done cooking order ${ref} (${buyerWhen(order)}) and it is ready for pickup${pickupAt ? `.\n\n${pickupAt}` : chef?.miniAddress ? ` at ${chef.miniAddress}` : ''}.\n\n${track}`,
        [track],
      );
    case 'onTheWay':
      return toBuyer(
        'Your order is on the way',
        `${notice.driverName ? `${notice.driverName} is` : 'A driver is'} on the way with order ${ref}. You will get an SMS/call on arrival.\n\n${track}`,
        [track],
      );
    case 'completed': {
      const rating = link(paths.rating(order.id));
      return toBuyer(
        `How was your meal from ${chefName}?`,
        `We hope you enjoyed order ${ref}! Rate ${chefName} and the dishes here:\n${rating}`,
        [rating],
      );
    }
  }
}
