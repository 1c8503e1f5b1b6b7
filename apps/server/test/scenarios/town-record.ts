import { expect } from 'vitest';
import { inArray } from 'drizzle-orm';
import {
  orderTotals,
  SERVICE_FEES,
  slotWindow,
  weeklyStockLeft,
  type ChefOrderView,
  type OrderView,
  type PayMethodChoice,
  buyerWindowText,
  chefWindowText,
  orderNumberText,
  refundStateText,
  trackingText,
  type Locale,
  type TrackingState,
} from '@lutong/shared';
import { outbox } from '../../src/db/schema/index.js';
import type { TestApp } from '../harness.js';
import { dishStock } from '../orders-kit.js';
import type { OrderPlan, Person } from './town-kit.js';

// The one record of what every surface must say about an order (issue 18: number, time window,
// address, totals), and the checks that read each surface (the buyer's and the chef's API views,
// the dashboard lists, tracking, the outbox's e-mails and texts) and report which one disagrees.

export type ExpectedRecord = {
  id: string;
  /** how the order is named everywhere ('#K7MQ-3PXD') */
  number: string;
  /** the windows as the shared functions word them, each in its reader's language */
  buyerWindow: string;
  chefWindow: string;
  locales: { buyer: Locale; chef: Locale };
  mode: 'delivery' | 'pickup';
  /** delivery: the buyer's home; pickup: the kitchen's full address */
  address: string;
  foodTotal: number;
  deliveryFee: number;
  total: number;
  /** what the buyer paid (total + the method's service fee), once paid */
  paid: number | null;
  chef: Person;
  buyer: Person;
};

/**
 * What every surface must say about `order` (the buyer's checkout reply): the number it was given,
 * the windows the shared functions word, the address the plan implies and the totals of the plan's
 * prices (less the points the buyer holds, as the shared rule takes them). Nothing here is read back from the surfaces checked against it, except the number and
 * the courier's quote (the delivery fee), which only the server knows.
 */
export function expectedRecord(
  order: OrderView,
  parties: {
    plan: OrderPlan;
    buyer: Person;
    paidWith?: PayMethodChoice;
    /** the points the buyer holds at checkout (earned by their completed orders) */
    rewards?: number;
    /** the language each party reads (decision 049: the windows are worded in it); English */
    locales?: { buyer: Locale; chef: Locale };
  },
): ExpectedRecord {
  const { plan, buyer } = parties;
  const facts = {
    createdFor: plan.createdFor,
    selectedTime: plan.selectedTime,
    deliveryMode: plan.mode,
  };
  const { foodTotal, deliveryFee, total } = orderTotals({
    lines: plan.lines.map((line) => ({ promoPrice: line.price, quantity: line.quantity })),
    deliveryFee: plan.mode === 'delivery' ? order.deliveryFee : 0,
    rewards: parties.rewards ?? 0,
  });
  return {
    id: order.id,
    number: orderNumberText(order as OrderView & { number: string }),
    buyerWindow: buyerWindowText(facts, parties.locales?.buyer),
    chefWindow: chefWindowText(facts, parties.locales?.chef),
    locales: parties.locales ?? { buyer: 'en', chef: 'en' },
    mode: plan.mode,
    address: plan.mode === 'delivery' ? buyer.user.address : plan.chef.user.address,
    foodTotal,
    deliveryFee,
    total,
    paid: parties.paidWith ? total + SERVICE_FEES[parties.paidWith] : null,
    chef: plan.chef,
    buyer,
  };
}

/** The record once the buyer paid with `method`. */
export const paidRecord = (record: ExpectedRecord, method: PayMethodChoice): ExpectedRecord => ({
  ...record,
  paid: record.total + SERVICE_FEES[method],
});

const numbered = (view: OrderView) => view as OrderView & { number: string };
const windowFacts = (view: OrderView) => ({
  createdFor: view.createdFor,
  selectedTime: view.selectedTime,
  deliveryMode: view.deliveryMode,
});

