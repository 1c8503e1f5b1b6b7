import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { catalogues, upcomingMenuDays } from '@lutong/shared';
import { sellerCards } from './bazaar-steps.js';
import { findChoice, miniLine, plain, sellersNearMakati } from './shop-steps.js';
import { baseUrl, hydrated, launchBrowser, screenshot } from './support.js';

// Issue 23 (decision 044): the first half of a buyer's journey in Filipino, from a browser that
// asks for it, to a dish in the cart; then EN in the header switches at once and is kept.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const { address, bazaar, landing, menu } = catalogues;
/** A text's id shown instead of its words (`landing.heroTitle`): never on a screen. */
const rawKey = /\b(common|landing|address|bazaar|menu|dishTags|messages)\.[a-z][A-Za-z]+\b/;

async function expectNoRawKey(page: Page) {
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toMatch(rawKey);
}
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('a buyer whose browser speaks Filipino', () => {
  it('finds food in Filipino, adds a dish to the cart, and switches to English for good', async () => {
    const choice = findChoice(await sellersNearMakati(), plain);
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      locale: 'fil-PH',
      ...(process.env.TZ ? { timezoneId: process.env.TZ } : {}),
    });
    const page = await context.newPage();

    await page.goto('/');
    expect(await htmlLang(page)).toBe('fil');
    await page.getByRole('heading', { level: 1, name: landing.heroTitle.fil }).waitFor();
    await page.getByText(address.searchLabel.fil).waitFor();
    await hydrated(page, '[data-testid="address-input"]');
    await expectNoRawKey(page);
    await screenshot(page, 'filipino-landing-390');

    await page.getByTestId('address-input').pressSequentially('kapit', { delay: 30 });
    await page.getByTestId('address-suggestion').filter({ hasText: 'Kapitolyo' }).first().click();
    const dialog = page.getByTestId('address-dialog');
    await dialog.getByRole('heading', { name: address.confirmTitle.fil }).waitFor();
    await dialog.getByRole('button', { name: address.confirmAddress.fil }).click();

    await page.waitForURL((url) => url.pathname === '/bazaar');
    await page.getByRole('heading', { level: 1, name: bazaar.title.fil }).waitFor();
    await expect.poll(() => sellerCards(page).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: bazaar.categoryCook.fil }).waitFor();
    // the cuisine tiles' first is Lahat, not the English 'All'
    const tiles = page.getByTestId('cuisine-tiles');
    await tiles.getByRole('button', { name: bazaar.categoryAll.fil, exact: true }).waitFor();
    expect(await tiles.getByRole('button', { name: 'All', exact: true }).count()).toBe(0);
    await expectNoRawKey(page);
    await screenshot(page, 'filipino-bazaar-390');

    await sellerCards(page).first().getByTestId('seller-link').click();
    await page.getByTestId('menu-page').waitFor();
    await page.goto(`/menu/${choice.chef.id}`);
    // the day tab in Filipino (decision 049): 'MENU PARA SA: Sab, Nob 28'
    const filDay = upcomingMenuDays(new Date(), choice.chef, 'fil').find(
      (d) => d.dateKey === choice.day.dateKey,
    )?.label;
    expect(filDay).toMatch(/^MENU PARA SA: /);
    const day = page.getByTestId('menu-days').getByRole('button', { name: filDay });
    // the menu is drawn by the server: a tap counts once React has it
    await hydrated(page, '[data-testid="menu-days"] button');
    await day.click();
    const card = page.getByTestId('dish-card').filter({ hasText: choice.dish.name }).first();
    const stepper = card.getByRole('group', {
      name: menu.howMany.fil.replace('{dish}', choice.dish.name),
    });
    await stepper.getByRole('button', { name: catalogues.common.oneMore.fil }).click();
    await card.getByRole('button', { name: menu.addToCart.fil }).click();
    await miniLine(page, choice.dish.name).first().waitFor();
    await card.getByRole('button', { name: menu.editCart.fil }).waitFor();
    await expectNoRawKey(page);
    await screenshot(page, 'filipino-menu-390');

    // EN in the header: every text at once, no reload
    const languages = page.getByTestId('language-switch');
    await languages.getByRole('button', { name: 'EN' }).click();
    await card.getByRole('button', { name: menu.editCart.en }).waitFor();
    await page.getByTestId('menu-days').getByRole('button', { name: choice.day.label }).waitFor();
    await expect.poll(() => htmlLang(page)).toBe('en');
    // the header's links fold into the hamburger at 390 px: read them rather than look
    await expect
      .poll(() => page.getByTestId('nav').textContent())
      .toContain(catalogues.common.navHomechef.en);
    await expectNoRawKey(page);

    // kept in the lb_lang cookie: the page the server draws next is English
    await page.reload();
    expect(await htmlLang(page)).toBe('en');
    await page.getByTestId('menu-page').waitFor();
    await hydrated(page, '[data-testid="menu-days"] button');
    // a reload opens the menu's first open day: the dish's day is picked again, in English
    await page.getByTestId('menu-days').getByRole('button', { name: choice.day.label }).click();
    const again = page.getByTestId('dish-card').filter({ hasText: choice.dish.name }).first();
    await again.getByRole('button', { name: menu.editCart.en }).waitFor();
    await expectNoRawKey(page);
    await context.close();
  });
});
