import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../../jobs/jobs.js';
import { PaymentsError } from '../../providers/payments/payments.js';
import {
  listRequestedRefunds,
  listUnsettledPayments,
  touchPayments,
  type PaymentRow,
} from './payments.repo.js';
import type { Settlement } from './settlement.js';

// ARCHITECTURE §6: the job that settles payments whose webhook is late or lost, and retries refunds.

export const RECONCILE_JOB = 'payments.reconcile';
const RECONCILE_CRON = '*/5 * * * *';
/** An intent is left to its webhook this long before the reconciliation job asks the provider. */
export const RECONCILE_AFTER_MS = 60_000;
/** Abandoned intents are not asked about forever. */
const RECONCILE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const RECONCILE_BATCH = 100;

export function createReconciliation(deps: {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** asks the provider about one intent and settles what it says (payments.service.ts) */
  querySettle: (row: PaymentRow) => Promise<{ settlement: Settlement }>;
  issueRefund: (refundId: string) => Promise<unknown>;
  /** asks the provider about refunds still open after a while (decision 023) */
  pollOpenRefunds: () => Promise<number>;
}) {
  const { db, clock, log, querySettle, issueRefund, pollOpenRefunds } = deps;

  /**
   * The reconciliation job (ARCHITECTURE §6): asks the provider about intents of unpaid orders whose
   * webhook has not settled them within a minute, settles them as the webhook would, retries
   * refunds the provider has not accepted yet and polls those it has not finished.
   */
  async function reconcile(): Promise<{
    checked: number;
    paid: number;
    refunds: number;
    refundsMoved: number;
  }> {
    const now = clock();
    const rows = await listUnsettledPayments(db, {
      createdBefore: new Date(now.getTime() - RECONCILE_AFTER_MS),
      createdAfter: new Date(now.getTime() - RECONCILE_WINDOW_MS),
      limit: RECONCILE_BATCH,
    });
    await touchPayments(
      db,
      rows.map((r) => r.id),
      now,
    );
    let paid = 0;
    for (const row of rows) {
      try {
        const { settlement } = await querySettle(row);
        if (settlement.kind === 'paid') paid += 1;
      } catch (err) {
        if (!(err instanceof PaymentsError)) throw err;
        log.warn({ intentId: row.intentId, code: err.code }, `reconciliation: ${err.detail}`);
      }
    }
    const refundIds = await listRequestedRefunds(db, RECONCILE_BATCH);
    for (const id of refundIds) await issueRefund(id);
    const refundsMoved = await pollOpenRefunds();
    return { checked: rows.length, paid, refunds: refundIds.length, refundsMoved };
  }

  async function scheduleReconciliation(jobs: Jobs): Promise<void> {
    await jobs.work(RECONCILE_JOB, async () => {
      await reconcile();
    });
    await jobs.schedule(RECONCILE_JOB, RECONCILE_CRON);
  }

  return { reconcile, scheduleReconciliation };
}
