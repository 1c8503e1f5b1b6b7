import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages } from '@lutong/shared';
import { demo, hydrated, launchBrowser, newPage, screenshot } from './support.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const desktop = { width: 1280, height: 800 };

async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByTestId('nav');
  await nav.waitFor();
  const texts = await nav.getByRole('link').allInnerTexts();
  return texts.map((t) => t.trim()).filter((t) => t !== '' && !/lutong bahay/i.test(t));
}

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

describe('top navigation and footer', () => {
  it('shows a guest the homechef link and LOGIN', async () => {
    const { context, page } = await newPage(browser, desktop);
    await page.goto('/');
    await expect.poll(() => navLabels(page)).toEqual(['BECOME A HOMECHEF/SUPPLIER', 'LOGIN']);
    await screenshot(page, 'landing-guest-1280');
    await context.close();
  });

  it('shows a buyer PROFILE and CART, and a chef MY MENU, DASHBOARD and ANALYTICS without the homechef link', async () => {
    const buyer = await newPage(browser, desktop);
    await logIn(buyer.page, demo.buyer);
    await expect
      .poll(() => navLabels(buyer.page))
      .toEqual(['BECOME A HOMECHEF/SUPPLIER', 'PROFILE', 'CART', 'ORDERS']);
    await buyer.context.close();

    const chef = await newPage(browser, desktop);
    await logIn(chef.page, demo.chef);
    await expect
      .poll(() => navLabels(chef.page))
      .toEqual(['MY MENU', 'DASHBOARD', 'ANALYTICS', 'PAYOUTS', 'PROFILE', 'CART', 'ORDERS']);
    await chef.page.goto('/dashboard');
    await expect.poll(() => chef.page.url()).toContain('/dashboard');
    await chef.context.close();
  });

  it('collapses into a hamburger on a phone that closes on an outside click', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.getByTestId('nav').getByRole('link', { name: 'LOGIN' }).isVisible())
      .toBe(true);
    await screenshot(page, 'nav-open-390');
    await page.mouse.click(200, 600);
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('shows the footer to guests only on /, /bazaar, /homechef, /menu and /cart, and everywhere when signed in', async () => {
    const { context, page } = await newPage(browser, desktop);
    const footerShown = async (path: string) => {
      await page.goto(path);
      await page.getByTestId('nav').waitFor();
      // the footer's code comes after the page's own (decision 037): wait until nothing loads
      await page.waitForLoadState('networkidle');
      return page.getByTestId('footer').isVisible();
    };
    expect(await footerShown('/')).toBe(true);
    expect(await footerShown('/homechef')).toBe(true);
    expect(await footerShown('/cart')).toBe(true);
    expect(await footerShown('/login')).toBe(false);
    expect(await footerShown('/signup')).toBe(false);
    expect(await footerShown('/forgotPasswordStageOne')).toBe(false);
    await logIn(page, demo.buyer);
    expect(await footerShown('/profile')).toBe(true);
    expect(await footerShown('/forgotPasswordStageOne')).toBe(true);
    await context.close();
  });

  it('keeps signed-out users away from seller pages and signed-in buyers away from the chef dashboard', async () => {
    const { context, page } = await newPage(browser, desktop);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, demo.buyer);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it("sends a visitor without an address from /bazaar to / with 'Please enter an address first'", async () => {
    const { context, page } = await newPage(browser, desktop);
    await page.goto('/bazaar');
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(messages.enterAddressFirst);
    await context.close();
  });
});

describe('moving between pages', () => {
  it('starts a new page at the top and goes back to where the visitor was on the page before', async () => {
    const { context, page } = await newPage(browser, desktop);
    await page.goto('/');
    await page.getByTestId('loyalty-card').waitFor();
    await hydrated(page, '[data-testid="loyalty-card"]');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // a click where the link is, without Playwright scrolling it into view first
    await page
      .getByTestId('nav')
      .getByRole('link', { name: 'BECOME A HOMECHEF/SUPPLIER' })
      .dispatchEvent('click');
    await page.waitForURL((url) => url.pathname === '/homechef');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.getByTestId('loyalty-card').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await context.close();
  });

  it("shows 'Something went wrong' inside the app frame when a page's code cannot be loaded, and the next page normally", async () => {
    const { context, page } = await newPage(browser, desktop);
    // e.g. a chunk gone after a new deploy, or the network dropping
    await page.route(/\/assets\/not-found-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/no/such-page');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Something went wrong' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
    expect(await page.getByTestId('nav').isVisible()).toBe(true);

    await page.getByTestId('nav').getByRole('link', { name: 'LOGIN' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').waitFor();
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    await context.close();
  });
});
