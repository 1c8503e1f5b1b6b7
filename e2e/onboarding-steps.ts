import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Steps of the seller onboarding journey (issue 7).

/** A 40 x 30 PNG, as a phone's photo picker would hand over (the server re-encodes it). */
export const dishPhoto = {
  name: 'kare-kare.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwPlBAe6RNhnb45L+mzSUO2uezLG4Tj3hineqApnKDCSKxWCxWBwWg8VicV+xeAE6wVkMEG1l6wAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Closes the guided tour if it shows (its own e2e test walks through the dashboard's). */
export async function closeTourIfShown(page: Page): Promise<void> {
  const popover = page.locator('.driver-popover');
  await popover.waitFor({ timeout: 5000 }).catch(() => undefined);
  if (await popover.isVisible()) {
    await popover.locator('.driver-popover-close-btn').click();
    await expect.poll(() => popover.isVisible()).toBe(false);
  }
}

export const topNavLabels = async (page: Page): Promise<string[]> => {
  const nav = page.getByRole('navigation').first();
  return (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
};

export const menuDayButton = (page: Page, day: string) => page.getByTestId(`menu-day-${day}`);
