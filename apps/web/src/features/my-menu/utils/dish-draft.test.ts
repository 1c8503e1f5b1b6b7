import { describe, expect, it } from 'vitest';
import type { DishDraft, MenuDish } from '@lutong/shared';
import {
  createDishInput,
  deliveryDaysText,
  dishFormError,
  draftOfDish,
  emptyDishDraft,
  isOutOfStockOn,
  toggleDishTag,
  updateDishInput,
  withDayStock,
} from './dish-draft';

const filled = (overrides: Partial<DishDraft> = {}): DishDraft => ({
  ...emptyDishDraft(),
  name: ' Chicken adobo ',
  description: 'Slow-braised in cane vinegar, soy and garlic.',
  price: '250',
  servingSize: '2',
  unit: 'pax',
  deliveryDates: ['Mon', '', 'Wed', '', '', '', ''],
  ...overrides,
});

const savedDish = {
  id: 'd1',
  _id: 'd1',
  name: 'Leche flan',
  photo: '/uploads/flan.jpg',
  description: 'Silky custard',
  price: 180,
  promoPrice: 180,
  servingSize: 1,
  unit: 'llanera',
  tags: ['dairy', 'unknown-tag'],
  allergyDescription: 'eggs, milk',
  deliveryDates: ['', 'Tue', '', '', '', 'Sat', ''],
  stockQuantity: [true, false, true, true, true, true, true],
  note: '',
  groupPromo: true,
} as unknown as MenuDish;

describe('the dish form checks', () => {
  it('asks for the name, description, price, days, unit and size in the spec order', () => {
    expect(dishFormError(filled({ name: ' ', description: '' }), 'create')).toBe('name');
    expect(dishFormError(filled({ description: '' }), 'create')).toBe('description');
    expect(dishFormError(filled({ price: '' }), 'create')).toBe('price');
    expect(dishFormError(filled({ deliveryDates: emptyDishDraft().deliveryDates }), 'create')).toBe(
      'deliveryDates',
    );
    expect(dishFormError(filled({ unit: '' }), 'create')).toBe('unit');
    expect(dishFormError(filled({ servingSize: '-1' }), 'create')).toBe('servingSize');
    // a limit the server checks too, in zod's own words
    expect(dishFormError(filled({ allergyDescription: 'x'.repeat(1001) }), 'create')).toEqual({
      said: expect.any(String),
    });
    expect(dishFormError(filled(), 'create')).toBeNull();
  });

  it('does not ask for a price when editing, since it cannot change', () => {
    expect(dishFormError(filled({ price: '' }), 'edit')).toBeNull();
  });

  it('says that prices are whole pesos (decision 019)', () => {
    expect(dishFormError(filled({ price: '149.50' }), 'create')).toBe('priceWholePesos');
    expect(dishFormError(filled({ price: '100001' }), 'create')).toBe('price');
  });
});

describe('what the form sends', () => {
  it('sends numbers and trimmed text when creating', () => {
    expect(createDishInput(filled())).toMatchObject({
      name: 'Chicken adobo',
      price: 250,
      servingSize: 2,
      deliveryDates: ['Mon', '', 'Wed', '', '', '', ''],
    });
  });

  it('never sends the price when editing', () => {
    expect(updateDishInput(filled())).not.toHaveProperty('price');
  });

  it('sends back the stock the dish has when editing (issue 18: sold-out days survive)', () => {
    expect(updateDishInput(draftOfDish(savedDish)).stockQuantity).toEqual([
      true,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('fills the form from a saved dish, dropping tags it does not know', () => {
    const draft = draftOfDish(savedDish);
    expect(draft).toMatchObject({ price: '180', servingSize: '1', tags: ['dairy'] });
    expect(draft.deliveryDates).toEqual(['', 'Tue', '', '', '', 'Sat', '']);
  });

  it('keeps the seven tags in their order when toggled', () => {
    expect(toggleDishTag(['vegan'], 'spice')).toEqual(['spice', 'vegan']);
    expect(toggleDishTag(['spice', 'vegan'], 'spice')).toEqual(['vegan']);
  });
});

describe('the dish card', () => {
  it('lists the days a dish is cooked', () => {
    expect(deliveryDaysText(savedDish.deliveryDates)).toBe('Tue, Sat');
    expect(deliveryDaysText(savedDish.deliveryDates, 'fil')).toBe('Mar, Sab');
    expect(deliveryDaysText(['', '', '', '', '', '', ''])).toBeNull();
  });

  it("shows OUT OF STOCK when the selected day's stock is false", () => {
    expect(isOutOfStockOn(savedDish, 1)).toBe(true);
    expect(isOutOfStockOn(savedDish, 0)).toBe(false);
  });

  it('switches one day of stock', () => {
    expect(withDayStock([true, true], 1, false)).toEqual([
      true,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
