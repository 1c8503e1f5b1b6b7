import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  availableSlotHours,
  dishStockProblem,
  messages,
  needsAssortmentNote,
  needsSpiceLevel,
  upcomingMenuDays,
  type MenuChef,
  type MenuDay,
  type MenuDish,
  type OrderView,
} from '@lutong/shared';
import path from 'node:path';
import {
  baseUrl,
  launchBrowser,
  newPage,
  screenshot as fullPageShot,
  shotsDir,
  uniqueEmail,
} from './support.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const desktop = { width: 1280, height: 900 };

/** Full-page screenshots from the top, so the sticky bar and panels sit where a reader sees them. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, name);
}
const api = (path: string) => `${baseUrl()}/api/v1${path}`;

type Choice = { chef: MenuChef; dish: MenuDish; day: MenuDay };

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(api(path));
  const body = (await res.json()) as { data: T };
  return body.data;
}

/** Every seller near Makati with their menu (menu days come from the real clock). */
async function sellersNearMakati(): Promise<MenuChef[]> {
  const ids = new Set<string>();
  for (let page = 1; page <= 6; page += 1) {
    const list = await getJson<{ id: string }[]>(
      `/users/getChefs?lat=14.5547&lng=121.0244&page=${page}&type=homechef`,
    );
    if (list.length === 0) break;
    list.forEach((seller) => ids.add(seller.id));
  }
  const menus = await Promise.all(
    [...ids].map(async (id) => (await getJson<{ user: MenuChef }>(`/users/menu/${id}`)).user),
  );
  return menus;
}

/**
 * A dish the menu offers on one of its coming days with 5 portions to spare and a time slot to
 * check out in, chosen by `fits`.
 */
function findChoice(
  sellers: readonly MenuChef[],
  fits: (chef: MenuChef, dish: MenuDish) => boolean,
): Choice {
  const now = new Date();
  for (const chef of sellers) {
    if (!chef.finishedUpdating) continue;
    for (const day of upcomingMenuDays(now, chef)) {
      const slots = availableSlotHours(now, {
        slots: chef.deliveryTimes[day.weekday],
        hourPrep: chef.hourPrep,
        today: false,
      });
      if (slots.length === 0) continue;
      const dish = chef.dishes.find(
        (d) =>
          fits(chef, d) &&
          dishStockProblem(d, { deliveryDate: day.weekday, today: false }, 6) === null,
      );
      if (dish) return { chef, dish, day };
    }
  }
  throw new Error('no seeded dish fits this test today');
}

const plain = (_: MenuChef, d: MenuDish) => !needsSpiceLevel(d) && !needsAssortmentNote(d);
const freelySpiced = (_: MenuChef, d: MenuDish) =>
  needsSpiceLevel(d) && !d.standardSpice && !needsAssortmentNote(d);

type Account = { email: string; password: string; cookies: { name: string; value: string }[] };

/**
 * A buyer of this file's own, signed up through the API with a name and phone, so the demo buyer's
 * login limit (10 per account) stays free for the other files.
 */
