import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { ErrorReportingConfig } from './error-reporting';

// GET /api/v1/config: what the browser needs to know about the providers in use (never a secret).
export type IdentityConfig = {
  mode: 'simulated' | 'google';
  clientId: string;
  simulatorUrl: string | null;
  /** Google's sign-in script ('google' mode); absent from an older server: Google's own */
  scriptUrl?: string | null;
};

/** Map tiles (ARCHITECTURE §7): without a tile URL the map draws a bundled outline of the Philippines. */
export type MapConfig = { tileUrl: string | null; attribution: string | null };
/** The card payment provider the browser calls itself: its PUBLIC key and base URL only. */
export type PaymentsConfig = { publicKey: string; baseUrl: string };
// `map` is optional so an older server's reply still reads as "no tiles"; without `payments` the
// pay page cannot take cards.
export type AppConfig = {
  identity: IdentityConfig;
  map?: MapConfig;
  payments?: PaymentsConfig;
  /** where browser errors are reported (lib/error-reporting.ts reads it itself, when one happens) */
  errorReporting?: ErrorReportingConfig;
};

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => api.get<AppConfig>('/config', { signal }),
    staleTime: Infinity,
  });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
