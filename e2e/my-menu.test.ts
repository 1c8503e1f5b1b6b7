import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  dishFormMessages,
  isSameDayOpen,
  manilaClock,
  weekdayCodes,
  type MenuDish,
} from '@lutong/shared';
import { callAs, createBuyer, signedInPage, type Account } from './shop-steps.js';
import { logInThroughApi, menuOf } from './seller-steps.js';
import { closeTourIfShown } from './onboarding-steps.js';
import { baseUrl, demo, launchBrowser, screenshot, shotsDir } from './support.js';

// Issue 18, browser side, at 390 px: a new seller's stock switch keeps the dish whole (defect 1),
// a phone photo over 5 MB is shrunk before the upload (defect 7) and a dish offered today reaches
// a buyer's TODAY tab and cart (defect 2).

const phone = { width: 390, height: 844 };

let browser: Browser;
let chef: Account & { user: { id: string } };
beforeAll(async () => {
  browser = await launchBrowser();
  chef = await newlyApprovedSeller();
});
afterAll(async () => {
  await browser.close();
});

/** Applies through the API, is approved by staff, and opens a menu for every day and Tod. */
async function newlyApprovedSeller() {
  const applicant = await createBuyer('menu-chef');
  const applied = await callAs<{ application: { id: string } }>(applicant, 'PATCH', '/users/me', {
    type: 'homechef',
    name: 'Tita Loring',
    email: applicant.email,
    phone: '9175550123',
    address: 'Bel-Air, Makati',
    zipCode: '1209',
    cuisine: ['Filipino'],
    cook: true,
  });
  expect(applied.status).toBe(200);
  const staff = await logInThroughApi(demo.staff.email, demo.staff.password);
  const approved = await callAs(
    staff,
    'PATCH',
    `/admin/applications/${applied.data.application.id}/approve`,
    {},
  );
  expect(approved.status).toBe(200);
  const seller = await logInThroughApi(applicant.email, applicant.password);
  const opened = await callAs(seller, 'PATCH', '/users/me', {
    menuDates: [...weekdayCodes, 'Tod'],
    finishedUpdating: true,
    guides: [false, false],
  });
  expect(opened.status).toBe(200);
  expect((await callAs(seller, 'PATCH', '/users/updateToday', { today: true })).status).toBe(200);
  return seller;
}

