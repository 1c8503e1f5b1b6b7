import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/v1/users/forgotPassword {email}: the same success reply for known and unknown emails.
export const requestPasswordReset = (email: string) =>
  api.post<null>('/users/forgotPassword', { email });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
