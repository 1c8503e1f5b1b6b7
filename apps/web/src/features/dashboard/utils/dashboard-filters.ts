import {
  formatHour,
  RECREATE_WINDOW_MS,
  SLOT_HOURS,
  spiceLevelName,
  type Locale,
  weekdayCodes,
  type GroupQuoteView,
  type TextKey,
  type WeekdayCode,
  formatPeso,
} from '@lutong/shared';
import { isApiError } from '../../../lib/api-client';

// Pure rules of the seller dashboard (product §3.2, §6, §7, §11), kept apart from the screens
// so they are tested on their own.

export const peso = formatPeso;

export type DashboardFilters = {
  /** delivery-day filter: All or a weekday */
  day: WeekdayCode | 'All';
  /** dispatch-time filter: All or a slot hour (10, 12 ... 20) */
  hour: number | 'All';
  /** the sort toggle: by zip code, or oldest first */
  sortByZip: boolean;
};

export const defaultFilters: DashboardFilters = { day: 'All', hour: 'All', sortByZip: false };

/** product §3.2: delivery-day filter All, Monday to Sunday (labels: `dashboard` keys). */
export const deliveryDayOptions: { value: WeekdayCode | 'All'; label: TextKey<'dashboard'> }[] = [
  { value: 'All', label: 'all' },
  ...weekdayCodes.map((code) => ({ value: code, label: `day${code}` as const })),
];

/** product §3.2: dispatch-time filter All, 10am-11am, 12pm-1pm ... 8pm-9pm. */
export const dispatchTimeOptions: { value: number | 'All'; label: string }[] = [
  { value: 'All', label: 'All' },
  ...SLOT_HOURS.map((hour) => ({
    value: hour,
    label: `${formatHour(hour)}-${formatHour(hour + 1)}`,
  })),
];

/** The query string of GET /orders/chefOrders (product §9). */
export function chefOrdersSearch(filters: DashboardFilters): string {
  return new URLSearchParams({
    selectedTime: String(filters.hour),
    deliveryDate: filters.day,
    sort: String(filters.sortByZip),
  }).toString();
}

type PendingLike = {
  deliveryDate: string;
  selectedTime: number | null;
  zip: string;
  createdAt: string;
};

/** The same filters the server applies, so a list already loaded narrows at once. */
export function filterPending<T extends PendingLike>(
  orders: readonly T[],
  f: DashboardFilters,
): T[] {
  return orders.filter(
    (o) =>
      (f.day === 'All' || o.deliveryDate === f.day) &&
      (f.hour === 'All' || o.selectedTime === f.hour),
  );
}

/** product §3.2 sort toggle: by zip code (then oldest), or oldest first. */
export function sortPending<T extends PendingLike>(orders: readonly T[], byZip: boolean): T[] {
  const oldest = (a: T, b: T) => a.createdAt.localeCompare(b.createdAt);
  return [...orders].sort((a, b) =>
    byZip ? a.zip.localeCompare(b.zip, 'en', { numeric: true }) || oldest(a, b) : oldest(a, b),
  );
}

type GroupCandidate = { id: string; deliveryMode: 'delivery' | 'pickup' };

/** product §7 Group: the two orders must differ and both be delivery orders. */
export function groupChoiceProblem(
  first: GroupCandidate | null,
  second: GroupCandidate | null,
): TextKey<'messages'> | null {
  if (!first || !second) return null;
  if (first.id === second.id) return 'groupSameOrder';
  if (first.deliveryMode !== 'delivery' || second.deliveryMode !== 'delivery') {
    return 'groupNotDelivery';
  }
  return null;
}

/**
 * What the group dialog says when the server answers no: its own reason for a refusal (another
 * day, another slot, no savings: 4xx), else the spec's words for a failure (`fallback`).
 */
export function groupFailureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

export type SavingsDisplay = {
  separate: string;
  group: string;
  savings: string;
  /** product §6: submission is blocked when savings are 0 or less */
  canGroup: boolean;
  /** the spec's message, by its key */
  problem: TextKey<'messages'> | null;
};

