import type { BrowserContext, Page } from 'playwright-core';

/** Clicks the page's Google button and picks `email` in the identity simulator's popup. */
export async function chooseGoogleAccount(
  context: BrowserContext,
  page: Page,
  email: string,
  name: string,
): Promise<void> {
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('google-signin').click(),
  ]);
  await popup.waitForLoadState();
  await popup.getByPlaceholder('Email').fill(email);
  await popup.getByPlaceholder('Full name').fill(name);
  await popup.getByRole('button', { name: 'Continue' }).click();
}
