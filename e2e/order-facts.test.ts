// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  messages,
  orderNumberText,
  pickupAddressText,
  trackingTexts,
  type OrderView,
} from '@lutong/shared';
import {
  callAs,
  createBuyer,
  findChoice,
  placeOrder,
  plain,
  signedInPage,
  type Account,
  type Choice,
} from './shop-steps.js';
import { logInThroughApi, menuOf, payThroughApi } from './seller-steps.js';
import { demo, launchBrowser, screenshot } from './support.js';

// Issue 18 defects 5 and 6 in the browser, on a phone: the chef's dashboard and the buyer's
// tracking page name the same order number, and a pickup buyer whose order is confirmed and paid
// sees the kitchen's address and the pickup steps (no courier) on /track.

const phone = { width: 390, height: 844 };

let browser: Browser;
let chef: Account;
let buyer: Account;
let choice: Choice;
beforeAll(async () => {
  browser = await launchBrowser();
  const signedIn = await logInThroughApi(demo.chef.email, demo.chef.password);
  chef = signedIn;
  buyer = await createBuyer('facts');
  const menu = await menuOf(signedIn.user.id);
  // the demo chef must offer pickup for this journey: say so plainly if the seed changes
  expect(menu.pickup, 'the demo chef offers pickup').toBe(true);
  choice = findChoice([menu], plain);
});
afterAll(async () => {
  await browser.close();
});

/** A pickup order of the demo chef's, placed and paid through the API as checkout and pay do. */
async function paidPickupOrder(): Promise<OrderView> {
  const order = await placeOrder(buyer, choice, 1, 'pickup');
  await payThroughApi(buyer, order.id);
  return order;
}

describe('one order number, and where to pick up', () => {
  it('the chef and the pickup buyer read the same number; the buyer sees the kitchen', async () => {
    const order = await paidPickupOrder();
    const number = orderNumberText(order);

    // the chef, on a phone: the card names the order by its number; Confirm knows it is paid
    await callAs(chef, 'PATCH', '/users/me', { guides: [false, false] });
    const dashboard = await signedInPage(browser, chef, phone);
    await dashboard.page.goto('/dashboard');
    const card = dashboard.page.locator(
      `[data-testid="pending-order"][data-order-id="${order.id}"]`,
    );
    await card.waitFor();
    expect(await card.getByTestId('order-number').textContent()).toBe(number);
    await card.getByRole('button', { name: /^Confirm / }).click();
    await dashboard.page.getByText(messages.confirmSucceededPaid).waitFor();
    expect(await dashboard.page.getByText(messages.confirmSucceeded).count()).toBe(0);
    await screenshot(dashboard.page, 'facts-dashboard-390');
    await dashboard.context.close();

    // the buyer, on a phone: the same number, the pickup steps and the kitchen's address
    const me = await callAs<{
      user: { address: string; aptNumber: string; zip: string };
    }>(chef, 'GET', '/users/loggedin');
    const tracking = await signedInPage(browser, buyer, phone);
    await tracking.page.goto(`/track/${order.id}`);
    await expect
      .poll(() => tracking.page.getByTestId('tracking-status').textContent())
      .toBe(trackingTexts.paid);
    expect(await tracking.page.getByTestId('tracking-order-id').textContent()).toBe(number);
    expect(await tracking.page.getByTestId('tracking-pickup-address').textContent()).toBe(
      pickupAddressText(me.data.user),
    );
    expect(await tracking.page.getByTestId('tracking-chef-phone').count()).toBe(1);
    const steps = await tracking.page
      .getByTestId('tracking-steps')
      .locator('.tracking-steps__label')
      .allTextContents();
    expect(steps).toEqual(['Placed', 'Confirmed', 'Paid', 'Ready for pickup', 'Picked up']);
    const page = (await tracking.page.locator('body').textContent()) ?? '';
    expect(page).not.toMatch(/On the way|Waiting on Delivery Confirmation/);
    const width = await tracking.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width);
    await screenshot(tracking.page, 'facts-tracking-pickup-390');
    await tracking.context.close();
  });
});
