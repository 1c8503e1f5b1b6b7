import { describe, expect, it } from 'vitest';
import { messages } from '@lutong/shared';
import { words } from '../../../test/texts';
import {
  confirmSuccessMessage as confirmText,
  confirmSmsFailedMessage,
  finishFailureMessage as finishText,
  type ActionWords,
} from './action-messages';

const en: ActionWords = { m: words('en', 'messages'), d: words('en', 'dashboard') };
const fil: ActionWords = { m: words('fil', 'messages'), d: words('fil', 'dashboard') };
const confirmSuccessMessage = (o: Parameters<typeof confirmText>[0]) => confirmText(o, en);
const finishFailureMessage = (o: Parameters<typeof finishText>[0], failed: boolean) =>
  finishText(o, failed, en);

// Issue 18 defect 7: the dashboard's Confirm and Finish messages fit the order.

const order = {
  deliveryMode: 'delivery' as const,
  payed: false,
  phone: '9171234567',
  address: '12 Mabini St',
  aptNumber: 'Unit 3',
};

describe('confirm', () => {
  it("keeps the spec's wording for an unpaid order", () => {
    expect(confirmSuccessMessage(order)).toBe(messages.confirmSucceeded);
  });

  it('does not wait for a payment that already came', () => {
    const text = confirmSuccessMessage({ ...order, payed: true });
    expect(text).not.toMatch(/notified once your customer has paid/);
    expect(text).toMatch(/already paid/);
  });
});

describe('finish failures', () => {
  it("keep the spec's delivery wording for a delivery", () => {
    expect(finishFailureMessage(order, false)).toBe(messages.finishNotRegistered);
    expect(finishFailureMessage(order, true)).toBe(
      messages.finishRequestFailed('+639171234567', 'Unit 3, 12 Mabini St'),
    );
  });

  it('never mention a driver or a delivery for a pickup order', () => {
    const pickup = { ...order, deliveryMode: 'pickup' as const };
    for (const failed of [true, false]) {
      const text = finishFailureMessage(pickup, failed);
      expect(text).not.toMatch(/driver|deliver/i);
      expect(text).toMatch(/pickup/);
    }
    expect(finishFailureMessage(pickup, true)).toContain('+639171234567');
  });
});

describe('in Filipino (issue 23)', () => {
  it("words the same facts in the reader's language", () => {
    expect(finishText(order, true, fil)).toBe(
      'MAHALAGA: Hindi na-register na tapos ang iyong order. Subukan ulit pagkalipas ng isang minuto, o tawagan ang iyong customer sa +639171234567 at ikaw na ang mag-ayos ng delivery sa Unit 3, 12 Mabini St.',
    );
    const unknown = { ...order, phone: '', address: '', aptNumber: '' };
    expect(confirmSmsFailedMessage(unknown, en)).toBe(
      messages.confirmSmsFailed('phone', 'the address on the order'),
    );
    expect(confirmSmsFailedMessage(unknown, fil)).toContain('(ang address na nasa order)');
  });
});
