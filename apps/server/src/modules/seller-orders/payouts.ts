import { statementTotals } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../../jobs/jobs.js';
import {
  earnedOrders,
  findDetails,
  insertPayoutWithLines,
  outstandingRefunds,
} from '../payouts/payouts.repo.js';
import { linesByChef } from '../payouts/lines.js';
import { previousWeek } from './weeks.js';

// product §1 and §11: payout weekly, Monday around 8pm, 5% commission (issue 6, decision 010).
// The run records, per chef, a statement (issue 19, decision 022): the paid orders finished before
// the past Monday-to-Sunday week (Manila) ended and not yet paid, less the commission and their
// refunds, and the refunds that succeeded after their order was paid out. The (chef, week) unique
// index makes it happen once per week, however often or on however many processes the job runs.
// A chef without payout details gets the payout recorded 'held'; sending the money is staff's.

export const PAYOUT_JOB = 'payouts.weekly';
/** Monday 20:00; the job queue schedules in Asia/Manila. */
export const PAYOUT_CRON = '0 20 * * 1';

export type PayoutRun = { weekStart: string; recorded: number; skipped: number };

/** Each chef's statement lines for the week closing at `now`. */
export async function closingLines(db: Db, now: Date) {
  const week = previousWeek(now);
  const earned = await earnedOrders(db, { to: week.to });
  return { week, byChef: linesByChef(earned, await outstandingRefunds(db)) };
}

export async function runWeeklyPayouts(db: Db, now: Date): Promise<PayoutRun> {
  const { week, byChef } = await closingLines(db, now);
  let recorded = 0;
  for (const [chefId, lines] of [...byChef].sort(([a], [b]) => a.localeCompare(b))) {
    const totals = statementTotals(lines);
    // refunds above the sales: nothing to send; the lines wait for the next week (decision 022)
    if (totals.net < 0) continue;
    const created = await db.transaction(async (tx) => {
      const details = await findDetails(tx, chefId);
      return insertPayoutWithLines(tx, {
        chefId,
        weekStart: week.weekStart,
        status: details ? 'pending' : 'held',
        lines,
        totals,
      });
    });
    if (created) recorded += 1;
  }
  return { weekStart: week.weekStart, recorded, skipped: byChef.size - recorded };
}

export async function schedulePayouts(
  jobs: Jobs,
  deps: { db: Db; clock: () => Date },
): Promise<void> {
  await jobs.work(PAYOUT_JOB, async () => {
    await runWeeklyPayouts(deps.db, deps.clock());
  });
  await jobs.schedule(PAYOUT_JOB, PAYOUT_CRON);
}
