import { describe, expect, it } from 'vitest';
import { messages, type OrderView } from '@lutong/shared';
import { checkoutBodyOf, checkoutProblem, priceSummary, type CheckoutForm } from './checkout-form';

const complete: CheckoutForm = {
  deliveryMode: 'delivery',
  address: 'Kapitolyo, Pasig',
  lat: 14.57,
  lng: 121.06,
  aptNumber: '',
  name: 'Bea',
  phone: '9171234567',
  zip: '1603',
  note: '',
  selectedTime: 12,
  disclaimer: true,
};
const cakes = { cuisine: ['Cakes'] };
const slots = [10, 12];

describe('checkout checks (spec buyer §5, in its order)', () => {
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
    expect(checkoutProblem(empty, cakes, slots)).toBe(messages.phoneRequired);
    const withPhone = { ...empty, phone: '9171234567' };
    expect(checkoutProblem(withPhone, cakes, slots)).toBe(messages.addressRequired);
    const withAddress = { ...withPhone, address: 'Kapitolyo', lat: 14.57 };
    expect(checkoutProblem(withAddress, cakes, slots)).toBe(messages.cakeDisclaimerRequired);
    const ticked = { ...withAddress, disclaimer: true };
    expect(checkoutProblem(ticked, cakes, slots)).toBe(messages.timeSlotRequired);
    expect(checkoutProblem({ ...ticked, selectedTime: 14 }, cakes, slots)).toBe(
      messages.timeSlotRequired,
    );
    expect(checkoutProblem({ ...ticked, selectedTime: 12 }, cakes, slots)).toBe(
      messages.nameRequired,
    );
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

describe('the price summary (spec buyer §9)', () => {
  const order = {
    dishList: [{ dish: { promoPrice: 200 }, quantity: 2 }],
  } as unknown as Pick<OrderView, 'dishList'>;

  it('adds the quoted fee, subtracts rewards and shows total+5 to total+15', () => {
    const summary = priceSummary(order, 'delivery', 57, 100);
    expect(summary).toMatchObject({
      foodTotal: 400,
      deliveryFee: 57,
      rewardsApplied: 100,
      total: 357,
    });
    expect(summary.range).toEqual([362, 372]);
  });

  it("charges no delivery for pickup and never goes below the provider's P20 minimum", () => {
    const summary = priceSummary(order, 'pickup', 57, 1000);
    expect(summary).toMatchObject({ deliveryFee: 0, rewardsApplied: 380, total: 20 });
  });
});
