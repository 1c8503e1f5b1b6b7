import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderNumberText, sellerMessages } from '@lutong/shared';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { movableClock, signedInAs, WEDNESDAY_10AM } from '../../../test/orders-kit.js';
import {
  createIntent,
  outboxTo,
  payByCard,
  paymentState,
  placeOrder,
  withholdWebhooks,
} from '../../../test/payments-kit.js';
import { staffClient } from '../../../test/seller-side-kit.js';
import { RECONCILE_JOB } from './payments.service.js';

// Issue 19, decision 023: a refund is followed to its final state. PayMongo (the simulator) creates
// it pending and ends it later with payment.refund.updated; a lost event is caught by polling
// GET /v1/refunds/{id}; a failed refund reaches staff (console and e-mail) until resolved; the buyer
// is told each stage once, and /track shows it.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(async () => {
  time.set(WEDNESDAY_10AM);
  await withholdWebhooks(t, false);
  await simControl('/refunds/mode', { mode: 'hold' });
});

async function simControl(path: string, body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/_sim/paymongo${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  if (res.statusCode >= 300) throw new Error(`${path}: ${res.body}`);
  return res.json() as { settled: string[] };
}

type Track = { data: { tracking: { refund: { amount: number; status: string; text: string } } } };

/** A paid order (P400 of food + P15 card fee = P415) cancelled by its buyer: its refund pending. */
async function cancelledPaidOrder() {
  const placed = await placeOrder(t, time.clock());
  const created = await createIntent(placed.client, { order: placed.order.id, method: 'visa' });
  await payByCard(t, created.body.data);
  const status = await placed.client.get<{ data: { payed: boolean } }>(
    `/api/v1/orders/paymentStatus/${placed.order.id}`,
  );
  expect(status.body.data.payed).toBe(true);
  const res = await placed.client.request('DELETE', '/api/v1/orders/awaitingConfirmation', {
    body: { order: placed.order.id },
  });
  expect(res.status).toBe(200);
  const state = await paymentState(t, placed.order.id);
  expect(state.refunds).toHaveLength(1);
  const refund = state.refunds[0];
  expect(refund).toMatchObject({ status: 'pending', amountCentavos: 41_500 });
  const ref = orderNumberText(placed.order);
  // the refund's messages (the payment's own notices left out)
  const mails = async () =>
    (await outboxTo(t, [placed.buyer.email, placed.chef.email])).filter((m) =>
      /refund|cancelled/i.test(m.subject),
    );
  const track = async () =>
    (await placed.client.get<Track>(`/api/v1/orders/track/${placed.order.id}`)).body.data.tracking
      .refund;
  const refundStatus = async () => (await paymentState(t, placed.order.id)).refunds[0]?.status;
  /** the refund's messages once one with this subject is written (after the state's commit) */
  const mailsOnce = (subject: string) =>
    eventually(async () => {
      const all = await mails();
      return all.some((m) => m.subject === subject) ? all : null;
    });
  return {
    ...placed,
    ref,
    providerRefundId: refund?.providerRefundId ?? '',
    mails,
    track,
    refundStatus,
    mailsOnce,
  };
}

const staffMailsAbout = async (ref: string) =>
  (await outboxTo(t, [t.config.mail.staffEmail])).filter((m) => m.subject.includes(ref));

describe('refunds followed to their final state', () => {
  it('pending → succeeded by the webhook: the buyer is told requested, then completed; the chef is told', async () => {
    const o = await cancelledPaidOrder();
    expect(o.providerRefundId).toMatch(/^ref_/);
    const told = await o.mails();
    expect(told.map((m) => m.subject).sort()).toEqual([
      'A refund of P415 was requested',
      `Order ${o.ref} was cancelled by the buyer`,
    ]);
    expect(told.find((m) => m.recipient === o.buyer.email)?.body).toContain(
      `a refund of P415 for order ${o.ref}`,
    );
    expect(await o.track()).toEqual({
      amount: 415,
      status: 'pending',
      text: 'Refund of P415 requested',
    });

    expect((await simControl('/refunds/settle', { outcome: 'succeeded' })).settled).toContain(
      o.providerRefundId,
    );
    await eventually(async () => ((await o.refundStatus()) === 'succeeded' ? true : null));
    expect(await o.track()).toMatchObject({
      status: 'succeeded',
      text: 'Refund of P415 completed',
    });
    const buyerMails = (await o.mails()).filter((m) => m.recipient === o.buyer.email);
    expect(buyerMails.map((m) => m.subject)).toEqual([
      'A refund of P415 was requested',
      'Your refund of P415 is completed',
    ]);
    expect(await staffMailsAbout(o.ref)).toHaveLength(0);
  });

  it('pending → failed: staff are alerted (console and e-mail) until one resolves it with a note', async () => {
    const o = await cancelledPaidOrder();
    await simControl('/refunds/settle', { outcome: 'failed', refundId: o.providerRefundId });
    await eventually(async () => ((await o.refundStatus()) === 'failed' ? true : null));

    const buyerMails = (await o.mailsOnce('Your refund of P415 is delayed')).filter(
      (m) => m.recipient === o.buyer.email,
    );
    const staffMail = await staffMailsAbout(o.ref);
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0]?.subject).toBe(`A refund failed: order ${o.ref}, P415`);
    expect(buyerMails.map((m) => m.subject).sort()).toEqual([
      'A refund of P415 was requested',
      'Your refund of P415 is delayed',
    ]);
    expect(buyerMails.find((m) => m.subject.includes('delayed'))?.body).toContain(
      'Our staff are looking into it',
    );
    expect((await o.track())?.text).toBe('Refund of P415 delayed: our staff are looking into it');

    const { client: staff } = await staffClient(t);
    type Failed = { data: { refunds: { id: string; number: string; amount: number }[] } };
    const listed = await staff.get<Failed>('/api/v1/admin/refunds/failed');
    const mine = listed.body.data.refunds.find((r) => r.number === o.order.number);
    expect(mine).toMatchObject({ amount: 415 });
    const id = mine?.id ?? '';

    // a buyer is not staff; an empty note is refused and changes nothing
    const buyerTry = await o.client.post(`/api/v1/admin/refunds/${id}/resolve`, { note: 'x' });
    expect(buyerTry.status).toBe(403);
    const empty = await staff.post(`/api/v1/admin/refunds/${id}/resolve`, { note: '  ' });
    expect([empty.status, empty.body.message]).toEqual([400, sellerMessages.refundNoteRequired]);
    const still = await staff.get<Failed>('/api/v1/admin/refunds/failed');
    expect(still.body.data.refunds.some((r) => r.id === id)).toBe(true);

    const done = await staff.post<Failed>(`/api/v1/admin/refunds/${id}/resolve`, {
      note: 'Sent P415 by GCash transfer, ref 12345',
    });
    expect(done.status).toBe(200);
    expect(done.body.data.refunds.some((r) => r.id === id)).toBe(false);
    const again = await staff.post(`/api/v1/admin/refunds/${id}/resolve`, { note: 'again' });
    expect([again.status, again.body.message]).toEqual([409, sellerMessages.refundNotOpen]);
    const [row] = (await paymentState(t, o.order.id)).refunds;
    expect(row).toMatchObject({
      status: 'failed',
      resolutionNote: 'Sent P415 by GCash transfer, ref 12345',
    });
    expect(row?.resolvedAt).toBeTruthy();
  });

  it('a lost webhook: the reconciliation job polls the refund after 30 minutes and finds it', async () => {
    const o = await cancelledPaidOrder();
    await withholdWebhooks(t, true);
    await simControl('/refunds/settle', { outcome: 'succeeded', refundId: o.providerRefundId });

    // ten minutes on, the webhook still has its chance: not asked yet
    time.set('2026-01-07T10:10:00+08:00');
    await t.app.paymentsReconciliation.reconcile();
    expect(await o.refundStatus()).toBe('pending');

    time.set('2026-01-07T10:31:00+08:00');
    await t.app.jobs.send(RECONCILE_JOB, {});
    await eventually(async () => ((await o.refundStatus()) === 'succeeded' ? true : null));
    const completed = (await o.mailsOnce('Your refund of P415 is completed')).filter(
      (m) => m.subject === 'Your refund of P415 is completed',
    );
    expect(completed).toHaveLength(1);
  });

  it('a replayed refund event changes nothing and tells nobody twice', async () => {
    const o = await cancelledPaidOrder();
    await simControl('/refunds/settle', { outcome: 'succeeded', refundId: o.providerRefundId });
    await eventually(async () => ((await o.refundStatus()) === 'succeeded' ? true : null));
    await o.mailsOnce('Your refund of P415 is completed');
    const sent = await t.app.inject({ method: 'GET', url: '/_sim/paymongo/webhooks/sent' });
    const event = (
      sent.json() as { deliveries: { eventId: string; type: string; resourceId: string | null }[] }
    ).deliveries.find(
      (d) => d.type === 'payment.refund.updated' && d.resourceId === o.providerRefundId,
    );
    expect(event).toBeTruthy();
    const before = await paymentState(t, o.order.id);

    const replay = await t.app.inject({
      method: 'POST',
      url: '/_sim/paymongo/webhooks/resend',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ eventId: event?.eventId }),
    });
    expect(replay.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await paymentState(t, o.order.id);
    expect(after.refunds).toEqual(before.refunds);
    expect(after.eventCount).toBe(before.eventCount);
    const completed = (await o.mails()).filter(
      (m) => m.subject === 'Your refund of P415 is completed',
    );
    expect(completed).toHaveLength(1);
  });
});

describe('a refund moves forward only', () => {
  it('a late pending after succeeded leaves it succeeded (the poll finds nothing to do)', async () => {
    const o = await cancelledPaidOrder();
    await simControl('/refunds/settle', { outcome: 'succeeded', refundId: o.providerRefundId });
    await eventually(async () => ((await o.refundStatus()) === 'succeeded' ? true : null));
    time.set('2026-01-07T11:00:00+08:00');
    const result = await t.app.paymentsReconciliation.reconcile();
    expect(result.refundsMoved).toBe(0);
    expect(await o.refundStatus()).toBe('succeeded');
    const staffSigned = await signedInAs(t, o.buyer.id, time.clock());
    expect((await staffSigned.get<Track>(`/api/v1/orders/track/${o.order.id}`)).status).toBe(200);
  });
});