/** One API view of the order against the record, each fact named by its surface. */
function checkView(
  surface: string,
  view: OrderView,
  record: ExpectedRecord,
  role: 'buyer' | 'chef',
) {
  const number: unknown = numbered(view).number;
  expect.soft(typeof number === 'string' && number !== '', `${surface}: has a number`).toBe(true);
  expect.soft(orderNumberText(numbered(view)), `${surface}: order number`).toBe(record.number);
  const window = role === 'buyer' ? buyerWindowText : chefWindowText;
  expect
    .soft(window(windowFacts(view), record.locales[role]), `${surface}: time window`)
    .toBe(role === 'buyer' ? record.buyerWindow : record.chefWindow);
  if (record.mode === 'delivery') {
    expect.soft(view.address, `${surface}: delivery address`).toBe(record.address);
  }
  expect.soft(view.foodTotal, `${surface}: food total`).toBe(record.foodTotal);
  expect.soft(view.deliveryFee, `${surface}: delivery fee`).toBe(record.deliveryFee);
  expect.soft(view.total, `${surface}: total`).toBe(record.total);
}

type Tracked = {
  order: OrderView;
  tracking: {
    window: string | null;
    total: number;
    state: TrackingState;
    statusText: string;
    refund: { amount: number; status: string; text: string } | null;
  };
};

/** The buyer's tracking page (GET /orders/track/{id}). */
export async function checkTracking(record: ExpectedRecord): Promise<Tracked> {
  const res = await record.buyer.client.get<{ data: Tracked }>(`/api/v1/orders/track/${record.id}`);
  expect(res.status, 'tracking answers').toBe(200);
  const { order, tracking } = res.body.data;
  checkView('tracking', order, record, 'buyer');
  expect
    .soft(
      record.buyerWindow.endsWith(tracking.window ?? '(none)'),
      `tracking: window ${tracking.window}`,
    )
    .toBe(true);
  expect.soft(tracking.total, 'tracking: total').toBe(record.paid ?? record.total);
  // decision 049: the status and the refund in the buyer's language
  const locale = record.locales.buyer;
  expect
    .soft(tracking.statusText, `tracking: status (${tracking.state}) in ${locale}`)
    .toBe(trackingText(tracking.state, locale));
  if (tracking.refund) {
    expect
      .soft(tracking.refund.text, `tracking: refund in ${locale}`)
      .toBe(refundStateText(tracking.refund, locale));
  }
  if (record.mode === 'pickup' && order.payed && order.confirmed) {
    // issue 18 defect 6: the paid, confirmed pickup buyer learns the kitchen's full address
    expect
      .soft(JSON.stringify(res.body.data), 'tracking: the kitchen’s pickup address')
      .toContain(record.address);
  }
  return res.body.data;
}

type ChefList = { data: { orders: ChefOrderView[] } };

/** The chef's dashboard: the pending list or the checkout list holds the order, stated right. */
export async function checkDashboard(record: ExpectedRecord): Promise<ChefOrderView | null> {
  const lists = [
    ['dashboard pending list', '/api/v1/orders/chefOrders'],
    ['dashboard checkout list', '/api/v1/orders/chefOrdersCompleted'],
  ] as const;
  for (const [surface, url] of lists) {
    const res = await record.chef.client.get<ChefList>(url);
    expect(res.status, `${surface} answers`).toBe(200);
    const row = res.body.data.orders.find((o) => o.id === record.id);
    if (!row) continue;
    checkView(surface, row, record, 'chef');
    if (row.selectedTime !== null) {
      expect
        .soft(row.etaHour, `${surface}: customer ETA hour`)
        .toBe(slotWindow(row.selectedTime, row.deliveryMode).end);
    }
    return row;
  }
  return null;
}

/** The buyer's checkout view (GET /orders/{id}). */
export async function checkBuyerView(record: ExpectedRecord): Promise<OrderView> {
  const res = await record.buyer.client.get<{ data: { order: OrderView } }>(
    `/api/v1/orders/${record.id}`,
  );
  expect(res.status, 'buyer order view answers').toBe(200);
  checkView('buyer order view', res.body.data.order, record, 'buyer');
  return res.body.data.order;
}

export type Message = typeof outbox.$inferSelect;

