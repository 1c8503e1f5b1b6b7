import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { orderNumberText, type OrderView } from '@lutong/shared';
import {
  callAs,
  emptyCart,
  placeOrder,
  signedInPage,
  startShopper,
  type Account,
  type Choice,
} from './shop-steps.js';
import { payThroughApi } from './seller-steps.js';
import { phone, screenshot } from './support.js';

// Issue 19, browser side: a paid order's checkout is read-only with a Track link; the buyer's
// /orders page lists it with its receipt, and "Order again" fills the cart from a past order.

let browser: Browser;
let buyer: Account;
let choice: Choice;
beforeAll(async () => {
  ({ browser, buyer, choice } = await startShopper('orders'));
});
afterAll(async () => {
  await emptyCart(buyer);
  await browser.close();
});

describe('the buyer after checkout (issue 19)', () => {
  it("a paid order's checkout page is read-only, with a Track link", async () => {
    const order = await placeOrder(buyer, choice);
    await payThroughApi(buyer, order.id);
    const { page, context } = await signedInPage(browser, buyer, phone);
    await page.goto(`/checkout/${order.id}`);
    const shown = page.getByTestId('checkout-read-only');
    await shown.waitFor();
    expect(await page.getByTestId('checkout-form').count()).toBe(0);
    expect(await page.getByTestId('order-number').textContent()).toBe(orderNumberText(order));
    expect(await page.getByTestId('checkout-paid-total').textContent()).toBe(
      `P${(order.total + 15).toLocaleString('en-PH')}`,
    );
    await screenshot(page, 'checkout-paid-390');
    await page.getByTestId('checkout-track').click();
    await page.waitForURL((url) => url.pathname === `/track/${order.id}`);

    // the same order on /orders, with its receipt
    await page.goto('/orders');
    const current = page.getByTestId('orders-current').getByTestId('orders-entry');
    await current.filter({ hasText: orderNumberText(order) }).waitFor();
    await current
      .filter({ hasText: orderNumberText(order) })
      .getByRole('link', { name: 'Receipt' })
      .click();
    await page.getByTestId('receipt-page').waitFor();
    expect(await page.getByTestId('receipt-number').textContent()).toBe(orderNumberText(order));
    expect(await page.getByTestId('receipt-total').textContent()).toBe(
      `P${(order.total + 15).toLocaleString('en-PH')}`,
    );
    await screenshot(page, 'receipt-390');
    await context.close();
  });

  it('a buyer orders a past order again from /orders', async () => {
    await emptyCart(buyer);
    const order = await placeOrder(buyer, choice, 2);
    const cancelled = await callAs<{ order: OrderView }>(
      buyer,
      'DELETE',
      '/orders/awaitingConfirmation',
      { order: order.id },
    );
    expect(cancelled.status, cancelled.message).toBe(200);

    const { page, context } = await signedInPage(browser, buyer, phone);
    await page.goto('/orders');
    const past = page
      .getByTestId('orders-past')
      .getByTestId('orders-entry')
      .filter({ hasText: orderNumberText(order) });
    await past.waitFor();
    await screenshot(page, 'orders-390');
    await past.getByTestId('order-again').click();
    const outcome = page.getByTestId('reorder-outcome');
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain(`2× ${choice.dish.name}`);
    await screenshot(page, 'orders-reordered-390');

    const carts = await callAs<{ orders: OrderView[] }>(buyer, 'GET', '/orders/me');
    const line = carts.data.orders
      .flatMap((o) => o.dishList)
      .find((l) => l.dish.id === choice.dish.id);
    expect(line?.quantity).toBe(2);
    await outcome.getByRole('link', { name: 'Go to your cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await context.close();
  });
});
