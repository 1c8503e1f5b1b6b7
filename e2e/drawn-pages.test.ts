import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { messages, paths, type MenuChef, type PageBoot } from '@lutong/shared';
import {
  addToCart,
  createBuyer,
  findChoice,
  miniLine,
  plain,
  sellersNearMakati,
  signedInPage,
} from './shop-steps.js';
import { hydrated, launchBrowser, newPage } from './support.js';

// issue 22 (decision 037): the landing and a seller's menu come drawn by the server, at 390 px,
// and the browser takes them over without asking for their data again.

let browser: Browser;
let sellers: MenuChef[];
beforeAll(async () => {
  browser = await launchBrowser();
  sellers = await sellersNearMakati();
});
afterAll(async () => browser.close());

/** The console errors and the API calls of the page from now on. */
function watch(page: Page) {
  const errors: string[] = [];
  const api: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.url().includes('/api/')) api.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return { errors, api };
}

/** The page's HTML as the server sent it: its root's markup and its boot data. */
async function served(page: Page, url: string) {
  const res = await page.context().request.get(url, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const boot = JSON.parse(
    /<script id="lb-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
  ) as PageBoot;
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="lb-boot"'));
  return { status: res.status(), root, boot };
}

describe("a seller's menu", () => {
  it('comes drawn, is taken over without a second menu fetch, and takes a dish to the cart', async () => {
    const choice = findChoice(sellers, plain);
    const url = paths.menu(choice.chef.id);
    const { context, page } = await newPage(browser);
    const html = await served(page, url);
    expect(html.status).toBe(200);
    expect(html.boot.menu?.id).toBe(choice.chef.id);
    expect(html.root).toContain('data-testid="chef-header"');
    expect(html.root).toContain('data-testid="menu-days"');
    expect(html.root).toContain('data-testid="dish-card"');

    const seen = watch(page);
    await page.goto(url);
    await hydrated(page, '[data-testid="menu-days"] button');
    expect(seen.api.filter((call) => call.includes('/users/menu/'))).toEqual([]);

    // the app runs: the choice's day, one more portion, ADD TO CART (a guest's cart)
    const day = page.getByTestId('menu-days').getByRole('button', { name: choice.day.label });
    await day.click();
    await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
    const card = page.getByTestId('dish-card').filter({ hasText: choice.dish.name }).first();
    const stepper = card.getByRole('group', { name: `How many ${choice.dish.name}` });
    await stepper.getByRole('button', { name: 'One more' }).click();
    await expect.poll(() => stepper.locator('output').textContent()).toBe('1');
    await card.getByTestId('add-to-cart').click();
    await page.getByText(messages.addedToCart(choice.dish.name)).waitFor();
    await miniLine(page, choice.dish.name).waitFor();
    expect(seen.api.filter((call) => call.includes('/users/menu/'))).toEqual([]);
    expect(seen.errors).toEqual([]);
    await context.close();
  });
});

describe("a signed-in buyer's menu with their cart (decision 051)", () => {
  it('comes drawn whole, private, and is taken over without a React error', async () => {
    const choice = findChoice(sellers, plain);
    const buyer = await createBuyer('drawn-cart');
    await addToCart(buyer, choice);
    const url = paths.menu(choice.chef.id);
    const { context, page } = await signedInPage(browser, buyer);
    const res = await context.request.get(url, { headers: { accept: 'text/html' } });
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const html = await served(page, url);
    expect(html.boot.cart?.orders).toHaveLength(1);
    // no boundary left for the browser to draw (React error #419 when it does)
    expect(html.root).not.toContain('<!--$!-->');
    expect(html.root).toContain('data-testid="mini-cart-line"');

    const seen = watch(page);
    await page.goto(url);
    await hydrated(page, '[data-testid="menu-days"] button');
    await miniLine(page, choice.dish.name).waitFor();
    expect(seen.errors).toEqual([]);
    await context.close();
  });
});

describe('the landing', () => {
  it('shows its kitchens at once, drawn by the server, without the mascot or a wait', async () => {
    const { context, page } = await newPage(browser);
    const html = await served(page, paths.home());
    expect(html.boot.landing?.sellers.length).toBeGreaterThan(0);
    expect(html.root).toContain('data-testid="sample-dishes"');
    expect(html.root).not.toContain('Setting the table');

    const seen = watch(page);
    await page.goto(paths.home());
    // there at once, and still there once the app has taken the page over
    expect(await page.getByTestId('sample-dish').count()).toBe(5);
    await hydrated(page, '[data-testid="sample-dish"]');
    expect(await page.getByTestId('sample-dish').count()).toBe(5);
    expect(seen.api.filter((call) => call.includes('/users/getChefs'))).toEqual([]);
    expect(seen.errors).toEqual([]);
    await context.close();
  });
});
