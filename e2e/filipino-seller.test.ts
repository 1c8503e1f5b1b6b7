import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { catalogues } from '@lutong/shared';
import { logInThroughApi } from './seller-steps.js';
import { api, callAs, cookieHeader, signedInPage, type Account } from './shop-steps.js';
import { demo, launchBrowser, screenshot } from './support.js';

// Issue 23 in the browser, on a phone: a chef whose account is in Filipino opens the dashboard,
// My Menu and Payouts in Filipino (the texts of the catalogue's fil column), and no screen shows
// a raw catalogue key.

const phone = { width: 390, height: 844 };
const fil = <
  N extends 'dashboard' | 'myMenu' | 'payouts' | 'admin' | 'sellerRules' | 'payoutRules',
>(
  namespace: N,
  key: keyof (typeof catalogues)[N] & string,
) => (catalogues[namespace] as Record<string, { fil: string }>)[key]!.fil;

/** A catalogue id (`namespace.key`) shown as text instead of its wording. */
const RAW_KEY =
  /\b(dashboard|myMenu|homechef|payouts|analytics|admin|messages|sellerRules|dishForm|dishTags|payoutRules)\.[a-z][A-Za-z]+\b/;

async function setLanguage(account: Account, language: 'en' | 'fil'): Promise<void> {
  const res = await fetch(api('/users/language'), {
    method: 'PUT',
    headers: { cookie: cookieHeader(account), 'Content-Type': 'application/json' },
    body: JSON.stringify({ language }),
  });
  expect(res.status).toBe(200);
}

async function expectNoRawKey(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text.match(RAW_KEY)?.[0] ?? null).toBeNull();
}

let browser: Browser;
let chef: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  chef = await logInThroughApi(demo.chef.email, demo.chef.password);
  await setLanguage(chef, 'fil');
  await callAs(chef, 'PATCH', '/users/me', { guides: [false, false] });
});
afterAll(async () => {
  // the demo chef goes back to English for the files that run after this one on the same server
  await setLanguage(chef, 'en');
  await browser.close();
});

