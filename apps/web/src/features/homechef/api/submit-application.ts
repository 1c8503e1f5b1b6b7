import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationBody, ApplicationStatus, PublicUser } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { setSessionUser } from '../../../lib/auth';
import { applicationQueryKey } from './get-application';

type SubmitReply = { user: PublicUser; application: { id: string; status: ApplicationStatus } };

// PATCH /api/v1/users/me with the application payload (type 'homechef') -> {user, application};
// 409 when the user is already a seller (product §6 Application, §9).
export const submitApplication = (body: ApplicationBody) =>
  api.patch<SubmitReply>('/users/me', body);

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: async ({ user }) => {
      setSessionUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: applicationQueryKey });
    },
  });
}