/** A PNG of camera noise over 5 MB, as a phone's photo picker could hand over. */
async function bigPhoto() {
  const buffer = await sharp({
    create: {
      width: 2200,
      height: 1650,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 64 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  expect(buffer.length).toBeGreaterThan(5 * 1024 * 1024);
  return { name: 'IMG_2041.png', mimeType: 'image/png', buffer };
}

const dishCard = (page: Page, name: string) =>
  page.getByTestId('my-dish').filter({ hasText: name });

async function savedDish(name: string): Promise<MenuDish> {
  const dish = (await menuOf(chef.user.id)).dishes.find((d) => d.name === name);
  if (!dish) throw new Error(`${name} not on the menu`);
  return dish;
}

describe('My Menu keeps a dish whole (issue 18)', () => {
  it('adds a full dish with a 5 MB+ photo, switches Sunday off, reloads and edits: nothing is lost', async () => {
    const { context, page } = await signedInPage(browser, chef, phone);
    await page.goto('/my-menu');
    await page.getByTestId('my-menu-page').waitFor();
    await closeTourIfShown(page);

    await page.getByTestId('add-dish').click();
    const dialog = page.getByTestId('dish-form-dialog');
    await dialog.getByLabel('Dish name').fill('Kare-kare');
    await dialog.getByLabel('Description').fill('Oxtail in a peanut sauce, with bagoong.');
    await dialog.getByLabel('Price').fill('149.50');
    await dialog.getByLabel('Serving size').fill('2');
    await dialog.getByLabel('Unit').fill('pax');
    for (const day of weekdayCodes) await dialog.getByRole('checkbox', { name: day }).check();
    await dialog.getByRole('checkbox', { name: 'Spicy' }).check();
    await dialog.getByRole('checkbox', { name: 'Nuts' }).check();
    await dialog.getByLabel('Allergy info').fill('Contains peanuts and shrimp paste.');
    await dialog.getByLabel('Assortment note').fill('Beef or oxtail.');
    await dialog.getByRole('checkbox', { name: /^Group promo/ }).check();
    await dialog.getByLabel('Add a dish photo').setInputFiles(await bigPhoto());
    await dialog.locator('.dish-form__preview img').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Add dish' }).click();
    await dialog.getByText(dishFormMessages.priceWholePesos).waitFor();
    await dialog.getByLabel('Price').fill('150');
    await dialog.getByRole('button', { name: 'Add dish' }).click();
    await dishCard(page, 'Kare-kare').waitFor();
    const full = await savedDish('Kare-kare');
    expect(full).toMatchObject({
      price: 150,
      tags: ['spice', 'nuts'],
      allergyDescription: 'Contains peanuts and shrimp paste.',
      note: 'Beef or oxtail.',
      groupPromo: true,
    });
    // the shrunk photo was uploaded and is served
    const served = await fetch(new URL(full.photo ?? '', baseUrl()));
    expect([served.status, served.headers.get('content-type')]).toEqual([
      200,
      expect.stringMatching(/^image\//),
    ]);

    // "Show stock for: Sunday", then the dish's switch off
    await page.getByLabel('Show stock for').selectOption({ label: 'Sunday' });
    const card = dishCard(page, 'Kare-kare');
    await card.getByRole('switch', { name: 'In stock on Sunday' }).click();
    await expect.poll(() => card.getAttribute('data-out-of-stock')).toBe('true');
    await page.reload();
    await page.getByLabel('Show stock for').selectOption({ label: 'Sunday' });
    await expect
      .poll(() => dishCard(page, 'Kare-kare').getAttribute('data-out-of-stock'))
      .toBe('true');
    await screenshot(page, 'my-menu-sunday-off-390');
    const afterToggle = await savedDish('Kare-kare');
    expect(afterToggle).toEqual({
      ...full,
      stockQuantity: [true, true, true, true, true, true, false],
    });

    // an edit of the form keeps Sunday sold out
    await dishCard(page, 'Kare-kare').getByRole('button', { name: 'Edit Kare-kare' }).click();
    await dialog.getByLabel('Dish name').fill('Kare-kare (family size)');
    await dialog.getByRole('button', { name: 'Save dish' }).click();
    await dishCard(page, 'Kare-kare (family size)').waitFor();
    const afterEdit = await savedDish('Kare-kare (family size)');
    expect(afterEdit).toEqual({ ...afterToggle, name: 'Kare-kare (family size)' });
    // the shrunk photo shows on the card
    const img = dishCard(page, 'Kare-kare (family size)').locator('img').first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await dishCard(page, 'Kare-kare (family size)').screenshot({
      path: `${shotsDir}/my-menu-dish-card-390.png`,
    });
    await context.close();
  });
});

describe('offering a dish today (issue 18)', () => {
  it('the chef offers a dish today with its portions; a buyer finds it under TODAY and adds it', async () => {
    const created = await callAs(chef, 'POST', '/dishes', {
      dish: {
        name: 'Pancit canton',
        description: 'Stir-fried noodles with pork and vegetables.',
        price: 180,
        servingSize: 2,
        unit: 'pax',
        deliveryDates: [...weekdayCodes],
      },
    });
    expect(created.status).toBe(201);
    const { context, page } = await signedInPage(browser, chef, phone);
    await page.goto('/my-menu');
    const card = dishCard(page, 'Pancit canton');
    await card.waitFor();
    await card.getByRole('button', { name: 'Offer today: Pancit canton' }).click();
    await page.getByText(dishFormMessages.todayStock).waitFor();
    await card.getByLabel('Portions for today').fill('3');
    await card.getByRole('button', { name: 'Offer today: Pancit canton' }).click();
    await card.getByText('Offered today · 3 left').waitFor();
    await screenshot(page, 'my-menu-offered-today-390');
    expect(await savedDish('Pancit canton')).toMatchObject({ now: true, todayStock: 3 });
    await context.close();

    // The buyer's menu: TODAY while same-day orders are open (the real clock decides here; the
    // server scenario test dishes/today-offers.test.ts covers the cut-off on a test clock).
    const menu = await menuOf(chef.user.id);
    const now = new Date();
    const open = isSameDayOpen(now, {
      todaySlots: menu.deliveryTimes[manilaClock(now).weekday],
      hourPrep: menu.hourPrep,
    });
    const buyer = await createBuyer('today-buyer');
    const shop = await signedInPage(browser, buyer, phone);
    await shop.page.goto(`/menu/${chef.user.id}`);
    const days = shop.page.getByTestId('menu-days');
    await days.getByRole('button').first().waitFor();
    const todayTab = days.getByRole('button', { name: 'TODAY' });
    if (!open) {
      expect(await todayTab.count()).toBe(0);
      await shop.context.close();
      return;
    }
    await todayTab.click();
    const dish = shop.page.getByTestId('dish-card').filter({ hasText: 'Pancit canton' }).first();
    await dish.getByRole('button', { name: 'One more' }).click();
    await dish.getByTestId('add-to-cart').click();
    await expect.poll(() => dish.getByTestId('add-to-cart').textContent()).toBe('EDIT CART');
    await screenshot(shop.page, 'menu-today-390');
    const cart = await callAs<{
      orders: { today: boolean; dishList: { dish: { name: string } }[] }[];
    }>(buyer, 'GET', '/orders/me');
    expect(cart.data.orders).toEqual([
      expect.objectContaining({
        today: true,
        dishList: [
          expect.objectContaining({ dish: expect.objectContaining({ name: 'Pancit canton' }) }),
        ],
      }),
    ]);
    await shop.context.close();
  });
});
