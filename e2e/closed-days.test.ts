import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  closedDateLabel,
  formatHour,
  openMenuDays,
  SLOT_HOURS,
  weekdayCodes,
  type PublicUser,
} from '@lutong/shared';
import { callAs, createBuyer, signedInPage, type Account } from './shop-steps.js';
import { logInThroughApi, menuOf } from './seller-steps.js';
import { closeTourIfShown } from './onboarding-steps.js';
import { demo, launchBrowser, screenshot } from './support.js';

// Issue 18 defects 4 and 8 at 390 px (decision 020): a chef switches off every Thursday slot and
// My Menu warns while the buyer's menu has no Thursday; the chef closes a date in My Menu and the
// buyer's menu leaves it out and says 'Closed on ...'.

const phone = { width: 390, height: 844 };

let browser: Browser;
let chef: Account;
let chefId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // a seller of this file's own: applied and approved through the API, one dish every day
  chef = await createBuyer('closed-days');
  const applied = await callAs<{ application: { id: string } }>(chef, 'PATCH', '/users/me', {
    type: 'homechef',
    name: 'Kusina ni Aling Rosa',
    email: chef.email,
    phone: '9175550111',
    address: 'Bel-Air, Makati',
    zipCode: '1209',
    cuisine: ['Filipino'],
    cook: true,
  });
  expect(applied.status, applied.message).toBe(200);
  const staff = await logInThroughApi(demo.staff.email, demo.staff.password);
  const approved = await callAs(
    staff,
    'PATCH',
    `/admin/applications/${applied.data.application.id}/approve`,
    {},
  );
  expect(approved.status, approved.message).toBe(200);
  const dish = await callAs(chef, 'POST', '/dishes', {
    dish: {
      name: 'Pancit Malabon',
      description: 'Thick noodles with shrimp and squid.',
      price: 320,
      servingSize: 3,
      unit: 'pax',
      deliveryDates: [...weekdayCodes],
    },
  });
  expect(dish.status, dish.message).toBe(201);
  const opened = await callAs<{ user: PublicUser }>(chef, 'PATCH', '/users/me', {
    menuDates: [...weekdayCodes],
    finishedUpdating: true,
  });
  expect(opened.status, opened.message).toBe(200);
  chefId = opened.data.user.id;
});
afterAll(async () => {
  await browser.close();
});

/** The labels of the buyer's day selector on the public menu. */
async function buyerDayLabels(page: Page): Promise<string[]> {
  await page.goto(`/menu/${chefId}`);
  const days = page.getByTestId('menu-days');
  await days.waitFor();
  return days.getByRole('button').allTextContents();
}

describe('days a chef takes no orders on (issue 18)', () => {
  it('warns in My Menu and hides Thursday from buyers once every Thursday slot is off', async () => {
    const seller = await signedInPage(browser, chef, phone);
    await seller.page.goto('/profile');
    const grid = seller.page.getByTestId('working-hours');
    for (const hour of SLOT_HOURS) {
      const slot = grid.getByRole('button', { name: `Thu ${formatHour(hour)}` });
      await expect.poll(() => slot.getAttribute('aria-pressed')).toBe('true');
      await slot.click();
      await expect.poll(() => slot.getAttribute('aria-pressed')).toBe('false');
    }
    await seller.page.goto('/my-menu');
    await seller.page.getByTestId('my-menu-page').waitFor();
    await closeTourIfShown(seller.page);
    const warning = seller.page.getByTestId('days-without-hours');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('no working hours on Thu');
    await warning.scrollIntoViewIfNeeded();
    await screenshot(seller.page, 'my-menu-day-without-hours-390');
    // the warning's link opens the profile's working hours
    await warning.getByRole('link', { name: 'Set your working hours' }).click();
    await seller.page.waitForURL(/\/profile#working-hours$/);
    await seller.context.close();

    const buyer = await signedInPage(browser, await createBuyer('closed-days-buyer'), phone);
    const labels = await buyerDayLabels(buyer.page);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((l) => l.includes('Thu'))).toEqual([]);
    await screenshot(buyer.page, 'menu-without-thursday-390');
    await buyer.context.close();
  });

  it('closes a date from My Menu, and the buyer sees it closed', async () => {
    const [first] = openMenuDays(new Date(), await menuOf(chefId));
    if (!first) throw new Error('the chef has no open day');
    const seller = await signedInPage(browser, chef, phone);
    await seller.page.goto('/my-menu');
    await seller.page.getByTestId('my-menu-page').waitFor();
    await closeTourIfShown(seller.page);
    const form = seller.page.getByTestId('closed-dates-form');
    await form.getByLabel('Close the shop on').fill(first.dateKey);
    await form.getByRole('button', { name: 'Close this date' }).click();
    const list = form.getByTestId('closed-dates');
    await list.getByText(closedDateLabel(first.dateKey)).waitFor();
    await form.scrollIntoViewIfNeeded();
    await screenshot(seller.page, 'my-menu-closed-date-390');
    await seller.context.close();

    const buyer = await signedInPage(browser, await createBuyer('closed-days-buyer'), phone);
    const labels = await buyerDayLabels(buyer.page);
    expect(labels).not.toContain(first.label);
    const notice = buyer.page.getByTestId('closed-dates');
    expect(await notice.textContent()).toBe(`Closed on ${closedDateLabel(first.dateKey)}`);
    await screenshot(buyer.page, 'menu-closed-date-390');
    await buyer.context.close();
  });
});
