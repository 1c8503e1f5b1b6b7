import { useMutation } from '@tanstack/react-query';
import { sendRequest, unwrapEnvelope } from '../../../lib/api-client';

// POST /api/v1/users/verify-email/resend -> message (decision 025): a new link to the account's
// address for a signed-in user whose address is not verified yet. The answer is the server's
// message, in the visitor's language, or null when it gave none: the component then words the
// spec's emailVerificationSent itself (decision 044).
export async function resendVerification(): Promise<string | null> {
  const { httpStatus, body } = await sendRequest('POST', '/users/verify-email/resend');
  unwrapEnvelope<null>(httpStatus, body);
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : null;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
