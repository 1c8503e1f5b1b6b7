import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeBody } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { setSessionUser, type UserReply } from '../../../lib/auth';

// PATCH /api/v1/users/me with any of {name, phone (10 digits, no +63), zip, address, aptNumber,
// email, location} -> {user}
export const updateMe = (body: UpdateMeBody) => api.patch<UserReply>('/users/me', body);

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
