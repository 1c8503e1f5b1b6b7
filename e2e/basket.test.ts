import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { displayName, formatPeso, messages, type MenuChef } from '@lutong/shared';
import { sellerCards } from './bazaar-steps.js';
import {
  createBuyer,
  emptyCart,
  findChoice,
  miniCart,
  miniLine,
  openDish,
  plain,
  sellersNearMakati,
  signedInPage,
  type Account,
} from './shop-steps.js';
import { launchBrowser, newPage, screenshot } from './support.js';

// Issue 22, the buyer's rough edges 1 and 2 at 390 px (decision 040): the basket bar on the menu,
// CART for a guest holding a cart, whole seller names on the bazaar's cards.

let browser: Browser;
let sellers: MenuChef[];
let buyer: Account;
beforeAll(async () => {
  browser = await launchBrowser();
  sellers = await sellersNearMakati();
  buyer = await createBuyer('basket');
});
afterAll(async () => browser.close());

const bar = (page: Page) => page.getByTestId('basket-bar');

/** The mini cart's count and food total, as the bar must show them. */
async function miniCartSummary(page: Page) {
  const lines = await miniCart(page)
    .getByTestId('mini-cart-line')
    .locator('output')
    .allInnerTexts();
  const totals = await miniCart(page).locator('.mini-cart__total strong').allInnerTexts();
  const count = lines.reduce((n, t) => n + Number(t), 0);
  const total = totals.reduce((n, t) => n + Number(t.replace(/[^0-9]/g, '')), 0);
  return { count: `${count} ${count === 1 ? 'item' : 'items'}`, total: formatPeso(total) };
}

async function barSummary(page: Page) {
  return {
    count: await bar(page).getByTestId('basket-count').innerText(),
    total: await bar(page).getByTestId('basket-total').innerText(),
  };
}

async function navLabels(page: Page): Promise<string[]> {
  // folded into the hamburger at 390 px: read them whether shown or not
  const texts = await page.locator('#top-nav-links a').allTextContents();
  return texts.map((t) => t.trim());
}

