import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@lutong/shared';
import { api } from './api-client';

// The signed-in user is app-wide state every feature reads, so it lives here rather than in a
// feature (features do not import each other). Product §6: the login check is pending, then
// the app is signed in (user set) or signed out.

export type Session = { loggedIn: boolean; user: PublicUser | null };
export type UserReply = { user: PublicUser };

export const sessionQueryKey = ['auth', 'me'] as const;

export const getSession = (signal?: AbortSignal) => api.get<Session>('/users/loggedin', { signal });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    retry: 1,
    // A failed check is not tried again by every component that mounts: with no answer, each try
    // puts the app back on its splash, which mounts them again (offline, a loop; decision 046).
    // It is tried again when the connection comes back or the window regains focus.
    retryOnMount: false,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** The signed-in user, or null for a guest (also when the login check failed). */
export function useUser(): PublicUser | null {
  return useSession().data?.user ?? null;
}

/** Login, signup, Google sign-in, password reset and profile saves all hand the user over here. */
export function setSessionUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.setQueryData<Session>(sessionQueryKey, { loggedIn: user !== null, user });
}
