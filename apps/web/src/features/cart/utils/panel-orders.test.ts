import { describe, expect, it } from 'vitest';
import type { OrderView } from '@lutong/shared';
import { basketSummary, panelOrdersFromGuest, panelOrdersFromServer } from './panel-orders';

const line = (id: string, quantity: number, promoPrice: number) => ({
  dish: { id, name: id, promoPrice },
  quantity,
  spiceLevel: null,
  note: '',
});

const serverOrder = (over: Partial<OrderView>) =>
  ({
    id: 'o1',
    createdFor: '2026-03-07',
    actualDate: 'MENU FOR: Sat, Mar 7',
    today: false,
    dishList: [],
    foodTotal: 0,
    ...over,
  }) as unknown as OrderView;

describe('the basket bar line (decision 040)', () => {
  it('adds up the portions and the server’s food totals of every day’s order', () => {
    const orders = panelOrdersFromServer([
      // the server's total stands, even where the lines would add up to another sum
      serverOrder({ id: 'o1', dishList: [line('adobo', 2, 180)] as never, foodTotal: 350 }),
      serverOrder({
        id: 'o2',
        createdFor: '2026-03-08',
        dishList: [line('sinigang', 1, 220), line('leche flan', 3, 90)] as never,
        foodTotal: 490,
      }),
      serverOrder({ id: 'empty', createdFor: '2026-03-09', dishList: [], foodTotal: 0 }),
    ]);
    expect(basketSummary(orders)).toEqual({ items: 6, foodTotal: 840 });
  });

  it('adds up a guest’s lines for this chef only, as the mini cart shows them', () => {
    const day = { weekday: 'Sat' as const, dateKey: '2026-03-07', label: 'Sat', today: false };
    const item = { chefName: 'Tita', dishName: 'Kare-Kare', day, spiceRating: null, chefNote: '' };
    const orders = panelOrdersFromGuest(
      [
        { ...item, chefId: 'chef', dishId: 'a', unitPrice: 380, quantity: 2 },
        { ...item, chefId: 'chef', dishId: 'b', unitPrice: 120, quantity: 1 },
        { ...item, chefId: 'other', dishId: 'c', unitPrice: 999, quantity: 5 },
      ],
      'chef',
    );
    expect(basketSummary(orders)).toEqual({ items: 3, foodTotal: 880 });
    expect(basketSummary([])).toEqual({ items: 0, foodTotal: 0 });
  });
});

describe("an order's day in the mini cart (decision 049)", () => {
  it("is worded from the day in the reader's language, not the label stored when it was added", () => {
    // a guest line kept from a Filipino visit, read again in English, and the other way round
    const day = { weekday: 'Sat' as const, dateKey: '2026-03-07', today: false };
    const item = { chefId: 'chef', chefName: 'Tita', dishId: 'a', dishName: 'Kare-Kare' };
    const line = { ...item, unitPrice: 380, quantity: 1, spiceRating: null, chefNote: '' };
    const kept = [{ ...line, day: { ...day, label: 'MENU PARA SA: Sab, Mar 7' } }];
    expect(panelOrdersFromGuest(kept, 'chef', 'en')[0]?.label).toBe('MENU FOR: Sat, Mar 7');
    const added = [{ ...line, day: { ...day, label: 'MENU FOR: Sat, Mar 7' } }];
    expect(panelOrdersFromGuest(added, 'chef', 'fil')[0]?.label).toBe('MENU PARA SA: Sab, Mar 7');
  });

  it("words the server's orders the same way, TODAY included", () => {
    const dishList = [line('adobo', 1, 180)] as never;
    // sorted by day: today's order (Mar 5) first
    const [today, saturday] = panelOrdersFromServer(
      [
        serverOrder({ id: 'o1', dishList }),
        serverOrder({
          id: 'o2',
          createdFor: '2026-03-05',
          actualDate: 'TODAY',
          today: true,
          dishList,
        }),
      ],
      'fil',
    );
    expect([saturday?.label, today?.label]).toEqual(['MENU PARA SA: Sab, Mar 7', 'NGAYON']);
    expect(panelOrdersFromServer([serverOrder({ dishList })])[0]?.label).toBe(
      'MENU FOR: Sat, Mar 7',
    );
  });
});
