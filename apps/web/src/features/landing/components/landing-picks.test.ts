import { describe, expect, it } from 'vitest';
import type { MenuChef, MenuDish, SellerCard } from '@lutong/shared';
import {
  chefOfTheWeek,
  dishPrice,
  peso,
  pickSampleDishes,
  pickStoryChefs,
  storyExcerpt,
} from './landing-picks';

const card = (id: string, overrides: Partial<SellerCard> = {}): SellerCard => ({
  id,
  _id: id,
  name: `Kitchen ${id}`,
  cuisine: ['Filipino'],
  miniAddress: 'Kapitolyo, Pasig',
  userPhoto: `/uploads/demo/chef-${id}.svg`,
  ratingsAverage: 4.5,
  ratingsQuantity: 10,
  visible: true,
  finishedUpdating: true,
  promo: 0,
  dishes: [1, 2, 3].map((n) => ({
    _id: `${id}-d${n}`,
    name: `Dish ${n} of ${id}`,
    photo: `/uploads/demo/dish-${id}-${n}.svg`,
  })),
  location: { type: 'Point', coordinates: [121.0592, 14.5708] },
  distance: 1.2,
  ...overrides,
});

describe('landing page picks', () => {
  it('shows prices in pesos with the letter P', () => {
    expect(peso(250)).toBe('P250');
  });

  it('shows five sample dishes from five different kitchens when there are five', () => {
    const cards = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => card(id));
    const dishes = pickSampleDishes(cards);
    expect(dishes.map((d) => d.sellerId)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(dishes[0]).toEqual({
      dishId: 'a-d1',
      name: 'Dish 1 of a',
      photo: '/uploads/demo/dish-a-1.svg',
      sellerId: 'a',
      sellerName: 'Kitchen a',
    });
  });

  it('takes a second dish per kitchen when fewer kitchens answer, and skips dishes without photos', () => {
    const noPhotos = card('x', { dishes: [{ _id: 'x-d1', name: 'Plain', photo: null }] });
    const dishes = pickSampleDishes([card('a'), noPhotos, card('b')]);
    expect(dishes.map((d) => d.dishId)).toEqual(['a-d1', 'b-d1', 'a-d2', 'b-d2', 'a-d3']);
    expect(pickSampleDishes([noPhotos])).toEqual([]);
    expect(pickSampleDishes([])).toEqual([]);
  });

  it('makes the best weighted rating the chef of the week, not one lucky 5-star rating', () => {
    const lucky = card('lucky', { ratingsAverage: 5, ratingsQuantity: 1 });
    const steady = card('steady', { ratingsAverage: 4.8, ratingsQuantity: 40 });
    const unrated = card('new', { ratingsAverage: 0, ratingsQuantity: 0 });
    expect(chefOfTheWeek([unrated, lucky, steady])?.id).toBe('steady');
    expect(chefOfTheWeek([unrated])).toBeNull();
  });

  it('tells three other kitchens’ stories, only those with a portrait', () => {
    const cards = [card('a'), card('b', { userPhoto: null }), card('c'), card('d'), card('e')];
    expect(pickStoryChefs(cards, cards[0] ?? null).map((c) => c.id)).toEqual(['c', 'd', 'e']);
  });

  it('reads a sample dish price from its menu, with the promo price only when lower', () => {
    const dish = { _id: 'a-d1', id: 'a-d1', price: 250, promoPrice: 225 } as MenuDish;
    const menu = { dishes: [dish] } as unknown as MenuChef;
    expect(dishPrice(menu, 'a-d1')).toEqual({ price: 250, promoPrice: 225 });
    const plain = { dishes: [{ ...dish, promoPrice: 250 }] } as unknown as MenuChef;
    expect(dishPrice(plain, 'a-d1')).toEqual({ price: 250, promoPrice: null });
    expect(dishPrice(undefined, 'a-d1')).toBeNull();
    expect(dishPrice(menu, 'other')).toBeNull();
  });

  it('cuts a long story at a sentence', () => {
    const bio = `${'Sunday kare-kare for the whole street. '.repeat(8)}The end.`;
    const excerpt = storyExcerpt(bio, 120);
    expect(excerpt.length).toBeLessThanOrEqual(120);
    expect(excerpt.endsWith('.')).toBe(true);
    expect(storyExcerpt('Short and sweet.')).toBe('Short and sweet.');
  });
});
