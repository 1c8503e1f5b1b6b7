import { describe, expect, it } from 'vitest';
import all from 'virtual:lb-i18n/all';
import { holdTexts, i18n } from '../i18n/i18n';
import { ApiError, isApiError, unwrapEnvelope } from './api-client';

// the app's texts in English, as a page starts with them (decision 044)
holdTexts(i18n, 'en', all.en ?? {});
i18n.activate('en');

const thrown = (fn: () => unknown): ApiError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
};

describe('unwrapEnvelope', () => {
  it('returns data from a success envelope', () => {
    expect(unwrapEnvelope(200, { status: 'success', data: { user: { id: 'u1' } } })).toEqual({
      user: { id: 'u1' },
    });
  });

  it('returns null data (logout) as is', () => {
    expect(unwrapEnvelope(200, { status: 'success', data: null })).toBeNull();
  });

  it('throws the code and message of a fail envelope with the HTTP status', () => {
    const error = thrown(() =>
      unwrapEnvelope(401, { status: 'fail', code: 'WRONG_CREDENTIALS', message: 'nope' }),
    );
    expect(error).toMatchObject({ status: 401, code: 'WRONG_CREDENTIALS', message: 'nope' });
    expect(isApiError(error, 'WRONG_CREDENTIALS')).toBe(true);
    expect(isApiError(error, 'VALIDATION')).toBe(false);
  });

  it('throws for an error envelope', () => {
    expect(
      thrown(() => unwrapEnvelope(500, { status: 'error', code: 'INTERNAL', message: 'x' })).code,
    ).toBe('INTERNAL');
  });

  it('treats a body that is not an envelope as a failure with our generic message', () => {
    const error = thrown(() => unwrapEnvelope(502, '<html>Bad gateway</html>'));
    expect(error).toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(thrown(() => unwrapEnvelope(200, null)).code).toBe('BAD_REPLY');
  });

  it('does not trust a success status on an HTTP error', () => {
    expect(thrown(() => unwrapEnvelope(500, { status: 'success', data: 1 })).status).toBe(500);
  });
});
