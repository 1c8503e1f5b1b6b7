import type { Page, Request } from 'playwright-core';
import { bakerCategories } from '@lutong/shared';

// Steps on the bazaar page that several browser tests take.

export const sellerCards = (page: Page) => page.getByTestId('seller-card');

/** The cuisines of every seller card shown, in order. */
export async function cuisinesShown(page: Page): Promise<string[][]> {
  const texts = await sellerCards(page).evaluateAll((els) =>
    els.map((el) => el.querySelector('[data-testid="seller-cuisines"]')?.textContent ?? ''),
  );
  return texts.map((t) => t.split(', ').filter(Boolean));
}

/** True when cards are shown and every one of them is a baker. */
export async function onlyBakersShown(page: Page): Promise<boolean> {
  const bakers: readonly string[] = bakerCategories;
  const shown = await cuisinesShown(page);
  return shown.length > 0 && shown.every((c) => c.some((x) => bakers.includes(x)));
}

/** Ticks 'Menus for {day}' in the 'Select a day' popup; resolves with the bazaar request it makes. */
export async function pickBazaarDay(page: Page, day: string): Promise<Request> {
  const request = page.waitForRequest((r) => r.url().includes(`menuDates=${day}`));
  await page.getByTestId('day-picker-open').click();
  const dialog = page.getByRole('dialog', { name: 'Select a day' });
  await dialog.getByLabel(`Menus for ${day}`).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  return request;
}
