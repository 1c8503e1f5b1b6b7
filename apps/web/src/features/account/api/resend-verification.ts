import { useMutation } from '@tanstack/react-query';
import { messages } from '@lutong/shared';
import { sendRequest, unwrapEnvelope } from '../../../lib/api-client';

// POST /api/v1/users/verify-email/resend -> message (decision 025): a new link to the account's
// address for a signed-in user whose address is not verified yet.
export async function resendVerification(): Promise<string> {
  const { httpStatus, body } = await sendRequest('POST', '/users/verify-email/resend');
  unwrapEnvelope<null>(httpStatus, body);
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message : messages.emailVerificationSent;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
