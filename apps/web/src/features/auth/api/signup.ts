import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSessionUser, type UserReply } from '../../../lib/auth';

export type SignupInput = { email: string; password: string; passwordConfirm: string };

// POST /api/v1/users/signup {email, password, passwordConfirm} -> {user}
export const signup = (input: SignupInput) => api.post<UserReply>('/users/signup', input);

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
