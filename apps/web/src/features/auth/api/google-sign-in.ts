import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSessionUser, type UserReply } from '../../../lib/auth';

// POST /api/v1/users/googleSignIn {tokenId} -> {user}; tokenId is the ID token (credential).
export const googleSignIn = (tokenId: string) =>
  api.post<UserReply>('/users/googleSignIn', { tokenId });

export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: googleSignIn,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
