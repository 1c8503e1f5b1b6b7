import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// GET /api/v1/config: what the browser needs to know about the providers in use (never a secret).
export type IdentityConfig = {
  mode: 'simulated' | 'google';
  clientId: string;
  simulatorUrl: string | null;
};

export type AppConfig = { identity: IdentityConfig };

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => api.get<AppConfig>('/config', { signal }),
    staleTime: Infinity,
  });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
