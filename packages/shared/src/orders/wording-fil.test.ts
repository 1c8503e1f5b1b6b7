import { describe, expect, it } from 'vitest';
import { formatManilaTime, manilaClock, menuDayAfter } from '../discovery/manila-time.js';
import { closedDateLabel, closedOnText, openMenuDays } from '../sellers/open-days.js';
import { monthName, weekdayCodes, weekdayName } from '../users/weekdays.js';
import { buyerWindowText, chefWindowText, orderDayText } from './facts.js';
import { receiptLines, type ReceiptView } from './history.js';
import { cancelPaidQuestion, refundRequestedText, refundStateText } from './refunds.js';
import { spiceLevelName, spiceText } from './spice.js';

// Issue 23: the shared wording functions in both languages, by the spec's numbers: English
// exactly as before, Filipino from the `words` namespace and Intl's fil-PH day and month names.

const saturday = { createdFor: '2026-11-28', selectedTime: 14 } as const;
// Wednesday 2026-11-25, 10am in Manila
const WEDNESDAY_10AM = new Date('2026-11-25T02:00:00Z');

describe('day and month names', () => {
  it('are the codes in English and Intl fil-PH names in Filipino', () => {
    expect(weekdayCodes.map((d) => weekdayName(d))).toEqual([...weekdayCodes]);
    expect(weekdayCodes.map((d) => weekdayName(d, 'fil'))).toEqual([
      'Lun',
      'Mar',
      'Miy',
      'Huw',
      'Biy',
      'Sab',
      'Lin',
    ]);
    expect(weekdayName('Mon', 'en', 'long')).toBe('Monday');
    expect(weekdayName('Sun', 'en', 'long')).toBe('Sunday');
    expect(weekdayName('Mon', 'fil', 'long')).toBe('Lunes');
    expect(weekdayName('Wed', 'fil', 'long')).toBe('Miyerkules');
    expect(monthName(10)).toBe('Nov');
    expect(monthName(11, 'fil')).toBe('Dis');
    expect(monthName(0, 'fil')).toBe('Ene');
  });

  it("Manila's clock labels its date in the language, its weekday stays a code", () => {
    // 23:30 UTC on Nov 27 is already Saturday Nov 28 in Manila
    const late = new Date('2026-11-27T23:30:00Z');
    expect(manilaClock(late)).toMatchObject({ weekday: 'Sat', label: 'Nov 28' });
    expect(manilaClock(late, 'fil')).toMatchObject({ weekday: 'Sat', label: 'Nob 28' });
    expect(formatManilaTime(new Date('2026-11-26T11:05:00Z'))).toBe('Nov 26, 7:05pm');
    expect(formatManilaTime(new Date('2026-11-26T11:05:00Z'), 'fil')).toBe('Nob 26, 7:05pm');
  });

  it("the menu's day tabs", () => {
    expect(menuDayAfter(WEDNESDAY_10AM, 3).label).toBe('MENU FOR: Sat, Nov 28');
    expect(menuDayAfter(WEDNESDAY_10AM, 3, 'fil').label).toBe('MENU PARA SA: Sab, Nob 28');
  });
});

describe("an order's day and windows", () => {
  it('the day', () => {
    expect(orderDayText('2026-11-28')).toBe('Sat, Nov 28');
    expect(orderDayText('2026-11-28', 'fil')).toBe('Sab, Nob 28');
    expect(orderDayText('2026-12-01', 'fil')).toBe('Mar, Dis 1');
  });

  it("the buyer's window: slot 2pm, delivery 3pm - 5pm, pickup 2pm - 4pm", () => {
    const delivery = { ...saturday, deliveryMode: 'delivery' } as const;
    expect(buyerWindowText(delivery)).toBe('Sat, Nov 28, 3pm - 5pm');
    expect(buyerWindowText(delivery, 'fil')).toBe('Sab, Nob 28, 3pm - 5pm');
    expect(buyerWindowText({ ...delivery, deliveryMode: 'pickup' }, 'fil')).toBe(
      'Sab, Nob 28, 2pm - 4pm',
    );
  });

  it("the chef's window: slot 2pm, delivery 2:30pm - 3:30pm", () => {
    const delivery = { ...saturday, deliveryMode: 'delivery' } as const;
    expect(chefWindowText(delivery)).toBe('Sat, Nov 28, 2:30pm - 3:30pm');
    expect(chefWindowText(delivery, 'fil')).toBe('Sab, Nob 28, 2:30pm - 3:30pm');
  });

  it('a cart order without its time yet', () => {
    const cart = { ...saturday, selectedTime: null, deliveryMode: 'pickup' } as const;
    expect(buyerWindowText(cart)).toBe('Sat, Nov 28, time not chosen yet');
    expect(buyerWindowText(cart, 'fil')).toBe('Sab, Nob 28, wala pang napiling oras');
    expect(chefWindowText(cart, 'fil')).toBe('Sab, Nob 28, wala pang napiling oras');
  });
});

