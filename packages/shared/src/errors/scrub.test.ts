import { describe, expect, it } from 'vitest';
import { scrubErrorEvent, scrubText } from './scrub.js';

describe('scrubText', () => {
  it('replaces e-mail addresses and Philippine mobile numbers', () => {
    expect(scrubText('no user maria.santos@example.ph (0917 123 4567, +639171234567)')).toBe(
      'no user [email] ([phone], [phone])',
    );
    expect(scrubText('order 42 of 2026-01-08 at 12:00')).toBe('order 42 of 2026-01-08 at 12:00');
  });
});

describe('scrubErrorEvent', () => {
  it('keeps the method and path, drops headers, cookies, body, query, user and breadcrumbs', () => {
    const event = scrubErrorEvent({
      message: 'failed for ana@example.ph',
      request: {
        method: 'GET',
        url: 'https://lutongbahay.ph/orders/1?email=ana@example.ph#top',
        headers: { cookie: 'lb_session=secret', authorization: 'Bearer x' },
        cookies: { lb_session: 'secret' },
        data: { email: 'ana@example.ph' },
        query_string: 'email=ana@example.ph',
      },
      user: { email: 'ana@example.ph', ip_address: '1.2.3.4' },
      breadcrumbs: [{ message: 'clicked' }],
      extra: { body: 'x' },
      exception: { values: [{ value: 'no row for ana@example.ph' }, {}] },
    });
    expect(event).toEqual({
      message: 'failed for [email]',
      request: { method: 'GET', url: 'https://lutongbahay.ph/orders/1' },
      exception: { values: [{ value: 'no row for [email]' }, {}] },
    });
  });
});
