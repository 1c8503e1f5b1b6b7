import { formatHour, slotWindow } from '@lutong/shared';

// TEMPORARY (issue 18): the order facts agreed between the parts of issue 18, which part "facts"
// writes in packages/shared/src/orders/facts.ts. Replace this file's body by
//   export { orderNumberText, buyerWindowText, chefWindowText } from '@lutong/shared';
// once that merges. Every scenario reads the facts through this one file, so that is the only change.

export type WindowFacts = {
  createdFor: string;
  selectedTime: number | null;
  deliveryMode: 'delivery' | 'pickup';
};

/**
 * '#' and the order's number in two groups of four ('#K7MQ-3PXD'). Read defensively: before the
 * `orders.number` column exists a view has no number, and every surface must then disagree.
 */
export function orderNumberText(order: { number: string }): string {
  const n: unknown = (order as { number?: unknown }).number;
  if (typeof n !== 'string' || n === '') return '#(order has no number)';
  return n.length === 8 ? `#${n.slice(0, 4)}-${n.slice(4)}` : `#${n}`;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** '2026-01-10' -> 'Sat, Jan 10'. */
function dayText(createdFor: string): string {
  const [y = 1970, m = 1, d = 1] = createdFor.split('-').map(Number);
  return `${weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${months[m - 1]} ${d}`;
}

/** spec buyer §9: 2 hours from the slot; delivery starts one hour later ('Sat, Jan 10, 3pm - 5pm'). */
export function buyerWindowText(order: WindowFacts): string {
  if (order.selectedTime === null) return `${dayText(order.createdFor)}, time not chosen yet`;
  return `${dayText(order.createdFor)}, ${slotWindow(order.selectedTime, order.deliveryMode).label}`;
}

/** spec seller §2.2: slot to slot + 1 hour; delivery at half past ('Sat, Jan 10, 2:30pm - 3:30pm'). */
export function chefWindowText(order: WindowFacts): string {
  if (order.selectedTime === null) return `${dayText(order.createdFor)}, time not chosen yet`;
  const at = (hour: number) =>
    order.deliveryMode === 'delivery'
      ? formatHour(hour).replace(/(am|pm)$/, ':30$1')
      : formatHour(hour);
  return `${dayText(order.createdFor)}, ${at(order.selectedTime)} - ${at(order.selectedTime + 1)}`;
}
