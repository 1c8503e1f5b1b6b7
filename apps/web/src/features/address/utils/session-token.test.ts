import { describe, expect, it } from 'vitest';
import { newSessionToken } from './session-token';

describe('newSessionToken', () => {
  it("is a UUID v4 within Google's session token format (URL-safe, at most 36 characters)", () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{1,36}$/);
  });

  it('is new every time', () => {
    expect(newSessionToken()).not.toBe(newSessionToken());
  });

  it('sets the version and variant bits whatever the random bytes', () => {
    expect(newSessionToken((b) => b.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newSessionToken((b) => b.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
