import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSessionUser, type UserReply } from '../../../lib/auth';

// PATCH /api/v1/users/me {guides} -> {user}: product §6 Tours, finishing a tour saves guides.
export const saveGuides = (guides: boolean[]) => api.patch<UserReply>('/users/me', { guides });

export function useSaveGuides() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGuides,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
