import { describe, expect, it } from 'vitest';
import { messages, ratingMessages } from '@lutong/shared';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import {
  STAR_CHOICES,
  cleanStars,
  emptyDraft,
  isAlreadyRated,
  loadFailureMessage,
  ratingPayload,
  submitFailureMessage,
  withDishStars,
} from './rating-payload';

const orderId = '0190f4a2-7c1e-7b3a-9d4e-1f2a3b4c5d6e';

describe('rating payload (product §5 Rating submission)', () => {
  it('offers one to five stars', () => {
    expect(STAR_CHOICES).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts with nothing rated, one entry per dish', () => {
    expect(emptyDraft(3)).toEqual({ overall: null, dishes: [null, null, null] });
  });

  it('sends nothing when nothing is rated, so SUBMIT only closes', () => {
    expect(ratingPayload(orderId, emptyDraft(2))).toBeNull();
    expect(ratingPayload(orderId, emptyDraft(0))).toBeNull();
  });

  it('keeps the ratings aligned with the dish list, gaps as null', () => {
    const draft = withDishStars(withDishStars(emptyDraft(3), 2, 4), 0, 5);
    expect(ratingPayload(orderId, draft)).toEqual({
      orderId,
      overallRating: null,
      ratings: [5, null, 4],
    });
  });

  it('sends an overall rating alone', () => {
    expect(ratingPayload(orderId, { overall: 3, dishes: [null, null] })).toEqual({
      orderId,
      overallRating: 3,
      ratings: [null, null],
    });
  });

  it('keeps stars whole and within 0 to 5', () => {
    expect(cleanStars(7)).toBe(5);
    expect(cleanStars(-1)).toBe(0);
    expect(cleanStars(3.6)).toBe(4);
    expect(cleanStars(Number.NaN)).toBeNull();
    expect(cleanStars(undefined)).toBeNull();
    expect(cleanStars(0)).toBe(0);
  });

  it('changes one dish without touching the others', () => {
    const draft = { overall: 2, dishes: [1, null, 3] };
    expect(withDishStars(draft, 1, 5)).toEqual({ overall: 2, dishes: [1, 5, 3] });
    expect(withDishStars(draft, 0, null)).toEqual({ overall: 2, dishes: [null, null, 3] });
    expect(draft.dishes).toEqual([1, null, 3]);
  });
});

describe('rating errors (product §9, §10)', () => {
  const fail = (status: number, message: string) => new ApiError(status, 'X', message);

  it('says the order could not be retrieved for a missing or foreign order', () => {
    expect(loadFailureMessage(fail(404, 'Not found'))).toEqual({ key: 'retrieveFailed' });
    expect(loadFailureMessage(fail(400, 'Invalid'))).toEqual({ key: 'retrieveFailed' });
  });

  it("shows the server's words for an order that cannot be rated yet", () => {
    expect(loadFailureMessage(fail(409, ratingMessages.notCompleted))).toEqual({
      words: ratingMessages.notCompleted,
    });
  });

  it('thanks the buyer and points to the order email when the popup fails to load', () => {
    expect(loadFailureMessage(new ApiError(0, NETWORK_ERROR, messages.networkError))).toEqual({
      key: 'popupFailed',
    });
    expect(loadFailureMessage(fail(500, 'boom'))).toEqual({ key: 'popupFailed' });
  });

  it("alerts the server's message when saving fails, else a fallback", () => {
    expect(submitFailureMessage(fail(409, ratingMessages.notCompleted))).toEqual({
      words: ratingMessages.notCompleted,
    });
    expect(submitFailureMessage(new ApiError(0, NETWORK_ERROR, messages.networkError))).toEqual({
      key: 'submitFailed',
    });
    expect(submitFailureMessage(new Error('odd'))).toEqual({ key: 'submitFailed' });
  });

  it('recognises an order rated already', () => {
    const fil = 'Na-rate mo na ang order na ito. Salamat!';
    expect(
      isAlreadyRated(fail(409, ratingMessages.alreadyRated), ratingMessages.alreadyRated),
    ).toBe(true);
    // the server answers in the reader's language (issue 23)
    expect(isAlreadyRated(fail(409, fil), fil)).toBe(true);
    expect(isAlreadyRated(fail(409, ratingMessages.notCompleted), fil)).toBe(false);
    expect(isAlreadyRated(fail(404, ratingMessages.alreadyRated), fil)).toBe(false);
  });
});