/** The bar sits at the bottom of the screen and the page scrolls clear of it. */
async function expectBarCoversNothing(page: Page) {
  const box = await bar(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastContentBottom = await page.evaluate(() => {
    const shell = document.querySelector('.app-shell');
    return shell ? shell.getBoundingClientRect().bottom : Infinity;
  });
  expect(lastContentBottom).toBeLessThanOrEqual((box?.y ?? 0) + 1);
}

describe('the basket bar on a phone', () => {
  it('shows a guest the mini cart’s count and total, opens it, checks out through login and goes when emptied', async () => {
    const choice = findChoice(sellers, plain);
    const { context, page } = await newPage(browser);
    const card = await openDish(page, choice, 2);
    await miniCart(page).getByText(messages.cartEmptyForChef).waitFor();
    expect(await bar(page).count()).toBe(0);
    expect(await navLabels(page)).not.toContain('CART');

    await card.getByTestId('add-to-cart').click();
    await bar(page).waitFor();
    await expect.poll(() => barSummary(page)).toEqual(await miniCartSummary(page));
    expect(await barSummary(page)).toEqual({
      count: '2 items',
      total: formatPeso(2 * choice.dish.promoPrice),
    });
    // a guest holding a cart gets CART in the header, before LOGIN
    await expect
      .poll(() => navLabels(page))
      .toEqual(['BECOME A HOMECHEF/SUPPLIER', 'CART', 'LOGIN']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'e2e/screenshots/basket-bar-guest-390.png' });
    await expectBarCoversNothing(page);

    // See cart: the mini cart in view, with the focus in it, by keyboard
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar(page).getByTestId('basket-see-cart').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('mini-cart');
    await expect
      .poll(() => miniCart(page).evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200);

    // the count follows the mini cart's stepper, announced as a status
    const line = miniLine(page, choice.dish.name);
    await line.getByRole('button', { name: 'One more' }).click();
    await expect.poll(() => bar(page).getByRole('status').innerText()).toContain('3 items');
    expect(await barSummary(page)).toEqual(await miniCartSummary(page));

    // Checkout: the mini cart's checkout for a guest, the login that comes back to the menu
    const menuPath = new URL(page.url()).pathname;
    await bar(page).getByTestId('basket-checkout').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(menuPath);
    await page.goBack();
    await bar(page).waitFor();

    // from 1024 px the mini cart sits beside the dishes: no bar, no padding
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    await page.screenshot({ path: 'e2e/screenshots/basket-menu-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await bar(page).waitFor();

    // emptied: the bar and CART go
    for (let n = 3; n > 0; n -= 1) {
      await miniLine(page, choice.dish.name).getByRole('button', { name: 'One less' }).click();
    }
    // taking the last one off asks first (decision 042)
    await page.getByRole('alertdialog', { name: `Remove ${choice.dish.name}?` }).waitFor();
    await page.getByTestId('remove-line-dialog').getByRole('button', { name: 'Remove' }).click();
    await miniCart(page).getByText(messages.cartEmptyForChef).waitFor();
    await expect.poll(() => bar(page).count()).toBe(0);
    await expect.poll(() => navLabels(page)).toEqual(['BECOME A HOMECHEF/SUPPLIER', 'LOGIN']);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    await context.close();
  });

  it('shows a buyer the server’s total after a reload and goes to the order’s checkout', async () => {
    await emptyCart(buyer);
    const choice = findChoice(sellers, plain);
    const { context, page } = await signedInPage(browser, buyer);
    const card = await openDish(page, choice, 1);
    await card.getByTestId('add-to-cart').click();
    await page.getByText(messages.addedToCart(choice.dish.name)).waitFor();
    await bar(page).waitFor();
    await expect.poll(() => barSummary(page)).toEqual(await miniCartSummary(page));

    // drawn again from the server's cart after a reload; its appearance shifts nothing
    await context.addInitScript(() => {
      const seen = window as unknown as { shifts: { at: number; value: number }[]; barAt?: number };
      seen.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          seen.shifts.push({ at: entry.startTime, value: entry.value });
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (seen.barAt === undefined && document.querySelector('.basket-bar'))
          seen.barAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await bar(page).waitFor();
    expect(await barSummary(page)).toEqual({
      count: '1 item',
      total: formatPeso(choice.dish.promoPrice),
    });
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => {
      const seen = window as unknown as { shifts: { at: number; value: number }[]; barAt: number };
      return seen.shifts.filter((s) => s.at >= seen.barAt).reduce((n, s) => n + s.value, 0);
    });
    expect(shift).toBe(0);
    await screenshot(page, 'basket-bar-buyer-390');

    await bar(page).getByTestId('basket-checkout').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await context.close();
  });
});

describe('seller cards', () => {
  it('show each seller’s whole name, inside the card at 390 px', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => {
      const makati = { address: 'Ayala Avenue, Makati', lat: 14.5547, lng: 121.0244 };
      window.localStorage.setItem('lb:address', JSON.stringify(makati));
    });
    await page.goto('/bazaar');
    await expect.poll(() => sellerCards(page).count()).toBe(12);
    const names = await sellerCards(page).getByTestId('seller-link').allTextContents();
    const whole = new Set(sellers.map((s) => displayName(s.name)));
    for (const name of names) expect(whole).toContain(name.trim());
    expect(names.some((name) => /\s/.test(name.trim()))).toBe(true);
    // every word is on show: none in a box kept for screen readers only (1 px, clipped)
    const hiddenParts = await sellerCards(page)
      .getByTestId('seller-link')
      .evaluateAll((links) =>
        links.flatMap((link) => {
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          const hidden: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const box = node.parentElement?.getBoundingClientRect();
            if (node.textContent?.trim() && box && (box.width <= 1 || box.height <= 1))
              hidden.push(node.textContent);
          }
          return hidden;
        }),
      );
    expect(hiddenParts).toEqual([]);
    // no name pushes out of its card
    const overflows = await sellerCards(page).evaluateAll(
      (cards) =>
        cards.filter((card) => {
          const name = card.querySelector('.seller-card__name');
          return !name || name.getBoundingClientRect().right > card.getBoundingClientRect().right;
        }).length,
    );
    expect(overflows).toBe(0);
    await screenshot(page, 'basket-bazaar-names-390');
    await context.close();
  });
});
