import { describe, expect, it } from 'vitest';
import { addGuestItem, parseGuestCart, setGuestQuantity, type GuestCartItem } from './guest-cart';
import { panelOrdersFromGuest } from './panel-orders';

const day = {
  weekday: 'Sat' as const,
  dateKey: '2026-03-07',
  label: 'MENU FOR: Sat, Mar 7',
  today: false,
};
const item = (over: Partial<GuestCartItem> = {}): GuestCartItem => ({
  chefId: 'chef',
  chefName: "Tita Baby's Kusina",
  dishId: 'kare-kare',
  dishName: 'Kare-Kare',
  unitPrice: 380,
  quantity: 2,
  day,
  spiceRating: null,
  chefNote: '',
  ...over,
});

describe('the guest cart (product §6 Cart add)', () => {
  it('adds into the day’s line like the server, and refuses past 5', () => {
    const first = addGuestItem([], item());
    if (!('items' in first)) throw new Error('refused');
    const second = addGuestItem(first.items, item({ quantity: 3 }));
    if (!('items' in second)) throw new Error('refused');
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.quantity).toBe(5);
    expect(addGuestItem(second.items, item({ quantity: 1 }))).toEqual({
      message: { key: 'cartCap', values: { product: 'Kare-Kare' } },
    });
  });

  it('keeps another day as another order and removes a line at 0', () => {
    const other = { ...day, weekday: 'Sun' as const, dateKey: '2026-03-08' };
    const items = [item(), item({ day: other })];
    expect(panelOrdersFromGuest(items, 'chef').map((o) => o.lines.length)).toEqual([1, 1]);
    const left = setGuestQuantity(items, { chefId: 'chef', dishId: 'kare-kare', day }, 0);
    expect(left).toEqual([item({ day: other })]);
  });

  it('survives what another version of the app left in storage', () => {
    expect(parseGuestCart('not json')).toEqual([]);
    expect(parseGuestCart(JSON.stringify([{ chefId: 'x' }, item()]))).toEqual([item()]);
  });
});
