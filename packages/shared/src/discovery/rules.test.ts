import { describe, expect, it } from 'vitest';
import {
  discountLabel,
  isMenuRatingShown,
  isNewSeller,
  isPartyTray,
  isSellerCardVisible,
  priceLevelOf,
  promoPrice,
  publicCoordinate,
  roundDistanceKm,
  weightedRating,
} from './rules.js';

const seller = (over: Partial<Parameters<typeof isSellerCardVisible>[0]> = {}) => ({
  finishedUpdating: true,
  visible: false,
  ratingsAverage: 0,
  ratingsQuantity: 0,
  ...over,
});

describe('seller card visibility (product §5)', () => {
  it('hides a seller that is not finished updating, whatever the ratings', () => {
    expect(
      isSellerCardVisible(
        seller({ finishedUpdating: false, visible: true, ratingsAverage: 5, ratingsQuantity: 50 }),
      ),
    ).toBe(false);
  });
  it('shows sellers with fewer than 4 ratings whatever their average', () => {
    expect(isSellerCardVisible(seller({ ratingsQuantity: 3, ratingsAverage: 1 }))).toBe(true);
  });
  it('needs an average of 3.2 or more from 4 ratings, unless staff set visible', () => {
    expect(isSellerCardVisible(seller({ ratingsQuantity: 4, ratingsAverage: 3.2 }))).toBe(true);
    expect(isSellerCardVisible(seller({ ratingsQuantity: 4, ratingsAverage: 3.19 }))).toBe(false);
    expect(
      isSellerCardVisible(seller({ ratingsQuantity: 4, ratingsAverage: 3.19, visible: true })),
    ).toBe(true);
  });
});

describe('rating display (product §2, §11)', () => {
  it('tags a seller NEW below 4 ratings', () => {
    expect(isNewSeller({ ratingsQuantity: 3, ratingsAverage: 5 })).toBe(true);
    expect(isNewSeller({ ratingsQuantity: 4, ratingsAverage: 5 })).toBe(false);
  });
  it('shows the menu rating only with 4+ ratings and an average above 3.5', () => {
    expect(isMenuRatingShown({ ratingsQuantity: 4, ratingsAverage: 3.51 })).toBe(true);
    expect(isMenuRatingShown({ ratingsQuantity: 4, ratingsAverage: 3.5 })).toBe(false);
    expect(isMenuRatingShown({ ratingsQuantity: 3, ratingsAverage: 5 })).toBe(false);
  });
});

describe('money and bands (product §11)', () => {
  it('rounds the promo price', () => {
    expect(promoPrice(350, 0.15)).toBe(298); // 297.5 rounds up
    expect(promoPrice(250, 0.1)).toBe(225);
    expect(promoPrice(199, 0.2)).toBe(159); // 159.2
    expect(promoPrice(200, 0)).toBe(200);
  });
  it('puts prices in the three bands at their edges', () => {
    expect([1, 250, 251, 400, 401, 2500].map(priceLevelOf)).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it('calls 5 or more servings a party tray', () => {
    expect(isPartyTray(4.9)).toBe(false);
    expect(isPartyTray(5)).toBe(true);
  });
  it('labels the discount and rounds distances to 2 decimals', () => {
    expect(discountLabel(0.15)).toBe('15% DISCOUNT');
    expect(roundDistanceKm(1.23456)).toBe(1.23);
  });
});

describe('weighted rating (docs/decisions/006-weighted-ratings.md)', () => {
  it('ranks forty 4.8s above one 5 and an unrated seller at the prior', () => {
    const forty = weightedRating({ ratingsAverage: 4.8, ratingsQuantity: 40 });
    const one = weightedRating({ ratingsAverage: 5, ratingsQuantity: 1 });
    expect(forty).toBeGreaterThan(one);
    expect(one).toBeCloseTo(3.75, 5);
    expect(weightedRating({ ratingsAverage: 0, ratingsQuantity: 0 })).toBe(3.5);
  });
});

describe('publicCoordinate (issue 20)', () => {
  it('rounds a chef coordinate to 3 decimals (about 100 m)', () => {
    expect(publicCoordinate(14.554729)).toBe(14.555);
    expect(publicCoordinate(121.024445)).toBe(121.024);
  });
});
