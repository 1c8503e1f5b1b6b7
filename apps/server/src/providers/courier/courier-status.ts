/**
 * The statuses of a Lalamove v3 order (ARCHITECTURE §6, decision 008), in the order a delivery moves
 * through them: ASSIGNING_DRIVER -> ON_GOING (a driver accepted) -> PICKED_UP -> COMPLETED, or it
 * ends early as CANCELED, REJECTED (drivers kept rejecting it) or EXPIRED (nobody took it).
 */
export const COURIER_STATUSES = [
  'ASSIGNING_DRIVER',
  'ON_GOING',
  'PICKED_UP',
  'COMPLETED',
  'CANCELED',
  'REJECTED',
  'EXPIRED',
] as const;

export type CourierStatus = (typeof COURIER_STATUSES)[number];

/** Statuses a delivery never leaves. */
export const TERMINAL_COURIER_STATUSES: readonly CourierStatus[] = [
  'COMPLETED',
  'CANCELED',
  'REJECTED',
  'EXPIRED',
];

/** Statuses after the driver reached the pickup: the booking can no longer be cancelled. */
export const PAST_PICKUP_STATUSES: readonly CourierStatus[] = ['PICKED_UP', 'COMPLETED'];

const RANK: Record<CourierStatus, number> = {
  ASSIGNING_DRIVER: 0,
  ON_GOING: 1,
  PICKED_UP: 2,
  COMPLETED: 3,
  CANCELED: 3,
  REJECTED: 3,
  EXPIRED: 3,
};

export const isCourierStatus = (value: unknown): value is CourierStatus =>
  typeof value === 'string' && (COURIER_STATUSES as readonly string[]).includes(value);

export const isTerminalCourierStatus = (status: CourierStatus): boolean =>
  TERMINAL_COURIER_STATUSES.includes(status);

/**
 * Whether a delivery in `from` may take `to`: statuses only move forward (webhooks come out of
 * order, and Lalamove may report a driver who gave the order back as ASSIGNING_DRIVER again), a
 * terminal status is kept for good, and a repeat of the current status is no move.
 */
export function isForwardMove(from: CourierStatus, to: CourierStatus): boolean {
  if (from === to || isTerminalCourierStatus(from)) return false;
  return RANK[to] > RANK[from];
}
