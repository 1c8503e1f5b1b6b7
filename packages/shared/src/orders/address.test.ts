import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import {
  ADDRESS_NOTE_MAX,
  cleanAddressNote,
  deliveryAddressText,
  metresBetween,
  pinMoveProblem,
} from './address.js';
import { addressNoteInput } from './address-input.js';

// Decision 041: the movable pin's bound, the landmark note and the one wording of the address.

const jupiter = { lat: 14.5601, lng: 121.0301 };

describe('metresBetween and pinMoveProblem', () => {
  it('measures 0.001 degree of latitude as about 111 m', () => {
    expect(metresBetween(jupiter, { lat: 14.5611, lng: 121.0301 })).toBeCloseTo(111.2, 0);
  });

  it('allows the pin up to 200 m from the geocoded point, not beyond', () => {
    expect(pinMoveProblem(jupiter, jupiter)).toBeNull();
    expect(pinMoveProblem(jupiter, { lat: 14.5618, lng: 121.0301 })).toBeNull(); // ~189 m
    const far = { lat: 14.562, lng: 121.0301 }; // ~211 m
    expect(pinMoveProblem(jupiter, far)).toBe(
      'The pin is too far from your address. Please keep it within 200 metres of the address you picked, or search for the address again.',
    );
  });

  it("words the refusal in the reader's language (decision 049), English unless told", () => {
    const far = { lat: 14.562, lng: 121.0301 };
    expect(pinMoveProblem(jupiter, far, 'en')).toBe(pinMoveProblem(jupiter, far));
    expect(pinMoveProblem(jupiter, far, 'fil')).toBe(
      'Masyadong malayo ang pin sa iyong address. Ilagay ito sa loob ng 200 metro mula sa address na pinili mo, o hanapin ulit ang address.',
    );
    expect(pinMoveProblem(jupiter, jupiter, 'fil')).toBeNull();
  });
});

describe('the landmark or unit note', () => {
  it('turns control characters into single spaces and trims', () => {
    expect(cleanAddressNote(' Unit 4B,\r\n\tblue\u0007 gate\u2028 ')).toBe('Unit 4B, blue gate');
  });

  it('is refused over 150 characters after cleaning, with the message', () => {
    expect(addressNoteInput.parse(`${'x'.repeat(ADDRESS_NOTE_MAX)}\n\n`)).toHaveLength(150);
    const refused = addressNoteInput.safeParse('x'.repeat(ADDRESS_NOTE_MAX + 1));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(messages.addressNoteTooLong);
  });
});

describe('deliveryAddressText', () => {
  it('words unit, address and note once for every screen', () => {
    const order = {
      address: '12 Jupiter St, Makati',
      aptNumber: 'Unit 4B',
      addressNote: 'blue gate',
    };
    expect(deliveryAddressText(order)).toBe('Unit 4B, 12 Jupiter St, Makati (blue gate)');
    expect(deliveryAddressText({ ...order, addressNote: '' })).toBe(
      'Unit 4B, 12 Jupiter St, Makati',
    );
    expect(
      deliveryAddressText({ address: '', aptNumber: 'Unit 4B', addressNote: 'blue gate' }),
    ).toBe('Unit 4B (blue gate)');
    expect(deliveryAddressText({ address: '', aptNumber: '', addressNote: '' })).toBe('');
  });
});
