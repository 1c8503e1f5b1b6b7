import type { users } from '../src/db/schema/index.js';
import type { TestApp, TestClient } from './harness.js';
import type { movableClock } from './orders-kit.js';
import { signedInAs, THURSDAY_DUE, WEDNESDAY_10AM } from './orders-kit.js';
import { chefCalls, newChef, pay, placedOrder, type ChefRow } from './seller-kit.js';

// Test helpers for payouts (issues 6 and 19): a chef's paid order finished on its day, and the
// chef's payout calls.

export type Clock = ReturnType<typeof movableClock>;

/** The Monday 8pm (Manila) run that closes the week of Monday 5 January 2026. */
export const FIRST_CLOSE = new Date('2026-01-12T20:00:00+08:00');
export const SECOND_CLOSE = new Date('2026-01-19T20:00:00+08:00');

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const later = (iso: string, weeks: number) =>
  new Date(new Date(iso).getTime() + weeks * WEEK_MS).toISOString();

/**
 * A paid pickup order (quantity x P200) of `chef`, confirmed and finished on Thursday 8 January,
 * or on the Thursday `weeksLater` weeks after it. Leaves the clock at the finish.
 */
export async function finishedSale(
  t: TestApp,
  time: Clock,
  chef?: ChefRow,
  options: {
    quantity?: number;
    weeksLater?: number;
    buyer?: Partial<typeof users.$inferInsert>;
  } = {},
) {
  const weeks = options.weeksLater ?? 0;
  time.set(later(WEDNESDAY_10AM, weeks));
  const seller = chef ?? (await newChef(t));
  const chefClient = await signedInAs(t, seller.id, time.clock());
  const calls = chefCalls(chefClient);
  const placed = await placedOrder(t, time.clock(), seller, {
    ...(options.quantity ? { quantity: options.quantity } : {}),
    ...(options.buyer ? { buyer: options.buyer } : {}),
    day: { deliveryDate: 'Thu', createdFor: later(THURSDAY_DUE, weeks).slice(0, 10) },
  });
  await pay(t, placed.client, placed.order.id);
  await calls.confirm(placed.order.id);
  time.set(later(THURSDAY_DUE, weeks));
  const finished = await calls.finish(placed.order.id);
  if (finished.status !== 200) throw new Error(`finish: ${JSON.stringify(finished.body)}`);
  return { chef: seller, chefClient, placed };
}

export const E_WALLET = {
  method: 'ewallet',
  wallet: 'gcash',
  accountName: 'Maria Santos',
  walletNumber: '9171234567',
} as const;

export const BANK = {
  method: 'bank',
  bankName: 'BDO',
  accountName: 'Maria Santos',
  accountNumber: '001234567890',
} as const;

export const saveDetails = (client: TestClient, body: unknown) =>
  client.request<{ status: string; message?: string; data: { details: unknown } }>(
    'PUT',
    '/api/v1/payouts/details',
    { body },
  );
