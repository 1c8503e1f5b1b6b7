import type { TextKey, TextValues } from '@lutong/shared';

// The dashboard's answers to Confirm and Finish (product §10), told apart where the spec's one
// wording would be wrong (issue 18 defect 7): a paid order needs no payment notice, and a pickup
// order has no driver. Worded by the caller's `words` (issue 23): the spec's messages and the
// dashboard's own texts in the reader's language.

type ActedOrder = {
  deliveryMode: 'delivery' | 'pickup';
  payed: boolean;
  phone: string;
  address: string;
  aptNumber: string;
};

/** `useTexts('messages').t` and `useTexts('dashboard').t`. */
export type ActionWords = {
  m: (key: TextKey<'messages'>, values?: TextValues) => string;
  d: (key: TextKey<'dashboard'>, values?: TextValues) => string;
};

const customerAddress = (order: ActedOrder, { d }: ActionWords) =>
  [order.aptNumber, order.address].filter(Boolean).join(', ') || d('addressOnOrder');
export const customerPhone = (order: { phone: string }, { d }: ActionWords) =>
  order.phone ? `+63${order.phone}` : d('phoneWord');

export const confirmSuccessMessage = (order: { payed: boolean }, { m }: ActionWords): string =>
  order.payed ? m('confirmSucceededPaid') : m('confirmSucceeded');

/** The message of a failed Finish: `requestFailed` when no answer came (or a broken one). */
export function finishFailureMessage(
  order: ActedOrder,
  requestFailed: boolean,
  words: ActionWords,
): string {
  const { m } = words;
  const phone = customerPhone(order, words);
  if (order.deliveryMode === 'pickup') {
    return requestFailed
      ? m('finishRequestFailedPickup', { phone })
      : m('finishNotRegisteredPickup');
  }
  return requestFailed
    ? m('finishRequestFailed', { phone, address: customerAddress(order, words) })
    : m('finishNotRegistered');
}

export const confirmSmsFailedMessage = (order: ActedOrder, words: ActionWords): string =>
  words.m('confirmSmsFailed', {
    phone: customerPhone(order, words),
    address: customerAddress(order, words),
  });
