import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderNumberText } from '@lutong/shared';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { movableClock, signedInAs, WEDNESDAY_10AM } from '../../../test/orders-kit.js';
import { chefCalls, messagesTo, newChef, placedOrder } from '../../../test/seller-kit.js';

// Issue 23: an order's e-mails and texts in the recipient's language (the account's, decision
// 044), else English; the order number and time window worded by the one function each.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

let phones = 0;

async function confirmedFor(language: 'en' | 'fil') {
  phones += 1;
  const chef = await newChef(t, { phone: `91881${String(phones).padStart(5, '0')}` });
  const placed = await placedOrder(t, time.clock(), chef, { mode: 'pickup' });
  const chosen = await placed.client.put('/api/v1/users/language', { language });
  expect(chosen.status).toBe(200);
  const before = new Set((await messagesTo(t, [placed.buyer.email])).map((m) => m.id));
  const chefClient = await signedInAs(t, chef.id, time.clock());
  const confirmed = await chefCalls(chefClient).confirm(placed.order.id);
  expect(confirmed.status).toBe(200);
  const sent = (await messagesTo(t, [placed.buyer.email, '+639171234567'])).filter(
    (m) => !before.has(m.id),
  );
  const ref = orderNumberText(placed.order);
  const email = sent.find((m) => m.channel === 'email' && m.body.includes(ref));
  const sms = sent.find((m) => m.channel === 'sms' && m.body.includes(ref));
  return { chef, email, sms, ref };
}

describe("an order's notices in the recipient's language", () => {
  it('come in Filipino to a buyer whose account chose Filipino', async () => {
    const { chef, email, sms, ref } = await confirmedFor('fil');
    expect(email?.subject).toBe(`Na-confirm ni ${chef.name} ang order mo`);
    expect(email?.body).toContain(`Na-confirm ni ${chef.name} ang order ${ref}`);
    expect(email?.body).toContain('Sundan ang iyong order dito:');
    // the day and window in Filipino too (Thursday 8 January, the 12 o'clock pickup slot)
    expect(email?.body).toContain(`ang order ${ref} (pickup, Huw, Ene 8, 12pm - 2pm).`);
    expect(sms?.body).toMatch(
      new RegExp(`^Lutong Bahay: confirmed na ang order mo ${ref}\\. Magbayad dito: `),
    );
  });

  it('come in English, as before, to an English account', async () => {
    const { chef, email, sms, ref } = await confirmedFor('en');
    expect(email?.subject).toBe(`${chef.name} confirmed your order`);
    expect(email?.body).toContain(
      `Good news, Maria! ${chef.name} confirmed order ${ref} (pickup, Thu, Jan 8, 12pm - 2pm).`,
    );
    expect(sms?.body).toMatch(
      new RegExp(`^Lutong Bahay: your order ${ref} is confirmed\\. Please pay here: `),
    );
  });
});
