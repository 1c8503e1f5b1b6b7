import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';
import type { SentApplication } from '../utils/application-draft';

/** The signed-in user's latest seller application, as staff last left it. */
export type MyApplication = {
  id: string;
  status: ApplicationStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  payload: SentApplication;
};

export const applicationQueryKey = ['users', 'application'] as const;

// GET /api/v1/users/application -> {application: null | {id, status, reason, createdAt, ...}}
export const getMyApplication = async (signal?: AbortSignal) =>
  (await api.get<{ application: MyApplication | null }>('/users/application', { signal }))
    .application;

export const myApplicationQueryOptions = () =>
  queryOptions({
    queryKey: applicationQueryKey,
    queryFn: ({ signal }) => getMyApplication(signal),
  });

/**
 * Asked only for a signed-in user who is not a seller yet (a guest has no application, a chef
 * needs none). An approval means the account became a chef: the session is read again so the
 * seller pages open.
 */
export function useMyApplication(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    ...myApplicationQueryOptions(),
    queryFn: async ({ signal }) => {
      const application = await getMyApplication(signal);
      if (application?.status === 'approved') {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
      return application;
    },
    enabled,
  });
}
