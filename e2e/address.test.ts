import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@lutong/shared';
import { onlyBakersShown, pickBazaarDay, sellerCards as cards } from './bazaar-steps.js';
import { baseUrl, launchBrowser, newPage, screenshot, uniqueEmail } from './support.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const desktop = { width: 1280, height: 800 };
const menuPath = /^\/menu\/[0-9a-f-]{36}$/;
const addressBox = (page: Page) => page.getByTestId('address-input');

/** Types into the landing page's address box and picks the suggestion named `main`. */
async function pickSuggestion(page: Page, typed: string, main: string): Promise<void> {
  await addressBox(page).pressSequentially(typed, { delay: 30 });
  const suggestion = page.getByTestId('address-suggestion').filter({ hasText: main }).first();
  await suggestion.click();
}

describe('a new visitor finds food near them', () => {
  it('types an address, confirms it on the map, browses bakers by day, page 2 and a menu', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    // the mascot holds the page for 2 s, then the hero with the address box
    await addressBox(page).waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('sample-dish').count()).toBe(5);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByTestId('loyalty-card').getByText('COMING SOON').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'landing-390');

    await pickSuggestion(page, 'kapit', 'Kapitolyo');
    const dialog = page.getByTestId('address-dialog');
    await dialog.waitFor();
    await dialog.getByText('We will deliver food to the point above').waitFor();
    expect(await dialog.getByTestId('address-dialog-address').textContent()).toContain(
      'Kapitolyo, Pasig',
    );
    const map = dialog.getByTestId('address-map');
    await map.locator('.leaflet-marker-icon, .leaflet-marker-pane > *').first().waitFor();
    expect(Math.round((await map.boundingBox())?.height ?? 0)).toBeGreaterThanOrEqual(300);
    await screenshot(page, 'address-confirm-390');
    await dialog.getByTestId('confirm-address').click();

    await page.waitForURL((url) => url.pathname === '/bazaar');
    await expect.poll(() => cards(page).count()).toBe(12);
    const saved = await page.evaluate(() => window.localStorage.getItem('lb:address'));
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ lat: expect.any(Number) });

    await page.getByRole('button', { name: 'The Bakers' }).click();
    await expect.poll(() => onlyBakersShown(page)).toBe(true);
    await pickBazaarDay(page, 'Sun');

    await page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'All', exact: true })
      .click();
    await expect.poll(() => cards(page).count()).toBe(12);
    const pageTwo = page.waitForRequest((r) => r.url().includes('page=2'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await pageTwo;
    await expect.poll(() => cards(page).count()).toBeGreaterThan(12);

    await cards(page).nth(1).getByTestId('seller-link').click();
    await page.waitForURL((url) => menuPath.test(url.pathname));
    const menuDays = page.getByTestId('menu-days').getByRole('button');
    await expect.poll(() => menuDays.count()).toBeGreaterThan(1);
    const chosen = menuDays.nth(1);
    await chosen.click();
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(
        async () =>
          (await page.getByTestId('dish-card').count()) > 0 ||
          (await page.getByTestId('menu-not-available').isVisible()),
      )
      .toBe(true);

    // Back on the landing page the box has given way to the bazaar link and Update Location.
    await page.goto('/');
    await page.getByTestId('explore-bazaar').waitFor();
    await page.getByRole('button', { name: 'Update Location' }).click();
    await addressBox(page).waitFor();
    await context.close();
  });

  it("blocks Enter in the address box with 'Please select an address from the dropdown', 3 s or more", async () => {
    const { context, page } = await newPage(browser, desktop);
    await page.goto('/');
    await addressBox(page).waitFor({ timeout: 10_000 });
    await addressBox(page).fill('Makati');
    await addressBox(page).press('Enter');
    const alert = page.getByText(messages.selectAddressFromDropdown);
    await alert.waitFor();
    await screenshot(page, 'landing-enter-1280');
    // decision 041: it stays past the spec's 3 s until the visitor types again
    await page.waitForTimeout(3_200);
    expect(await alert.isVisible()).toBe(true);
    await addressBox(page).press('a');
    await alert.waitFor({ state: 'detached', timeout: 2_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('address-dialog').isVisible()).toBe(false);
    await context.close();
  });

  it('locates the device, names the place and confirms it', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: desktop,
      geolocation: { latitude: 14.5712, longitude: 121.0606 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('locate-me').click();
    const dialog = page.getByTestId('address-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('address-dialog-address').textContent()).toMatch(/Pasig/);
    expect(await page.getByTestId('address-input').inputValue()).toMatch(/Pasig/);
    await dialog.getByTestId('confirm-address').click();
    await page.waitForURL((url) => url.pathname === '/bazaar');
    await context.close();
  });

  it('tells a visitor who refused location access to type the address', async () => {
    const { context, page } = await newPage(browser, desktop);
    await page.goto('/');
    await page.getByTestId('locate-me').click();
    await page.getByText(messages.geolocationFailed).waitFor();
    expect(await page.getByTestId('address-dialog').isVisible()).toBe(false);
    await context.close();
  });

  it("saves a signed-in user's first address on the account and sends them on to the bazaar", async () => {
    const { context, page } = await newPage(browser, desktop);
    const email = uniqueEmail('address');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('sinigang-2026');
    await page.getByLabel('Confirm password').fill('sinigang-2026');
    await page.getByRole('button', { name: 'Signup' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const saving = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/users/me') && r.request().method() === 'PATCH',
    );
    await pickSuggestion(page, 'Greenbelt', 'Greenbelt');
    await page.getByTestId('confirm-address').click();
    expect((await saving).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/bazaar');

    // Another browser, same account: the address came with the account.
    const other = await browser.newContext({ baseURL: baseUrl() });
    await other.addCookies(await context.cookies());
    const again = await other.newPage();
    await again.goto('/');
    await again.waitForURL((url) => url.pathname === '/bazaar');
    await expect.poll(() => cards(again).count()).toBeGreaterThan(0);
    await other.close();
    await context.close();
  });
});
