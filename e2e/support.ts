import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** The product server of this test worker (one per worker: global-setup.ts, decision 036). */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  const url = urls[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  // two workers on one server would share its simulators' clock and faults: refuse, never share
  if (!url) throw new Error(`No product server for worker ${process.env.VITEST_POOL_ID}`);
  return url;
};
export const shotsDir = fileURLToPath(new URL('./screenshots', import.meta.url));

/** Debian's Chromium, never a downloaded browser (DEVELOPERS.md). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The phone the browser tests run at (390 px wide). */
export const phone = { width: 390, height: 844 };

export async function newPage(
  browser: Browser,
  viewport = phone,
): Promise<{ context: BrowserContext; page: Page }> {
  // the browser's clock in the run's time zone too (`npm run test:tz` runs Manila and Los Angeles)
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    ...(process.env.TZ ? { timezoneId: process.env.TZ } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

export const uniqueEmail = (label = 'e2e') =>
  `${label}-${randomBytes(4).toString('hex')}@example.ph`;

export const demo = {
  buyer: { email: 'buyer@lutongbahay.ph', password: 'kain-tayo-2026' },
  chef: { email: 'chef@lutongbahay.ph', password: 'lutong-bahay-2026' },
  staff: { email: 'staff@lutongbahay.ph', password: 'staff-lutong-2026' },
};

type OutboxMessage = { to: string; subject: string; text: string; links: string[] };

/** Waits for the simulated mail provider to receive a message for `to` (and `match`, if given). */
export async function waitForMail(
  to: string,
  timeoutMs = 20_000,
  match: (message: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl()}/_sim/outbox.json`);
    const list = (await res.json()) as OutboxMessage[];
    const found = list.find((m) => m.to === to && match(m));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail for ${to}`);
}

/**
 * Waits until React has taken over an element of a page the server drew (hydrated: it holds
 * React's props): before that a click is the browser's own (decision 037).
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return element !== null && Object.keys(element).some((k) => k.startsWith('__reactProps$'));
  }, selector);
}
