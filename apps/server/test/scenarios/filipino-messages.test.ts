// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, orderDayText, type Locale } from '@lutong/shared';
import { createTestApp, eventually, type TestApp } from '../harness.js';
import { movableClock, signedInAs } from '../orders-kit.js';
import { E_WALLET, finishedSale, FIRST_CLOSE, saveDetails } from '../payouts-kit.js';
import { chefCalls, messagesTo, newChef, pay, placedOrder } from '../seller-kit.js';
import { staffClient } from '../seller-side-kit.js';
import { runWeeklyPayouts } from '../../src/modules/seller-orders/payouts.js';
import { literalPieces, wordedFrom } from './reader-language.js';

// Issue 23 (decision 052): every e-mail and text of a Filipino chef's and Filipino buyers' week,
// read as they read it. Each must be worded from the catalogue in Filipino, hold no English
// sentence of the catalogue, no placeholder left open and no stored (ISO) date: the facts come
// worded by the shared functions, as the pages show them.

const FIL = { language: 'fil' } as const;
const CHEF_PHONE = '+639170000001';
const BUYER_PHONE = '+639171234567'; // the order's phone (0917 123 4567) as texts go out
const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());

const urls = /https?:\/\/\S+/g;
type Table = Record<string, Record<Locale, string>>;
const MESSAGE_NAMESPACES = ['email', 'sms', 'favourites'] as const;
const filipinoTexts = Object.values(catalogues).flatMap((ns) =>
  Object.values(ns as Table).map((entry) => entry.fil),
);
/** The English catalogue's sentences (8 letters or more) that no Filipino text holds. */
const englishOnly = [
  ...new Set(
    MESSAGE_NAMESPACES.flatMap((ns) =>
      Object.values(catalogues[ns] as Table).flatMap((entry) => literalPieces(entry.en)),
    ),
  ),
].filter((piece) => piece.length >= 8 && !filipinoTexts.some((fil) => fil.includes(piece)));

describe('the messages of a Filipino week, read through (issue 23)', () => {
  it('come in natural Filipino with the facts worded as the pages word them', async () => {
    const chef = await newChef(t, FIL);
    const chefClient = await signedInAs(t, chef.id, time.clock());
    const calls = chefCalls(chefClient);
    // a paid order the buyer cancels before it is confirmed (refunded), one the chef rejects
    const cancelled = await placedOrder(t, time.clock(), chef, { buyer: FIL });
    await pay(t, cancelled.client, cancelled.order.id);
    const cancel = await cancelled.client.request('DELETE', '/api/v1/orders/awaitingConfirmation', {
      body: { order: cancelled.order.id },
    });
    expect(cancel.status).toBe(200);
    const rejected = await placedOrder(t, time.clock(), chef, { buyer: FIL, mode: 'delivery' });
    await pay(t, rejected.client, rejected.order.id);
    const remarks = 'Pasensya na, ubos na ang baboy sa palengke.';
    expect((await calls.reject(rejected.order.id, remarks)).status).toBe(200);
    // a pickup order paid, confirmed, cooked, collected; the week's payout; a password reset
    const sale = await finishedSale(t, time, chef, { buyer: FIL });
    time.set('2026-01-08T16:30:00+08:00');
    expect(await t.app.pickupCompletion.completePickups()).toBeGreaterThanOrEqual(1);
    await runWeeklyPayouts(t.database.db, FIRST_CLOSE);
    time.set(FIRST_CLOSE.toISOString());
    expect((await saveDetails(sale.chefClient, E_WALLET)).status).toBe(200);
    const { client: staff } = await staffClient(t);
    const listed = await staff.get<{ data: { payouts: { id: string; chef: { id: string } }[] } }>(
      '/api/v1/admin/payouts',
    );
    const payout = listed.body.data.payouts.find((p) => p.chef.id === chef.id);
    const sent = await staff.post(`/api/v1/admin/payouts/${payout?.id}/sent`, {
      reference: 'GC-0001',
    });
    expect(sent.status).toBe(200);
    const reset = await t.client().post('/api/v1/users/forgotPassword', { email: chef.email });
    expect(reset.status).toBe(200);

    const recipients = [chef.email, CHEF_PHONE, BUYER_PHONE];
    for (const buyer of [cancelled, rejected, sale.placed]) recipients.push(buyer.buyer.email);
    const read = await eventually(async () => {
      const all = await messagesTo(t, recipients);
      const done = all.filter((m) => wordedFrom(m.body)?.id === 'email.refundSucceededBody');
      return done.length >= 2 ? all : null;
    });
    const kinds = new Set<string>();
    for (const m of read) {
      const from = wordedFrom(m.body);
      const seen = `${m.channel} to ${m.recipient}: ${m.subject || m.body}`;
      kinds.add(from?.id ?? seen);
      expect.soft(from?.locale, `${seen}: worded in Filipino`).toBe('fil');
      if (m.subject) expect.soft(wordedFrom(m.subject)?.locale, `${seen}: subject`).toBe('fil');
      for (const text of [m.subject, m.body.replace(urls, '')]) {
        expect.soft(text, `${seen}: no placeholder left`).not.toMatch(/[{}]/);
        expect.soft(text, `${seen}: no stored date`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
        const english = englishOnly.filter((piece) => text.includes(piece));
        expect.soft(english, `${seen}: no English sentence`).toEqual([]);
      }
    }
    // every kind of message of the week was read, each in Filipino
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'email.buyerConfirmedBody',
        'email.buyerRejectedBody',
        'email.chefCancelledBody',
        'email.chefNewOrderBody',
        'email.chefPaidNextWaiting', // the paid order's e-mail to the chef (chefPaidBody)
        'email.completedBody',
        'email.paidBody',
        'email.payoutDetailsBody',
        'email.payoutSentBody',
        'email.readyForPickupBody',
        'email.refundRequestedBody',
        'email.refundSucceededBody',
        'email.resetBody',
        'sms.buyerConfirmedPaid',
        'sms.buyerReadyForPickup',
        'sms.buyerRejected',
        'sms.chefCancelled',
        'sms.chefNewOrder',
      ]),
    );
    // the payout's week as the payouts page words it (Lun, Ene 5), not 2026-01-05
    const payoutMail = read.find((m) => wordedFrom(m.body)?.id === 'email.payoutSentBody');
    expect(payoutMail?.body).toContain(`linggo ng ${orderDayText('2026-01-05', 'fil')}:`);
    expect(read.some((m) => m.body.includes(remarks))).toBe(true);
  });
});
