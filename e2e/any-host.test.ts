import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages, type OrderView } from '@lutong/shared';
import {
  callAs,
  createBuyer,
  findChoice,
  placeOrder,
  plain,
  sellersNearMakati,
  type Account,
} from './shop-steps.js';
import { baseUrl, launchBrowser, uniqueEmail } from './support.js';

// Issue 20 Providers 7 (decision 027): the product server says PUBLIC_URL http://localhost:<port>
// (the default); opened at http://127.0.0.1:<port> instead, the browser still reaches the
// simulators — the 3-D Secure page and the Google sign-in popup follow the host it used.

let browser: Browser;
let buyer: Account;
/** The same server, at the other name of this machine than the one in PUBLIC_URL. */
let otherHost: string;
beforeAll(async () => {
  browser = await launchBrowser();
  buyer = await createBuyer('anyhost');
  const url = new URL(baseUrl());
  expect(url.hostname).toBe('localhost');
  url.hostname = '127.0.0.1';
  otherHost = url.origin;
});
afterAll(async () => {
  const { data } = await callAs<OrderView[]>(buyer, 'GET', '/orders/awaitingConfirmation');
  for (const order of data.filter((o) => !o.payed)) {
    await callAs(buyer, 'DELETE', '/orders/awaitingConfirmation', { order: order.id });
  }
  await browser.close();
});

/** A page at 127.0.0.1, recording what the page's Content-Security-Policy refused. */
async function pageAtOtherHost(): Promise<{ context: BrowserContext; page: Page; csp: string[] }> {
  const context = await browser.newContext({
    baseURL: otherHost,
    viewport: { width: 1280, height: 900 },
    ...(process.env.TZ ? { timezoneId: process.env.TZ } : {}),
  });
  const page = await context.newPage();
  const csp: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) csp.push(m.text());
  });
  return { context, page, csp };
}

describe('the simulators at whatever host the browser used', () => {
  it('pays by card with 3-D Secure at 127.0.0.1 while PUBLIC_URL says localhost', async () => {
    const order = await placeOrder(buyer, findChoice(await sellersNearMakati(), plain));
    const { context, page, csp } = await pageAtOtherHost();
    await context.addCookies(buyer.cookies.map((c) => ({ ...c, url: otherHost })));
    await page.goto(`/pay/${order.id}`);
    await page.getByTestId('pay-form').waitFor();
    await page.getByRole('radio', { name: 'Visa', exact: true }).check();
    const form = page.getByTestId('card-form');
    await form.getByLabel('Card number').pressSequentially('4120000000000007', { delay: 5 });
    await form.getByLabel('Month').fill('12');
    await form.getByLabel('Year').fill('30');
    await form.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Authorise & Pay' }).click();

    const frame = page.frameLocator('[data-testid="three-ds-frame"]');
    const authorize = frame.getByRole('button', { name: 'Authorize test payment' });
    await authorize.waitFor();
    const src = await page.getByTestId('three-ds-frame').getAttribute('src');
    expect(new URL(src ?? '', otherHost).origin).toBe(otherHost);
    await authorize.click();

    await page.waitForURL((url) => url.pathname === '/cart' && url.search === '?payed=true');
    await page.getByText(messages.paymentReceived).waitFor();
    expect(new URL(page.url()).origin).toBe(otherHost);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('signs in with Google through the simulator popup at 127.0.0.1', async () => {
    const { context, page, csp } = await pageAtOtherHost();
    const email = uniqueEmail('anyhost-google');
    await page.goto('/login');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('google-signin').click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).origin).toBe(otherHost);
    await popup.getByPlaceholder('Email').fill(email);
    await popup.getByPlaceholder('Full name').fill('Gabriela Silang');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const me = await page.evaluate(async () => (await fetch('/api/v1/users/loggedin')).json());
    expect(me).toMatchObject({ loggedIn: true, data: { user: { email } } });
    expect(csp).toEqual([]);
    await context.close();
  });
});
