import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { paths } from '@lutong/shared';
import { useTexts } from '../../../i18n/use-texts';
import { api } from '../../../lib/api-client';
import { setSessionUser, type UserReply } from '../../../lib/auth';
import { flashState } from '../../../lib/flash';

export type ResetPasswordInput = { tokenId: string; password: string; passwordConfirm: string };

// PATCH /api/v1/users/resetPassword/{tokenId} {password, passwordConfirm} -> {user}
export const resetPassword = ({ tokenId, ...body }: ResetPasswordInput) =>
  api.patch<UserReply>(`/users/resetPassword/${encodeURIComponent(tokenId)}`, body);

export function useResetPassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t: m } = useTexts('messages');
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ user }) => {
      // product §10: 'You succesfully changed your password!', then signed in and sent to /.
      // Navigate first: this screen is for signed-out visitors and would otherwise redirect itself.
      flushSync(() => {
        void navigate(paths.home(), {
          replace: true,
          state: flashState(m('resetSucceeded'), 'success'),
        });
      });
      setSessionUser(queryClient, user);
    },
  });
}
