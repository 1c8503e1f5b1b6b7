import { RATING_MAX, ratingMessages, type RatingSubmit, type TextKey } from '@lutong/shared';
import { isApiError } from '../../../lib/api-client';

/** One star input's value: 0 to 5, or null while the buyer has not rated it (product §6). */
export type Stars = number | null;
export type RatingDraft = { overall: Stars; dishes: Stars[] };

/** The stars a buyer can pick, 1 to 5 (product §11: star scale 0 to 5). */
export const STAR_CHOICES: readonly number[] = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

export const emptyDraft = (dishCount: number): RatingDraft => ({
  overall: null,
  dishes: Array.from({ length: dishCount }, () => null),
});

/** A whole number of stars within the scale, or null (unset). */
export function cleanStars(value: Stars | undefined): Stars {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.min(RATING_MAX, Math.max(0, Math.round(value)));
}

/** The draft with one dish's stars changed (index aligned with the order's dishList). */
export function withDishStars(draft: RatingDraft, index: number, stars: Stars): RatingDraft {
  return { ...draft, dishes: draft.dishes.map((value, i) => (i === index ? stars : value)) };
}

/**
 * The POST /orders/ratingPopup body (product §5 Rating submission): ratings aligned with the
 * dishList, gaps as null. Null when nothing is rated: the button then only closes the page
 * (product §2, §6: 'SUBMIT RATINGS OR CLOSE', every rating optional).
 */
export function ratingPayload(orderId: string, draft: RatingDraft): RatingSubmit | null {
  const overallRating = cleanStars(draft.overall);
  const ratings = draft.dishes.map(cleanStars);
  if (overallRating === null && ratings.every((stars) => stars === null)) return null;
  return { orderId, overallRating, ratings };
}

/**
 * A refusal that means the order was rated already: the page thanks the buyer instead. The server
 * words it in the reader's language (issue 23): `said` is the page's own `alreadyRated` text.
 */
export const isAlreadyRated = (error: unknown, said: string): boolean =>
  isApiError(error) &&
  error.status === 409 &&
  (error.message === said || error.message === ratingMessages.alreadyRated);

/** A text of the page (namespace rating), or the server's own words. */
export type RatingWording = { key: TextKey<'rating'> } | { words: string };

/** product §10 Rating: what the page says when the order to rate cannot be loaded. */
export function loadFailureMessage(error: unknown): RatingWording {
  if (isApiError(error)) {
    // 404: missing or someone else's order; 400: a link whose id is not an order id.
    if (error.status === 404 || error.status === 400) return { key: 'retrieveFailed' };
    // 409: not completed yet (or already rated): the server words it.
    if (error.status === 409)
      return error.message ? { words: error.message } : { key: 'notCompleted' };
  }
  // The popup itself failed (network, server): thank them and point to the order email.
  return { key: 'popupFailed' };
}

/** product §9: on a non-success status the response message is alerted. */
export function submitFailureMessage(error: unknown): RatingWording {
  if (isApiError(error) && error.status >= 400 && error.message) return { words: error.message };
  return { key: 'submitFailed' };
}
