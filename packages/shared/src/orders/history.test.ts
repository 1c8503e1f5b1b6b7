import { describe, expect, it } from 'vitest';
import { isOrderEditable, receiptFacts, receiptLines } from './history.js';
import { orderQuote } from './money.js';

// Issue 19, decision 024: one quote from checkout to charge, and the receipt's facts.

describe('orderQuote (product §11)', () => {
  it('charges total + P5 for the e-wallets and total + P15 for cards', () => {
    const quote = orderQuote({
      lines: [{ promoPrice: 180, quantity: 2 }],
      deliveryFee: 57,
      rewards: 15,
    });
    expect(quote).toEqual({
      foodTotal: 360,
      deliveryFee: 57,
      rewardsApplied: 15,
      total: 402,
      charges: { gcash: 407, grab_pay: 407, visa: 417, mastercard: 417 },
      range: [407, 417],
    });
  });

  it("never takes the total below the provider's P20 minimum", () => {
    const quote = orderQuote({
      lines: [{ promoPrice: 80, quantity: 1 }],
      deliveryFee: 0,
      rewards: 500,
    });
    expect(quote).toMatchObject({ rewardsApplied: 60, total: 20, range: [25, 35] });
  });
});

describe('receiptFacts', () => {
  const order = {
    id: 'o1',
    number: 'K7MQ3PXD',
    createdFor: '2026-11-28',
    selectedTime: 12,
    deliveryMode: 'delivery' as const,
    address: '12 Jupiter St, Makati',
    aptNumber: 'Unit 4B',
    addressNote: 'blue gate',
    deliveryFee: 57,
    rewardsApplied: 15,
    paymentMethod: 'gcash',
    paidAt: new Date('2026-11-27T02:00:00Z'),
  };
  const lines = [{ name: 'Chicken adobo', quantity: 2, promoPrice: 180 }];

  it("states the buyer's window, number, lines, fees, points and the total charged", () => {
    const receipt = receiptFacts(order, lines, 'Lola Nena');
    expect(receipt).toMatchObject({
      number: '#K7MQ-3PXD',
      when: 'Sat, Nov 28, 1pm - 3pm',
      lines: [{ name: 'Chicken adobo', quantity: 2, unitPrice: 180, amount: 360 }],
      foodTotal: 360,
      deliveryFee: 57,
      rewardsApplied: 15,
      serviceFee: 5,
      totalCharged: 407,
      method: 'GCash',
    });
    const text = receiptLines(receipt).join('\n');
    expect(text).toContain('Delivery: Sat, Nov 28, 1pm - 3pm');
    expect(text).toContain('Deliver to: Unit 4B, 12 Jupiter St, Makati (blue gate)');
    expect(text).toContain('Rewards: -P15');
    expect(text).toContain('Total charged: P407');
    expect(text).not.toContain('12:00');
  });

  it('a card payment carries the card fee', () => {
    expect(receiptFacts({ ...order, paymentMethod: 'visa' }, lines, 'x')).toMatchObject({
      serviceFee: 15,
      totalCharged: 417,
      method: 'Visa card',
    });
  });
});

describe('isOrderEditable', () => {
  it('lets a cart or an unpaid, unanswered placed order be changed, nothing else', () => {
    expect(isOrderEditable({ status: 'cart', payed: false, confirmed: null })).toBe(true);
    expect(isOrderEditable({ status: 'placed', payed: false, confirmed: null })).toBe(true);
    expect(isOrderEditable({ status: 'placed', payed: true, confirmed: null })).toBe(false);
    expect(isOrderEditable({ status: 'placed', payed: false, confirmed: true })).toBe(false);
    expect(isOrderEditable({ status: 'completed', payed: true, confirmed: true })).toBe(false);
  });
});
