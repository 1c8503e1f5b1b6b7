import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages, paths, type PageBoot } from '@lutong/shared';
import { sellerCards as cards } from './bazaar-steps.js';
import { launchBrowser, newPage } from './support.js';

// issue 10 (bazaar LCP): the server draws a returning visitor's bazaar with the app's own
// components (apps/web/src/entry-server.tsx), and the browser takes that page over.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const makati = { address: 'Ayala Avenue, Makati, Metro Manila', lat: 14.5547, lng: 121.0244 };

/** A visitor who entered an address on an earlier visit (the bazaar then kept it in a cookie). */
async function returningVisitor(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await page.goto(paths.home());
  await page.evaluate((saved) => {
    window.localStorage.setItem('lb:address', JSON.stringify(saved));
  }, makati);
  await page.goto(paths.bazaar());
  await expect.poll(() => cards(page).count()).toBe(12);
  return { context, page };
}

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

describe("a returning visitor's bazaar", () => {
  it('comes drawn in the HTML, with the first page of sellers and their first photos', async () => {
    const { context, page } = await returningVisitor();
    const res = await context.request.get(paths.bazaar(), { headers: { accept: 'text/html' } });
    const html = await res.text();
    const boot = JSON.parse(
      /<script id="lb-boot" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    ) as PageBoot;
    const sellers = boot.bazaar?.sellers ?? [];
    expect(sellers).toHaveLength(12);
    // React marks the seam between two text pieces with an empty comment; the reader sees one text
    const root = html
      .slice(html.indexOf('<div id="root">'), html.indexOf('<script id="lb-boot"'))
      .replaceAll('<!-- -->', '');
    expect(root).toContain('data-testid="seller-grid"');
    expect(root).toContain(`Home cooks, bakers and pantry makers near <strong>${makati.address}`);
    for (const seller of sellers) expect(root).toContain(`href="${paths.menu(seller.id)}"`);
    const first = sellers[0]?.dishes.find((d) => d.photo)?.photo ?? '';
    expect(html.indexOf(`<link rel="preload" as="image" href="${first}"`)).toBeLessThan(
      html.indexOf('<style>'),
    );
    // the only photo the head preloads, asked for as soon as the response starts (performance.md
    // §19); React's own preloads of the other first-screen photos are in the markup
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(res.headers().link).toBe(`<${first}>; rel=preload; as=image; fetchpriority=high`);
    // the same cards on the page the visitor sees
    expect(
      await cards(page).first().locator('a[href^="/menu/"]').first().getAttribute('href'),
    ).toBe(paths.menu(sellers[0]!.id));
    await context.close();
  });

  it('is taken over by the app without asking again and without a mismatch, then works', async () => {
    const { context, page } = await returningVisitor();
    const seen = watch(page);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => cards(page).count()).toBe(12);
    // nothing asked on load: the login check and the first page came with the HTML
    expect(seen.api).toEqual([]);
    // the app is running: a filter asks for its page
    const cooks = page.waitForRequest((r) => r.url().includes('cook=true'));
    await page.getByRole('button', { name: 'The Cooks' }).click();
    await cooks;
    await expect
      .poll(() => page.getByRole('button', { name: 'The Cooks' }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('shows its sellers without JavaScript', async () => {
    const { context, page: visited } = await returningVisitor();
    const cookies = await context.cookies();
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: new URL(visited.url()).origin,
    });
    await noScript.addCookies(cookies);
    const page = await noScript.newPage();
    await page.goto(paths.bazaar());
    expect(await cards(page).count()).toBe(12);
    await noScript.close();
    await context.close();
  });

  it('is drawn by the browser when the address it was drawn for is gone', async () => {
    const { context, page } = await returningVisitor();
    const seen = watch(page);
    // removed behind the app's back: the cookie still has it
    await page.evaluate(() => window.localStorage.removeItem('lb:address'));
    await page.goto(paths.bazaar());
    await page.waitForURL((url) => url.pathname === paths.home());
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(messages.enterAddressFirst);
    expect(seen.errors).toEqual([]);
    await context.close();
  });
});
