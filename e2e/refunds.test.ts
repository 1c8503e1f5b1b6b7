import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatPeso, type OrderView } from '@lutong/shared';
import { logInThroughApi, payThroughApi } from './seller-steps.js';
import {
  callAs,
  createBuyer,
  findChoice,
  placeOrder,
  plain,
  sellersNearMakati,
  signedInPage,
} from './shop-steps.js';
import { baseUrl, demo, launchBrowser, screenshot, waitForMail } from './support.js';

// Issue 19: a buyer cancels a paid order at 390 px, reads what they paid and where it goes back
// before confirming, then follows the refund from requested to completed on /track (the PayMongo
// simulator creates it pending and ends it; its payment.refund.updated reaches the product).

const phone = { width: 390, height: 844 };

/** The PayMongo simulator ends the pending refund of one order (on its own it does so in seconds). */
async function providerEnds(orderId: string, outcome: 'succeeded' | 'failed') {
  const res = await fetch(`${baseUrl()}/_sim/paymongo/refunds/settle`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome, orderId }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { settled: string[] }).settled).toHaveLength(1);
}

/** A buyer with a paid order waiting for the chef, and what the card was charged. */
async function paidOrder(label: string) {
  const buyer = await createBuyer(label);
  const choice = findChoice(await sellersNearMakati(), plain);
  const order = await placeOrder(buyer, choice);
  await payThroughApi(buyer, order.id);
  const { data } = await callAs<OrderView[]>(buyer, 'GET', '/orders/awaitingConfirmation');
  const paidOrder = data.find((o) => o.id === order.id);
  expect(paidOrder?.payed).toBe(true);
  // the order's total and the card's service fee
  const paid = formatPeso((paidOrder?.total ?? 0) + (paidOrder?.serviceFee ?? 0));
  return { buyer, choice, order, paid };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('a paid order cancelled and refunded', () => {
  it('asks first with the amount, then shows the refund go from requested to completed', async () => {
    const { buyer, choice, order, paid } = await paidOrder('refund');

    const { context, page } = await signedInPage(browser, buyer, phone);
    await page.goto('/cart');
    const card = page.getByTestId('awaiting-order').filter({ hasText: choice.dish.name });
    await card.first().getByTestId('awaiting-cancel').click();
    const dialog = page.getByTestId('cancel-paid-dialog');
    await expect
      .poll(() => dialog.getByTestId('confirm-question').textContent())
      .toBe(`Cancel this order? You paid ${paid}; it will be refunded to your card.`);
    await screenshot(page, 'refund-confirm-390');
    // keeping the order changes nothing
    await dialog.getByRole('button', { name: 'Keep my order' }).click();
    await expect.poll(() => card.count()).toBe(1);

    await card.first().getByTestId('awaiting-cancel').click();
    await dialog.getByTestId('confirm-yes').click();
    await expect.poll(() => card.count()).toBe(0);
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContainEqual(expect.stringContaining(`A refund of ${paid} to your card was requested`));
    await waitForMail(
      buyer.email,
      20_000,
      (m) => m.subject === `A refund of ${paid} was requested`,
    );

    await page.goto(`/track/${order.id}`);
    const refund = page.getByTestId('tracking-refund');
    await expect.poll(() => refund.textContent()).toContain(`Refund of ${paid} requested`);
    await screenshot(page, 'refund-requested-390');

    await providerEnds(order.id, 'succeeded');
    await waitForMail(
      buyer.email,
      20_000,
      (m) => m.subject === `Your refund of ${paid} is completed`,
    );
    await page.reload();
    await expect.poll(() => refund.textContent()).toContain(`Refund of ${paid} completed`);
    expect(await refund.getAttribute('data-status')).toBe('succeeded');
    await screenshot(page, 'refund-completed-390');
    await context.close();
  });

  it('a failed refund: the buyer reads that staff look into it, staff resolve it with a note', async () => {
    const { buyer, order, paid } = await paidOrder('refund-failed');
    const cancelled = await callAs(buyer, 'DELETE', '/orders/awaitingConfirmation', {
      order: order.id,
    });
    expect(cancelled.status).toBe(200);
    await providerEnds(order.id, 'failed');
    await waitForMail(
      buyer.email,
      20_000,
      (m) => m.subject === `Your refund of ${paid} is delayed`,
    );

    const tracking = await signedInPage(browser, buyer, phone);
    await tracking.page.goto(`/track/${order.id}`);
    await expect
      .poll(() => tracking.page.getByTestId('tracking-refund').textContent())
      .toContain(`Refund of ${paid} delayed: our staff are looking into it`);
    await tracking.context.close();

    const staff = await logInThroughApi(demo.staff.email, demo.staff.password);
    const console = await signedInPage(browser, staff, phone);
    await console.page.goto('/admin?tab=refunds');
    const item = console.page.getByTestId('failed-refund').filter({ hasText: buyer.email });
    await item.waitFor();
    await screenshot(console.page, 'refund-failed-staff-390');
    await item.getByLabel('What was done (note)').fill('Sent back by bank transfer, ref 4471');
    await item.getByRole('button', { name: 'Mark resolved' }).click();
    await expect.poll(() => item.count()).toBe(0);
    await console.context.close();
  });
});
