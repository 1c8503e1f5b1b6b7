import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchMeBody } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { setSessionUser, type UserReply } from '../../../lib/auth';
import { myMenuQueryKey } from './get-my-menu';

/** The seller's own fields (and guides); the application payload goes elsewhere. */
export type MyProfilePatch = Extract<PatchMeBody, { type?: undefined }>;

// PATCH /api/v1/users/me with any of {name, description, miniAddress, menuDates,
// finishedUpdating, contain, guides, promo, note, closedDates} -> {user}
export const updateMyProfile = (body: MyProfilePatch) => api.patch<UserReply>('/users/me', body);

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: ({ user }) => {
      setSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: myMenuQueryKey(user.id) });
    },
  });
}
