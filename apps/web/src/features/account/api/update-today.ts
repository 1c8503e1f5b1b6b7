import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSessionUser, type UserReply } from '../../../lib/auth';

// PATCH /api/v1/users/updateToday {today} -> {user}: product §3.4 the today toggle.
export const updateToday = (today: boolean) =>
  api.patch<UserReply>('/users/updateToday', { today });

export function useUpdateToday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateToday,
    onSuccess: ({ user }) => {
      setSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: ['menu', user.id] });
    },
  });
}
