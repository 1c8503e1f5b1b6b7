import { describe, expect, it } from 'vitest';
import {
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_LENGTH,
  buyerWindowText,
  chefWindowText,
  isOrderNumber,
  orderDayText,
  orderNumberText,
  parseOrderNumber,
  pickupAddressText,
} from './facts.js';

// Issue 18 defect 5: one number and one window per order, worded by the spec's numbers.

const saturday = { createdFor: '2026-11-28', selectedTime: 14 } as const;

describe('order number (decision 017)', () => {
  it('is read in two groups of four after a #', () => {
    expect(orderNumberText({ number: 'K7MQ3PXD' })).toBe('#K7MQ-3PXD');
  });

  it('has no symbol that reads like another or spells a word', () => {
    for (const c of '01OILAEU') expect(ORDER_NUMBER_ALPHABET).not.toContain(c);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(ORDER_NUMBER_ALPHABET.length);
    expect(ORDER_NUMBER_LENGTH).toBeGreaterThanOrEqual(6);
    expect(ORDER_NUMBER_LENGTH).toBeLessThanOrEqual(8);
  });

  it('reads a number back as people type it', () => {
    expect(parseOrderNumber('#k7mq-3pxd')).toBe('K7MQ3PXD');
    expect(parseOrderNumber(' K7MQ 3PXD ')).toBe('K7MQ3PXD');
    expect(parseOrderNumber(orderNumberText({ number: 'K7MQ3PXD' }))).toBe('K7MQ3PXD');
    expect(parseOrderNumber('#01a214')).toBeNull();
  });

  it('knows a stored number from anything else', () => {
    expect(isOrderNumber('K7MQ3PXD')).toBe(true);
    expect(isOrderNumber('K7MQ-3PXD')).toBe(false);
    expect(isOrderNumber('01a214ab')).toBe(false);
    expect(isOrderNumber('K7MQ3PX')).toBe(false);
  });
});

describe('the order day', () => {
  it('names the weekday and date of createdFor', () => {
    expect(orderDayText('2026-11-28')).toBe('Sat, Nov 28');
    expect(orderDayText('2026-12-01')).toBe('Tue, Dec 1');
  });
});

describe("the buyer's window (product §11: 2 hours; delivery starts one hour later)", () => {
  it('slot 2pm: delivery 3pm - 5pm, pickup 2pm - 4pm', () => {
    expect(buyerWindowText({ ...saturday, deliveryMode: 'delivery' })).toBe(
      'Sat, Nov 28, 3pm - 5pm',
    );
    expect(buyerWindowText({ ...saturday, deliveryMode: 'pickup' })).toBe('Sat, Nov 28, 2pm - 4pm');
  });

  it('the last slot, 8pm delivery, ends at 11pm', () => {
    expect(buyerWindowText({ ...saturday, selectedTime: 20, deliveryMode: 'delivery' })).toBe(
      'Sat, Nov 28, 9pm - 11pm',
    );
  });

  it('says so when no time is chosen yet', () => {
    expect(buyerWindowText({ ...saturday, selectedTime: null, deliveryMode: 'pickup' })).toBe(
      'Sat, Nov 28, time not chosen yet',
    );
  });
});

describe("the chef's window (product §3.2: start to start + 1 hour, delivery at half past)", () => {
  it('slot 2pm: delivery 2:30pm - 3:30pm, pickup 2pm - 3pm', () => {
    expect(chefWindowText({ ...saturday, deliveryMode: 'delivery' })).toBe(
      'Sat, Nov 28, 2:30pm - 3:30pm',
    );
    expect(chefWindowText({ ...saturday, deliveryMode: 'pickup' })).toBe('Sat, Nov 28, 2pm - 3pm');
  });

  it('slot 10am and the noon slot', () => {
    expect(chefWindowText({ ...saturday, selectedTime: 10, deliveryMode: 'delivery' })).toBe(
      'Sat, Nov 28, 10:30am - 11:30am',
    );
    expect(chefWindowText({ ...saturday, selectedTime: 12, deliveryMode: 'pickup' })).toBe(
      'Sat, Nov 28, 12pm - 1pm',
    );
  });
});

describe('the pickup address (issue 18 defect 6)', () => {
  it('joins unit, address and ZIP, leaving out what is empty', () => {
    expect(
      pickupAddressText({ aptNumber: 'Unit 3', address: '12 Mabini St, Quezon City', zip: '1100' }),
    ).toBe('Unit 3, 12 Mabini St, Quezon City, 1100');
    expect(pickupAddressText({ aptNumber: ' ', address: '12 Mabini St', zip: '' })).toBe(
      '12 Mabini St',
    );
    expect(
      pickupAddressText({
        aptNumber: '',
        address: '101 East Capitol Dr., Kapitolyo, Pasig, 1603 Metro Manila',
        zip: '1603',
      }),
    ).toBe('101 East Capitol Dr., Kapitolyo, Pasig, 1603 Metro Manila');
  });
});
