import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sellerCards } from './bazaar-steps.js';
import { callAs, createBuyer, signedInPage, type Account } from './shop-steps.js';
import { hydrated, launchBrowser, newPage, screenshot } from './support.js';

// Issue 23 favourites at 390 px (decision 048): a buyer hearts a seller on the bazaar, the heart
// stays pressed after a reload, the Favourites chip shows only that seller, the menu's header shows
// the heart pressed, and unhearting takes the seller out.

let browser: Browser;
let buyer: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  buyer = await createBuyer('favourites');
});
afterAll(async () => browser.close());

const makati = { address: 'Ayala Avenue, Makati', lat: 14.5547, lng: 121.0244 };
const withMakati = (context: BrowserContext) =>
  context.addInitScript((saved) => {
    window.localStorage.setItem('lb:address', JSON.stringify(saved));
  }, makati);

const cardOf = (page: Page, name: string) =>
  sellerCards(page).filter({
    has: page.getByTestId('seller-link').getByText(name, { exact: true }),
  });
const heartOf = (page: Page, name: string) => cardOf(page, name).getByTestId('favourite-heart');
const cardNames = async (page: Page) =>
  (await sellerCards(page).getByTestId('seller-link').allTextContents()).map((n) => n.trim());

describe('favourite sellers', () => {
  it('hearts a seller on the bazaar, keeps it, filters by it, shows it on the menu, unhearts', async () => {
    const { context, page } = await signedInPage(browser, buyer);
    await withMakati(context);
    await page.goto('/bazaar');
    await expect.poll(() => sellerCards(page).count()).toBeGreaterThan(2);
    // the third card: after the reload it comes first
    const name = (await cardNames(page))[2] ?? '';
    await hydrated(page, '[data-testid="favourite-heart"]:not([disabled])');
    const heart = heartOf(page, name);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(await heart.getAttribute('aria-label')).toBe(`Add ${name} to your favourites`);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v1/favourites/') && r.request().method() === 'PUT',
    );
    await heart.click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await heart.getAttribute('aria-label')).toBe(`Remove ${name} from your favourites`);

    // after a reload (the server draws the bazaar): pressed, and first in the list
    await page.reload();
    await expect.poll(() => heartOf(page, name).getAttribute('aria-pressed')).toBe('true');
    expect((await cardNames(page))[0]).toBe(name);

    // the Favourites chip: that seller alone
    await hydrated(page, '[data-testid="feature-favourites"]');
    await page.getByTestId('feature-favourites').click();
    await expect.poll(() => cardNames(page)).toEqual([name]);
    await screenshot(page, 'favourites-filter-390');

    // the menu's header shows the heart pressed; unheart it there
    await cardOf(page, name).getByTestId('seller-link').click();
    await page.waitForURL(/\/menu\//);
    const menuHeart = page.getByTestId('chef-header').getByTestId('favourite-heart');
    await expect.poll(() => menuHeart.getAttribute('aria-pressed')).toBe('true');
    await hydrated(page, '[data-testid="chef-header"] [data-testid="favourite-heart"]');
    await menuHeart.click();
    await expect.poll(() => menuHeart.getAttribute('aria-pressed')).toBe('false');
    await expect
      .poll(async () => (await callAs<{ favourites: string[] }>(buyer, 'GET', '/favourites')).data)
      .toEqual({ favourites: [] });

    await page.goto('/bazaar');
    await expect.poll(() => heartOf(page, name).getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('sends a guest who presses a heart to login, with the way back', async () => {
    const { context, page } = await newPage(browser);
    await withMakati(context);
    await page.goto('/bazaar');
    await expect.poll(() => sellerCards(page).count()).toBeGreaterThan(0);
    await hydrated(page, '[data-testid="favourite-heart"]');
    await sellerCards(page).first().getByTestId('favourite-heart').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/bazaar');
    await context.close();
  });
});
