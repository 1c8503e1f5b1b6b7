import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages, orderNumberText, trackingTexts, type OrderView } from '@lutong/shared';
import {
  callAs,
  createBuyer,
  findChoice,
  placeOrder,
  plain,
  signedInPage,
  slotHoursOf,
  type Account,
  type Choice,
} from './shop-steps.js';
import {
  advanceCourierClock,
  advanceCourierToSlot,
  logInThroughApi,
  menuOf,
  payThroughApi,
} from './seller-steps.js';
import { demo, launchBrowser, screenshot } from './support.js';

// Issue 6, browser side: the chef's dashboard (product §3.2, §6, §7, §10) and the buyer's
// tracking page (product §2.9 Order tracking, §6 tracking status).

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

let browser: Browser;
let chef: Account;
let buyer: Account;
let choice: Choice;
beforeAll(async () => {
  browser = await launchBrowser();
  const signedIn = await logInThroughApi(demo.chef.email, demo.chef.password);
  chef = signedIn;
  const chefId = signedIn.user.id;
  buyer = await createBuyer('seller');
  choice = findChoice([await menuOf(chefId)], plain);
});
afterAll(async () => {
  await browser.close();
});

/** A delivery order of the demo chef's, placed and (unless told) paid by the buyer. */
async function paidOrder(pay = true): Promise<OrderView> {
  const order = await placeOrder(buyer, choice);
  if (pay) await payThroughApi(buyer, order.id);
  return order;
}

const pendingRow = (page: Page, orderId: string) =>
  page.locator(`[data-testid="pending-order"][data-order-id="${orderId}"]`);
const checkoutRow = (page: Page, orderId: string) =>
  page.locator(`[data-testid="checkout-order"][data-order-id="${orderId}"]`);

/** The dashboard as the demo chef, with the tour already done (its own test shows it). */
async function openDashboard(viewport = desktop) {
  await callAs(chef, 'PATCH', '/users/me', { guides: [false, false] });
  const opened = await signedInPage(browser, chef, viewport);
  await opened.page.goto('/dashboard');
  await opened.page.getByTestId('dashboard-page').waitFor();
  return opened;
}

const trackingStatus = (page: Page) => page.getByTestId('tracking-status');

describe('the dashboard tour', () => {
  it('shows the guided tour while guides[0] is true, and never again once finished', async () => {
    const opened = await signedInPage(browser, chef, desktop);
    const { context, page } = opened;
    await page.goto('/dashboard');
    const popover = page.locator('.driver-popover');
    await popover.waitFor();
    expect(await popover.getByText('Your orders at a glance').isVisible()).toBe(true);
    await screenshot(page, 'dashboard-tour-1280');
    // Through every step to the end ('Done' on the last), waiting out each step's animation.
    const progress = popover.locator('.driver-popover-progress-text');
    for (let step = 1; ; step += 1) {
      await expect.poll(() => progress.textContent()).toMatch(new RegExp(`^${step} of \\d+$`));
      const total = Number((await progress.textContent())?.split(' of ')[1]);
      await popover.locator('.driver-popover-next-btn').click();
      if (step >= total) break;
    }
    // Finishing the tour saves guides[0] = false through PATCH /users/me (give a busy CI time).
    const patience = { timeout: 10_000 };
    await expect.poll(() => page.locator('body.driver-active').count(), patience).toBe(0);
    await expect
      .poll(
        async () =>
          (await callAs<{ user: { guides: boolean[] } }>(chef, 'GET', '/users/loggedin')).data.user
            .guides[0],
        patience,
      )
      .toBe(false);
    await page.reload();
    await page.getByTestId('counter-pending').waitFor();
    await page.waitForTimeout(800);
    expect(await popover.count()).toBe(0);
    await context.close();
  });
});

describe('confirming, rejecting and finishing', () => {
  it('confirms and finishes a delivery order while the buyer tracks it to the courier', async () => {
    const order = await paidOrder();
    const tracking = await signedInPage(browser, buyer, phone);
    await tracking.page.goto(`/track/${order.id}`);
    await expect
      .poll(() => trackingStatus(tracking.page).textContent())
      .toBe('Waiting on Confirmation');
    expect(await tracking.page.getByTestId('tracking-order-id').textContent()).toBe(
      orderNumberText(order),
    );
    expect(await tracking.page.getByTestId('tracking-dishes').textContent()).toContain(
      `1×${choice.dish.name}`,
    );

    const { context, page } = await openDashboard();
    const row = pendingRow(page, order.id);
    await row.getByRole('button', { name: /^Confirm / }).click();
    // a paid order: the chef can start cooking (issue 18), no wait for a payment
    await page.getByText(messages.confirmSucceededPaid).waitFor();

    // The tracking page follows without a reload (10-second refetch).
    await expect
      .poll(() => trackingStatus(tracking.page).textContent(), { timeout: 20_000 })
      .toBe('Order Confirmed');

    await row.getByRole('button', { name: /^Finish / }).click();
    const finish = page.getByTestId('finish-dialog');
    await finish.getByText(messages.finishConfirmDelivery).waitFor();
    await finish.getByRole('button', { name: "Yes, I'm ready" }).click();
    await page.getByText(messages.finishDeliverySucceeded).waitFor();
    await checkoutRow(page, order.id).waitFor();
    expect(await row.count()).toBe(0);

    await expect
      .poll(() => trackingStatus(tracking.page).textContent(), { timeout: 20_000 })
      .toBe(trackingTexts.cookingComplete);

    // the courier was booked for the order's slot (decision 018): it waits for it
    await advanceCourierToSlot(order);
    await advanceCourierClock(10);
    await expect
      .poll(() => trackingStatus(tracking.page).textContent(), { timeout: 25_000 })
      .toBe('Delivery is OTW. You will get an SMS/call on arrival');
    const driver = await tracking.page.getByTestId('courier-name').textContent();
    expect(driver?.trim().length).toBeGreaterThan(0);
    await screenshot(tracking.page, 'tracking-390');
    await tracking.context.close();
    await context.close();
  });

  it('rejects an order only with remarks to the buyer', async () => {
    const order = await paidOrder(false);
    const { context, page } = await openDashboard(phone);
    const row = pendingRow(page, order.id);
    await row.waitFor();
    // Cards on a phone.
    expect(await page.getByTestId('pending-cards').isVisible()).toBe(true);
    await screenshot(page, 'dashboard-390');
    await row.getByRole('button', { name: /^Reject / }).click();
    const dialog = page.getByTestId('reject-dialog');
    await dialog.getByLabel(messages.rejectPrompt).waitFor();
    await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await dialog.getByText(messages.rejectRemarksRequired).waitFor();
    await screenshot(page, 'dashboard-reject-390');
    await dialog.getByLabel(messages.rejectPrompt).fill('Naubusan po kami ng gata ngayong araw.');
    await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await page.getByText(messages.rejectSucceeded).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await context.close();
  });
});

