import { z } from 'zod';
import { formatHour, manilaClock, manilaDayText } from '../discovery/manila-time.js';
import type { Locale } from '../i18n/locales.js';
import { COMMISSION_RATE } from '../orders/seller.js';

// Issue 19: a chef's payout statement, in integer centavos so every total is the sum of its lines
// to the centavo. Orders keep whole pesos (ARCHITECTURE §10), refunds centavos (PayMongo's unit); both
// meet here. Decision 022: what a line holds, which refunds are deducted, the schedule.

export const CENTAVOS_PER_PESO = 100;
export const centavos = (pesos: number): number => Math.round(pesos * CENTAVOS_PER_PESO);

/** 5% of the food, in centavos (a whole peso gives exactly 5 centavos, so it never rounds). */
export const commissionCentavos = (foodCentavos: number): number =>
  Math.round(foodCentavos * COMMISSION_RATE);

/**
 * The chef's share of a refund: the part of the order's net (food less commission) that the refund
 * gives back, in proportion to what the buyer was charged. A full refund takes the whole net; the
 * delivery and service fees were never the chef's, so they are never taken from the chef.
 */
export function refundShare(input: { net: number; refunded: number; charged: number }): number {
  const { net, refunded, charged } = input;
  if (refunded <= 0 || net <= 0) return 0;
  if (charged <= 0 || refunded >= charged) return net;
  return Math.min(net, Math.round((net * refunded) / charged));
}

export type StatementOrder = {
  /** the order number, as stored (shown with orderNumberText) */
  number: string;
  /** the order's day (YYYY-MM-DD, Manila) */
  date: string;
  /** food sold, whole pesos */
  food: number;
  /** delivery and service fees the buyer paid, whole pesos (passed on, not the chef's) */
  fees: number;
  /** what the buyer was charged, centavos */
  charged: number;
  /** refunds that succeeded on it, centavos */
  refunded: number;
};

export const statementLineKinds = ['order', 'refund'] as const;
export const statementLine = z.object({
  kind: z.enum(statementLineKinds),
  number: z.string(),
  date: z.string(),
  food: z.number().int(),
  fees: z.number().int(),
  commission: z.number().int(),
  refund: z.number().int(),
  net: z.number().int(),
});
/** One row of a statement, all amounts in centavos. */
export type StatementLine = z.infer<typeof statementLine>;
export type StatementTotals = Omit<StatementLine, 'kind' | 'number' | 'date'>;

export const payoutStatuses = ['held', 'pending', 'sent'] as const;
/** A recorded payout (amounts in centavos): held (no details yet), pending (due) or sent. */
export const payoutView = z.object({
  id: z.string(),
  weekStart: z.string(),
  status: z.enum(payoutStatuses),
  food: z.number().int(),
  commission: z.number().int(),
  refund: z.number().int(),
  net: z.number().int(),
  transferReference: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutView>;

/** An order paid in this statement: food, fees, 5% commission, refunds so far, net. */
export function orderLine(order: StatementOrder): StatementLine {
  const food = centavos(order.food);
  const commission = commissionCentavos(food);
  const refund = refundShare({
    net: food - commission,
    refunded: order.refunded,
    charged: order.charged,
  });
  return {
    kind: 'order',
    number: order.number,
    date: order.date,
    food,
    fees: centavos(order.fees),
    commission,
    refund,
    net: food - commission - refund,
  };
}

/**
 * A refund that succeeded after its order was paid out: deducted from this statement. `already`:
 * what earlier statements deducted for that order, so the chef never gives back more than the net.
 */
export function refundLine(order: StatementOrder, already: number): StatementLine {
  const food = centavos(order.food);
  const net = food - commissionCentavos(food);
  const share = refundShare({ net, refunded: order.refunded, charged: order.charged });
  const refund = Math.max(0, share - already);
  return {
    kind: 'refund',
    number: order.number,
    date: order.date,
    food: 0,
    fees: 0,
    commission: 0,
    refund,
    net: 0 - refund,
  };
}

/** The statement's totals: each column summed, so the net total is the sum of the nets. */
export function statementTotals(lines: readonly StatementLine[]): StatementTotals {
  const totals: StatementTotals = { food: 0, fees: 0, commission: 0, refund: 0, net: 0 };
  for (const line of lines) {
    totals.food += line.food;
    totals.fees += line.fees;
    totals.commission += line.commission;
    totals.refund += line.refund;
    totals.net += line.net;
  }
  return totals;
}

/** 123456 -> 'P1,234.56'; -500 -> '-P5.00'. */
export function formatCentavos(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const pesos = Math.floor(abs / CENTAVOS_PER_PESO).toLocaleString('en-PH');
  return `${sign}P${pesos}.${String(abs % CENTAVOS_PER_PESO).padStart(2, '0')}`;
}

/** 123456 -> '1234.56' (CSV: a plain number a spreadsheet adds up). */
export function centavosDecimal(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / CENTAVOS_PER_PESO)}.${String(abs % CENTAVOS_PER_PESO).padStart(2, '0')}`;
}

export const STATEMENT_CSV_HEADER = 'Order,Date,Type,Food,Fees,Commission 5%,Refunds deducted,Net';

/** The statement as CSV: one row per line, then the totals row. `numberText` names the order. */
export function statementCsv(
  lines: readonly StatementLine[],
  numberText: (line: StatementLine) => string,
): string {
  const row = (cells: string[]) => cells.join(',');
  const money = (l: StatementTotals) =>
    [l.food, l.fees, l.commission, l.refund, l.net].map(centavosDecimal);
  const rows = lines.map((l) =>
    row([numberText(l), l.date, l.kind === 'order' ? 'Order' : 'Refund after payout', ...money(l)]),
  );
  return [STATEMENT_CSV_HEADER, ...rows, row(['Total', '', '', ...money(statementTotals(lines))])]
    .join('\r\n')
    .concat('\r\n');
}

// --- the schedule: weekly, Monday around 8pm Manila (product §1 and §11) ---

export const PAYOUT_WEEKDAY = 1; // Monday
export const PAYOUT_HOUR = 20;
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The coming payout: Monday 20:00 Manila; on a Monday from 20:00 on, the Monday after. */
export function nextPayoutAt(now: Date): Date {
  const local = new Date(now.getTime() + MANILA_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let days = (PAYOUT_WEEKDAY - local.getUTCDay() + 7) % 7;
  const todayRun = midnight + PAYOUT_HOUR * 60 * 60 * 1000;
  if (days === 0 && local.getTime() >= todayRun) days = 7;
  return new Date(midnight + days * DAY_MS + PAYOUT_HOUR * 60 * 60 * 1000 - MANILA_OFFSET_MS);
}

/** 'Mon, Nov 30, 8pm', Filipino 'Lun, Nob 30, 8pm' (decision 049). */
export function payoutDateText(at: Date, locale: Locale = 'en'): string {
  return `${manilaDayText(manilaClock(at, locale), locale)}, ${formatHour(PAYOUT_HOUR)}`;
}
