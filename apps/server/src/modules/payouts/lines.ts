import { orderLine, refundLine } from '@lutong/shared';
import type { EarnedOrder, NewPayout, OutstandingRefund } from './payouts.repo.js';

// Issue 19, decision 022: each chef's statement lines from their unpaid orders and the refunds
// still to deduct. The same for the weekly close and for the chef's "since your last payout".

export type StatementRows = NewPayout['lines'];

export function linesByChef(
  earned: readonly EarnedOrder[],
  refunds: readonly OutstandingRefund[],
): Map<string, StatementRows> {
  const byChef = new Map<string, StatementRows>();
  const linesOf = (chefId: string) => {
    const lines = byChef.get(chefId) ?? [];
    byChef.set(chefId, lines);
    return lines;
  };
  for (const order of earned) {
    linesOf(order.chefId).push({
      ...orderLine(order),
      orderId: order.orderId,
      refundId: order.refundIds[0] ?? null,
    });
  }
  // several refunds of one order in one run: each deducts only what the ones before left
  const deducted = new Map<string, number>();
  for (const refund of refunds) {
    const already = deducted.get(refund.orderId) ?? refund.deducted;
    const line = refundLine(refund, already);
    deducted.set(refund.orderId, already + line.refund);
    linesOf(refund.chefId).push({ ...line, orderId: refund.orderId, refundId: refund.refundId });
  }
  return byChef;
}
