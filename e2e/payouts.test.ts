import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  formatCentavos,
  orderLine,
  orderNumberText,
  payoutMessages,
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

// Issue 19 in the browser, on a phone: a chef enters where to be paid and sees the statement of a
// completed order (food, fees, 5% commission, net) on /payouts, reached from the navigation.

const phone = { width: 390, height: 844 };

let browser: Browser;
let chef: Account;
let buyer: Account;
let choice: Choice;
beforeAll(async () => {
  browser = await launchBrowser();
  const signedIn = await logInThroughApi(demo.chef.email, demo.chef.password);
  chef = signedIn;
  buyer = await createBuyer('payouts');
  choice = findChoice([await menuOf(signedIn.user.id)], plain);
});
afterAll(async () => {
  await browser.close();
});

/** A delivery order of the demo chef's, paid, confirmed and finished through the API. */
async function finishedOrder(): Promise<OrderView> {
  const order = await placeOrder(buyer, choice, 2);
  await payThroughApi(buyer, order.id);
  expect((await callAs(chef, 'PATCH', '/orders/confirm', { order: order.id })).status).toBe(200);
  const finished = await callAs(chef, 'PATCH', `/orders/chefOrders/${order.id}`, {
    digital: false,
  });
  expect(finished.status, JSON.stringify(finished)).toBe(200);
  return order;
}

describe('payouts for a seller', () => {
  it('enters payout details and sees the statement of a completed order', async () => {
    const order = await finishedOrder();
    await callAs(chef, 'PATCH', '/users/me', { guides: [false, false] });
    const { context, page } = await signedInPage(browser, chef, phone);
    await page.goto('/dashboard');
    // no details yet: the dashboard reminds the chef that the money is held, not lost
    await page.getByTestId('payout-details-reminder').waitFor();
    await page.getByTestId('nav-toggle').click();
    await page.getByTestId('nav').getByRole('link', { name: 'PAYOUTS', exact: true }).click();
    await page.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor();
    await page.getByText(payoutMessages.detailsMissing).waitFor();

    // the form refuses a short GCash number in words, then saves a good one
    await page.getByLabel('GCash number').fill('917123');
    await page.getByLabel('Account name').fill('Maria Santos');
    await page.getByRole('button', { name: 'Save payout details' }).click();
    await page.getByText(payoutMessages.walletNumberInvalid).waitFor();
    await page.getByLabel('GCash number').fill('9171234567');
    await page.getByRole('button', { name: 'Save payout details' }).click();
    await page.getByText(payoutMessages.saved).waitFor();
    expect(await page.getByTestId('payout-destination').textContent()).toBe(
      'Payouts go to: GCash +63 9171234567, Maria Santos',
    );
    await expect.poll(() => page.getByText(payoutMessages.detailsMissing).count()).toBe(0);

    // the completed order is on the statement of the coming payout, to the centavo
    const statement = page.getByTestId('upcoming-statement');
    const row = statement.getByTestId('statement-line').filter({ hasText: orderNumberText(order) });
    await row.waitFor();
    const line = orderLine({
      number: order.number,
      date: order.createdFor,
      food: order.foodTotal,
      fees: 0,
      charged: 0,
      refunded: 0,
    });
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toBe(formatCentavos(line.food));
    expect(cells[2]).toBe(formatCentavos(-line.commission));
    expect(cells[4]).toBe(formatCentavos(line.net));
    expect(await page.getByText(/^Next payout: Mon, /).count()).toBe(1);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'payouts-390');
    await context.close();
  });
});
