import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { paths } from '@lutong/shared';
import { checkWithAxe, settle, type Tally } from './a11y-steps.js';
import { miniLine, openDish, type Choice } from './shop-steps.js';

// The states of a page that appear only after a click or a keystroke (an open menu, a popup, a
// dialog, a form's errors): axe checks each of them as it stands (issue 9 §11).

type Check = { page: Page; tally: Tally; role: string };

const axe = ({ page, tally, role }: Check, label: string) => checkWithAxe(page, tally, role, label);

/** On a phone, the folded top navigation opened (nothing on a desktop, where it is inline). */
export async function navOpen(check: Check): Promise<string[]> {
  const { page } = check;
  await page.goto(paths.home());
  await settle(page);
  const burger = page.getByRole('button', { name: 'Menu' });
  if (!(await burger.isVisible())) return [];
  await burger.click();
  await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
  return axe(check, 'navigation menu open');
}

/** The mini cart with a dish in it, then the dish's details dialog. */
export async function cartAndDetails(check: Check, choice: Choice): Promise<string[]> {
  const { page } = check;
  const card = await openDish(page, choice, 1);
  await card.getByTestId('add-to-cart').click();
  await miniLine(page, choice.dish.name).waitFor();
  const problems = await axe(check, 'mini cart with a dish');
  await card.getByRole('button', { name: 'See More' }).click();
  await page.locator('dialog[open]').waitFor();
  return [...problems, ...(await axe(check, 'dish details dialog'))];
}

/** The landing page's address suggestions, the map that confirms one, and the bazaar's day popup. */
export async function addressAndDays(check: Check): Promise<string[]> {
  const { page } = check;
  await page.evaluate(() => window.localStorage.removeItem('lb:address'));
  await page.goto(paths.home());
  const box = page.getByTestId('address-input');
  await box.pressSequentially('kapit', { delay: 30 });
  await page.getByTestId('address-suggestion').first().waitFor();
  const problems = await axe(check, 'address suggestions');
  await page.getByTestId('address-suggestion').filter({ hasText: 'Kapitolyo' }).first().click();
  const dialog = page.getByTestId('address-dialog');
  await dialog.locator('.leaflet-marker-icon, .leaflet-marker-pane > *').first().waitFor();
  problems.push(...(await axe(check, 'address confirmation map')));
  await dialog.getByTestId('confirm-address').click();
  await page.waitForURL((url) => url.pathname === paths.bazaar());
  await page.getByTestId('day-picker-open').click();
  await page.getByRole('dialog', { name: 'Select a day' }).waitFor();
  problems.push(...(await axe(check, 'bazaar day picker')));
  return problems;
}

/** The error banners: a wrong password, and /bazaar without an address. */
export async function errorBanners(check: Check): Promise<string[]> {
  const { page } = check;
  await page.goto(paths.login());
  await page.getByLabel('Email').fill('nobody@example.ph');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.getByRole('alert').first().waitFor();
  const problems = await axe(check, 'login refused');
  await page.evaluate(() => window.localStorage.removeItem('lb:address'));
  await page.goto(paths.bazaar());
  await page.waitForURL((url) => url.pathname === paths.home());
  await page.getByRole('alert').first().waitFor();
  return [...problems, ...(await axe(check, 'address needed first'))];
}

/** The checkout's errors when sent empty, and the pay page's card form and its errors. */
export async function checkoutAndPayForms(
  check: Check,
  cartOrderId: string,
  placedOrderId: string,
): Promise<string[]> {
  const { page } = check;
  await page.goto(paths.checkout(cartOrderId));
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await page.getByTestId('proceed-to-checkout').click();
  await page.getByRole('alert').first().waitFor();
  const problems = await axe(check, 'checkout errors');
  await page.goto(paths.pay(placedOrderId));
  await page.getByRole('radio', { name: 'Visa', exact: true }).check();
  await page.getByTestId('card-form').waitFor();
  problems.push(...(await axe(check, 'card form')));
  await page.getByRole('button', { name: 'Authorise & Pay' }).click();
  await page.getByRole('alert').first().waitFor();
  problems.push(...(await axe(check, 'card form errors')));
  return problems;
}

/** The dashboard's order details, reject and group-delivery dialogs (closed without acting). */
export async function dashboardDialogs(check: Check): Promise<string[]> {
  const { page } = check;
  const open = page.locator('dialog[open]');
  const problems: string[] = [];
  await page.goto(paths.dashboard());
  const dialogs: [RegExp, string][] = [
    [/^Details of /, 'order details dialog'],
    [/^Reject /, 'reject dialog'],
    [/^Group deliveries$/, 'group deliveries dialog'],
  ];
  for (const [name, label] of dialogs) {
    const button = page.getByRole('button', { name }).first();
    await button.click();
    await open.waitFor();
    problems.push(...(await axe(check, label)));
    await page.keyboard.press('Escape');
    await expect.poll(() => open.count()).toBe(0);
  }
  return problems;
}

/** My Menu's Add a dish dialog. */
export async function addDishDialog(check: Check): Promise<string[]> {
  const { page } = check;
  await page.goto(paths.myMenu());
  await page.getByTestId('add-dish').click();
  await page.locator('dialog[open]').waitFor();
  return axe(check, 'add a dish dialog');
}
