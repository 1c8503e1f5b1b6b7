import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSessionUser, type UserReply } from '../../../lib/auth';

export type LoginInput = { email: string; password: string };

// POST /api/v1/users/login {email, password} -> {user}
export const login = (input: LoginInput) => api.post<UserReply>('/users/login', input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
