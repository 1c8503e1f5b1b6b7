import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { setSessionUser, type UserReply } from '../../../lib/auth';

// POST /api/v1/users/googleSignIn {tokenId} -> {user}; tokenId is the ID token (credential).
export const googleSignIn = (tokenId: string) =>
  api.post<UserReply>('/users/googleSignIn', { tokenId });

// POST /api/v1/users/googleLink {tokenId, password} -> {user}: decision 025's link step, when
// Google's address belongs to an account whose address is not verified yet.
export const googleLink = (input: { tokenId: string; password: string }) =>
  api.post<UserReply>('/users/googleLink', input);

export type GoogleOutcome = { onFailure: () => void; onLinkRequired: (tokenId: string) => void };

/** Signs in with Google's credential; an unverified account with that e-mail asks for its password. */
export function useGoogleSignIn({ onFailure, onLinkRequired }: GoogleOutcome) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: googleSignIn,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
  const submit = (credential: string) =>
    mutation.mutate(credential, {
      onError: (error) =>
        isApiError(error, 'LINK_REQUIRED') ? onLinkRequired(credential) : onFailure(),
    });
  return { submit, isPending: mutation.isPending };
}

export function useGoogleLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: googleLink,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
