import { useQuery } from '@tanstack/react-query';
import type { PayoutView, StatementLine, StatementTotals } from '@lutong/shared';
import { API_BASE, api } from '../../../lib/api-client';
import { payoutsKeys } from './payouts-keys';

export type Payout = PayoutView;

/** GET /api/v1/payouts: not yet paid out, the next payout date, and past payouts. */
export type PayoutsOverview = {
  hasDetails: boolean;
  nextPayoutAt: string;
  nextPayoutText: string;
  upcoming: { lines: StatementLine[]; totals: StatementTotals };
  payouts: Payout[];
};

export type PayoutStatement = { payout: Payout; lines: StatementLine[]; totals: StatementTotals };

export function usePayoutsOverview() {
  return useQuery({
    queryKey: payoutsKeys.overview,
    queryFn: ({ signal }) => api.get<PayoutsOverview>('/payouts', { signal }),
  });
}

export function usePayoutStatement(id: string | null) {
  return useQuery({
    queryKey: payoutsKeys.statement(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<PayoutStatement>(`/payouts/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}

/** The statement's CSV, downloaded by the browser with the session cookie. */
export const statementCsvUrl = (id: string) =>
  `${API_BASE}/payouts/${encodeURIComponent(id)}/statement.csv`;
