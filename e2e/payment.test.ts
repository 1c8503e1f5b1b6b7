import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import path from 'node:path';
import { DECLINE_REASONS, messages, type OrderView } from '@lutong/shared';
import {
  callAs,
  miniCart,
  openDish,
  placeOrder,
  signedInPage,
  startShopper,
  type Account,
  type Choice,
} from './shop-steps.js';
import { newPage, phone, screenshot as fullPageShot, shotsDir } from './support.js';
import { payThroughApi } from './seller-steps.js';

// Issue 5, browser side: the pay page through the PayMongo simulator (product §2.8 Payment,
// §6 Payment, §7 card rules, §10 payment messages).

const desktop = { width: 1280, height: 900 };

const cards = {
  succeeds: '4343434343434345',
  succeedsMastercard: '5555444444444457',
  threeDSecure: '4120000000000007',
  declines: '4230000000000004',
  // PayMongo's generic failed_message, the reason in the sub-code (issue 22)
  processorBlocked: '5200000000000197',
};

// The simulator's pages (apps/server/src/sim/paymongo) and their failure wording.
const AUTHORIZE = 'Authorize test payment';
const FAIL = 'Fail test payment';

let browser: Browser;
let buyer: Account;
let choice: Choice;
beforeAll(async () => {
  ({ browser, buyer, choice } = await startShopper('pay'));
});
afterAll(async () => {
  // Give back the stock of orders these tests left unpaid.
  const { data } = await callAs<OrderView[]>(buyer, 'GET', '/orders/awaitingConfirmation');
  for (const order of data.filter((o) => !o.payed)) {
    await callAs(buyer, 'DELETE', '/orders/awaitingConfirmation', { order: order.id });
  }
  await browser.close();
});

const payPage = (page: Page) => page.getByTestId('pay-page');
const payButton = (page: Page) => page.getByRole('button', { name: 'Authorise & Pay' });
const errorAlert = (page: Page) => page.getByTestId('alert-error');

/** The pay page of a freshly placed order, signed in as the buyer. */
async function openPayPage(viewport = phone) {
  const order = await placeOrder(buyer, choice);
  const opened = await signedInPage(browser, buyer, viewport);
  await opened.page.goto(`/pay/${order.id}`);
  await payPage(opened.page).getByTestId('pay-form').waitFor();
  return { ...opened, order };
}

async function fillCard(page: Page, method: 'Visa' | 'Mastercard', number: string) {
  await page.getByRole('radio', { name: method, exact: true }).check();
  const form = page.getByTestId('card-form');
  await form.getByLabel('Card number').pressSequentially(number, { delay: 5 });
  await form.getByLabel('Month').fill('12');
  await form.getByLabel('Year').fill('30');
  await form.getByLabel('CVV').fill('123');
}

async function expectPayedCart(page: Page) {
  await page.waitForURL((url) => url.pathname === '/cart' && url.search === '?payed=true');
  await page.getByText(messages.paymentReceived).waitFor();
}

