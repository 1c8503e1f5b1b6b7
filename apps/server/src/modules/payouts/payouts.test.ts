// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderNumberText,
  payoutMessages,
  statementTotals,
  type StatementLine,
  type StatementTotals,
} from '@lutong/shared';
import { payments, refunds } from '../../db/schema/index.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { movableClock, signedInAs } from '../../../test/orders-kit.js';
import {
  BANK,
  E_WALLET,
  finishedSale,
  FIRST_CLOSE,
  saveDetails,
  SECOND_CLOSE,
} from '../../../test/payouts-kit.js';
import { messagesTo, newChef } from '../../../test/seller-kit.js';
import { buyerClient, staffClient } from '../../../test/seller-side-kit.js';
import { runWeeklyPayouts } from '../seller-orders/payouts.js';

// Issue 19 (decision 022): payout details that only the chef and staff read, statements that add
// up to the centavo, held payouts released by details, refunds after a payout deducted from the
// next one, and a weekly close that records one payout per chef and week however it is run.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());

type PayoutView = {
  id: string;
  weekStart: string;
  status: string;
  net: number;
  refund: number;
  transferReference: string | null;
};
type Overview = {
  data: {
    hasDetails: boolean;
    nextPayoutText: string;
    upcoming: { lines: StatementLine[]; totals: StatementTotals };
    payouts: PayoutView[];
  };
};
type Statement = { data: { payout: PayoutView; lines: StatementLine[]; totals: StatementTotals } };

describe('payout details', () => {
  it('are validated, e-mailed to the chef on each change, and read by the chef and staff only', async () => {
    const chef = await newChef(t);
    const client = await signedInAs(t, chef.id, time.clock());
    expect((await client.get('/api/v1/payouts/details')).body).toEqual({
      status: 'success',
      data: { details: null },
    });
    const short = await saveDetails(client, { ...E_WALLET, walletNumber: '917123456' });
    expect([short.status, short.body.message]).toEqual([400, payoutMessages.walletNumberInvalid]);
    const noBank = await saveDetails(client, { ...BANK, bankName: ' ' });
    expect([noBank.status, noBank.body.message]).toEqual([400, payoutMessages.bankRequired]);
    expect((await client.get('/api/v1/payouts/details')).body).toMatchObject({
      data: { details: null },
    });
    expect(await messagesTo(t, [chef.email])).toHaveLength(0);

    expect((await saveDetails(client, E_WALLET)).status).toBe(200);
    expect((await client.get('/api/v1/payouts/details')).body).toMatchObject({
      data: { details: { method: 'ewallet', wallet: 'gcash', walletNumber: '9171234567' } },
    });
    expect((await saveDetails(client, BANK)).status).toBe(200);
    const mails = await messagesTo(t, [chef.email]);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Your payout details are saved',
      'Your payout details were changed',
    ]);
    // the e-mail names the destination without the full number
    expect(mails.map((m) => m.body).join('\n')).toContain('••••4567');
    expect(mails.map((m) => m.body).join('\n')).not.toContain('9171234567');

    // another chef reads only their own; buyers and guests nothing; staff every chef's
    const other = await signedInAs(t, (await newChef(t)).id, time.clock());
    expect((await other.get('/api/v1/payouts/details')).body).toMatchObject({
      data: { details: null },
    });
    const history = `/api/v1/admin/chefs/${chef.id}/payouts`;
    expect((await other.get(history)).status).toBe(403);
    const { client: buyer } = await buyerClient(t);
    expect((await buyer.get('/api/v1/payouts/details')).status).toBe(403);
    expect((await buyer.get(history)).status).toBe(403);
    expect((await t.client().get('/api/v1/payouts/details')).status).toBe(401);
    expect((await t.client().get(history)).status).toBe(401);
    const { client: staff } = await staffClient(t);
    expect((await staff.get(history)).body).toMatchObject({
      data: { details: { method: 'bank', accountNumber: '001234567890' }, payouts: [] },
    });
  });
});

