import { describe, expect, it } from 'vitest';
import { paths } from '@lutong/shared';
import { loggableUrl } from './log-fields.js';

describe('loggableUrl', () => {
  it('hides the tokens of reset and verification links, page and API alike', () => {
    const token = 'tok_3b1f9c0d2e';
    expect(loggableUrl(paths.resetPassword(token))).toBe('/forgotPassword/[redacted]');
    expect(loggableUrl(`/api/v1/users/resetPassword/${token}`)).toBe(
      '/api/v1/users/resetPassword/[redacted]',
    );
    expect(loggableUrl(`${paths.verifyEmail(token)}?from=mail`)).toBe(
      '/verify-email/[redacted]?from=mail',
    );
    // decision 048: the new-menu-day e-mail's unsubscribe link
    expect(loggableUrl(paths.unsubscribe(token))).toBe('/unsubscribe/[redacted]');
    expect(loggableUrl(`/x?a=1&token=${token}&b=2`)).toBe('/x?a=1&token=[redacted]&b=2');
  });

  it('leaves other addresses as they are', () => {
    for (const url of ['/bazaar', '/api/v1/orders/123?day=2026-11-26', '/forgotPassword']) {
      expect(loggableUrl(url)).toBe(url);
    }
  });
});
