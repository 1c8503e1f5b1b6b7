import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  dishFormMessages,
  sellerMessages,
  upcomingMenuDays,
  weekdayCodes,
  type PublicUser,
} from '@lutong/shared';
import { callAs, createBuyer, fillLogin, signedInPage, type Account } from './shop-steps.js';
import { logInThroughApi, menuOf } from './seller-steps.js';
import { closeTourIfShown, dishPhoto, menuDayButton, topNavLabels } from './onboarding-steps.js';
import { demo, launchBrowser, newPage, screenshot, waitForMail } from './support.js';

// Issue 7, browser side: a neighbour applies on /homechef, staff approve in /admin, the new seller
// logs in again, builds a menu in My Menu and buyers see it on the public menu page.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

let browser: Browser;
let applicant: Account;
let staff: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  applicant = await createBuyer('applicant');
  staff = await logInThroughApi(demo.staff.email, demo.staff.password);
});
afterAll(async () => {
  await browser.close();
});

describe('becoming a seller', () => {
  it('sends a guest who clicks the form to /login and back to /homechef', async () => {
    const { context, page } = await newPage(browser, phone);
    await page.goto('/homechef');
    await page.getByTestId('application-form').waitFor();
    await screenshot(page, 'homechef-guest-390');
    await page.getByLabel('Name', { exact: true }).click();
    await page.waitForURL(/\/login/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/homechef');
    await context.close();
  });

  it('applies, is approved by staff, logs in again and runs a menu buyers can see', async () => {
    // 1. The application, with the first missing field named by the spec's alert.
    const { context, page } = await signedInPage(browser, applicant, phone);
    await page.goto('/homechef');
    const form = page.getByTestId('application-form');
    await form.getByLabel('Name', { exact: true }).fill('Tita Baby');
    await form.getByLabel('Phone number').fill('');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await page.getByText('please enter all fields first, including the phone field').waitFor();
    await form.getByLabel('Phone number').fill('0917 555 0199');
    await form.getByLabel('ZIP code').fill('1209');
    await form.getByLabel('Address of your kitchen').fill('Bel-Air, Makati');
    await form.getByRole('radio', { name: 'Home cook' }).check();
    await form.getByRole('checkbox', { name: 'Filipino' }).check();
    await form.getByLabel('Social media link (optional)').fill('https://instagram.com/titababy');
    await screenshot(page, 'homechef-form-390');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await page.getByTestId('application-sent').waitFor();
    expect(await page.getByTestId('application-sent').textContent()).toContain(
      sellerMessages.applicationSent,
    );
    // other files' sellers apply too: this application's notice names tita baby
    const notice = await waitForMail(demo.staff.email, 20_000, (m) => m.text.includes('tita baby'));
    expect(notice.text).toContain('Bel-Air, Makati');
    await context.close();

    // 2. Staff approve it in the console.
    const console = await signedInPage(browser, staff, desktop);
    await console.page.goto('/admin');
    const card = console.page.getByTestId('admin-application').filter({ hasText: applicant.email });
    await card.waitFor();
    await screenshot(console.page, 'admin-applications-1280');
    await card.getByRole('button', { name: 'Approve' }).click();
    await console.page.getByText(sellerMessages.approved).waitFor();
    await console.context.close();
    // matched by subject: signup also e-mailed the applicant a verification link (decision 025)
    const approval = await waitForMail(applicant.email, 20_000, (m) =>
      m.subject.includes('you can now sell'),
    );
    expect(approval.subject).toContain('you can now sell');

    // 3. The new seller logs in again and sees the seller navigation.
    const again = await newPage(browser, desktop);
    const seller = again.page;
    await seller.goto('/login');
    await fillLogin(seller, applicant);
    await seller.waitForURL((url) => url.pathname !== '/login');
    await expect
      .poll(() => topNavLabels(seller))
      .toEqual(expect.arrayContaining(['MY MENU', 'DASHBOARD', 'ANALYTICS']));
    expect(await topNavLabels(seller)).not.toContain('BECOME A HOMECHEF/SUPPLIER');

    // 4. My Menu: the tour on first use, a dish with a photo, the menu days, the menu opened.
    await seller.goto('/my-menu');
    await seller.getByTestId('my-menu-page').waitFor();
    await closeTourIfShown(seller);
    await seller.getByTestId('add-dish').click();
    const dialog = seller.getByTestId('dish-form-dialog');
    await dialog.getByLabel('Dish name').fill('Kare-kare');
    await dialog.getByRole('button', { name: 'Add dish' }).click();
    await dialog.getByText(dishFormMessages.description).waitFor();
    await dialog.getByLabel('Description').fill('Oxtail in a peanut sauce, with bagoong.');
    await dialog.getByLabel('Price').fill('450');
    await dialog.getByLabel('Serving size').fill('2');
    await dialog.getByLabel('Unit').fill('pax');
    for (const day of weekdayCodes) await dialog.getByRole('checkbox', { name: day }).check();
    await dialog.getByLabel('Add a dish photo').setInputFiles(dishPhoto);
    await dialog.getByRole('img').first().waitFor();
    await dialog.getByRole('button', { name: 'Add dish' }).click();
    const dish = seller.getByTestId('my-dish').filter({ hasText: 'Kare-kare' });
    await dish.waitFor();
    for (const day of weekdayCodes) {
      await menuDayButton(seller, day).click();
      await expect.poll(() => menuDayButton(seller, day).getAttribute('aria-pressed')).toBe('true');
    }
    await seller.getByRole('switch', { name: 'Open my menu to buyers' }).click();
    await seller.getByTestId('menu-open-status').getByText(sellerMessages.menuOpen).waitFor();
    await screenshot(seller, 'my-menu-1280');

    // 5. Buyers see the dish on the public menu for a day the seller cooks.
    const me = await callAs<{ user: PublicUser }>(applicant, 'GET', '/users/loggedin');
    const chefId = me.data.user.id;
    const menu = await menuOf(chefId);
    const [day] = upcomingMenuDays(new Date(), menu);
    expect(day).toBeDefined();
    const buyer = await newPage(browser, phone);
    await buyer.page.goto(`/menu/${chefId}`);
    await buyer.page
      .getByTestId('menu-days')
      .getByRole('button', { name: day?.label ?? '' })
      .click();
    await buyer.page.getByText('Kare-kare').first().waitFor();
    expect(await buyer.page.getByText('TEMPORARILY CLOSED').count()).toBe(0);
    await screenshot(buyer.page, 'menu-new-seller-390');
    await buyer.context.close();

    // 6. The profile's working hours: a slot switched off is saved (and drives checkout's slots).
    await seller.goto('/profile');
    const slot = seller.getByTestId('working-hours').getByRole('button', { name: 'Wed 10am' });
    await expect.poll(() => slot.getAttribute('aria-pressed')).toBe('true');
    await slot.click();
    await expect.poll(() => slot.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await menuOf(chefId)).deliveryTimes.Wed[0]).toBeNull();
    await screenshot(seller, 'profile-chef-1280');
    await seller.goto('/my-menu');
    await seller.getByTestId('my-menu-page').waitFor();

    // 7. A menu-day save that fails is rolled back with the spec's message.
    await seller.route('**/api/v1/users/me', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"status":"error","code":"INTERNAL","message":"x"}',
          })
        : route.continue(),
    );
    await menuDayButton(seller, 'Mon').click();
    await seller.getByText(sellerMessages.menuDatesNotSaved).waitFor();
    await expect.poll(() => menuDayButton(seller, 'Mon').getAttribute('aria-pressed')).toBe('true');
    await again.context.close();
  });
});
