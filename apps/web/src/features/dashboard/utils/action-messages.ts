import { messages } from '@lutong/shared';

// The dashboard's answers to Confirm and Finish (product §10), told apart where the spec's one
// wording would be wrong (issue 18 defect 7): a paid order needs no payment notice, and a pickup
// order has no driver.

type ActedOrder = {
  deliveryMode: 'delivery' | 'pickup';
  payed: boolean;
  phone: string;
  address: string;
  aptNumber: string;
};

const customerAddress = (order: ActedOrder) =>
  [order.aptNumber, order.address].filter(Boolean).join(', ') || 'the address on the order';
export const customerPhone = (order: { phone: string }) =>
  order.phone ? `+63${order.phone}` : 'phone';

export const confirmSuccessMessage = (order: { payed: boolean }): string =>
  order.payed ? messages.confirmSucceededPaid : messages.confirmSucceeded;

/** The message of a failed Finish: `requestFailed` when no answer came (or a broken one). */
export function finishFailureMessage(order: ActedOrder, requestFailed: boolean): string {
  if (order.deliveryMode === 'pickup') {
    return requestFailed
      ? messages.finishRequestFailedPickup(customerPhone(order))
      : messages.finishNotRegisteredPickup;
  }
  return requestFailed
    ? messages.finishRequestFailed(customerPhone(order), customerAddress(order))
    : messages.finishNotRegistered;
}

export const confirmSmsFailedMessage = (order: ActedOrder): string =>
  messages.confirmSmsFailed(customerPhone(order), customerAddress(order));