describe('the seller screens in Filipino', () => {
  it('shows the dashboard, My Menu and Payouts in Filipino with no raw key', async () => {
    const { context, page } = await signedInPage(browser, chef, phone);

    await page.goto('/dashboard');
    await page.getByTestId('dashboard-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fil');
    await page
      .getByRole('heading', { name: fil('dashboard', 'pendingOrders'), level: 2 })
      .waitFor();
    await page.getByText(fil('dashboard', 'monthlyRevenue')).waitFor();
    await page.getByRole('heading', { name: fil('dashboard', 'checkoutTitle') }).waitFor();
    await page.getByRole('button', { name: fil('dashboard', 'groupDeliveries') }).waitFor();
    expect(await page.getByText('Pending Orders', { exact: true }).count()).toBe(0);
    // the orders' courier statuses in Filipino, not the English ('Completed', 'Not booked'...):
    // which statuses the seeded orders have depends on the day, so any of them will do
    await page.getByTestId('checkout-order').first().waitFor();
    const statusKeys = [
      'deliveryCompleted',
      'deliveryNotBooked',
      'deliveryOnTheWay',
      'deliveryPickedUp',
      'deliveryDelivered',
      'deliveryCancelled',
      'deliveryRejected',
      'deliveryExpired',
      'statusAwaiting',
    ] as const;
    const shown = (await page.getByTestId('checkout-order').allTextContents()).join(' ');
    const anyStatus = [...statusKeys, 'deliveryPickup'] as const;
    expect(anyStatus.some((key) => shown.includes(fil('dashboard', key)))).toBe(true);
    for (const key of statusKeys) {
      expect(shown, key).not.toContain(catalogues.dashboard[key].en);
    }
    await expectNoRawKey(page);
    await screenshot(page, 'filipino-dashboard-390');

    await page.goto('/my-menu');
    await page.getByTestId('my-menu-page').waitFor();
    await page.getByRole('heading', { name: fil('myMenu', 'yourDishes') }).waitFor();
    await page.getByRole('heading', { name: fil('myMenu', 'menuDays') }).waitFor();
    await page.getByRole('button', { name: fil('myMenu', 'addADish') }).waitFor();
    // a dish's cooking days in Filipino day names, not the English codes
    const days = await page.getByTestId('my-dish-days').first().innerText();
    expect(days).toMatch(/^(Lun|Mar|Miy|Huw|Biy|Sab|Lin)(, (Lun|Mar|Miy|Huw|Biy|Sab|Lin))*$/);
    expect(await page.getByText('Your dishes', { exact: true }).count()).toBe(0);
    // the menu-day toggles name the days in Filipino, today as Ngayon
    expect(await page.getByTestId('menu-day-Tod').textContent()).toBe(fil('myMenu', 'dayTod'));
    expect(await page.getByTestId('menu-day-Mon').textContent()).toBe('Lun');
    await page.getByText(fil('myMenu', 'miniAddressFormat')).waitFor();
    await expectNoRawKey(page);
    await screenshot(page, 'filipino-my-menu-390');

    await page.goto('/payouts');
    await page.getByTestId('payouts-page').waitFor();
    await page.getByRole('heading', { name: fil('payouts', 'heading'), level: 1 }).waitFor();
    await page.getByRole('heading', { name: fil('payouts', 'pastPayouts') }).waitFor();
    await page.getByRole('button', { name: fil('payouts', 'save') }).waitFor();
    // the form's own check refuses a short GCash number in Filipino (payoutRules)
    await page.getByLabel(fil('payouts', 'accountName'), { exact: true }).fill('Maria Santos');
    await page.locator('#payout-details input[type="tel"]').fill('917123');
    await page.getByRole('button', { name: fil('payouts', 'save') }).click();
    await page.getByText(fil('payoutRules', 'walletNumberInvalid')).waitFor();
    await expectNoRawKey(page);
    await screenshot(page, 'filipino-payouts-390');

    // the header's switch says FIL is the language shown
    const pressed = page.getByTestId('language-switch').getByRole('button', { pressed: true });
    expect(await pressed.textContent()).toBe('FIL');
    // the next payout's day, worded by the page: in English at once when the header switches
    // (decision 051), without asking the server again
    const next = page.locator('#payouts-next-title');
    expect(await next.textContent()).toMatch(/: Lun, [A-Z][a-z]{2} \d{1,2}, 8pm$/);
    await page.getByTestId('language-switch').getByRole('button', { name: 'EN' }).click();
    await expect
      .poll(() => next.textContent())
      .toMatch(/^Next payout: Mon, [A-Z][a-z]{2} \d{1,2}, 8pm$/);
    await context.close();
  });
});

describe('the staff console in Filipino', () => {
  it('shows the refunds and short links panels in Filipino, the rules refused in Filipino', async () => {
    const staff = await logInThroughApi(demo.staff.email, demo.staff.password);
    await setLanguage(staff, 'fil');
    try {
      const { context, page } = await signedInPage(browser, staff, phone);
      await page.goto('/admin?tab=refunds');
      await page.getByTestId('admin-page').waitFor();
      await page.getByRole('heading', { name: fil('admin', 'refundTitle') }).waitFor();
      await page.getByRole('heading', { name: fil('admin', 'failedRefunds') }).waitFor();
      await page.getByRole('button', { name: fil('admin', 'lookUp') }).waitFor();
      expect(await page.getByText('Refund a delivered order', { exact: true }).count()).toBe(0);
      await expectNoRawKey(page);
      await screenshot(page, 'filipino-admin-refunds-390');

      // a seller's rating count in Filipino words
      await page.goto('/admin?tab=sellers');
      await page.getByTestId('admin-page').waitFor();
      await expect.poll(() => page.locator('body').innerText()).toMatch(/\d\.\d\d \(\d+ rating\)/);
      expect(await page.locator('body').innerText()).not.toMatch(/\(\d+ ratings\)/);

      await page.goto('/admin?tab=links');
      await page.getByRole('heading', { name: fil('admin', 'addShortLink') }).waitFor();
      // a word the site uses: the shared rule refuses it, worded in Filipino
      await page.getByLabel(fil('admin', 'word')).fill('bazaar');
      await page.getByLabel(fil('admin', 'seller')).selectOption({ index: 1 });
      await page.getByRole('button', { name: fil('admin', 'addShortLinkButton') }).click();
      await page.getByText(fil('sellerRules', 'vanityReserved')).waitFor();
      await expectNoRawKey(page);
      await screenshot(page, 'filipino-admin-links-390');
      await context.close();
    } finally {
      await setLanguage(staff, 'en');
    }
  });
});