async function createBuyer(): Promise<Account> {
  const email = uniqueEmail('cart');
  const password = 'kare-kare-2026';
  const res = await fetch(api('/users/signup'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, passwordConfirm: password }),
  });
  expect(res.ok).toBe(true);
  const cookies = res.headers.getSetCookie().map((c) => {
    const [pair = ''] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const account = { email, password, cookies };
  const update = await fetch(api('/users/me'), {
    method: 'PATCH',
    headers: { cookie: cookieHeader(account), 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Bea Santos', phone: '9171234567' }),
  });
  expect(update.ok).toBe(true);
  return account;
}

const cookieHeader = (account: Account) =>
  account.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Empties the buyer's cart through the API, so each test starts clean. */
async function emptyCart(account: Account): Promise<void> {
  const cookie = cookieHeader(account);
  const res = await fetch(api('/orders/me'), { headers: { cookie } });
  const { data } = (await res.json()) as { data: { orders: OrderView[] } };
  for (const order of data.orders) {
    await fetch(api(`/orders/${order.id}`), {
      method: 'DELETE',
      headers: { cookie, 'X-Requested-With': 'XMLHttpRequest' },
    });
  }
}

async function fillLogin(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

/** A page signed in as the account (its session cookie, without another login). */
async function signedInPage(account: Account, viewport?: { width: number; height: number }) {
  const opened = await newPage(browser, viewport);
  const url = baseUrl();
  await opened.context.addCookies(account.cookies.map((c) => ({ ...c, url })));
  return opened;
}

/** Opens the menu on the choice's day and sets the dish card's stepper to `quantity`. */
async function openDish(page: Page, choice: Choice, quantity: number) {
  await page.goto(`/menu/${choice.chef.id}`);
  const day = page.getByTestId('menu-days').getByRole('button', { name: choice.day.label });
  await day.click();
  expect(await day.getAttribute('aria-pressed')).toBe('true');
  const card = page.getByTestId('dish-card').filter({ hasText: choice.dish.name }).first();
  const stepper = card.getByRole('group', { name: `How many ${choice.dish.name}` });
  for (let i = 0; i < quantity; i += 1) {
    await stepper.getByRole('button', { name: 'One more' }).click();
  }
  await expect.poll(() => stepper.locator('output').textContent()).toBe(String(quantity));
  return card;
}

const miniCart = (page: Page) => page.getByTestId('mini-cart');
const miniLine = (page: Page, name: string) =>
  miniCart(page).getByTestId('mini-cart-line').filter({ hasText: name });

let sellers: MenuChef[];
let buyer: Account;
beforeAll(async () => {
  sellers = await sellersNearMakati();
  buyer = await createBuyer();
});

describe('the cart', () => {
  it('keeps a guest’s spiced dish and adds it to the cart after login, with the notice', async () => {
    await emptyCart(buyer);
    const choice = findChoice(sellers, freelySpiced);
    const { context, page } = await newPage(browser);
    const card = await openDish(page, choice, 2);
    await miniCart(page).getByText(messages.cartEmptyForChef).waitFor();

    await card.getByTestId('add-to-cart').click();
    const dialog = page.getByTestId('cart-choices');
    await dialog.waitFor();
    // the modal refuses to add without a spice level
    await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
    await dialog.getByText(messages.spiceRequired).waitFor();
    await page.screenshot({ path: path.join(shotsDir, 'cart-choices-390.png') });
    await dialog.getByRole('radio', { name: 'Medium', exact: true }).check();
    await dialog.getByRole('button', { name: 'ADD TO CART' }).click();

    await page.getByText(messages.addedToCart(choice.dish.name)).waitFor();
    await miniLine(page, choice.dish.name).getByText('Medium spice').waitFor();
    expect(await card.getByTestId('add-to-cart').textContent()).toBe('EDIT CART');
    const stored = await page.evaluate(() => window.localStorage.getItem('lb:guest-cart'));
    expect(JSON.parse(stored ?? '[]')).toMatchObject([
      { dishId: choice.dish.id, quantity: 2, spiceRating: 2 },
    ]);
    await miniCart(page).screenshot({ path: path.join(shotsDir, 'cart-mini-guest-390.png') });
    await screenshot(page, 'cart-menu-guest-390');

    await miniCart(page).getByTestId('mini-cart-login').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillLogin(page, buyer);
    await page.waitForURL((url) => url.pathname === `/menu/${choice.chef.id}`);
    await page.getByText(messages.storedOrderResubmitted).waitFor();
    await miniCart(page).getByTestId('mini-cart-checkout').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('lb:guest-cart'))).toBeNull();

    await page.goto('/cart');
    const order = page.getByTestId('cart-order').filter({ hasText: choice.dish.name });
    await order.waitFor();
    expect(await order.textContent()).toContain('2×');
    expect(await order.textContent()).toContain('Medium spice');
    await page.getByText(messages.noAwaitingOrders).waitFor();
    await screenshot(page, 'cart-page-390');
    await context.close();
  });

  it('caps a dish at 5 in the mini cart and removes it at 0', async () => {
    await emptyCart(buyer);
    const choice = findChoice(sellers, plain);
    const { context, page } = await signedInPage(buyer, desktop);
    const card = await openDish(page, choice, 1);
    await card.getByTestId('add-to-cart').click();
    await page.getByText(messages.addedToCart(choice.dish.name)).waitFor();

    const line = miniLine(page, choice.dish.name);
    const value = line.locator('output');
    await expect.poll(() => value.textContent()).toBe('1');
    for (let next = 2; next <= 5; next += 1) {
      await line.getByRole('button', { name: 'One more' }).click();
      await expect.poll(() => value.textContent()).toBe(String(next));
    }
    await line.getByRole('button', { name: 'One more' }).click();
    await miniCart(page).getByText(messages.cartCap(choice.dish.name)).waitFor();
    expect(await value.textContent()).toBe('5');
    await screenshot(page, 'cart-menu-mini-cart-1280');

    // a reload shows what the server kept
    await page.reload();
    await expect
      .poll(() => miniLine(page, choice.dish.name).locator('output').textContent())
      .toBe('5');
    for (let next = 4; next >= 0; next -= 1) {
      await miniLine(page, choice.dish.name).getByRole('button', { name: 'One less' }).click();
      if (next > 0) {
        await expect
          .poll(() => miniLine(page, choice.dish.name).locator('output').textContent())
          .toBe(String(next));
      }
    }
    await miniCart(page).getByText(messages.cartEmptyForChef).waitFor();
    await context.close();
  });
});

describe('checkout', () => {
  it('checks out for delivery with a quoted fee and a slot and arrives at payment', async () => {
    await emptyCart(buyer);
    const choice = findChoice(sellers, plain);
    for (const viewport of [{ width: 390, height: 844 }, desktop]) {
      const { context, page } = await signedInPage(buyer, viewport);
      const card = await openDish(page, choice, 2);
      await card.getByTestId('add-to-cart').click();
      await page.getByText(messages.addedToCart(choice.dish.name)).waitFor();
      await miniCart(page).getByTestId('mini-cart-checkout').click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      const orderId = new URL(page.url()).pathname.split('/')[2];

      await page.getByTestId('checkout-form').waitFor();
      await page.getByRole('radio', { name: 'Delivery' }).check();
      await page.getByTestId('address-input').pressSequentially('kapit', { delay: 30 });
      await page.getByTestId('address-suggestion').filter({ hasText: 'Kapitolyo' }).first().click();
      await expect
        .poll(() => page.getByTestId('checkout-address').textContent())
        .toContain('Kapitolyo');
      await expect.poll(() => page.getByTestId('summary-delivery').textContent()).toMatch(/^P\d/);
      await page.getByTestId('slot-picker').getByRole('radio').first().check();
      expect(await page.getByLabel('Phone').inputValue()).toMatch(/^\d{10}$/);
      const total = (await page.getByTestId('summary-total').textContent()) ?? '';
      expect(total).toMatch(/^P[\d,]+ – P[\d,]+$/);
      await screenshot(page, `checkout-${viewport.width}`);

      await page.getByTestId('proceed-to-checkout').click();
      await page.waitForURL((url) => url.pathname === `/pay/${orderId}`);

      // the placed order now waits on the chef in the cart's 'Pending Orders'
      await page.goto('/cart');
      const awaiting = page.getByTestId('awaiting-order').filter({ hasText: choice.dish.name });
      await expect.poll(() => awaiting.count()).toBeGreaterThan(0);
      if (viewport.width === desktop.width) await screenshot(page, 'cart-page-1280');
      // give the stock back for the next round and the other tests
      await awaiting.first().getByTestId('awaiting-cancel').click();
      await expect.poll(() => awaiting.count()).toBe(0);
      await context.close();
    }
  });

  it('explains each missing detail in the spec’s order', async () => {
    const cakes = sellers.filter((s) => s.cuisine.includes('Cakes'));
    const choice = findChoice(cakes.length > 0 ? cakes : sellers, () => true);
    const hasCakes = choice.chef.cuisine.includes('Cakes');
    const { context, page } = await newPage(browser);
    const signup = await page.request.post('/api/v1/users/signup', {
      data: {
        email: uniqueEmail('checkout'),
        password: 'sinigang-2026',
        passwordConfirm: 'sinigang-2026',
      },
    });
    expect(signup.ok()).toBe(true);

    const card = await openDish(page, choice, 1);
    await card.getByTestId('add-to-cart').click();
    const dialog = page.getByTestId('cart-choices');
    if (needsAssortmentNote(choice.dish) || needsSpiceLevel(choice.dish)) {
      await dialog.waitFor();
      if (needsAssortmentNote(choice.dish)) {
        await dialog.getByTestId('assortment-note').fill('Ube please');
      }
      if (needsSpiceLevel(choice.dish)) await dialog.getByRole('radio').first().check();
      await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
    }
    await miniCart(page).getByTestId('mini-cart-checkout').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await page.getByTestId('checkout-form').waitFor();
    await page.getByRole('radio', { name: 'Delivery' }).check();

    const proceed = page.getByTestId('proceed-to-checkout');
    const problem = page.getByTestId('checkout-problem');
    const expectProblem = async (message: string) => {
      await proceed.click();
      await expect.poll(() => problem.textContent()).toBe(message);
    };

    await expectProblem(messages.phoneRequired);
    await page.getByLabel('Phone').fill('+63 917 555 0199');
    expect(await page.getByLabel('Phone').inputValue()).toBe('9175550199');

    await expectProblem(messages.addressRequired);
    await page.getByTestId('address-input').pressSequentially('kapit', { delay: 30 });
    await page.getByTestId('address-suggestion').filter({ hasText: 'Kapitolyo' }).first().click();
    await page.getByTestId('checkout-address').waitFor();

    if (hasCakes) {
      await expectProblem(messages.cakeDisclaimerRequired);
      await page.getByTestId('cake-disclaimer').getByRole('checkbox').check();
    }

    await expectProblem(messages.timeSlotRequired);
    await page.getByTestId('slot-picker').getByRole('radio').first().check();

    await expectProblem(messages.nameRequired);
    await page.getByLabel('Name').fill('Lito Lapid');
    await screenshot(page, 'checkout-validation-390');

    await proceed.click();
    await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    await context.close();
  });
});
