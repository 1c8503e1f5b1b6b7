import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  availableSlotHours,
  dishStockProblem,
  needsAssortmentNote,
  needsSpiceLevel,
  upcomingMenuDays,
  type MenuChef,
  type MenuDay,
  type MenuDish,
  type OrderView,
} from '@lutong/shared';
import { baseUrl, launchBrowser, newPage, uniqueEmail } from './support.js';

// Steps of the buying journey that several browser tests take: a buyer of the file's own, a
// seeded dish to order, the menu stepper, and a placed order ready for payment.

export const api = (path: string) => `${baseUrl()}/api/v1${path}`;

export type Choice = { chef: MenuChef; dish: MenuDish; day: MenuDay };

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(api(path));
  const body = (await res.json()) as { data: T };
  return body.data;
}

/** Every seller near Makati with their menu (menu days come from the real clock). */
export async function sellersNearMakati(): Promise<MenuChef[]> {
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

/** The time slots a checkout for this choice can pick. */
export const slotHoursOf = (chef: MenuChef, day: MenuDay, now = new Date()) =>
  availableSlotHours(now, {
    slots: chef.deliveryTimes[day.weekday],
    hourPrep: chef.hourPrep,
    today: false,
  });

/**
 * A dish the menu offers on one of its coming days with 5 portions to spare and a time slot to
 * check out in, chosen by `fits`.
 */
export function findChoice(
  sellers: readonly MenuChef[],
  fits: (chef: MenuChef, dish: MenuDish) => boolean,
): Choice {
  const now = new Date();
  for (const chef of sellers) {
    if (!chef.finishedUpdating) continue;
    for (const day of upcomingMenuDays(now, chef)) {
      if (slotHoursOf(chef, day, now).length === 0) continue;
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

export const plain = (_: MenuChef, d: MenuDish) => !needsSpiceLevel(d) && !needsAssortmentNote(d);
export const freelySpiced = (_: MenuChef, d: MenuDish) =>
  needsSpiceLevel(d) && !d.standardSpice && !needsAssortmentNote(d);

export type Account = {
  email: string;
  password: string;
  cookies: { name: string; value: string }[];
};

export const cookieHeader = (account: Account) =>
  account.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/**
 * A buyer of the calling file's own, signed up through the API with a name and phone, so the
 * demo buyer's login limit (10 per account) stays free for the other files.
 */
export async function createBuyer(label: string): Promise<Account> {
  const email = uniqueEmail(label);
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

/** A JSON call to our API as the account. */
export const callAs = <T>(
  account: Account,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) => callAt<T>(baseUrl(), account, method, path, body);

/** A JSON call to the API of the server at `base` (a second process: decision 045). */
export async function callAt<T>(
  base: string,
  account: Account | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T; message?: string }> {
  const headers: Record<string, string> = account ? { cookie: cookieHeader(account) } : {};
  if (body === undefined) headers['X-Requested-With'] = 'XMLHttpRequest';
  else headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const reply = (await res.json()) as { data: T; message?: string };
  return {
    status: res.status,
    data: reply.data,
    ...(reply.message ? { message: reply.message } : {}),
  };
}

/** Empties the buyer's cart through the API, so each test starts clean. */
export async function emptyCart(account: Account): Promise<void> {
  const { data } = await callAs<{ orders: OrderView[] }>(account, 'GET', '/orders/me');
  for (const order of data.orders) {
    await callAs(account, 'DELETE', `/orders/${order.id}`);
  }
}

export async function fillLogin(page: Page, account: Account) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

/** A page signed in as the account (its session cookie, without another login). */
export async function signedInPage(
  browser: Browser,
  account: Account,
  viewport?: { width: number; height: number },
) {
  const opened = await newPage(browser, viewport);
  const url = baseUrl();
  await opened.context.addCookies(account.cookies.map((c) => ({ ...c, url })));
  return opened;
}

export type Shopper = { browser: Browser; sellers: MenuChef[]; buyer: Account; choice: Choice };

/** A test file's browser, and a buyer of its own with a plain dish near Makati to order. */
export async function startShopper(label: string): Promise<Shopper> {
  const browser = await launchBrowser();
  const sellers = await sellersNearMakati();
  const buyer = await createBuyer(label);
  return { browser, sellers, buyer, choice: findChoice(sellers, plain) };
}

/** Opens the menu on the choice's day and sets the dish card's stepper to `quantity`. */
export async function openDish(page: Page, choice: Choice, quantity: number) {
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

export const miniCart = (page: Page) => page.getByTestId('mini-cart');
export const miniLine = (page: Page, name: string) =>
  miniCart(page).getByTestId('mini-cart-line').filter({ hasText: name });

/** Kapitolyo, Pasig: a delivery point the courier simulator quotes. */
const KAPITOLYO = { address: 'Kapitolyo, Pasig City', lat: 14.5736, lng: 121.0614 };

/** The choice's dish in the account's cart for the choice's day, through the API as the menu does. */
export const addToCart = (account: Account, choice: Choice, quantity = 1) =>
  addToCartAt(baseUrl(), account, choice, quantity);

/** `addToCart` on the server at `base` (a second process: decision 045). */
export async function addToCartAt(base: string, account: Account, choice: Choice, quantity = 1) {
  const added = await callAt<{ order: OrderView }>(base, account, 'POST', '/orders', {
    chefId: choice.chef.id,
    dishId: choice.dish.id,
    quantity,
    deliveryDate: choice.day.weekday,
    actualDate: choice.day.label,
    createdFor: choice.day.dateKey,
    today: false,
  });
  expect(added.status, added.message).toBe(200);
  return added;
}

/**
 * A placed order ready for payment, made through the API as checkout makes it: the dish in the
 * cart for the choice's day, then the checkout details for delivery to Kapitolyo (or for pickup).
 */
export async function placeOrder(
  account: Account,
  choice: Choice,
  quantity = 1,
  mode: 'delivery' | 'pickup' = 'delivery',
  slot?: number,
) {
  const added = await addToCart(account, choice, quantity);
  const [hour] = slotHoursOf(choice.chef, choice.day);
  const placed = await callAs<{ order: OrderView }>(
    account,
    'PATCH',
    `/orders/${added.data.order.id}`,
    mode === 'pickup'
      ? {
          deliveryMode: 'pickup',
          name: 'Bea Santos',
          phone: '9171234567',
          selectedTime: slot ?? hour,
        }
      : {
          deliveryMode: 'delivery',
          name: 'Bea Santos',
          phone: '9171234567',
          zip: '1603',
          selectedTime: slot ?? hour,
          ...KAPITOLYO,
          disclaimer: true,
        },
  );
  expect(placed.status, placed.message).toBe(200);
  return placed.data.order;
}
