import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { resetPasswordBody, signupBody, updateMeBody } from './schemas.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('account schemas', () => {
  it("signup refuses different passwords with 'The passwords provided do not match!'", () => {
    const r = signupBody.safeParse({
      email: 'a@b.ph',
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgx',
    });
    expect(firstMessage(r)).toBe(messages.signupPasswordsMismatch);
  });
  it("reset refuses different passwords with 'Your passwords don't match'", () => {
    const r = resetPasswordBody.safeParse({ password: 'abcdefgh', passwordConfirm: 'abcdefgx' });
    expect(firstMessage(r)).toBe(messages.resetPasswordsMismatch);
  });
  it('lower-cases and trims e-mails', () => {
    const r = signupBody.parse({
      email: '  Juan@Example.PH ',
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgh',
    });
    expect(r.email).toBe('juan@example.ph');
  });
  it('profile updates accept only known fields and a 10-digit phone', () => {
    expect(updateMeBody.safeParse({ phone: '9171234567' }).success).toBe(true);
    expect(updateMeBody.safeParse({ phone: '09171234567' }).success).toBe(false);
    expect(updateMeBody.safeParse({ role: 'admin' }).success).toBe(false);
  });
});
