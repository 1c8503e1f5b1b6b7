import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchMeBody } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { setSessionUser, type UserReply } from '../../../lib/auth';

/** The seller's own fields PATCH /users/me takes (not the application payload). */
export type ChefSettingsPatch = Extract<PatchMeBody, { type?: undefined }>;

// PATCH /api/v1/users/me with any of {dayPrep, hourPrep, deliveryTimesMon..deliveryTimesSun}
// -> {user}; the public menu (same key as the menu page's query) is refreshed after a save.
export const updateChefSettings = (body: ChefSettingsPatch) =>
  api.patch<UserReply>('/users/me', body);

export function useUpdateChefSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChefSettings,
    onSuccess: ({ user }) => {
      setSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: ['menu', user.id] });
    },
  });
}
