import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { paths } from '@lutong/shared';
import { forgetAccountReads } from '../../../lib/account-reads';
import { api } from '../../../lib/api-client';
import { sessionQueryKey, setSessionUser } from '../../../lib/auth';

// GET /api/v1/users/logout -> null
export const logout = () => api.get<null>('/users/logout');

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await logout();
      // what the service worker kept of this user's own goes with them (decision 051)
      await forgetAccountReads().catch(() => {});
    },
    onSuccess: () => {
      // Leave the guarded page first, so it does not see a guest and remember itself as the
      // return link; then forget everything cached for the old user.
      flushSync(() => {
        void navigate(paths.home());
      });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      setSessionUser(queryClient, null);
    },
  });
}
