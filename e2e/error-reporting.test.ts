import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSentryReceiver } from '../apps/server/test/operations/sentry-receiver.js';
import { startProductServer, type ProductServer } from './product-server.js';
import { baseUrl, launchBrowser } from './support.js';

// Issue 21 operator §3 (decision 031): an error nothing caught in the browser goes to the tracker
// of SENTRY_BROWSER_DSN, scrubbed; the tracker's SDK is loaded only then, never with the page, and
// without a DSN it is never loaded at all.

const EMAIL = 'maria.santos@example.ph';
let browser: Browser;
let receiver: Awaited<ReturnType<typeof startSentryReceiver>>;
let withDsn: ProductServer;

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startSentryReceiver();
  withDsn = await startProductServer(
    { SENTRY_BROWSER_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'e2e', SEED_DEMO: 'false' },
    'lb-e2e-sentry-',
  );
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await withDsn?.stop();
  await receiver?.close();
});

/** Opens `url`, noting every script the page loads. */
async function openPage(url: string): Promise<{ page: Page; scripts: string[] }> {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return { page, scripts };
}

async function throwUncaught(page: Page) {
  await page.evaluate((email) => {
    setTimeout(() => {
      throw new Error(`no order for ${email}`);
    }, 0);
  }, EMAIL);
}

describe('with SENTRY_BROWSER_DSN', () => {
  it('loads the SDK only after an error, and sends that error scrubbed', async () => {
    const { page, scripts } = await openPage(`${withDsn.baseUrl}/?email=${EMAIL}`);
    expect(scripts.some((s) => s.includes('sentry'))).toBe(false);
    await throwUncaught(page);
    const deadline = Date.now() + 20_000;
    while (receiver.received.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(receiver.received).toHaveLength(1);
    const [envelope] = receiver.received;
    expect(scripts.some((s) => s.includes('sentry'))).toBe(true);
    const event = envelope?.items.find((item) => 'exception' in item) as {
      environment: string;
      request: { url: string };
      exception: { values: { value: string }[] };
    };
    expect(event.environment).toBe('e2e');
    expect(event.exception.values[0]?.value).toBe('no order for [email]');
    expect(event.request.url).toBe(`${withDsn.baseUrl}/`);
    expect(envelope?.raw).not.toContain(EMAIL);
    await page.close();
  });
});

describe('without a DSN', () => {
  it('never loads the SDK', async () => {
    const { page, scripts } = await openPage(baseUrl());
    await throwUncaught(page);
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('sentry'))).toBe(false);
    await page.close();
  });
});
