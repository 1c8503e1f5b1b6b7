import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { paths, type MenuChef } from '@lutong/shared';
import { findChoice, plain, sellersNearMakati } from './shop-steps.js';
import { launchBrowser, newPage } from './support.js';

// Issue 23 (decision 046): the app installs (a manifest and a service worker, Lighthouse's
// installability criteria) and shows the menu last seen when the phone is offline, marked as such,
// with ordering refused until the network is back. At 390 px, on the built product.

const catalogue = JSON.parse(
  readFileSync(
    new URL('../packages/shared/src/i18n/catalogue/offline.json', import.meta.url),
    'utf8',
  ),
) as Record<'needsConnection' | 'offlinePageTitle' | 'offlinePageText', { en: string }>;
const common = JSON.parse(
  readFileSync(
    new URL('../packages/shared/src/i18n/catalogue/common.json', import.meta.url),
    'utf8',
  ),
) as Record<'offlineNeedsConnection', { en: string }>;

let browser: Browser;
let sellers: MenuChef[];
beforeAll(async () => {
  browser = await launchBrowser();
  sellers = await sellersNearMakati();
});
afterAll(async () => browser.close());

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** A PNG's width and height, from its IHDR header. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** Waits until the service worker controls the page, and returns its script's URL. */
const controlledBy = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r));
    }
    return navigator.serviceWorker.controller?.scriptURL ?? '';
  });

/** The URLs in one of the worker's caches. */
const cached = (page: Page, name: string) =>
  page.evaluate(async (cacheName) => {
    const keys = await (await caches.open(cacheName)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, name);

describe('installable (decision 046)', () => {
  it('has a valid manifest with its icons, and a service worker that controls the page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(paths.home());
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1f5e3b');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const res = await context.request.get(href ?? '');
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Lutong Bahay',
      short_name: 'Lutong Bahay',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f5e3b',
    });
    const sizes = new Set<string>();
    for (const icon of manifest.icons) {
      const bytes = await (await context.request.get(icon.src)).body();
      expect(pngSize(bytes), icon.src).toBe(icon.sizes);
      sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
    }
    expect([...sizes]).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await context.request.get(touchIcon ?? '')).ok()).toBe(true);

    expect(await controlledBy(page)).toMatch(/\/sw\.js$/);
    // the app shell is stored: the page and its code
    expect(await cached(page, (await page.evaluate(() => caches.keys()))[0] ?? '')).toContain(
      '/index.html',
    );
    await context.close();
  });
});

describe('offline (decision 046)', () => {
  it('shows the menu last seen, marked offline, and refuses to order without the network', async () => {
    const choice = findChoice(sellers, plain);
    const url = paths.menu(choice.chef.id);
    const { context, page } = await newPage(browser);
    await page.goto(url);
    await controlledBy(page);
    // the page the server drew carried its menu: the worker reads it once more for the cache
    await expect
      .poll(() => cached(page, 'lb-api-reads'), { timeout: 15_000 })
      .toContain(`/api/v1/users/menu/${choice.chef.id}`);
    await expect.poll(async () => (await cached(page, 'lb-assets')).length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(
      /^You are offline\. This is the menu as last seen at .+; prices and stock may have changed\.$/,
    );
    const card = page.getByTestId('dish-card').filter({ hasText: choice.dish.name }).first();
    await page.getByTestId('menu-days').getByRole('button', { name: choice.day.label }).click();
    await card
      .getByRole('group', { name: `How many ${choice.dish.name}` })
      .getByRole('button', { name: 'One more' })
      .click();
    await card.getByTestId('add-to-cart').click();
    await card.getByText(common.offlineNeedsConnection.en).waitFor();

    // checkout, and any page never stored: the offline page, which says ordering needs the network
    await page.goto(paths.checkout('any-order'));
    await page.getByTestId('offline-page').getByText(catalogue.offlinePageText.en).waitFor();
    expect(await page.title()).toContain(catalogue.offlinePageTitle.en);

    // back online, the menu is current again
    await context.setOffline(false);
    await page.goto(url);
    await page.getByTestId('dish-card').first().waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
