import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';

// POST /api/v1/users/verify-email {token} -> {message}: the link in the verification e-mail
// (decision 025). It signs nobody in; a signed-in user's profile is read again.
export const verifyEmail = (token: string) =>
  api.post<{ message: string }>('/users/verify-email', { token });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
