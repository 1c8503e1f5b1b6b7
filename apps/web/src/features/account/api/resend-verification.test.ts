import { afterEach, describe, expect, it, vi } from 'vitest';
import { resendVerification } from './resend-verification';

// Decision 025 and 044: a new verification link answers with the server's message, in the
// visitor's language; without one, null (the component words the spec's text itself).

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('asking for a new verification link', () => {
  it('answers the server’s own words', async () => {
    const words = 'Nagpadala kami ng link sa e-mail mo.';
    answer(200, { status: 'success', message: words, data: null });
    await expect(resendVerification()).resolves.toBe(words);
  });

  it('answers null when the server gave no message, so the page words it', async () => {
    answer(200, { status: 'success', data: null });
    await expect(resendVerification()).resolves.toBeNull();
  });
});
