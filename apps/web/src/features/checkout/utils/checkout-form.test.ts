import { describe, expect, it } from 'vitest';
import { checkoutBodyOf, checkoutProblem, priceSummary, type CheckoutForm } from './checkout-form';

const complete: CheckoutForm = {
  deliveryMode: 'delivery',
  address: 'Kapitolyo, Pasig',
  lat: 14.57,
  lng: 121.06,
  geo: null,
  aptNumber: '',
  addressNote: '',
  name: 'Bea',
  phone: '9171234567',
  zip: '1603',
  note: '',
  selectedTime: 12,
  disclaimer: true,
};
const cakes = { cuisine: ['Cakes'] };
const slots = [10, 12];

describe('checkout checks (product §7, in its order)', () => {
  it('asks for the phone, address, disclaimer, time slot and name in turn', () => {
    const empty = {
      ...complete,
      phone: '',
      address: '',
      lat: null,
      disclaimer: false,
      selectedTime: null,
      name: '',
    };
    expect(checkoutProblem(empty, cakes, slots)).toBe('phoneRequired');
    // issue 22: nine digits are not 'no phone': the buyer is told it needs 10
    expect(checkoutProblem({ ...empty, phone: '917123456' }, cakes, slots)).toBe('phoneIncomplete');
    const withPhone = { ...empty, phone: '9171234567' };
    expect(checkoutProblem(withPhone, cakes, slots)).toBe('addressRequired');
    const withAddress = { ...withPhone, address: 'Kapitolyo', lat: 14.57 };
    expect(checkoutProblem(withAddress, cakes, slots)).toBe('cakeDisclaimerRequired');
    const ticked = { ...withAddress, disclaimer: true };
    expect(checkoutProblem(ticked, cakes, slots)).toBe('timeSlotRequired');
    expect(checkoutProblem({ ...ticked, selectedTime: 14 }, cakes, slots)).toBe('timeSlotRequired');
    expect(checkoutProblem({ ...ticked, selectedTime: 12 }, cakes, slots)).toBe('nameRequired');
    expect(checkoutProblem(complete, cakes, slots)).toBeNull();
  });

  it('needs neither address nor disclaimer for pickup', () => {
    const pickup = {
      ...complete,
      deliveryMode: 'pickup' as const,
      address: '',
      lat: null,
      disclaimer: false,
    };
    expect(checkoutProblem(pickup, cakes, slots)).toBeNull();
    expect(checkoutBodyOf(pickup)).toMatchObject({ address: '', lat: null, lng: null });
  });
});

describe('the price summary (product §11, decision 024)', () => {
  const quote = {
    foodTotal: 400,
    deliveryFee: 57,
    rewardsApplied: 100,
    total: 357,
    charges: { gcash: 362, grab_pay: 362, visa: 372, mastercard: 372 },
    range: [362, 372] as [number, number],
  };

  it("shows the server's quote: fee, rewards and total+5 to total+15", () => {
    expect(priceSummary(quote, 'delivery', true)).toEqual({
      foodTotal: 400,
      deliveryFee: 57,
      rewardsApplied: 100,
      total: 357,
      range: [362, 372],
    });
  });

  it('has no fee for pickup, and none yet for delivery without an address', () => {
    expect(priceSummary(quote, 'pickup', true).deliveryFee).toBe(0);
    expect(priceSummary(quote, 'delivery', false).deliveryFee).toBeNull();
  });
});
