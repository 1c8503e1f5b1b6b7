import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatPeso, orderNumberText } from '@lutong/shared';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { movableClock, WEDNESDAY_10AM } from '../../../test/orders-kit.js';
import { placeOrder, simFaults } from '../../../test/payments-kit.js';
import { messagesTo, pay } from '../../../test/seller-kit.js';

// Issue 23: the payment e-mails (payment received, refund requested) in the buyer's language (the
// account's, decision 044), else English; amounts and order numbers from their one function each.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(async () => {
  time.set(WEDNESDAY_10AM);
  await simFaults(t, 'ok');
});

/** A buyer who chose `language` pays an order by card, then cancels it (a refund). */
async function paidAndCancelled(language: 'en' | 'fil') {
  const placed = await placeOrder(t, time.clock());
  const chosen = await placed.client.put('/api/v1/users/language', { language });
  expect(chosen.status).toBe(200);
  await pay(t, placed.client, placed.order.id);
  const cancelled = await placed.client.request('DELETE', '/api/v1/orders/awaitingConfirmation', {
    body: { order: placed.order.id },
  });
  expect(cancelled.status).toBe(200);
  const mails = (await messagesTo(t, [placed.buyer.email])).filter((m) => m.channel === 'email');
  const ref = orderNumberText(placed.order);
  return { mails, ref, placed };
}

describe("the payment and refund e-mails in the buyer's language", () => {
  it('come in Filipino to a buyer whose account chose Filipino', async () => {
    const { mails, ref } = await paidAndCancelled('fil');
    const paid = mails.find((m) => m.subject === 'Natanggap na namin ang bayad mo');
    expect(paid?.body).toMatch(/^Salamat, Maria! Natanggap namin ang bayad mong P\d+ /);
    expect(paid?.body).toContain(`para sa order ${ref} mula kay `);
    expect(paid?.body).toContain('Iko-confirm ng chef ang order mo');
    const refund = mails.find((m) => m.subject.startsWith('May hiniling na refund na '));
    expect(refund?.subject).toMatch(/^May hiniling na refund na P[\d,.]+$/);
    expect(refund?.body).toMatch(
      new RegExp(`^Hi Maria, may hiniling na refund na P[\\d,.]+ para sa order ${ref} \\(pickup, `),
    );
    expect(refund?.body).toContain('\n\nAng order mo:\n');
    expect(mails.some((m) => /^(Your payment|A refund)/.test(m.subject))).toBe(false);
  });

  it('come in English, as before, to an English account', async () => {
    const { mails, ref } = await paidAndCancelled('en');
    const paid = mails.find((m) => m.subject === 'Your payment was received');
    expect(paid?.body).toMatch(/^Salamat, Maria! We received your payment of P\d+ \(/);
    expect(paid?.body).toContain('The chef will confirm your order soon. Follow your order here:');
    const refund = mails.find((m) => m.subject.startsWith('A refund of '));
    const amount = refund?.subject.slice('A refund of '.length, -' was requested'.length) ?? '';
    expect(amount).toMatch(/^P[\d,.]+$/);
    expect(amount).toBe(formatPeso(Number(amount.replace(/[^\d.]/g, ''))));
    expect(refund?.body).toMatch(
      new RegExp(
        `^Hi Maria, a refund of ${amount.replace('.', '\\.')} for order ${ref} \\(pickup, .*\\) was requested\\. It goes back to your .+; we will e-mail you when it is completed\\.\\n\\nYour order:\\nhttp`,
      ),
    );
  });
});
