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
  type Locale,
} from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import { textsFor } from '../../lib/i18n.js';
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

/**
 * '(pickup, Sat, Nov 28, 2pm - 4pm)' for the buyer, Filipino '(pickup, Sab, Nob 28, 2pm - 4pm)';
 * the chef reads the dispatch window. Each in the reader's language.
 */
export const buyerWhen = (order: OrderRow, locale: Locale = 'en') =>
  `${order.deliveryMode}, ${buyerWindowText(order, locale)}`;
export const chefWhen = (order: OrderRow, locale: Locale = 'en') =>
  `${order.deliveryMode}, ${chefWindowText(order, locale)}`;

/**
 * Issue 18 defect 6: where the buyer of a confirmed, paid pickup order collects it: the kitchen's
 * full address and the chef's phone. Empty for any other order (and when the chef is unknown).
 */
export function pickupDirections(
  order: OrderRow,
  chef: Contact | undefined,
  locale: Locale = 'en',
): string {
  if (!chef || !revealsPickupAddress(order)) return '';
  const t = textsFor(locale, 'email');
  const phone = isValidPhone(chef.phone)
    ? t('pickupPhone', { phone: formatPhone(chef.phone) })
    : '';
  return t('pickupAt', { address: pickupAddressText(chef), name: chef.name, phone });
}

/** The language a party reads their notices in (issue 23): their account's, else English. */
export const localeOf = (contact: Contact | undefined): Locale => contact?.language ?? 'en';

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
  { buyer, chef }: Parties,
): Promise<string[]> {
  const ref = orderNumberText(order);
  const toChef = textsFor(localeOf(chef), 'sms');
  const t = textsFor(localeOf(buyer), 'sms');
  const pickupAt = pickupDirections(order, chef, localeOf(buyer));
  const pickup = pickupAt ? ` ${pickupAt}.` : '';
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
            toChef('chefNewOrder', {
              ref,
              name: order.name,
              when: chefWhen(order, localeOf(chef)),
            }),
            [],
          )
        : [];
    }
    case 'cancelled':
      return chef
        ? send(
            chef.phone,
            toChef('chefCancelled', { ref, when: chefWhen(order, localeOf(chef)) }),
            [],
          )
        : [];
    case 'confirmed': {
      const pay = `${deps.publicUrl}${paths.pay(order.id)}`;
      return order.payed
        ? send(
            order.phone,
            t('buyerConfirmedPaid', {
              ref,
              when: buyerWhen(order, localeOf(buyer)),
              pickup,
              track,
            }),
            [track],
          )
        : send(order.phone, t('buyerConfirmedPay', { ref, pay }), [pay]);
    }
    case 'rejected':
      return send(
        order.phone,
        t('buyerRejected', { ref, remarks: notice.remarks.slice(0, 300) }),
        [],
      );
    case 'finishedDelivery':
      return send(order.phone, t('buyerCooked', { ref, track }), [track]);
    case 'readyForPickup':
      return send(order.phone, t('buyerReadyForPickup', { ref, pickup, track }), [track]);
    case 'onTheWay': {
      const driver = notice.driverName;
      return [
        ...(await send(
          order.phone,
          driver ? t('buyerOnTheWay', { driver, ref }) : t('buyerOnTheWayNoName', { ref }),
          [track],
        )),
        ...(chef
          ? await send(
              chef.phone,
              driver
                ? toChef('chefDriverAssigned', { driver, ref })
                : toChef('chefDriverAssignedNoName', { ref }),
              [],
            )
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
  const t = textsFor(localeOf(buyer), 'email');
  const toChef = textsFor(localeOf(chef), 'email');
  const chefName = chef?.name ?? t('yourChef');
  const link = (path: string) => `${deps.publicUrl}${path}`;
  const track = link(paths.track(order.id));
  const ref = orderNumberText(order);
  const pickupAt = pickupDirections(order, chef, localeOf(buyer));
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
        subject: toChef('chefNewOrderSubject'),
        body: toChef('chefNewOrderBody', {
          name: order.name,
          ref,
          when: chefWhen(order, localeOf(chef)),
          dashboard,
        }),
        links: [dashboard],
      });
      return [id];
    }
    case 'cancelled': {
      // issue 19 wrote this e-mail with the refund; issue 20 sends it with the cancellation
      if (!chef) return [];
      const dashboard = link(paths.dashboard());
      const id = await deps.enqueue(tx, {
        channel: 'email',
        to: chef.email,
        subject: toChef('chefCancelledSubject', { ref }),
        body: toChef('chefCancelledBody', {
          name: order.name,
          ref,
          when: chefWhen(order, localeOf(chef)),
          refunded: order.payed ? 'yes' : 'no',
          dashboard,
        }),
        links: [dashboard],
      });
      return [id];
    }
    case 'confirmed': {
      const pay = link(paths.pay(order.id));
      const payLine = order.payed
        ? t('paidLine', { pickup: pickupAt ? `\n\n${pickupAt}.` : '' })
        : t('payLine', { pay });
      return toBuyer(
        t('buyerConfirmedSubject', { chef: chefName }),
        t('buyerConfirmedBody', {
          name: order.name,
          chef: chefName,
          ref,
          when: buyerWhen(order, localeOf(buyer)),
          payLine,
          track,
        }),
        order.payed ? [track] : [pay, track],
      );
    }
    case 'rejected':
      return toBuyer(
        t('buyerRejectedSubject', { chef: chefName }),
        t('buyerRejectedBody', {
          name: order.name,
          chef: chefName,
          ref,
          when: buyerWhen(order, localeOf(buyer)),
          remarks: notice.remarks,
          refund: t(notice.refunded ? 'refundedLine' : 'notChargedLine'),
        }),
        [],
      );
    case 'finishedDelivery':
      return toBuyer(
        t('finishedDeliverySubject'),
        t('finishedDeliveryBody', {
          chef: chefName,
          ref,
          when: buyerWhen(order, localeOf(buyer)),
          track,
        }),
        [track],
      );
    case 'readyForPickup':
      return toBuyer(
        t('readyForPickupSubject'),
        t('readyForPickupBody', {
          chef: chefName,
          ref,
          when: buyerWhen(order, localeOf(buyer)),
          where: pickupAt
            ? `.\n\n${pickupAt}`
            : chef?.miniAddress
              ? t('pickupArea', { area: chef.miniAddress })
              : '',
          track,
        }),
        [track],
      );
    case 'onTheWay':
      return toBuyer(
        t('onTheWaySubject'),
        notice.driverName
          ? t('onTheWayBody', { driver: notice.driverName, ref, track })
          : t('onTheWayBodyNoName', { ref, track }),
        [track],
      );
    case 'completed': {
      const rating = link(paths.rating(order.id));
      return toBuyer(
        t('completedSubject', { chef: chefName }),
        t('completedBody', { ref, chef: chefName, rating }),
        [rating],
      );
    }
  }
}