/** The order reads paid once the server has settled it (webhook or verified query). */
async function expectOrderPaid(orderId: string) {
  await expect
    .poll(
      async () =>
        (await callAs<{ order: OrderView }>(buyer, 'GET', `/orders/${orderId}`)).data.order.payed,
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

/** Full-page screenshots from the top, so the sticky bar sits where a reader sees it. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, name);
}

/** The dialog slides in for 0.2 s; a picture of it waits until it has arrived. */
const settleAnimations = (page: Page) => page.waitForTimeout(400);

const simFrame = (page: Page): FrameLocator => page.frameLocator('[data-testid="three-ds-frame"]');

describe('paying by card', () => {
  it('checks out, pays with a card that needs no 3-D Secure and lands in the cart paid', async () => {
    const { context, page } = await signedInPage(browser, buyer, phone);
    const card = await openDish(page, choice, 1);
    await card.getByTestId('add-to-cart').click();
    await page.getByText(messages.addedToCart(choice.dish.name)).waitFor();
    await miniCart(page).getByTestId('mini-cart-checkout').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    const orderId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.getByRole('radio', { name: 'Delivery' }).check();
    await page.getByTestId('address-input').pressSequentially('kapit', { delay: 30 });
    await page.getByTestId('address-suggestion').filter({ hasText: 'Kapitolyo' }).first().click();
    await expect.poll(() => page.getByTestId('summary-delivery').textContent()).toMatch(/^P\d/);
    await page.getByTestId('slot-picker').getByRole('radio').first().check();
    await page.getByLabel('Name').fill('Bea Santos');
    await page.getByTestId('proceed-to-checkout').click();
    await page.waitForURL((url) => url.pathname === `/pay/${orderId}`);

    // the summary shows the order and a fee range until a method is chosen
    const summary = page.getByTestId('pay-summary');
    await summary.getByText(choice.dish.name).waitFor();
    const { data } = await callAs<{ order: OrderView }>(buyer, 'GET', `/orders/${orderId}`);
    const total = data.order.total;
    expect(await page.getByTestId('pay-total').textContent()).toBe(
      `P${(total + 5).toLocaleString('en-PH')} – P${(total + 15).toLocaleString('en-PH')}`,
    );
    expect(await payButton(page).isDisabled()).toBe(true);
    await screenshot(page, 'pay-390');

    await page.getByRole('radio', { name: 'GCash' }).check();
    expect(await page.getByTestId('pay-total').textContent()).toBe(
      `P${(total + 5).toLocaleString('en-PH')}`,
    );
    await fillCard(page, 'Visa', cards.succeeds);
    const number = page.getByLabel('Card number');
    expect(await number.inputValue()).toBe('4343 4343 4343 4345');
    expect(await page.getByTestId('pay-service-fee').textContent()).toBe('P15');
    expect(await page.getByTestId('pay-total').textContent()).toBe(
      `P${(total + 15).toLocaleString('en-PH')}`,
    );
    await screenshot(page, 'pay-card-390');

    await payButton(page).click();
    await expectPayedCart(page);
    await expectOrderPaid(orderId);

    // a paid order's pay page says so
    await page.goto(`/pay/${orderId}`);
    await page.getByText(messages.alreadyPaid).waitFor();
    expect(await page.getByTestId('pay-form').count()).toBe(0);
    await context.close();
  });

  it('keeps the spec’s card rules: 19 characters in groups of 4, 2-digit month and year, 3-digit CVV', async () => {
    const { context, page } = await openPayPage();
    await page.getByRole('radio', { name: 'Mastercard' }).check();
    const form = page.getByTestId('card-form');
    await form.getByLabel('Card number').pressSequentially('5555-4444-4444-4457-123', { delay: 5 });
    expect(await form.getByLabel('Card number').inputValue()).toBe('5555 4444 4444 4457');
    await form.getByLabel('Month').pressSequentially('123');
    expect(await form.getByLabel('Month').inputValue()).toBe('12');
    await form.getByLabel('Year').pressSequentially('2030');
    expect(await form.getByLabel('Year').inputValue()).toBe('20');
    await form.getByLabel('CVV').pressSequentially('12a34');
    expect(await form.getByLabel('CVV').inputValue()).toBe('123');

    // an incomplete card is refused with the spec's card message, before any provider call
    await form.getByLabel('CVV').fill('12');
    await payButton(page).click();
    await expect.poll(() => errorAlert(page).textContent()).toBe(messages.cardFailed);
    await context.close();
  });

  it('opens the 3-D Secure frame, authorises inside it and comes back to the cart paid', async () => {
    const { context, page, order } = await openPayPage(desktop);
    await fillCard(page, 'Visa', cards.threeDSecure);
    await screenshot(page, 'pay-1280');
    await payButton(page).click();

    const dialog = page.getByTestId('three-ds-dialog');
    await dialog.waitFor();
    const authorize = simFrame(page).getByRole('button', { name: AUTHORIZE });
    await authorize.waitFor();
    await settleAnimations(page);
    await page.screenshot({ path: path.join(shotsDir, 'pay-3ds-1280.png') });
    await authorize.click();

    await expectPayedCart(page);
    await expectOrderPaid(order.id);
    await context.close();
  });

  it('shows the provider’s reason when 3-D Secure fails', async () => {
    const { context, page } = await openPayPage(phone);
    await fillCard(page, 'Visa', cards.threeDSecure);
    await payButton(page).click();
    await page.getByTestId('three-ds-dialog').waitFor();
    const fail = simFrame(page).getByRole('button', { name: FAIL });
    await fail.waitFor();
    await settleAnimations(page);
    await page.screenshot({ path: path.join(shotsDir, 'pay-3ds-390.png') });
    await fail.click();
    await expect
      .poll(() => errorAlert(page).textContent())
      .toMatch(/^There was an error in processing the payment: .+/);
    expect(await page.getByTestId('three-ds-dialog').isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toMatch(/^\/pay\//);
    await context.close();
  });

  it('shows the provider’s message for a declined card and the reason of a blocked one', async () => {
    const { context, page } = await openPayPage(phone);
    await fillCard(page, 'Visa', cards.declines);
    await payButton(page).click();
    await expect
      .poll(() => errorAlert(page).textContent())
      .toBe(
        messages.paymentProviderFailed(
          'The payment failed to be processed due to unknown reasons.',
        ),
      );
    await settleAnimations(page);
    await screenshot(page, 'pay-declined-390');

    // the buyer can try another card on the same page
    await page.getByRole('radio', { name: 'Mastercard' }).check();
    const number = page.getByTestId('card-form').getByLabel('Card number');
    await number.fill('');
    await number.pressSequentially(cards.processorBlocked, { delay: 5 });
    await payButton(page).click();
    await expect
      .poll(() => errorAlert(page).textContent())
      .toBe(messages.paymentProviderFailed(DECLINE_REASONS.processor_blocked));
    await context.close();
  });
});

describe('paying by e-wallet', () => {
  it('GCash: authorising on the provider’s page returns to the cart paid', async () => {
    const { context, page, order } = await openPayPage(phone);
    await page.getByRole('radio', { name: 'GCash' }).check();
    await payButton(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/_sim/paymongo/checkout/'));
    await page.getByRole('button', { name: AUTHORIZE }).click();
    await expectPayedCart(page);
    await expectOrderPaid(order.id);
    await context.close();
  });

  it('GCash: failing on the provider’s page returns to /pay/{id}?error=true with its message', async () => {
    const { context, page, order } = await openPayPage(phone);
    await page.getByRole('radio', { name: 'GCash' }).check();
    await payButton(page).click();
    await page.waitForURL((url) => url.pathname.startsWith('/_sim/paymongo/checkout/'));
    await page.getByRole('button', { name: FAIL }).click();
    await page.waitForURL(
      (url) => url.pathname === `/pay/${order.id}` && url.search === '?error=true',
    );
    await expect.poll(() => errorAlert(page).textContent()).toBe(messages.paymentAuthoriseFailed);
    await settleAnimations(page);
    await screenshot(page, 'pay-error-390');
    // product §11: the banner goes after 5 seconds
    await errorAlert(page).waitFor({ state: 'detached', timeout: 8_000 });
    await context.close();
  });
});

describe('the pay page', () => {
  it('sends a guest to /login and keeps the link', async () => {
    const order = await placeOrder(buyer, choice);
    const { context, page } = await newPage(browser);
    await page.goto(`/pay/${order.id}`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/pay/${order.id}`);
    await context.close();
  });

  it('says an order paid in another tab has already been payed for', async () => {
    const { context, page, order } = await openPayPage(phone);
    // pay it behind the page's back, as the browser would with the public key
    await payThroughApi(buyer, order.id, {
      number: cards.succeedsMastercard,
      method: 'mastercard',
    });
    await expectOrderPaid(order.id);

    await page.getByRole('radio', { name: 'GCash' }).check();
    await payButton(page).click();
    await page.getByText(messages.alreadyPaid).waitFor();
    await page.reload();
    await page.getByTestId('pay-already-paid').getByText(messages.alreadyPaid).waitFor();
    await screenshot(page, 'pay-already-paid-390');
    await context.close();
  });
});