describe("a chef's closed days", () => {
  const chef = {
    menuDates: ['Thu', 'Fri', 'Sat'],
    deliveryTimes: {
      Thu: [true, null, null, null, null, null],
      Fri: [true, null, null, null, null, null],
      Sat: [true, null, null, null, null, null],
    },
    closedDates: ['2026-11-27', '2026-11-28'],
    dayPrep: 1,
  };

  it('names the dates', () => {
    expect(closedDateLabel('2026-12-25')).toBe('Dec 25');
    expect(closedDateLabel('2026-12-25', 'fil')).toBe('Dis 25');
  });

  it("the menu's line", () => {
    expect(closedOnText(WEDNESDAY_10AM, chef)).toBe('Closed on Nov 27, Nov 28');
    expect(closedOnText(WEDNESDAY_10AM, chef, 'fil')).toBe('Sarado sa Nob 27, Nob 28');
  });

  it('the open days a buyer picks from', () => {
    expect(openMenuDays(WEDNESDAY_10AM, chef, 'fil').map((d) => d.label)).toEqual([
      'MENU PARA SA: Huw, Nob 26',
    ]);
    expect(openMenuDays(WEDNESDAY_10AM, chef).map((d) => d.label)).toEqual([
      'MENU FOR: Thu, Nov 26',
    ]);
  });
});

describe('refunds, receipts and spice', () => {
  it('a refund', () => {
    expect(refundStateText({ amount: 350, status: 'pending' })).toBe('Refund of P350 requested');
    expect(refundStateText({ amount: 350, status: 'succeeded' })).toBe('Refund of P350 completed');
    expect(refundStateText({ amount: 350, status: 'processing' }, 'fil')).toBe(
      'Hiniling na ang refund na P350',
    );
    expect(refundStateText({ amount: 350, status: 'failed' }, 'fil')).toBe(
      'Naantala ang refund na P350: inaasikaso na ito ng aming staff',
    );
    expect(refundStateText({ amount: 350, status: 'succeeded' }, 'fil')).toBe(
      'Naibalik na ang refund na P350',
    );
  });

  it('a paid order cancelled: the question and the notice, to an e-wallet or a card', () => {
    expect(cancelPaidQuestion(1337, 'grab_pay', 'fil')).toBe(
      'Kanselahin ang order na ito? Nagbayad ka ng P1,337; ibabalik ito sa iyong GrabPay.',
    );
    expect(cancelPaidQuestion(475, 'mastercard', 'fil')).toBe(
      'Kanselahin ang order na ito? Nagbayad ka ng P475; ibabalik ito sa iyong card.',
    );
    expect(refundRequestedText(337, 'gcash', 'fil')).toBe(
      'Kinansela na ang order mo. Hiniling na ang refund na P337 pabalik sa iyong GCash; ie-e-mail ka namin kapag tapos na ito.',
    );
  });

  const receipt: ReceiptView = {
    orderId: 'o1',
    number: '#K7MQ-3PXD',
    chefName: 'Aling Nena',
    when: 'Sab, Nob 28, 3pm - 5pm',
    deliveryMode: 'delivery',
    deliverTo: 'Unit 4B, 12 Jupiter St, Makati',
    lines: [{ name: 'Adobo', quantity: 2, unitPrice: 150, amount: 300 }],
    foodTotal: 300,
    deliveryFee: 80,
    rewardsApplied: 20,
    serviceFee: 8,
    totalCharged: 368,
    method: 'GCash',
    paidAt: '2026-11-25T02:00:00.000Z',
  };

  it('a receipt', () => {
    expect(receiptLines({ ...receipt, when: 'Sat, Nov 28, 3pm - 5pm' })).toEqual([
      'Receipt for order #K7MQ-3PXD from Aling Nena',
      'Delivery: Sat, Nov 28, 3pm - 5pm',
      'Deliver to: Unit 4B, 12 Jupiter St, Makati',
      '',
      '2 x Adobo @ P150 = P300',
      '',
      'Food: P300',
      'Delivery fee: P80',
      'Rewards: -P20',
      'Service fee (GCash): P8',
      'Total charged: P368',
    ]);
    expect(receiptLines(receipt, 'fil')).toEqual([
      'Resibo ng order #K7MQ-3PXD mula kay Aling Nena',
      'Delivery: Sab, Nob 28, 3pm - 5pm',
      'Ihatid sa: Unit 4B, 12 Jupiter St, Makati',
      '',
      '2 x Adobo @ P150 = P300',
      '',
      'Pagkain: P300',
      'Delivery fee: P80',
      'Rewards: -P20',
      'Service fee (GCash): P8',
      'Kabuuang siningil: P368',
    ]);
  });

  it('spice levels (product §7: 0 to 4)', () => {
    expect([0, 1, 2, 3, 4].map((l) => spiceLevelName(l))).toEqual([
      'No',
      'Low',
      'Medium',
      'Medium-High',
      'High',
    ]);
    expect(spiceLevelName(2, 'fil')).toBe('Katamtaman');
    expect(spiceText(0)).toBe('No spice');
    expect(spiceText(3)).toBe('Medium-High spice');
    expect(spiceText(3, 'fil')).toBe('Medyo maanghang');
    expect(spiceText(9)).toBe('9 spice');
  });
});