/** The group-delivery modal's figures: separate fee, group fee and savings (separate - group). */
export function savingsDisplay(
  quote: Pick<GroupQuoteView, 'separateFee' | 'groupFee'>,
): SavingsDisplay {
  const savings = quote.separateFee - quote.groupFee;
  const canGroup = savings > 0;
  return {
    separate: peso(quote.separateFee),
    group: peso(quote.groupFee),
    savings: canGroup ? peso(savings) : peso(0),
    canGroup,
    problem: canGroup ? null : 'groupNoSavings',
  };
}

/** Courier statuses before the driver reached the first pickup (Lalamove v3). */
const BEFORE_PICKUP = ['ASSIGNING_DRIVER', 'ON_GOING'];

/**
 * product §6 Recreate delivery: only within 30 minutes of the booking and before the driver
 * reached the first pickup; a cancelled or expired booking can be recreated in that window too.
 */
export function canRecreate(
  order: {
    deliveryMode: 'delivery' | 'pickup';
    deliveryCreatedAt: string | null;
    deliveryStatus: string | null;
  },
  now: Date,
): boolean {
  if (order.deliveryMode !== 'delivery' || !order.deliveryCreatedAt) return false;
  const age = now.getTime() - new Date(order.deliveryCreatedAt).getTime();
  if (!(age >= 0 && age <= RECREATE_WINDOW_MS)) return false;
  const status = order.deliveryStatus ?? 'ASSIGNING_DRIVER';
  return BEFORE_PICKUP.includes(status) || ['CANCELED', 'REJECTED', 'EXPIRED'].includes(status);
}

/** product §11: a delivery unconfirmed for over 15 minutes: contact support. */
export const UNCONFIRMED_SUPPORT_MS = 15 * 60 * 1000;

export function isUnconfirmedTooLong(
  order: { deliveryCreatedAt: string | null; deliveryStatus: string | null },
  now: Date,
): boolean {
  if (!order.deliveryCreatedAt) return false;
  if (order.deliveryStatus !== null && order.deliveryStatus !== 'ASSIGNING_DRIVER') return false;
  return now.getTime() - new Date(order.deliveryCreatedAt).getTime() > UNCONFIRMED_SUPPORT_MS;
}

/** The dashboard's words for a courier status (catalogue `dashboard`). */
export type DeliveryStatusKey = TextKey<'dashboard'> &
  (
    | 'deliveryCompleted'
    | 'deliveryPickup'
    | 'deliveryNotBooked'
    | 'statusAwaiting'
    | 'deliveryOnTheWay'
    | 'deliveryPickedUp'
    | 'deliveryDelivered'
    | 'deliveryCancelled'
    | 'deliveryRejected'
    | 'deliveryExpired'
  );

const courierStatusKeys: Record<string, DeliveryStatusKey> = {
  ASSIGNING_DRIVER: 'statusAwaiting',
  ON_GOING: 'deliveryOnTheWay',
  PICKED_UP: 'deliveryPickedUp',
  COMPLETED: 'deliveryDelivered',
  CANCELED: 'deliveryCancelled',
  REJECTED: 'deliveryRejected',
  EXPIRED: 'deliveryExpired',
};

/**
 * A courier status in the chef's words, in the reader's language (`t` of the `dashboard`
 * namespace); a status the courier adds later shows as its code.
 */
export function deliveryStatusLabel(
  order: {
    status: string;
    deliveryMode: 'delivery' | 'pickup';
    deliveryId: string | null;
    deliveryStatus: string | null;
  },
  t: (key: DeliveryStatusKey) => string,
): string {
  if (order.status === 'completed') return t('deliveryCompleted');
  if (order.deliveryMode === 'pickup') return t('deliveryPickup');
  if (order.deliveryStatus === null && order.deliveryId === null) return t('deliveryNotBooked');
  if (order.deliveryStatus === null) return t('statusAwaiting');
  const key = courierStatusKeys[order.deliveryStatus];
  return key ? t(key) : order.deliveryStatus;
}

/** product §11: spice levels 0 to 4 (No, Low, Medium, Medium-High, High). */
export function spiceLabel(level: number | null, locale: Locale = 'en'): string | null {
  return level === null ? null : spiceLevelName(level, locale);
}