/** Every e-mail and text of the outbox about this order, to the buyer and to the chef. */
export async function messagesAbout(t: TestApp, record: ExpectedRecord) {
  const to = (p: Person) => [p.user.email, `+63${p.phone}`];
  const rows = await t.database.db
    .select()
    .from(outbox)
    .where(inArray(outbox.recipient, [...to(record.buyer), ...to(record.chef)]))
    .orderBy(outbox.id);
  const ref = record.id.slice(-6).toUpperCase();
  const about = (m: Message) =>
    [m.body, ...m.links].some((s) => s.includes(record.id)) ||
    m.body.includes(ref) ||
    m.body.includes(record.number);
  const mine = rows.filter(about);
  const buyerSide = to(record.buyer);
  return {
    buyer: mine.filter((m) => buyerSide.includes(m.recipient)),
    chef: mine.filter((m) => !buyerSide.includes(m.recipient)),
  };
}

const statesTime = /\b\d{1,2}(:\d{2})?\s?(am|pm)\b|\b\d{1,2}:\d{2}\b/i;

/** Each message names the order by its number and states its time as the record words it. */
function checkMessage(m: Message, record: ExpectedRecord, role: 'buyer' | 'chef') {
  const surface = `${m.channel} to the ${role} "${m.subject || m.body.slice(0, 40)}"`;
  expect.soft(m.body, `${surface}: order number`).toContain(record.number);
  // links carry the order's id (/track/{id}); the words name it by its number
  const words = m.body.replace(/https?:\/\/\S+/g, '<link>');
  expect
    .soft(words, `${surface}: names the order by its number, not its id`)
    .not.toContain(record.id);
  if (statesTime.test(m.body)) {
    const window = role === 'buyer' ? record.buyerWindow : record.chefWindow;
    expect.soft(m.body, `${surface}: time window`).toContain(window);
  }
  // the order's number can read like an amount ("#JPTD-P232"): it is taken out first
  const amount = /\bP([\d,]+)\b/.exec(m.body.replaceAll(record.number, '<number>'))?.[1];
  if (amount !== undefined) {
    expect
      .soft([record.total, record.paid, record.foodTotal], `${surface}: amount P${amount}`)
      .toContain(Number(amount.replaceAll(',', '')));
  }
}

/** The messages already held to their record (each is reported once, at the step that sent it). */
const checkedMessages = new Set<string>();

/** Every message so far about the order; answers them for the step's own checks. */
export async function checkMessages(t: TestApp, record: ExpectedRecord) {
  const found = await messagesAbout(t, record);
  for (const [role, list] of [
    ['buyer', found.buyer],
    ['chef', found.chef],
  ] as const) {
    for (const m of list.filter((x) => !checkedMessages.has(x.id))) {
      checkedMessages.add(m.id);
      checkMessage(m, record, role);
    }
  }
  return found;
}

/**
 * Every surface that states a fact about the order: the buyer's order view and tracking, the chef's
 * dashboard lists, the e-mails and texts so far. The status of the order is the step's business.
 */
export async function checkSurfaces(t: TestApp, record: ExpectedRecord) {
  await checkBuyerView(record);
  const tracked = await checkTracking(record);
  const row = await checkDashboard(record);
  const messages = await checkMessages(t, record);
  if (record.mode === 'pickup' && tracked.order.payed && tracked.order.confirmed) {
    // issue 18 defect 6: an e-mail and a text give the buyer the kitchen's full address
    for (const channel of ['email', 'sms'] as const) {
      expect
        .soft(
          messages.buyer.some((m) => m.channel === channel && m.body.includes(record.address)),
          `${channel} to the buyer: the kitchen’s pickup address`,
        )
        .toBe(true);
    }
  }
  return { tracked, row, messages };
}

/** Portions left this week, on the chef's public menu and in the database. */
export async function expectStockLeft(
  t: TestApp,
  chef: Person,
  dishId: string,
  left: number,
): Promise<void> {
  const menu = await t.client().get<{
    data: {
      user: { dishes: { id: string; weeklyStock: number | null; weeklyQuantity: number }[] };
    };
  }>(`/api/v1/users/menu/${chef.user.id}`);
  const dish = menu.body.data.user.dishes.find((d) => d.id === dishId);
  expect.soft(dish && weeklyStockLeft(dish), 'public menu: portions left').toBe(left);
  expect
    .soft(weeklyStockLeft(await dishStock(t.database.db, dishId)), 'stored: portions left')
    .toBe(left);
}
