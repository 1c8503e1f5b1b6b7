import {
  type Locale,
  formatCentavos,
  orderDayText,
  messages,
  nextPayoutAt,
  orderNumberText,
  paths,
  payoutDateText,
  payoutDestinationText,
  statementCsv,
  statementTotals,
  type PayoutDetailsInput,
  type PayoutView,
  type StatementLine,
} from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { AppError, textIn } from '../../lib/errors.js';
import { textsFor } from '../../lib/i18n.js';
import type { UserRow } from '../auth/sessions.repo.js';
import type { Notifications } from '../notifications/notifications.service.js';
import { linesByChef } from './lines.js';
import {
  chefPayouts,
  earnedOrders,
  findChef,
  findDetails,
  findPayout,
  markSent,
  outstandingRefunds,
  payoutLinesOf,
  releaseHeld,
  saveDetails,
  unsentPayouts,
  type PayoutDetailsRow,
  type PayoutRow,
} from './payouts.repo.js';

// Issue 19 (decision 022): the chef's payout details and statements, and the staff's payout run.
// Details and statements are the chef's own; staff read every chef's.

export type PayoutsService = ReturnType<typeof createPayoutsService>;

export function toDetailsView(row: PayoutDetailsRow) {
  return {
    method: row.method,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    wallet: row.wallet,
    walletNumber: row.walletNumber,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The destination with all but the last 4 digits hidden (what an e-mail may carry). */
function maskedDestination(row: PayoutDetailsRow): string {
  const mask = (digits: string | null) => (digits ? `••••${digits.slice(-4)}` : null);
  return payoutDestinationText({
    ...toDetailsView(row),
    accountNumber: mask(row.accountNumber),
    walletNumber: mask(row.walletNumber),
  });
}

/** The schema's status list cannot import shared's: this return type checks that they agree. */
export function toPayoutView(row: PayoutRow): PayoutView {
  return {
    id: row.id,
    weekStart: row.weekStart,
    status: row.status,
    food: row.foodCentavos,
    commission: row.commissionCentavos,
    refund: row.refundCentavos,
    net: row.netCentavos,
    transferReference: row.transferReference,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

const numberText = (line: StatementLine) => orderNumberText(line);

export function createPayoutsService(deps: {
  db: Db;
  clock: () => Date;
  notifications: Notifications;
  publicUrl: string;
}) {
  const { db, clock, notifications } = deps;
  const link = (path: string) => new URL(path, deps.publicUrl).toString();

  async function details(chef: UserRow) {
    const row = await findDetails(db, chef.id);
    return row ? toDetailsView(row) : null;
  }

  /** Saves the details, releases held payouts, and e-mails the chef about the change. */
  async function save(chef: UserRow, input: PayoutDetailsInput) {
    const now = clock();
    const { row, outboxId } = await db.transaction(async (tx) => {
      const first = (await findDetails(tx, chef.id)) === null;
      const saved = await saveDetails(tx, chef.id, input, now);
      const released = await releaseHeld(tx, chef.id);
      const t = textsFor(chef.language ?? 'en', 'email');
      const id = await notifications.enqueue(tx, {
        channel: 'email',
        to: chef.email,
        subject: first ? t('payoutSavedSubject') : t('payoutChangedSubject'),
        body: t('payoutDetailsBody', {
          name: chef.name,
          destination: maskedDestination(saved),
          next:
            released > 0 ? t('payoutsReleased', { count: String(released) }) : t('payoutsWeekly'),
          link: link(paths.payouts()),
        }),
        links: [link(paths.payouts())],
      });
      return { row: saved, outboxId: id };
    });
    await notifications.dispatch([outboxId]);
    return toDetailsView(row);
  }

  /**
   * The chef's payouts page: what is not yet paid, the next payout date (worded in `locale`, the
   * request's language), past payouts.
   */
  async function overview(chef: UserRow, locale: Locale = 'en') {
    const now = clock();
    const [earned, refunds, past, saved] = await Promise.all([
      earnedOrders(db, { to: null }, chef.id),
      outstandingRefunds(db, chef.id),
      chefPayouts(db, chef.id),
      findDetails(db, chef.id),
    ]);
    const lines = (linesByChef(earned, refunds).get(chef.id) ?? []).map(toLine);
    const next = nextPayoutAt(now);
    return {
      hasDetails: saved !== null,
      nextPayoutAt: next.toISOString(),
      nextPayoutText: payoutDateText(next, locale),
      upcoming: { lines, totals: statementTotals(lines) },
      payouts: past.map(toPayoutView),
    };
  }

  /** The payout (a 404 when it is not the chef's: another chef never learns it exists). */
  async function readable(user: UserRow, payoutId: string): Promise<PayoutRow> {
    const payout = await findPayout(db, payoutId);
    if (!payout || (user.role !== 'admin' && payout.chefId !== user.id)) {
      throw new AppError('NOT_FOUND', messages.notFound);
    }
    return payout;
  }

  async function statement(user: UserRow, payoutId: string) {
    const payout = await readable(user, payoutId);
    const lines = (await payoutLinesOf(db, payoutId)).map(toLine);
    return { payout: toPayoutView(payout), lines, totals: statementTotals(lines) };
  }

  async function statementFile(user: UserRow, payoutId: string) {
    const { payout, lines } = await statement(user, payoutId);
    return {
      filename: `lutong-bahay-payout-${payout.weekStart}.csv`,
      body: statementCsv(lines, numberText),
    };
  }

  /** Staff: payouts not yet sent, each with the chef, their details (or held) and the amount. */
  async function run() {
    const rows = await unsentPayouts(db);
    return rows.map((r) => ({
      ...toPayoutView(r.payout),
      chef: r.chef,
      details: r.details ? toDetailsView(r.details) : null,
    }));
  }

  async function send(staff: UserRow, payoutId: string, reference: string) {
    const payout = await findPayout(db, payoutId);
    if (!payout) throw new AppError('NOT_FOUND', messages.notFound);
    if (payout.status === 'held')
      throw new AppError('WRONG_STATE', textIn('payoutRules', 'heldNoDetails'));
    const chef = await findChef(db, payout.chefId);
    const { row, outboxId } = await db.transaction(async (tx) => {
      const sent = await markSent(tx, payoutId, { reference, at: clock(), by: staff.id });
      if (!sent) throw new AppError('WRONG_STATE', textIn('payoutRules', 'alreadySent'));
      const locale = chef?.language ?? 'en';
      const t = textsFor(locale, 'email');
      const amount = formatCentavos(sent.netCentavos);
      const id = chef
        ? await notifications.enqueue(tx, {
            channel: 'email',
            to: chef.email,
            subject: t('payoutSentSubject', { amount }),
            body: t('payoutSentBody', {
              name: chef.name,
              // the week's Monday as the payouts page words it, not the stored ISO date
              week: orderDayText(sent.weekStart, locale),
              amount,
              reference,
              link: link(paths.payouts()),
            }),
            links: [link(paths.payouts())],
          })
        : null;
      return { row: sent, outboxId: id };
    });
    if (outboxId) await notifications.dispatch([outboxId]);
    return toPayoutView(row);
  }

  /** Staff: a chef's details and payout history. */
  async function history(chefId: string) {
    const chef = await findChef(db, chefId);
    if (!chef || chef.role !== 'chef') throw new AppError('NOT_FOUND', messages.notFound);
    const [saved, past] = await Promise.all([findDetails(db, chefId), chefPayouts(db, chefId)]);
    return {
      chef: { id: chef.id, name: chef.name, email: chef.email },
      details: saved ? toDetailsView(saved) : null,
      payouts: past.map(toPayoutView),
    };
  }

  return { details, save, overview, statement, statementFile, run, send, history };
}

function toLine(line: StatementLine): StatementLine {
  return {
    kind: line.kind,
    number: line.number,
    date: line.date,
    food: line.food,
    fees: line.fees,
    commission: line.commission,
    refund: line.refund,
    net: line.net,
  };
}