describe('group delivery', () => {
  it('shows the separate fee, the group fee and the savings of two delivery orders', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    for (const order of [first, second]) {
      const confirmed = await callAs(chef, 'PATCH', '/orders/confirm', { order: order.id });
      expect(confirmed.status, confirmed.message).toBe(200);
    }
    const { context, page } = await openDashboard();
    await pendingRow(page, second.id).waitFor();
    // The table from desktop.
    expect(await page.getByTestId('pending-table').isVisible()).toBe(true);
    await screenshot(page, 'dashboard-1280');
    await page.getByRole('button', { name: 'Group deliveries' }).click();
    const dialog = page.getByTestId('group-dialog');
    await dialog.getByLabel('First order').selectOption(first.id);
    await dialog.getByLabel('Second order').selectOption(first.id);
    await dialog.getByText(messages.groupSameOrder).waitFor();
    await dialog.getByLabel('Second order').selectOption(second.id);
    const quote = dialog.getByTestId('group-quote');
    await quote.waitFor();
    expect(await quote.getByText('Dropoff 1').isVisible()).toBe(true);
    expect(await quote.getByText('Dropoff 2').isVisible()).toBe(true);
    const amount = async (id: string) =>
      Number((await quote.getByTestId(id).textContent())?.replace(/[^\d]/g, ''));
    const separate = await amount('group-separate');
    const group = await amount('group-fee');
    expect(await amount('group-savings')).toBe(Math.max(0, separate - group));
    await page.waitForTimeout(300);
    await screenshot(page, 'dashboard-group-1280');
    // One courier for both: they move to the checkout list together.
    await dialog.getByRole('button', { name: 'Group these deliveries' }).click();
    await page.getByText(messages.groupSucceeded).waitFor();
    await checkoutRow(page, first.id).waitFor();
    await checkoutRow(page, second.id).waitFor();
    await context.close();
  });
});

describe('the dashboard on a phone (issue 18)', () => {
  it('keeps a 390 px page 390 px wide in table view, and counts every pending order', async () => {
    const order = await paidOrder();
    const { context, page } = await openDashboard(phone);
    await pendingRow(page, order.id).waitFor();
    const counter = page.getByTestId('counter-pending').locator('.dash-counter__value');
    const all = Number(await counter.textContent());
    expect(all).toBeGreaterThan(0);
    await page.getByRole('group', { name: 'Show pending orders as' }).getByText('Table').click();
    await page.getByTestId('pending-table').waitFor();
    // the table scrolls inside its card; the page itself does not get wider than the phone
    const widths = await page.evaluate(() => {
      const wrap = document.querySelector('.dash-table-wrap');
      return {
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        wrap: wrap?.clientWidth ?? 0,
        table: wrap?.scrollWidth ?? 0,
      };
    });
    expect(widths.viewport).toBe(390);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.wrap).toBeLessThanOrEqual(widths.viewport);
    expect(widths.table).toBeGreaterThanOrEqual(widths.wrap);
    await screenshot(page, 'dashboard-table-390');
    // a filter narrows the list, never the Pending Orders counter
    const other = choice.day.weekday === 'Mon' ? 'Tue' : 'Mon';
    await page.getByLabel('Delivery day').selectOption(other);
    await expect.poll(() => pendingRow(page, order.id).count()).toBe(0);
    expect(Number(await counter.textContent())).toBe(all);
    await context.close();
  });

  it("shows the server's reason when two orders cannot share a courier", async () => {
    const [early, late] = slotHoursOf(choice.chef, choice.day);
    expect(late, 'the demo chef works two slots on the chosen day').toBeDefined();
    const first = await placeOrder(buyer, choice, 1, 'delivery', early);
    const second = await placeOrder(buyer, choice, 1, 'delivery', late);
    for (const order of [first, second]) {
      await payThroughApi(buyer, order.id);
      const confirmed = await callAs(chef, 'PATCH', '/orders/confirm', { order: order.id });
      expect(confirmed.status, confirmed.message).toBe(200);
    }
    const { context, page } = await openDashboard(phone);
    await pendingRow(page, second.id).waitFor();
    await page.getByRole('button', { name: 'Group deliveries' }).click();
    const dialog = page.getByTestId('group-dialog');
    await dialog.getByLabel('First order').selectOption(first.id);
    await dialog.getByLabel('Second order').selectOption(second.id);
    const refused = dialog.getByTestId('group-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toBe(messages.groupDifferentSlot);
    expect(await dialog.getByRole('button', { name: 'Group these deliveries' }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, 'dashboard-group-refused-390');
    await context.close();
  });
});
