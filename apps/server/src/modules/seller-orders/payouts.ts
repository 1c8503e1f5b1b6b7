import { commissionOf } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../../jobs/jobs.js';
import { earningsByChef, insertPayout } from './seller-orders.repo.js';
import { previousWeek } from './weeks.js';

// spec seller §1 and §9: payout weekly, Monday around 8pm, 5% commission (issue 6, decision 010).
// The run records, per chef, the food of paid orders finished in the past Monday-to-Sunday week
// (Manila), less the commission. The (chef, week) unique index makes it happen once per week,
// however often or on however many processes the job runs. Sending the money is an operator step.

export const PAYOUT_JOB = 'payouts.weekly';
/** Monday 20:00; the job queue schedules in Asia/Manila. */
export const PAYOUT_CRON = '0 20 * * 1';

export type PayoutRun = { weekStart: string; recorded: number; skipped: number };

export async function runWeeklyPayouts(db: Db, now: Date): Promise<PayoutRun> {
  const week = previousWeek(now);
  const earnings = await earningsByChef(db, week);
  let recorded = 0;
  for (const { chefId, gross } of earnings) {
    if (gross <= 0) continue;
    const commission = commissionOf(gross);
    const created = await insertPayout(db, {
      chefId,
      weekStart: week.weekStart,
      gross,
      commission,
      net: gross - commission,
    });
    if (created) recorded += 1;
  }
  return { weekStart: week.weekStart, recorded, skipped: earnings.length - recorded };
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