describe('the weekly payout', () => {
  it('is held without details, released by them, and sent once by staff with a reference', async () => {
    const { chef, chefClient } = await finishedSale(t, time);
    await runWeeklyPayouts(t.database.db, FIRST_CLOSE);
    time.set(FIRST_CLOSE.toISOString());
    const { client: staff } = await staffClient(t);
    const run = async () =>
      (
        await staff.get<{ data: { payouts: (PayoutView & { chef: { id: string } })[] } }>(
          '/api/v1/admin/payouts',
        )
      ).body.data.payouts.filter((p) => p.chef.id === chef.id);
    const [held] = await run();
    expect(held).toMatchObject({ status: 'held', weekStart: '2026-01-05', net: 38000 });
    expect(held).toHaveProperty('details', null);
    const early = await staff.post(`/api/v1/admin/payouts/${held?.id}/sent`, { reference: 'X1' });
    expect([early.status, early.body.message]).toEqual([409, payoutMessages.heldNoDetails]);

    const overview = await chefClient.get<Overview>('/api/v1/payouts');
    expect(overview.body.data).toMatchObject({
      hasDetails: false,
      nextPayoutText: 'Mon, Jan 19, 8pm',
      payouts: [{ status: 'held', net: 38000 }],
    });
    // the next payout's day in the request's language (decision 049), nothing else changes
    const filipino = await chefClient.get<Overview>('/api/v1/payouts', {
      'accept-language': 'fil',
    });
    expect(filipino.body.data).toEqual({
      ...overview.body.data,
      nextPayoutText: 'Lun, Ene 19, 8pm',
    });
    expect((await saveDetails(chefClient, E_WALLET)).status).toBe(200);
    const [due] = await run();
    expect(due).toMatchObject({ status: 'pending', details: { walletNumber: '9171234567' } });

    const blank = await staff.post(`/api/v1/admin/payouts/${due?.id}/sent`, { reference: ' ' });
    expect([blank.status, blank.body.message]).toEqual([400, payoutMessages.referenceRequired]);
    const sent = await staff.post(`/api/v1/admin/payouts/${due?.id}/sent`, {
      reference: 'GC-0001',
    });
    expect(sent.body).toMatchObject({ data: { payout: { status: 'sent' } } });
    const again = await staff.post(`/api/v1/admin/payouts/${due?.id}/sent`, { reference: 'B' });
    expect([again.status, again.body.message]).toEqual([409, payoutMessages.alreadySent]);
    expect(await run()).toEqual([]);
    expect((await chefClient.post(`/api/v1/admin/payouts/${due?.id}/sent`, {})).status).toBe(403);
    const history = await staff.get<{ data: { payouts: PayoutView[] } }>(
      `/api/v1/admin/chefs/${chef.id}/payouts`,
    );
    expect(history.body.data.payouts).toMatchObject([
      { status: 'sent', transferReference: 'GC-0001' },
    ]);
    const mails = await messagesTo(t, [chef.email]);
    expect(mails.map((m) => m.subject)).toContain('Your payout of P380.00 was sent');
    // the week as the payouts page words it, not the stored date 2026-01-05 (decision 052)
    expect(mails.map((m) => m.body).join('\n')).toContain('for the week of Mon, Jan 5: P380.00.');
  });

  it('states every order, and its totals add up to the centavo, in JSON and CSV', async () => {
    const first = await finishedSale(t, time, undefined, { quantity: 3 });
    const second = await finishedSale(t, time, first.chef, { quantity: 1 });
    await saveDetails(first.chefClient, BANK);
    // before the close, the chef sees both orders as not yet paid out
    const before = await first.chefClient.get<Overview>('/api/v1/payouts');
    expect(before.body.data.upcoming.totals).toEqual({
      food: 80000,
      fees: 3000,
      commission: 4000,
      refund: 0,
      net: 76000,
    });
    await runWeeklyPayouts(t.database.db, FIRST_CLOSE);
    time.set(FIRST_CLOSE.toISOString());
    const overview = await first.chefClient.get<Overview>('/api/v1/payouts');
    expect(overview.body.data.upcoming.lines).toEqual([]);
    const [payout] = overview.body.data.payouts;
    const statement = await first.chefClient.get<Statement>(`/api/v1/payouts/${payout?.id}`);
    const { lines, totals } = statement.body.data;
    expect(lines.map((l) => l.number).sort()).toEqual(
      [first.placed.order.number, second.placed.order.number].sort(),
    );
    expect(lines.find((l) => l.number === first.placed.order.number)).toEqual({
      kind: 'order',
      number: first.placed.order.number,
      date: '2026-01-08',
      food: 60000,
      fees: 1500,
      commission: 3000,
      refund: 0,
      net: 57000,
    });
    expect(totals).toEqual(statementTotals(lines));
    expect(totals.net).toBe(76000);
    expect(statement.body.data.payout).toMatchObject({ status: 'pending', net: 76000 });

    const csv = await first.chefClient.get<string>(`/api/v1/payouts/${payout?.id}/statement.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows).toContain(
      `${orderNumberText(first.placed.order)},2026-01-08,Order,600.00,15.00,30.00,0.00,570.00`,
    );
    expect(rows.at(-1)).toBe('Total,,,800.00,30.00,40.00,0.00,760.00');

    // another chef's statement does not exist for them; a buyer's role cannot ask
    const other = await signedInAs(t, (await newChef(t)).id, time.clock());
    expect((await other.get(`/api/v1/payouts/${payout?.id}`)).status).toBe(404);
    expect((await other.get(`/api/v1/payouts/${payout?.id}/statement.csv`)).status).toBe(404);
    expect((await first.placed.client.get(`/api/v1/payouts/${payout?.id}`)).status).toBe(403);
    const { client: staff } = await staffClient(t);
    expect((await staff.get(`/api/v1/payouts/${payout?.id}`)).status).toBe(200);
  });

  it('deducts a refund made after the payout from the next one, and from the month', async () => {
    const { chef, chefClient, placed } = await finishedSale(t, time);
    await saveDetails(chefClient, BANK);
    await runWeeklyPayouts(t.database.db, FIRST_CLOSE);
    time.set('2026-01-14T10:00:00+08:00');
    const revenue = () =>
      chefClient.get<{ data: { revenue: number } }>('/api/v1/orders/monthlyRevenue');
    expect((await revenue()).body.data.revenue).toBe(400);

    // a complaint: staff refund the delivered order in the week after its payout
    const { client: staff } = await staffClient(t);
    expect((await staff.post(`/api/v1/admin/orders/${placed.order.id}/refund`, {})).status).toBe(
      200,
    );
    // PayMongo answers a refund 'pending' (decision 023): the simulator settles it now
    const settled = await t.app.inject({
      method: 'POST',
      url: '/_sim/paymongo/refunds/settle',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ outcome: 'succeeded', orderId: placed.order.id }),
    });
    expect(settled.statusCode).toBe(200);
    await eventually(async () => {
      const [row] = await t.database.db
        .select({ status: refunds.status })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(eq(payments.orderId, placed.order.id));
      return row?.status === 'succeeded' ? row : null;
    });
    expect((await revenue()).body.data.revenue).toBe(0);
    const upcoming = (await chefClient.get<Overview>('/api/v1/payouts')).body.data.upcoming;
    expect(upcoming.lines).toEqual([
      {
        kind: 'refund',
        number: placed.order.number,
        date: '2026-01-08',
        food: 0,
        fees: 0,
        commission: 0,
        refund: 38000,
        net: -38000,
      },
    ]);

    // refunds above the week's sales: nothing is sent, the deduction waits for the next sales
    expect((await runWeeklyPayouts(t.database.db, SECOND_CLOSE)).weekStart).toBe('2026-01-12');
    const waiting = (await chefClient.get<Overview>('/api/v1/payouts')).body.data;
    expect(waiting.payouts).toHaveLength(1);
    expect(waiting.upcoming.totals.net).toBe(-38000);

    const next = await finishedSale(t, time, chef, { quantity: 3, weeksLater: 2 });
    await runWeeklyPayouts(t.database.db, new Date('2026-01-26T20:00:00+08:00'));
    await runWeeklyPayouts(t.database.db, new Date('2026-02-02T20:00:00+08:00'));
    const payouts = (await chefClient.get<Overview>('/api/v1/payouts')).body.data.payouts;
    // newest first: the refund is deducted once, from the next payout, never again
    expect(payouts.map((p) => [p.weekStart, p.net, p.refund])).toEqual([
      ['2026-01-19', 57000 - 38000, 38000],
      ['2026-01-05', 38000, 0],
    ]);
    const statement = await chefClient.get<Statement>(`/api/v1/payouts/${payouts[0]?.id}`);
    expect(statement.body.data.lines.map((l) => [l.kind, l.number, l.net])).toEqual([
      ['order', next.placed.order.number, 57000],
      ['refund', placed.order.number, -38000],
    ]);
    expect(statement.body.data.totals.net).toBe(19000);
  });

  it('records one payout per chef and week when two runs close the week at once', async () => {
    const { chef, chefClient } = await finishedSale(t, time);
    const db = t.database.db;
    const runs = await Promise.all([
      runWeeklyPayouts(db, FIRST_CLOSE),
      runWeeklyPayouts(db, FIRST_CLOSE),
      runWeeklyPayouts(db, FIRST_CLOSE),
    ]);
    expect(runs.every((r) => r.weekStart === '2026-01-05')).toBe(true);
    const payouts = (await chefClient.get<Overview>('/api/v1/payouts')).body.data.payouts;
    expect(payouts).toHaveLength(1);
    const statement = await chefClient.get<Statement>(`/api/v1/payouts/${payouts[0]?.id}`);
    expect(statement.body.data.lines).toHaveLength(1);
    expect(statement.body.data.totals.net).toBe(38000);
    expect(chef.id).toBeTruthy();
  });
});
