import { z } from 'zod';
import { englishMonths } from '../users/weekdays.js';

// product §2.10 Rating page, §5 Rating submission, §6 Rating flow; product §3.5 Analytics, §11.
export const RATING_MAX = 5;

export const ratingMessages = {
  // product §2 and §10
  title: 'How was your meal from chef',
  optionalNote: "You don't need to rate everything/anything!",
  submit: 'SUBMIT RATINGS OR CLOSE',
  retrieveFailed: 'There was an error in retrieving the order for you to rate...',
  // the spec describes these without wording them
  thanks: 'Thank you for rating your meal! Your ratings help your neighbours find good food.',
  exploreBazaar: 'Explore the Bazaar',
  popupFailed:
    'Thank you! We could not load your order to rate just now. You may reply to your order email with your rating.',
  notCompleted: 'You can rate this order once it has been completed.',
  alreadyRated: 'You have already rated this order. Thank you!',
  submitFailed: 'There was an error in saving your ratings. Please try again.',
  // the rating page's own labels (web)
  thanksTitle: 'Salamat!',
  overallLabel: 'Your overall rating',
  clear: 'Clear',
  clearLabel: (subject: string) => `Clear rating for ${subject}`,
  starsFor: (stars: number, dish: string) =>
    `${stars} ${stars === 1 ? 'star' : 'stars'} for ${dish}`,
  starsOverall: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'} overall`,
  submitting: 'Saving your ratings...',
} as const;

const stars = z.number().int().min(0).max(RATING_MAX);

/** product §5 Rating submission: ratings aligned with dishList (gaps allowed), overallRating. */
export const ratingSubmitBody = z
  .object({
    orderId: z.uuid(),
    overallRating: stars.nullable().optional(),
    ratings: z.array(stars.nullable()).max(50).default([]),
  })
  .strict();
export type RatingSubmit = z.input<typeof ratingSubmitBody>;

export const ratingPopupQuery = z.object({ orderId: z.uuid().optional() });

/** GET /orders/ratingPopup: the order to rate (spec: the page reads its dishList). */
export type RatingOrder = {
  _id: string;
  id: string;
  status: string;
  rated: boolean;
  chef: { _id: string; name: string };
  dishList: {
    dish: { _id: string; id: string; name: string; photo: string | null; price: number };
    quantity: number;
  }[];
};

/**
 * A running average updated by one new rating, without rescanning the others (issue 8):
 * new average = (average x quantity + stars) / (quantity + 1).
 */
export function addToAverage(
  current: { average: number; quantity: number },
  stars: number,
): { average: number; quantity: number } {
  const quantity = current.quantity + 1;
  return { average: (current.average * current.quantity + stars) / quantity, quantity };
}

/** product §3.5 colour bands: above 3.5 green, above 2.5 up to 3.5 orange-red, else red. */
export type RatingBand = 'green' | 'orange-red' | 'red';
export function ratingBand(average: number): RatingBand {
  if (average > 3.5) return 'green';
  if (average > 2.5) return 'orange-red';
  return 'red';
}

/** product §3.5 and §11: the charts' months, Jan to Dec. */
export const chartMonths = englishMonths;

export const analyticsMessages = {
  title: 'Analytics',
  subtitle: 'Make data oriented decisions to guide your cooking!',
  dishQuality: 'Dish Quality Monitoring',
  overall: 'Overall Rating',
  currentAverages: 'Current Average Dish Ratings',
  totalOrders: 'Total Orders',
  priceRight: 'Is the Price Right?',
  comingSoon: 'COMING SOON',
  goodValue: 'Good Value',
  expensive: 'Expensive',
  // the spec's page fails here; ours says what to do
  noDishes: 'Add your first dish in My Menu to see how buyers rate your cooking.',
  noRatings: 'No ratings yet',
  // the analytics page's own labels (web)
  goToMyMenu: 'Go to My Menu',
  becomeHomechef: 'BECOME A HOMECHEF/SUPPLIER',
  // issue 22: the page for a signed-in user who does not sell (yet)
  forSellers: 'Analytics is for the home chefs who sell on Lutong Bahay.',
  forSellersWhat:
    'Sellers see here how buyers rate each dish month by month, their overall rating and their total orders.',
  forSellersHow:
    'Cook, bake or sell pantry goods from home? Apply to become a seller: once approved, your analytics appear here.',
  ratingsCount: (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`,
  monthlyChartLabel: (title: string) =>
    `${title}: average stars from 0 to 5 for each month, Jan to Dec`,
  priceChartLabel: 'Is the Price Right? COMING SOON: Good Value 50%, Expensive 50%',
  month: 'Month',
  noValue: 'no ratings',
} as const;

/** GET /analytics/dishRatingsAll entries (product §5 Dish rating summary). */
export type DishRatingSummary = {
  _id: string;
  name: string;
  photo: string | null;
  ratingsAverage: number;
  ratingsQuantity: number;
};

/** product §5 Dish monthly ratings: dataA holds 12 monthly averages (null: no rating). */
export type MonthlySeries = { name: string; dataA: (number | null)[] };
